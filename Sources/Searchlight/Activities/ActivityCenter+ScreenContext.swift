import Foundation

extension ActivityCenter {
    /// Publishes the current activity and the on-screen entities to the store, stamped with the
    /// time and this process, so that other processes — an assistant's MCP server — resolve
    /// "this order" against what is on screen now. Call it after the screen changes; a reader
    /// ignores what was published too long ago or by a process that has ended.
    ///
    /// ```swift
    /// await center.setOnScreenEntities(visible: [order42, order43], selected: order42)
    /// try await center.publishScreenContext()
    /// ```
    public func publishScreenContext() async throws {
        let activity = currentActivity
        let screen = onScreenEntities
        let name = index.name
        let process = ProcessInfo.processInfo.processIdentifier
        try await index.withStoreWriter { writer, now in
            let context = ScreenContext(
                activity: activity, onScreenEntities: screen, published: now, processIdentifier: process)
            try ScreenContextStore(connection: writer.connection).save(context.row, indexName: name)
            return ((), [])
        }
    }

    /// Removes what this index's app published (for example when it quits).
    public func withdrawScreenContext() async throws {
        let name = index.name
        try await index.withStoreWriter { writer, _ in
            try ScreenContextStore(connection: writer.connection).delete(indexName: name)
            return ((), [])
        }
    }
}
