import Searchlight

extension Note {
    var wordCount: Int { body.split(separator: " ").count }
    var summary: String { String(body.prefix(12)) }

    static let computedProperties: [ComputedProperty<Note>] = [
        ComputedProperty(\.summary, title: "Summary", indexingKey: \.headline),
        ComputedProperty(
            \.wordCount,
            customIndexingKey: CustomAttributeKey(keyName: "golden_note_words")!
        ),
    ]
}
