import Foundation

/// A tool that could not do what was asked; the message says what to fix.
struct ToolFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension MCPServer {
    /// Runs a tool and wraps what it returns, or why it failed, as a `tools/call` result.
    func call(_ tool: MCPTool, arguments: JSONValue) async -> JSONValue {
        if let problem = ArgumentValidator.problem(with: arguments, schema: tool.inputSchema) {
            return Self.toolError(
                "Invalid arguments for \(tool.name): \(problem). Fix the arguments to match the tool's inputSchema."
            )
        }
        do {
            let structured = try await run(tool.name, arguments)
            return [
                "content": [["type": "text", "text": .string(structured.rendered)]],
                "structuredContent": structured, "isError": false,
            ]
        } catch let failure as ToolFailure {
            return Self.toolError(failure.message)
        } catch {
            return Self.toolError("\(tool.name) failed: \(error)")
        }
    }

    static func toolError(_ message: String) -> JSONValue {
        ["content": [["type": "text", "text": .string(message)]], "isError": true]
    }

    private func run(_ name: String, _ arguments: JSONValue) async throws -> JSONValue {
        switch name {
        case "search": try await search(arguments)
        case "query": try await query(arguments)
        case "get_items": try await getItems(arguments)
        case "list_entity_types": try listEntityTypes()
        case "suggest_entities": try await suggestEntities(arguments, resolving: false)
        case "resolve_parameter": try await suggestEntities(arguments, resolving: true)
        case "explain": try await explain(arguments)
        case "current_context": try await contextReport().json
        case "index_items": try await indexItems(arguments)
        case "delete_items": try await deleteItems(arguments)
        default: throw ToolFailure("unknown tool \(name)")
        }
    }

    // MARK: Items

    private func search(_ arguments: JSONValue) async throws -> JSONValue {
        let text = arguments["text"]?.stringValue ?? ""
        var filters: [String] = []
        if let type = arguments["contentType"]?.stringValue {
            filters.append("contentTypeTree == \"\(QueryString.escape(type))\"")
        }
        let query = UserQuery(
            userQueryString: text,
            userQueryContext: UserQueryContext(
                filterQueries: filters, maxResultCount: arguments["limit"]?.intValue ?? 10,
                domainIdentifiers: arguments["domain"]?.stringValue.map { [$0] }),
            index: index)
        var terms: [String]?
        var results: [JSONValue] = []
        for try await result in query.results {
            // Known once the query has run: the words the results were found for.
            if terms == nil { terms = Tokenizer.tokens(query.correctedQueryString ?? text) }
            var entry = Self.summary(of: result.item)
            entry["score"] = .number((result.score * 1000).rounded() / 1000)
            entry["snippet"] = .optional(Self.snippet(of: result.item.attributeSet, terms: terms ?? []))
            results.append(.object(entry))
        }
        var answer: [String: JSONValue] = ["results": .array(results), "count": .integer(results.count)]
        if let corrected = query.correctedQueryString { answer["correctedText"] = .string(corrected) }
        if query.isPartialMatch { answer["partialMatch"] = .bool(true) }
        return .object(answer)
    }

