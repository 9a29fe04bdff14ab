/// A tool the MCP server offers: its name, what it does, and the JSON Schemas of its arguments
/// and of its `structuredContent`.
struct MCPTool: Sendable {
    var name: String
    var title: String
    var description: String
    var inputSchema: JSONValue
    var outputSchema: JSONValue
    var isReadOnly = true
    var isDestructive = false

    var json: JSONValue {
        [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema, "outputSchema": outputSchema,
            "annotations": [
                "title": .string(title), "readOnlyHint": .bool(isReadOnly),
                "destructiveHint": .bool(isDestructive), "idempotentHint": true, "openWorldHint": false,
            ],
        ]
    }

    /// Every tool, in the order `tools/list` shows them; the writing tools only when allowed.
    static func all(allowingWrites: Bool) -> [MCPTool] {
        let read = [
            search, query, getItems, listEntityTypes, suggestEntities, resolveParameter, explain,
            currentContext,
        ]
        return allowingWrites ? read + [indexItems, deleteItems] : read
    }

    // MARK: Schema pieces

    static func object(
        _ properties: [String: JSONValue], required: [String] = [], closed: Bool = true
    ) -> JSONValue {
        var schema: [String: JSONValue] = [
            "type": "object", "properties": .object(properties),
        ]
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        if closed { schema["additionalProperties"] = false }
        return .object(schema)
    }

    static func string(_ description: String, nonEmpty: Bool = false) -> JSONValue {
        nonEmpty
            ? ["type": "string", "minLength": 1, "description": .string(description)]
            : ["type": "string", "description": .string(description)]
    }

    static func integer(_ description: String, minimum: Int, maximum: Int, default value: Int) -> JSONValue {
        [
            "type": "integer", "minimum": .integer(minimum), "maximum": .integer(maximum),
            "default": .integer(value), "description": .string(description),
        ]
    }

    static func array(_ items: JSONValue, _ description: String, minItems: Int = 0, maxItems: Int = 1000)
        -> JSONValue
    {
        [
            "type": "array", "items": items, "minItems": .integer(minItems), "maxItems": .integer(maxItems),
            "description": .string(description),
        ]
    }

    static let nullableString: JSONValue = ["type": ["string", "null"]]
    static let stringList: JSONValue = ["type": "array", "items": ["type": "string"]]

    static let onScreenArguments: [String: JSONValue] = [
        "onScreen": array(
            ["type": "string"],
            "Entities visible on screen as TYPE:ID (for example Order:o42). Leave out to use what the app "
                + "published as on screen.", maxItems: 100),
        "selected": string("The selected on-screen entity as TYPE:ID."),
    ]

    static let suggestion = object(
        [
            "id": string("The entity as TYPE:ID."), "title": string("What to show."),
            "subtitle": nullableString, "score": ["type": "number"], "reasons": stringList,
            "matchesText": ["type": "boolean"],
        ], required: ["id", "title", "score", "reasons", "matchesText"], closed: false)

    static let skipped = object(
        ["id": ["type": "string"], "problem": ["type": "string"], "reasons": stringList],
        required: ["id", "problem", "reasons"], closed: false)

    static let contextSummary = object(
        [
            "source": ["type": "string", "enum": ["explicit", "live", "published", "none"]],
            "used": ["type": "boolean"], "note": ["type": "string"],
        ], required: ["source", "used", "note"], closed: false)

    static let item = object(
        [
            "id": ["type": "string"], "title": nullableString, "domain": nullableString,
            "contentType": ["type": "string"], "entity": nullableString,
            "attributes": ["type": "object"],
        ], required: ["id", "title", "domain", "contentType"], closed: false)

    // MARK: Tools

