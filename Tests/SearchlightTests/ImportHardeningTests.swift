import Foundation
import Searchlight
import Testing

/// The JSON Lines importer against malformed, lossy and huge input: invalid UTF-8, inexact
/// integers, invalid JSON with its column, very long lines and limits.
@Suite struct ImportHardeningTests {
    func write(_ data: Data) throws -> URL {
        let url = temporaryDirectory("jsonl-hardening").appendingPathComponent("items.jsonl")
        try data.write(to: url)
        return url
    }

    func write(_ lines: [String]) throws -> URL {
        try write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    // MARK: Item 10: invalid UTF-8 and inexact numbers

    @Test func invalidUTF8IsRejectedWithItsByteOffsetAndNothingIsIndexed() async throws {
        let index = makeIndex()
        var data = Data(#"{"id": "a"#.utf8) + Data([0xFF]) + Data("\"}\n".utf8)
        data += Data(#"{"id": "a"#.utf8) + Data([0xFE]) + Data("\"}\n".utf8)
        let error = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter().importFile(at: try write(data), into: index)
        }
        #expect(error.line == 1)
        #expect(error.column == 10)
        #expect(error.message.contains("invalid UTF-8 at byte offset 9"))
        #expect(try await index.itemCount() == 0)
    }

    @Test(
        arguments: [
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF8],
        ] as [[UInt8]])
    func everyKindOfMalformedSequenceIsRejected(_ bytes: [UInt8]) async throws {
        let line = Data(#"{"id": "x", "title": ""#.utf8) + Data(bytes) + Data("\"}".utf8)
        let error = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter().importFile(at: try write(line), into: makeIndex())
        }
        #expect(error.message.contains("invalid UTF-8 at byte offset 22"))
    }

    @Test func skippingInvalidUTF8KeepsDistinctIdentifiersDistinct() async throws {
        let index = makeIndex()
        let data =
            Data(#"{"id": "a"#.utf8) + Data([0xFF]) + Data("\"}\n".utf8) + Data(#"{"id": "a"#.utf8)
            + Data([0xFE]) + Data("\"}\n".utf8) + Data(#"{"id": "a\u00FF"}"#.utf8)
        let summary = try await JSONLinesImporter(skipInvalid: true).importFile(
            at: try write(data), into: index)
        #expect(summary.indexed == 1)
        #expect(summary.skipped.map(\.line) == [1, 2])
        #expect(try await allIdentifiers(index) == ["aÿ"])
    }

    @Test(arguments: [
        (#"{"id": "x", "rating": 9007199254740993}"#, 23),
        (#"{"id": "x", "rating": -9007199254740993}"#, 23),
        (#"{"id": "x", "rating": 123456789012345678901234567890}"#, 23),
        (#"{"id": "x", "entity": {"type": "T", "id": "1", "priority": 18446744073709551616}}"#, 60),
        (#"{"id": "x", "rating": 1e400}"#, 23),
    ])
    func integersThatADoubleCannotHoldExactlyAreRejected(_ line: String, column: Int) async throws {
        let index = makeIndex()
        let error = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter().importFile(at: try write([line]), into: index)
        }
        #expect(error.column == column)
        #expect(error.message.contains("cannot be stored"))
        #expect(try await index.itemCount() == 0)
    }

    @Test func theLargestExactIntegersAreAccepted() async throws {
        let index = makeIndex()
        let file = try write([
            #"{"id": "x", "rating": 9007199254740992}"#, #"{"id": "y", "rating": -9007199254740992}"#,
            #"{"id": "z", "rating": 1.5e300}"#,
        ])
        #expect(try await JSONLinesImporter().importFile(at: file, into: index).indexed == 3)
    }

    // MARK: Item 15: invalid JSON says what and where

    @Test(arguments: [
        (#"{"id": "b""#, 11, "expected ',' or '}' after a member of an object, found the end of the line"),
        (#"{"id": "b" "title": "x"}"#, 12, "expected ',' or '}' after a member of an object, found '\"'"),
        (#"{"id": 'b'}"#, 8, "expected a value, found '''"),
        (#"{id: "b"}"#, 2, "expected a member name in double quotes, found 'i'"),
        (#"{"id": "b",}"#, 12, "expected a member name in double quotes, found '}'"),
        (#"{"id": "b", "n": 01}"#, 18, "a number may not start with 0"),
        (#"{"id": "b", "n": TRUE}"#, 18, "true, false and null are written in lower case"),
        (#"{"id": "b\x"}"#, 10, "invalid escape in a string"),
        (#"{"id": "b\ud800"}"#, 10, "high surrogate"),
        ("{\"id\": \"b\tc\"}", 10, "control character U+0009 in a string must be escaped"),
        (#"{"id": "unterminated}"#, 8, "unterminated string"),
        (#"{"id": "b"} x"#, 13, "unexpected text after the end of the JSON value"),
        (String(repeating: "[", count: 600), 513, "nested more than 512 deep"),
    ])
    func invalidJSONNamesTheLineAndColumn(_ line: String, column: Int, message: String) async throws {
        let index = makeIndex()
        let error = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter().importFile(at: try write([#"{"id": "first"}"#, line]), into: index)
        }
        #expect(error.line == 2)
        #expect(error.column == column)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.message.hasPrefix("invalid JSON: "))
        #expect(!error.description.contains("Error Domain"))
        #expect(try await index.itemCount() == 0)
    }

    // MARK: Item 8: limits

    @Test func aLongLineOrTooManyLinesStopTheImportAndChangeNothing() async throws {
        let index = makeIndex()
        let file = try write((1...150).map { #"{"id": "l\#($0)"}"# })
        let tooMany = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter(maximumLineCount: 100).importFile(at: file, into: index)
        }
        #expect(tooMany.line == 101)
        #expect(tooMany.message.contains("more than 100 lines"))
        let long = try write([
            #"{"id": "a"}"#, #"{"id": "b", "title": "\#(String(repeating: "x", count: 5000))"}"#,
        ])
        let tooLong = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter(maximumLineBytes: 4096).importFile(at: long, into: index)
        }
        #expect(tooLong.line == 2)
        #expect(tooLong.message.contains("longer than 4096 bytes"))
        #expect(try await index.itemCount() == 0)
    }

    @Test func aHandleIsReadOnceAndIndexed() async throws {
        let index = makeIndex()
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let data = Data(
            (1...2500).map { #"{"id": "h\#($0)", "title": "handle \#($0)"}"# }.joined(separator: "\n").utf8)
        Thread.detachNewThread {
            writer.write(data)
            try? writer.close()
        }
        let summary = try await JSONLinesImporter().importLines(from: pipe.fileHandleForReading, into: index)
        #expect(summary.indexed == 2500)
        #expect(try await index.itemCount() == 2500)
    }

    // MARK: Item 9: long lines take linear time

    /// A line of `bytes` bytes: a small item padded with JSON whitespace, so reading and parsing
    /// dominate, not indexing.
    func paddedLine(id: String, bytes: Int) -> Data {
        let head = Data(#"{"id": "\#(id)", "title": "long line""#.utf8)
        return head + Data(repeating: 0x20, count: max(0, bytes - head.count - 2)) + Data("}\n".utf8)
    }

    @Test func multiMegabyteLinesAreReadInLinearTime() async throws {
        let sizes = [4 << 20, 8 << 20, 16 << 20]
        var timings: [String] = []
        for size in sizes {
            let index = makeIndex()
            let file = try write(paddedLine(id: "first", bytes: size) + paddedLine(id: "second", bytes: size))
            let clock = ContinuousClock()
            let start = clock.now
            let summary = try await JSONLinesImporter(maximumLineBytes: 32 << 20).importFile(
                at: file, into: index)
            timings.append("\(size >> 20) MB: \(clock.now - start)")
            #expect(summary.indexed == 2)
            #expect(try await allIdentifiers(index) == ["first", "second"])
        }
        print("two lines of each size read, parsed and indexed in", timings.joined(separator: ", "))
    }

    @Test func aMultiMegabyteTextIsIndexedAndFound() async throws {
        let index = makeIndex(configuration: IndexConfiguration(maximumItemBytes: 16 << 20))
        let words = (0..<400_000).map { "w\($0 % 5000)" }.joined(separator: " ")
        let file = try write([#"{"id": "big", "title": "big", "textContent": "\#(words) needle"}"#])
        let clock = ContinuousClock()
        let start = clock.now
        let summary = try await JSONLinesImporter().importFile(at: file, into: index)
        print("a \(words.utf8.count >> 20) MB text line indexed in \(clock.now - start)")
        #expect(summary.indexed == 1)
        #expect(try await search("needle", in: index) == ["big"])
    }

    // MARK: Item 2: public error descriptions escape

    @Test func publicErrorDescriptionsEscapeControlAndBidiCharacters() {
        let hostile = "x\u{202E}\u{1B}[2J\u{200B}\0"
        let descriptions = [
            JSONLinesError(line: 1, field: hostile, message: hostile).description,
            AttributeError(.invalidValue, attribute: hostile, message: hostile).description,
            UserActivityError(.invalidActivityType, field: hostile, message: hostile).description,
            ContinuationError(.missingIdentifier, activityType: hostile, field: hostile, message: hostile)
                .description,
        ]
        for description in descriptions {
            #expect(
                !description.unicodeScalars.contains {
                    $0.value < 0x20 || (0x200B...0x202E).contains($0.value)
                })
            #expect(description.contains(#"x\u{202E}\u{1B}[2J\u{200B}\0"#), "\(description)")
        }
    }
}
