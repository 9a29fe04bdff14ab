import Foundation
import Searchlight

/// `searchlight demo`: indexes a small bilingual sample and shows a few ranked searches.
/// Items are replaced by identifier, so running it again gives the same index and output.
enum DemoCommand {
    struct Sample {
        var id: String
        var domain: String
        var type: ContentType
        var title: String
        var text: String
        var keywords: [String]
        var rankingHint: Double? = nil
        var entity: (type: String, priority: Int)? = nil
    }

    static let samples: [Sample] = [
        Sample(
            id: "note-1", domain: "notes.personal", type: .plainText, title: "Groceries for the weekend",
            text: "Oat milk, eggs, sourdough bread and coffee beans for flat whites.", keywords: ["shopping", "food"]),
        Sample(
            id: "note-2", domain: "notes.work", type: .plainText, title: "Standup: search ranking",
            text: "Discussed BM25 weights and the MyWindowClass refactor. Café meeting moved to Friday.",
            keywords: ["work", "search"], rankingHint: 60),
        Sample(
            id: "note-3", domain: "notes.travel", type: .plainText, title: "ナチュラルブリッジ州立公園",
            text: "バージニア州の自然の石橋。秋の紅葉がきれいです。", keywords: ["旅行", "公園"]),
        Sample(
            id: "note-4", domain: "notes.travel", type: .plainText, title: "京都の喫茶店メモ",
            text: "抹茶ラテとフラットホワイトが美味しいカフェ。", keywords: ["カフェ", "コーヒー"]),
        Sample(
            id: "order-1001", domain: "orders.2026", type: .content, title: "Flat white, oat milk",
            text: "Order 1001: one large flat white with oat milk, to go.", keywords: ["coffee", "order"],
            entity: ("Order", 10)),
        Sample(
            id: "order-1002", domain: "orders.2026", type: .content, title: "Caffè latte and croissant",
            text: "Order 1002: caffè latte, butter croissant.", keywords: ["coffee", "pastry", "order"],
            entity: ("Order", 1)),
        Sample(
            id: "order-1003", domain: "orders.2026", type: .content, title: "抹茶ラテ",
            text: "注文1003: 抹茶ラテ(ホット)、どら焼き。", keywords: ["注文", "抹茶"], entity: ("Order", 1)),
        Sample(
            id: "photo-1", domain: "photos.travel", type: .image, title: "Natural Bridge at sunrise",
            text: "Natural Bridge State Park, Virginia.", keywords: ["travel", "landscape"], rankingHint: 80),
        Sample(
            id: "photo-2", domain: "photos.travel", type: .image, title: "清水寺の夜景",
            text: "京都・清水寺のライトアップ。", keywords: ["京都", "夜景"]),
        Sample(
            id: "photo-3", domain: "photos.home", type: .image, title: "Latte art practice",
            text: "A rosetta on a flat white, third attempt.", keywords: ["coffee", "latte"]),
    ]

    static let searches = ["flat wh", "latte", "ブリッジ", "ぶりっじ", "州立公園", "cafe", "window"]

    static func run(_ context: CommandContext) async throws {
        let index = context.index
        let items = samples.map { sample in
            var attributes = SearchableItemAttributeSet(contentType: sample.type)
            attributes.title = sample.title
            attributes.textContent = sample.text
            attributes.keywords = sample.keywords
            attributes.rankingHint = sample.rankingHint
            var item = SearchableItem(
                uniqueIdentifier: sample.id, domainIdentifier: sample.domain, attributeSet: attributes)
            if let entity = sample.entity {
                item.associatedEntity = EntityAssociation(
                    typeIdentifier: entity.type, identifier: sample.id, priority: entity.priority)
            }
            return item
        }
        let report = try await index.indexSearchableItems(items)
        if !context.json {
            context.output.line("indexed \(report.indexed.count) sample items into \(index.storePath)")
        }
        for text in searches {
            if !context.json { context.output.line("\nsearch \"\(text)\":") }
            let query = UserQuery(
                userQueryString: text, userQueryContext: UserQueryContext(maxResultCount: 5), index: index)
            var rank = 0
            for try await result in query.results {
                rank += 1
                if context.json {
                    context.output.line(
                        JSONText.object([
                            "query": .string(text), "rank": .number(Double(rank)),
                            "id": .string(result.id), "title": .string(result.item.attributeSet.title ?? ""),
                        ]))
                } else {
                    context.printItem(result.item, rank: rank)
                }
            }
            if rank == 0 && !context.json { context.output.line("  (no results)") }
        }
    }
}