    static let search = MCPTool(
        name: "search", title: "Search",
        description:
            "Ranked search-box search of the app's index: every word must match, the last one as a prefix; "
            + "\"quoted words\" match as a phrase, -word or NOT word excludes, a OR b accepts either, and "
            + "title:word (also name:, tag:, author:, from:, description:, content:) looks in that field only; "
            + "kind:pdf (image, email, text, event, contact…) keeps items of that kind; created:today, "
            + "modified:this week, date:2024, created:>=2024-03-01, due:tomorrow keep items dated so; "
            + "kinds and dates alone list their items; when no item holds every word, words naming a kind or "
            + "time (photos yesterday, invoice pdf, notes from last week) are read so, and correctedText says how. "
            + "Returns items best first with a snippet of the matching text. When nothing matches, mistyped "
            + "words are corrected and correctedText says what the results are for; when no item holds "
            + "every word, the results hold the most of them any item holds and partialMatch is true.",
        inputSchema: object(
            [
                "text": string("What the user typed, for example \"flat wh\".", nonEmpty: true),
                "limit": integer("Most results.", minimum: 1, maximum: 100, default: 10),
                "domain": string("Only items in this domain and its subdomains, for example notes.work."),
                "contentType": string(
                    "Only items of this content type or one conforming to it, for example public.text."),
            ], required: ["text"]),
        outputSchema: object(
            [
                "results": [
                    "type": "array",
                    "items": object(
                        [
                            "id": ["type": "string"], "title": nullableString, "domain": nullableString,
                            "contentType": ["type": "string"], "score": ["type": "number"],
                            "snippet": nullableString, "entity": nullableString,
                        ], required: ["id", "title", "domain", "contentType", "score", "snippet"],
                        closed: false),
                ],
                "count": ["type": "integer"],
                "correctedText": ["type": "string"],
                "partialMatch": ["type": "boolean"],
            ], required: ["results", "count"], closed: false))

    static let query = MCPTool(
        name: "query", title: "Query",
        description:
            "Runs a Core Spotlight query string such as title == \"lat*\"cd && rating >= 4, returning the "
            + "matching items with the attributes asked for. A syntax error comes back with a caret under "
            + "the problem.",
        inputSchema: object(
            [
                "query": string("The query string.", nonEmpty: true),
                "attributes": array(
                    ["type": "string"], "Attribute names to return, for example [\"title\", \"rating\"].",
                    maxItems: 100),
                "limit": integer("Most items.", minimum: 1, maximum: 1000, default: 20),
                "domain": string("Only items in this domain and its subdomains."),
            ], required: ["query"]),
        outputSchema: object(
            ["items": ["type": "array", "items": item], "count": ["type": "integer"]],
            required: ["items", "count"], closed: false))

    static let getItems = MCPTool(
        name: "get_items", title: "Get items",
        description:
            "Fetches items by unique identifier, with all their attributes; lists the ones not found.",
        inputSchema: object(
            ["ids": array(["type": "string"], "Unique identifiers.", minItems: 1, maxItems: 100)],
            required: ["ids"]),
        outputSchema: object(
            ["items": ["type": "array", "items": item], "missing": stringList],
            required: ["items", "missing"], closed: false))

    static let listEntityTypes = MCPTool(
        name: "list_entity_types", title: "List entity types",
        description:
            "The app's entity types: identifier, display name, and how many entities of the type have "
            + "indexed items. Use a type identifier with suggest_entities and resolve_parameter.",
        inputSchema: object([:]),
        outputSchema: object(
            [
                "types": [
                    "type": "array",
                    "items": object(
                        [
                            "type": ["type": "string"], "displayName": ["type": "string"],
                            "count": ["type": "integer"], "registered": ["type": "boolean"],
                            "supportsTextQuery": ["type": "boolean"],
                        ], required: ["type", "displayName", "count", "registered"], closed: false),
                ]
            ], required: ["types"], closed: false))

    static let suggestEntities = MCPTool(
        name: "suggest_entities", title: "Suggest entities",
        description:
            "Ranked candidates of an entity type for an intent parameter when the user gave no words: the "
            + "selected and other on-screen entities first, then the current activity's, recently used and "
            + "suggested ones, each with its reasons.",
        inputSchema: object(
            [
                "type": string("The entity type identifier, for example Order.", nonEmpty: true),
                "limit": integer("Most suggestions.", minimum: 1, maximum: 50, default: 10),
            ].merging(onScreenArguments) { first, _ in first }, required: ["type"]),
        outputSchema: object(
            [
                "type": ["type": "string"], "suggestions": ["type": "array", "items": suggestion],
                "skipped": ["type": "array", "items": skipped], "context": contextSummary,
            ], required: ["type", "suggestions", "skipped", "context"], closed: false))

