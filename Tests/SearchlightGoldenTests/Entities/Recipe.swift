// Written the way code shared with Apple platforms is: Core Spotlight spellings, titles as
// `LocalizedStringResource`, properties set in an initializer, content type mappings.
#if canImport(CoreSpotlight)
    import AppIntents
    import CoreSpotlight
#else
    import SearchlightCompat
#endif

/// The golden target's own refinement of `IndexedEntity`: conforming to it makes an entity.
protocol GoldenSearchable: IndexedEntity where ID == String {}

#if compiler(>=6.0)
    struct Recipe: GoldenSearchable {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
        static let defaultQuery = GoldenQuery<Recipe>()
        static let cuisineKey = CSCustomAttributeKey(keyName: "golden_recipe_cuisine")!
        // Static, as some App Intents code writes it: a member of its own beside the instance
        // requirement, which the generator leaves alone.
        static var hideInSpotlight: Bool { true }

        let id: String
        @Property(title: LocalizedStringResource("Name", comment: "A recipe's name"), indexingKey: \.title)
        var name: String
        @Property(title: "Summary", indexingKey: \.contentDescription) var summary: AttributedString
        @Property(
            identifier: "servings",
            title: LocalizedStringResource("Servings"),
            customIndexingKey: CSCustomAttributeKey(
                keyName: "golden_recipe_servings", searchable: true, searchableByDefault: false,
                unique: false,
                multiValued: false)!
        )
        var servings: Int
        @Property(customIndexingKey: Self.cuisineKey) var cuisine: String?
        @Property(title: "Cooking time", indexingKey: \.duration) var cookingTime: Duration
        @Property(customIndexingKey: CSCustomAttributeKey(keyName: "golden_recipe_rest")!) var rest: Duration?
        @Property(indexingKey: \.contentType) var uti: String
        @Property(indexingKey: \.contentTypeTree) var conformsTo: [String]
        @Property(title: "Notes") var notes: String?

        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

        init(id: String, name: String, servings: Int = 4, cuisine: String? = nil) {
            self.id = id
            self.name = name
            self.summary = AttributedString("Slow-cooked ") + AttributedString("ragù")
            self.servings = servings
            self.cuisine = cuisine
            self.cookingTime = .seconds(5_400) + .milliseconds(500)
            self.rest = cuisine == nil ? nil : .seconds(600)
            self.uti = "com.example.recipe"
            self.conformsTo = ["com.example.recipe", "public.text"]
        }
    }
#endif
