import Foundation
import Searchlight
import Testing

@Suite struct UserActivityTests {
    @Test(arguments: ["com.example.app.view-order", "a.b", "org.x_y.Z1", "com.example.coffee.view-order"])
    func reverseDNSActivityTypesAreAccepted(type: String) throws {
        #expect(try UserActivity(activityType: type).activityType == type)
    }

    @Test(arguments: [
        "", "nodots", "a..b", ".a", "a.", "com.example.view order", "com.exämple.x", "com/example.x",
    ])
    func otherActivityTypesAreRejectedWithATypedError(type: String) {
        #expect {
            _ = try UserActivity(activityType: type)
        } throws: { error in
            (error as? UserActivityError)?.code == .invalidActivityType
                && (error as? UserActivityError)?.field == "activityType"
        }
    }

    @Test func defaultsFollowNSUserActivity() throws {
        let activity = try UserActivity(activityType: "com.example.app.view")
        #expect(!activity.isEligibleForSearch)
        #expect(!activity.isEligibleForPrediction)
        #expect(activity.isEligibleForHandoff)
        #expect(!activity.isEligibleForPublicIndexing)
        #expect(activity.userInfo.isEmpty && activity.keywords.isEmpty)
        #expect(activity.appEntityIdentifier == nil)
    }

    @Test func untypedUserInfoBecomesJSONValues() throws {
        var activity = try UserActivity(activityType: "com.example.app.view")
        try activity.addUserInfoEntries(from: [
            "id": "o42", "count": 3, "price": 4.5, "toGo": true, "none": NSNull(),
            "extras": ["oat milk", 2] as [Any], "nested": ["size": "large"] as [String: Any],
        ])
        #expect(activity.userInfo["id"] == "o42")
        #expect(activity.userInfo["count"] == .number(3))
        #expect(activity.userInfo["count"]?.intValue == 3)
        #expect(activity.userInfo["price"] == .number(4.5))
        #expect(activity.userInfo["toGo"] == .bool(true))
        #expect(activity.userInfo["none"] == .null)
        #expect(activity.userInfo["extras"] == ["oat milk", 2])
        #expect(activity.userInfo["nested"] == ["size": "large"])
    }

    @Test func numbersAndBooleansFromJSONSerializationKeepTheirKind() throws {
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(#"{"one": 1, "yes": true, "half": 0.5}"#.utf8))
                as? [String: Any])
        var activity = try UserActivity(activityType: "com.example.app.view")
        try activity.addUserInfoEntries(from: parsed)
        #expect(activity.userInfo == ["one": .number(1), "yes": .bool(true), "half": .number(0.5)])
    }

    enum UnrepresentableValue: CaseIterable, Sendable {
        case date, data, nan, hugeInteger, urlInArray, dateInDictionary

        var entry: (key: String, value: Any, field: String) {
            switch self {
            case .date: ("when", Date(), "userInfo.when")
            case .data: ("blob", Data([1, 2]), "userInfo.blob")
            case .nan: ("nan", Double.nan, "userInfo.nan")
            case .hugeInteger: ("big", Int.max, "userInfo.big")
            case .urlInArray: ("list", ["ok", URL(fileURLWithPath: "/tmp")] as [Any], "userInfo.list[1]")
            case .dateInDictionary: ("deep", ["inner": Date()] as [String: Any], "userInfo.deep.inner")
            }
        }
    }

    @Test(arguments: UnrepresentableValue.allCases)
    func valuesJSONCannotHoldAreATypedErrorNamingTheirPath(value: UnrepresentableValue) throws {
        let entry = value.entry
        var activity = try UserActivity(activityType: "com.example.app.view")
        activity.userInfo = ["kept": "yes"]
        #expect {
            try activity.addUserInfoEntries(from: ["fine": 1, entry.key: entry.value])
        } throws: { error in
            let error = error as? UserActivityError
            return error?.code == .unsupportedUserInfoValue && error?.field == entry.field
        }
        #expect(activity.userInfo == ["kept": "yes"], "a failed add adds nothing")
    }

    @Test func aTypedNonFiniteNumberFailsValidation() throws {
        var activity = try UserActivity(activityType: "com.example.app.view")
        activity.userInfo = ["ratio": ["values": [1, .number(.infinity)]]]
        #expect(throws: UserActivityError.self) { try activity.validate() }
        do {
            try activity.validate()
        } catch {
            #expect(error.field == "userInfo.ratio.values[1]")
        }
    }

    @Test func requiredUserInfoKeysMustBePresent() throws {
        var activity = try UserActivity(activityType: "com.example.app.view")
        activity.requiredUserInfoKeys = ["orderID"]
        #expect {
            try activity.validate()
        } throws: { ($0 as? UserActivityError)?.code == .missingRequiredUserInfoKey }
        activity.userInfo["orderID"] = "o42"
        try activity.validate()
    }

    @Test func publicIndexingNeedsAWebpageURLOrRequiredKeys() throws {
        var activity = try UserActivity(activityType: "com.example.app.view")
        activity.isEligibleForPublicIndexing = true
        #expect {
            try activity.validate()
        } throws: { error in
            (error as? UserActivityError)?.code == .publicIndexingRequirementsNotMet
                && (error as? UserActivityError)?.field == "isEligibleForPublicIndexing"
        }
        var withURL = activity
        withURL.webpageURL = URL(string: "https://example.com/orders/42")
        try withURL.validate()
        var withKeys = activity
        withKeys.userInfo = ["orderID": "o42"]
        withKeys.requiredUserInfoKeys = ["orderID"]
        try withKeys.validate()
    }

    @Test func anEmptyPersistentIdentifierIsRejected() throws {
        var activity = try UserActivity(activityType: "com.example.app.view")
        activity.persistentIdentifier = ""
        #expect {
            try activity.validate()
        } throws: { ($0 as? UserActivityError)?.code == .invalidPersistentIdentifier }
    }

    static func fullActivity() throws -> UserActivity {
        var activity = try UserActivity(activityType: "com.example.coffee.view-order")
        activity.title = "Flat white, oat milk"
        activity.userInfo = [
            "orderID": "o42", "size": 2, "extras": ["oat", "hot"], "meta": ["rush": true, "n": .null],
        ]
        activity.requiredUserInfoKeys = ["orderID"]
        activity.keywords = ["coffee", "order"]
        activity.persistentIdentifier = "order-o42"
        activity.targetContentIdentifier = "orders-window"
        var attributes = SearchableItemAttributeSet(contentType: .item)
        attributes.title = "Order 42"
        attributes.relatedUniqueIdentifier = "Order:o42"
        attributes.keywords = ["latte"]
        activity.contentAttributeSet = attributes
        activity.webpageURL = URL(string: "https://example.com/orders/42")
        activity.referrerURL = URL(string: "https://example.com/")
        activity.expirationDate = Date(timeIntervalSinceReferenceDate: 812_345_678.123_456_7)
        activity.isEligibleForSearch = true
        activity.isEligibleForPrediction = true
        activity.isEligibleForPublicIndexing = true
        activity.appEntityIdentifier = EntityIdentifier(typeIdentifier: "Order", identifier: "o42")
        return activity
    }

    @Test func aHandoffPayloadDecodesBackEqual() throws {
        let activity = try Self.fullActivity()
        let payload = try activity.handoffPayload()
        let decoded = try UserActivity(handoffPayload: payload)
        #expect(decoded == activity)
        #expect(decoded.expirationDate == activity.expirationDate)
        let minimal = try UserActivity(activityType: "a.b")
        #expect(try UserActivity(handoffPayload: minimal.handoffPayload()) == minimal)
    }

    @Test func thePayloadIsVersionedJSON() throws {
        let payload = try Self.fullActivity().handoffPayload()
        let object = try #require(try JSONSerialization.jsonObject(with: payload) as? [String: Any])
        #expect(object["version"] as? Int == UserActivity.handoffPayloadVersion)
        let activity = try #require(object["activity"] as? [String: Any])
        #expect(activity["activityType"] as? String == "com.example.coffee.view-order")
        #expect((activity["userInfo"] as? [String: Any])?["orderID"] as? String == "o42")
    }

    @Test func anActivityNotEligibleForHandoffRefusesToEncode() throws {
        var activity = try Self.fullActivity()
        activity.isEligibleForHandoff = false
        #expect {
            _ = try activity.handoffPayload()
        } throws: { ($0 as? UserActivityError)?.code == .notEligibleForHandoff }
    }

    @Test(arguments: [
        (
            #"{"version": 99, "activity": {"activityType": "a.b"}}"#,
            UserActivityError.Code.unsupportedPayloadVersion
        ),
        (#"{"version": 0, "activity": {"activityType": "a.b"}}"#, .unsupportedPayloadVersion),
        (#"{"activity": {"activityType": "a.b"}}"#, .malformedPayload),
        (#"not json"#, .malformedPayload),
        (#"{"version": 1}"#, .malformedPayload),
        (#"{"version": 1, "activity": {"activityType": 7}}"#, .malformedPayload),
        (#"{"version": 1, "activity": {"activityType": "nodots"}}"#, .invalidActivityType),
        (
            #"{"version": 1, "activity": {"activityType": "a.b", "isEligibleForHandoff": false}}"#,
            .notEligibleForHandoff
        ),
        (
            #"{"version": 1, "activity": {"activityType": "a.b", "requiredUserInfoKeys": ["k"]}}"#,
            .missingRequiredUserInfoKey
        ),
    ])
    func badPayloadsAreTypedErrors(json: String, code: UserActivityError.Code) {
        #expect {
            _ = try UserActivity(handoffPayload: Data(json.utf8))
        } throws: { ($0 as? UserActivityError)?.code == code }
    }

    @Test func copiesAreEqualAndSoAreValuesWithTheSameContent() throws {
        let one = try Self.fullActivity()
        let two = try Self.fullActivity()
        #expect(one == two)
        var changed = two
        changed.title = "Other"
        #expect(one != changed)
    }

    @Test func onScreenEntitiesListTheSelectedOneFirstOnce() {
        let a = EntityIdentifier(typeIdentifier: "Order", identifier: "a")
        let b = EntityIdentifier(typeIdentifier: "Order", identifier: "b")
        let screen = OnScreenEntities(visible: [a, b], selected: b)
        #expect(screen.all == [b, a])
        #expect(OnScreenEntities.none.all.isEmpty)
    }
}
