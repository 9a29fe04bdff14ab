import Foundation
import Searchlight

/// `searchlight demo`: indexes a small bilingual sample and shows a few ranked searches.
/// Notes are plain items; orders and photos are entities (see `DemoEntities.swift`) whose
/// conversion the Searchlight plugin generates. Items are replaced by identifier, so running it
/// again gives the same index and output.
enum DemoCommand {
    struct Sample {
        var id: String
        var domain: String
        var type: ContentType
        var title: String
        var text: String
        var keywords: [String]
        var rankingHint: Double? = nil
    }

    static let samples: [Sample] = [
        Sample(
            id: "note-1", domain: "notes.personal", type: .plainText, title: "Groceries for the weekend",
            text: "Oat milk, eggs, sourdough bread and coffee beans for flat whites.",
            keywords: ["shopping", "food"]),
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
    ]

    static let orders: [DemoOrder] = [
        DemoOrder(
            id: "order-1001", drink: "Flat white, oat milk",
            details: "Order 1001: one large flat white with oat milk, to go.",
            tags: ["coffee", "order"], priority: 10),
        DemoOrder(
            id: "order-1002", drink: "Caffè latte and croissant",
            details: "Order 1002: caffè latte, butter croissant.",
            tags: ["coffee", "pastry", "order"]),
        DemoOrder(id: "order-1003", drink: "抹茶ラテ", details: "注文1003: 抹茶ラテ(ホット)、どら焼き。", tags: ["注文", "抹茶"]),
    ]

    static let photos: [DemoPhoto] = [
        DemoPhoto(
            id: "photo-1", caption: "Natural Bridge at sunrise",
            details: "Natural Bridge State Park, Virginia.",
            tags: [DemoTag(id: "travel"), DemoTag(id: "landscape")], rankingHint: 80),
        DemoPhoto(
            id: "photo-2", caption: "清水寺の夜景", details: "京都・清水寺のライトアップ。",
            tags: [DemoTag(id: "京都"), DemoTag(id: "夜景")]),
        DemoPhoto(
            id: "photo-3", caption: "Latte art practice",
            details: "A rosetta on a flat white, third attempt.",
            tags: [DemoTag(id: "coffee"), DemoTag(id: "latte")]),
    ]

    /// How many items the demo indexes.
    static var itemCount: Int { samples.count + orders.count + photos.count }

    static let searches = ["flat wh", "latte", "ブリッジ", "ぶりっじ", "州立公園", "cafe", "window"]

    static func run(_ context: CommandContext) async throws {
        let index = context.index
        var items = samples.map { sample in
            var attributes = SearchableItemAttributeSet(contentType: sample.type)
            attributes.title = sample.title
            attributes.textContent = sample.text
            attributes.keywords = sample.keywords
            attributes.rankingHint = sample.rankingHint
            return SearchableItem(
                uniqueIdentifier: sample.id, domainIdentifier: sample.domain, attributeSet: attributes)
        }
        for order in orders {
            var item = SearchableItem(appEntity: order, priority: order.priority)
            item.domainIdentifier = "orders.2026"
            items.append(item)
        }
        for photo in photos {
            var item = SearchableItem(appEntity: photo)
            item.domainIdentifier = "photos"
            items.append(item)
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
