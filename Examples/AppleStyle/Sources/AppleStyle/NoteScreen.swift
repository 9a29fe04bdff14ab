#if canImport(CoreSpotlight)
    import CoreSpotlight
    import Foundation
#else
    import SearchlightCompat
#endif

/// The screen that shows one note: it publishes what the user is looking at.
final class NoteScreen {
    private(set) var userActivity: NSUserActivity?

    func show(_ note: NoteEntity) {
        let activity = NSUserActivity(activityType: "com.example.notes.view-note")
        activity.title = note.title
        activity.userInfo = ["noteID": note.id.uuidString]
        activity.keywords = Set(note.tags)
        activity.isEligibleForSearch = true
        activity.isEligibleForPrediction = true
        activity.persistentIdentifier = note.id.uuidString
        activity.appEntityIdentifier = EntityIdentifier(for: note)
        let attributes = CSSearchableItemAttributeSet(contentType: UTType.text)
        attributes.contentDescription = "Viewing \(note.title)"
        activity.contentAttributeSet = attributes
        activity.becomeCurrent()
        userActivity = activity
    }

    func close() {
        userActivity?.invalidate()
        userActivity = nil
    }
}
