// swift-format-ignore-file
// Indented with tabs on purpose: the generator must read any indentation.
#if canImport(CoreSpotlight)
import CoreSpotlight
#else
import SearchlightCompat
#endif

/// A nested entity, indented with tabs, that conforms in an extension under `#if`.
enum Journal {
	struct Entry {
		static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entry"
		static let defaultQuery = GoldenQuery<Journal.Entry>()

		let id: String
		@Property(title: Journal.Titles.body, indexingKey: \.textContent) var body: String
		@Property(title: LocalizedStringResource("Mood", comment: "How the day felt"), indexingKey: \.kind)
		var mood: Mood?
		@Property(indexingKey: \.keywords) var tags: Set<String>
		// Stored, so each entry decides.
		var hideInSpotlight = false

		var displayRepresentation: DisplayRepresentation { "Entry \(id)" }

		init(id: String, body: String, mood: Mood? = nil, tags: Set<String> = []) {
			self.id = id
			self.body = body
			self.mood = mood
			self.tags = tags
		}
	}

	enum Titles {
		static let body: LocalizedStringResource = "Body"
	}

	enum Mood: String, Sendable {
		case calm, busy
	}
}

#if compiler(>=6.0)
	#if os(Linux) || os(macOS)
		extension Journal.Entry: GoldenSearchable {}
	#else
		extension Journal.Entry: IndexedEntity {}
	#endif
#endif
