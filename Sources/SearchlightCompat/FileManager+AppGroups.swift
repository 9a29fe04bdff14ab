import Foundation

extension FileManager {
    /// The folder an app shares with its extensions, Foundation's app group container: here
    /// `AppGroups/<groupIdentifier>` in the user's application support folder (`$XDG_DATA_HOME`
    /// or `~/.local/share`), created when first asked for, so a store placed in it by code
    /// written for Apple platforms is shared the same way by the processes of one user.
    ///
    /// ```swift
    /// let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.notes")!
    ///     .appendingPathComponent("Notes.sqlite")
    /// ```
    ///
    /// - Returns: `nil` when the identifier is empty or is not one folder name, or the folder
    ///   cannot be created.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".",
            groupIdentifier != ".."
        else { return nil }
        let url = NSPersistentContainer.defaultDirectoryURL()
            .appendingPathComponent("AppGroups", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return url
    }
}