    private func query(_ arguments: JSONValue) async throws -> JSONValue {
        let text = arguments["query"]?.stringValue ?? ""
        let attributes = arguments["attributes"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let query = SearchQuery(
            queryString: text,
            queryContext: QueryContext(
                fetchAttributes: attributes, maxResultCount: arguments["limit"]?.intValue ?? 20,
                domainIdentifiers: arguments["domain"]?.stringValue.map { [$0] }),
            index: index)
        var items: [JSONValue] = []
        do {
            for try await result in query.results {
                var entry = Self.summary(of: result.item)
                if !attributes.isEmpty {
                    entry["attributes"] = Self.attributes(of: result.item.attributeSet, only: Set(attributes))
                }
                items.append(.object(entry))
            }
        } catch let error as SearchQueryError {
            throw Self.failure(error, query: text)
        }
        return ["items": .array(items), "count": .integer(items.count)]
    }

    private func getItems(_ arguments: JSONValue) async throws -> JSONValue {
        let ids = arguments["ids"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let items = try await index.searchableItems(withIdentifiers: ids)
        let found = Set(items.map(\.uniqueIdentifier))
        return [
            "items": .array(
                items.map { item in
                    var entry = Self.summary(of: item)
                    entry["attributes"] = Self.attributes(of: item.attributeSet, only: nil)
                    if let expiration = item.expirationDate {
                        entry["expirationDate"] = .string(ISO8601DateFormatter().string(from: expiration))
                    }
                    return .object(entry)
                }),
            "missing": .array(ids.filter { !found.contains($0) }.map(JSONValue.string)),
        ]
    }

    private func explain(_ arguments: JSONValue) async throws -> JSONValue {
        let text = arguments["query"]?.stringValue ?? ""
        let explanation: QueryExplanation
        do {
            explanation = try await index.explain(identifier: arguments["id"]?.stringValue ?? "", query: text)
        } catch let error as SearchQueryError {
            throw Self.failure(error, query: text)
        }
        let status: String =
            switch explanation.status {
            case .visible: "visible"
            case .notFound: "notFound"
            case .expired: "expired"
            case .hidden: "hidden"
            case .unreadable: "unreadable"
            }
        return [
            "id": .string(explanation.identifier), "query": .string(explanation.query),
            "status": .string(status),
            "matches": .bool(explanation.matches), "summary": .string(explanation.summary),
            "clauses": .array(
                explanation.clauses.map {
                    [
                        "clause": .string($0.clause), "matches": .bool($0.matches),
                        "reason": .string($0.reason),
                    ]
                }),
        ]
    }

    private func indexItems(_ arguments: JSONValue) async throws -> JSONValue {
        var items: [SearchableItem] = []
        for (position, object) in (arguments["items"]?.arrayValue ?? []).enumerated() {
            do {
                items.append(
                    try ItemJSONLines.decodeItem(
                        object.rendered, lineNumber: position + 1, configuration: index.configuration))
            } catch {
                throw ToolFailure(
                    "items[\(position)]: \(error.message); fix that item and send the call again")
            }
        }
        let report = try await index.indexSearchableItems(items)
        return [
            "indexed": .array(report.indexed.map(JSONValue.string)),
            "dropped": .array(
                report.dropped.map { ["id": .string($0.identifier), "reason": .string("\($0.reason)")] }),
        ]
    }

    private func deleteItems(_ arguments: JSONValue) async throws -> JSONValue {
        let ids = arguments["ids"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let domains = arguments["domains"]?.arrayValue?.compactMap(\.stringValue) ?? []
        guard ids.isEmpty != domains.isEmpty else {
            throw ToolFailure("give either ids or domains (one of them, not empty)")
        }
        let before = try await index.itemCount()
        if ids.isEmpty {
            try await index.deleteSearchableItems(withDomainIdentifiers: domains)
        } else {
            try await index.deleteSearchableItems(withIdentifiers: ids)
        }
        return ["deleted": .integer(try await before - index.itemCount())]
    }

    // MARK: Entities

    private func listEntityTypes() throws -> JSONValue {
        let now = index.configuration.clock.now()
        let counts = try index.read { try EntityTypeCounts.read(now: now, connection: $0) }
        let registered = Dictionary(registry.entityTypes.map { ($0.typeIdentifier, $0) }) { first, _ in first
        }
        let names = Set(counts.keys).union(registered.keys).sorted()
        return [
            "types": .array(
                names.map { name in
                    let type = registered[name]
                    return [
                        "type": .string(name),
                        "displayName": .string(type?.displayRepresentation.name ?? name),
                        "count": .integer(counts[name] ?? 0), "registered": .bool(type != nil),
                        "supportsTextQuery": .bool(type?.supportsStringQuery ?? false),
                    ]
                })
        ]
    }

    private func suggestEntities(_ arguments: JSONValue, resolving: Bool) async throws -> JSONValue {
        let type = arguments["type"]?.stringValue ?? ""
        let text = resolving ? arguments["text"]?.stringValue : nil
        let limit = arguments["limit"]?.intValue ?? 10
        let context = try await screenContext(arguments)
        let resolver = ParameterResolver(index: index, registry: registry)
        let result = try await resolver.suggestions(
            for: type, matching: text, limit: limit, onScreen: context.onScreen,
            currentActivityEntity: context.currentActivityEntity)
        if result.suggestions.isEmpty && result.skipped.isEmpty, registry.entityType(for: type) == nil {
            let known = try index.read {
                try EntityTypeCounts.read(now: index.configuration.clock.now(), connection: $0)
            }
            if known[type] == nil {
                throw ToolFailure(
                    "unknown entity type '\(type)'; list_entity_types names the types"
                        + (known.isEmpty ? "" : " (\(known.keys.sorted().joined(separator: ", ")))"))
            }
        }
        var answer: [String: JSONValue] = [
            "type": .string(type),
            "skipped": .array(
                result.skipped.map {
                    [
                        "id": .string($0.identifier.description), "problem": .string($0.problem),
                        "reasons": .array($0.reasons.map(JSONValue.string)),
                    ]
                }),
            "context": context.summary,
        ]
        guard resolving else {
            answer["suggestions"] = .array(result.suggestions.map(Self.json))
            return .object(answer)
        }
        switch ParameterResolver.resolution(of: result.suggestions, matching: text) {
        case .resolved(let best):
            answer["status"] = "resolved"
            answer["resolved"] = Self.json(best)
        case .needsDisambiguation:
            answer["status"] = "needsDisambiguation"
            answer["resolved"] = .null
        case .notFound:
            answer["status"] = "notFound"
            answer["resolved"] = .null
        }
        let hasText = !(text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        answer["candidates"] = .array(
            (hasText ? result.suggestions.filter(\.matchesText) : result.suggestions).map(Self.json))
        return .object(answer)
    }

    private static func json(_ suggestion: ParameterSuggestion) -> JSONValue {
        [
            "id": .string(suggestion.identifier.description),
            "title": .string(suggestion.displayRepresentation.title),
            "subtitle": .optional(suggestion.displayRepresentation.subtitle),
            "score": .number((suggestion.score * 1000).rounded() / 1000),
            "reasons": .array(suggestion.reasons.map(JSONValue.string)),
            "matchesText": .bool(suggestion.matchesText),
        ]
    }

    // MARK: Rendering

    static func summary(of item: SearchableItem) -> [String: JSONValue] {
        [
            "id": .string(item.uniqueIdentifier),
            "title": .optional(item.attributeSet.title ?? item.attributeSet.displayName),
            "domain": .optional(item.effectiveDomainIdentifier),
            "contentType": .string(item.attributeSet.contentType.identifier),
            "entity": .optional(item.associatedEntity.map { "\($0.typeIdentifier):\($0.identifier)" }),
        ]
    }

    /// The attribute set's JSON form (Apple's attribute names), optionally only some names.
    static func attributes(of attributes: SearchableItemAttributeSet, only names: Set<String>?) -> JSONValue {
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(attributes),
            case .object(let members) = try? JSONParser.parse(Array(data), maximumDepth: 32)
        else { return .object([:]) }
        guard let names else { return .object(members) }
        return .object(members.filter { names.contains($0.key) })
    }

    /// About 160 characters of the first text attribute holding a query word, with the first
    /// match in `**`; the start of the description when no word is found.
    static func snippet(of attributes: SearchableItemAttributeSet, terms: [String]) -> String? {
        let texts = [
            attributes.textContent, attributes.contentDescription, attributes.displayName, attributes.title,
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
        for text in texts {
            for term in terms.sorted(by: { $0.count > $1.count }) {
                guard let match = text.range(of: term, options: options) else { continue }
                let start =
                    text.index(match.lowerBound, offsetBy: -60, limitedBy: text.startIndex) ?? text.startIndex
                let end =
                    text.index(match.upperBound, offsetBy: 100, limitedBy: text.endIndex) ?? text.endIndex
                return (start == text.startIndex ? "" : "…") + text[start..<match.lowerBound] + "**"
                    + text[match] + "**" + text[match.upperBound..<end] + (end == text.endIndex ? "" : "…")
            }
        }
        guard let first = texts.first else { return nil }
        return first.count > 160 ? String(first.prefix(160)) + "…" : first
    }

    private static func failure(_ error: SearchQueryError, query: String) -> ToolFailure {
        guard let syntaxError = error.syntaxError else { return ToolFailure(error.message) }
        return ToolFailure(
            syntaxError.rendered(query: query) + "\nFix the query string and call again.")
    }
}
