import Foundation
import Searchlight

/// The shop's sample data: a few orders, notes and tagged photos.
struct Shop: Sendable {
    var tags: [Tag]
    var orders: [Order]
    var notes: [Note]
    var photos: [Photo]

    static let sample: Shop = {
        let latteArt = Tag(id: "latte art")
        let beans = Tag(id: "beans")
        let team = Tag(id: "team")
        let opened = Date(timeIntervalSinceReferenceDate: 800_000_000)
        return Shop(
            tags: [latteArt, beans, team],
            orders: [
                Order(
                    id: 1001, drink: "Flat white", customer: ["Ada"], size: .large,
                    extras: ["oat milk", "extra shot"],
                    total: 4.8, orderedAt: opened),
                Order(
                    id: 1002, drink: "Cortado", customer: ["Grace"], size: .small, extras: [], total: 3.2,
                    orderedAt: opened.addingTimeInterval(600)),
                Order(
                    id: 1003, drink: "Iced latte", customer: ["Linus"], extras: ["vanilla"], total: 4.5,
                    orderedAt: opened.addingTimeInterval(1_200)),
            ],
            notes: [
                Note(
                    id: "grind", heading: "Grind settings",
                    text: "Grind one step finer for the Ethiopian beans; the shots ran fast this morning.",
                    tags: [beans], isPinned: true),
                Note(
                    id: "rota", heading: "Weekend rota",
                    text: "Grace opens on Saturday, Linus closes on Sunday.",
                    tags: [team]),
            ],
            photos: [
                Photo(
                    id: UUID(uuidString: "7A1D3C2B-0000-4000-8000-000000000001")!,
                    caption: "Rosetta on a flat white",
                    tags: [latteArt], width: 3024, height: 4032),
                Photo(
                    id: UUID(uuidString: "7A1D3C2B-0000-4000-8000-000000000002")!,
                    caption: "New Ethiopian roast",
                    tags: [beans], width: 4032, height: 3024),
            ])
    }()
}
