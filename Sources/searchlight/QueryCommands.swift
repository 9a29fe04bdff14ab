import Foundation
import Searchlight

/// A failure whose message is already a complete diagnostic (such as a syntax error with its caret),
/// printed as is; exit status 1.
struct DiagnosticFailure: Error, CustomStringConvertible {
    let description: String
}

extension CommandContext {
    /// `searchlight query '<query string>' [--attributes a,b] [--limit N] [--domain D] [--json]`
    func query() async throws {
        let text = arguments.positionals.joined(separator: " ")
        guard !text.isEmpty else { throw UsageError("query needs a QUERY string") }
        let limit = try arguments.count("limit")
        let attributes = arguments.values("attributes")
        let domains = arguments.values("domain")
        let query = SearchQuery(
            queryString: text,
            queryContext: QueryContext(
                fetchAttributes: attributes, maxResultCount: limit ?? 0,
                domainIdentifiers: domains.isEmpty ? nil : domains),
            index: index)
        var count = 0
        do {
            for try await result in query.results {
                count += 1
                printItem(result.item, detailed: !attributes.isEmpty)
            }
        } catch let error as SearchQueryError {
            throw Self.failure(error, query: text)
        }
        if count == 0 && !json { output.line("no items match \(VisibleText.abbreviated(text))") }
    }

    /// `searchlight explain ID '<query string>' [--json]`
    func explain() async throws {
        guard arguments.positionals.count >= 2, let identifier = arguments.positionals.first else {
            throw UsageError("explain needs an ID and a QUERY string")
        }
        let text = arguments.positionals.dropFirst().joined(separator: " ")
        let explanation: QueryExplanation
        do {
            explanation = try await index.explain(identifier: identifier, query: text)
        } catch let error as SearchQueryError {
            throw Self.failure(error, query: text)
        }
        guard json else {
            output.line(explanation.description)
            return
        }
        let status: String =
            switch explanation.status {
            case .visible: "visible"
            case .notFound: "not found"
            case .expired: "expired"
            case .hidden: "hidden"
            case .unreadable: "unreadable"
            }
        output.line(
            JSONText.object([
                "id": .string(explanation.identifier), "query": .string(explanation.query),
                "status": .string(status), "matches": .bool(explanation.matches),
                "summary": .string(explanation.summary),
                "clauses": .array(
                    explanation.clauses.map {
                        .object([
                            "clause": .string($0.clause), "matches": .bool($0.matches),
                            "reason": .string($0.reason),
                        ])
                    }),
            ]))
    }

    /// Syntax errors print with the query line (escaped, windowed when long) and a caret under
    /// the problem.
    private static func failure(_ error: SearchQueryError, query: String) -> any Error {
        guard let syntaxError = error.syntaxError else { return error }
        return DiagnosticFailure(description: syntaxError.rendered(query: query))
    }
}