    static let resolveParameter = MCPTool(
        name: "resolve_parameter", title: "Resolve parameter",
        description:
            "Decides which entity of a type the user means (\"this order\", \"the latte one\"): resolved, "
            + "needsDisambiguation (ask the user, candidates best first) or notFound, ranked on-screen first "
            + "with the reasons. Without onScreen/selected it uses what the app published as on screen, "
            + "unless that is stale, and says which it did.",
        inputSchema: object(
            [
                "type": string("The entity type identifier, for example Order.", nonEmpty: true),
                "text": string("The user's words for the entity; leave out for \"this one\"."),
                "limit": integer("Most candidates.", minimum: 1, maximum: 50, default: 10),
            ].merging(onScreenArguments) { first, _ in first }, required: ["type"]),
        outputSchema: object(
            [
                "type": ["type": "string"],
                "status": ["type": "string", "enum": ["resolved", "needsDisambiguation", "notFound"]],
                "resolved": ["anyOf": [suggestion, ["type": "null"]]],
                "candidates": ["type": "array", "items": suggestion],
                "skipped": ["type": "array", "items": skipped], "context": contextSummary,
            ], required: ["type", "status", "resolved", "candidates", "skipped", "context"], closed: false))

    static let explain = MCPTool(
        name: "explain", title: "Explain",
        description:
            "Why an item does or does not match a Core Spotlight query string, clause by clause.",
        inputSchema: object(
            [
                "id": string("The item's unique identifier.", nonEmpty: true),
                "query": string("The query string.", nonEmpty: true),
            ], required: ["id", "query"]),
        outputSchema: object(
            [
                "id": ["type": "string"], "query": ["type": "string"],
                "status": [
                    "type": "string", "enum": ["visible", "notFound", "expired", "hidden", "unreadable"],
                ],
                "matches": ["type": "boolean"], "summary": ["type": "string"],
                "clauses": [
                    "type": "array",
                    "items": object(
                        [
                            "clause": ["type": "string"], "matches": ["type": "boolean"],
                            "reason": ["type": "string"],
                        ],
                        required: ["clause", "matches", "reason"], closed: false),
                ],
            ], required: ["id", "query", "status", "matches", "summary", "clauses"], closed: false))

    static let contextSchema = object(
        [
            "source": ["type": "string", "enum": ["live", "published", "none"]],
            "usable": ["type": "boolean"], "note": ["type": "string"],
            "activity": [
                "anyOf": [
                    object(
                        [
                            "activityType": ["type": "string"], "title": nullableString,
                            "entity": nullableString,
                        ], required: ["activityType", "title", "entity"], closed: false),
                    ["type": "null"],
                ]
            ],
            "onScreen": stringList, "selected": nullableString,
            "publishedAt": nullableString, "ageSeconds": ["type": ["number", "null"]],
            "processIdentifier": ["type": ["integer", "null"]],
        ], required: ["source", "usable", "note", "activity", "onScreen", "selected"], closed: false)

    static let currentContext = MCPTool(
        name: "current_context", title: "Current context",
        description:
            "What the user is doing now: the app's current activity and the entities on screen, with when "
            + "and by which process it was published, and whether it is fresh enough to use.",
        inputSchema: object([:]), outputSchema: contextSchema)

    static let indexItems = MCPTool(
        name: "index_items", title: "Index items",
        description:
            "Adds or replaces items, each an object in the JSON Lines format of `searchlight index`: id, "
            + "optional domain, expiration, entity, and attributes by their Apple names.",
        inputSchema: object(
            [
                "items": array(
                    ["type": "object", "required": ["id"]],
                    "Items such as {\"id\": \"n1\", \"title\": \"Standup\", \"contentType\": \"public.text\"}.",
                    minItems: 1, maxItems: 1000)
            ], required: ["items"]),
        outputSchema: object(
            [
                "indexed": stringList,
                "dropped": [
                    "type": "array",
                    "items": object(
                        ["id": ["type": "string"], "reason": ["type": "string"]], required: ["id", "reason"],
                        closed: false),
                ],
            ], required: ["indexed", "dropped"], closed: false),
        isReadOnly: false)

    static let deleteItems = MCPTool(
        name: "delete_items", title: "Delete items",
        description: "Deletes items by identifier, or every item in domains (and their subdomains).",
        inputSchema: object(
            [
                "ids": array(["type": "string"], "Unique identifiers.", maxItems: 1000),
                "domains": array(
                    ["type": "string"], "Domains to delete with their subdomains.", maxItems: 100),
            ]),
        outputSchema: object(["deleted": ["type": "integer"]], required: ["deleted"], closed: false),
        isReadOnly: false, isDestructive: true)
}
