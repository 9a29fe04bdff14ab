import Foundation

/// One record of the shared Debian corpora (`../shared/bench/data`).
struct CorpusRecord {
    var id: Int
    var title: String
    var description: String
    var body: String
    var keywords: [String]
    var author: String
    var size: Int
}

enum Corpus {
    /// The shared benchmark data directory: `$SEARCHLIGHT_BENCH_DATA`, else `../shared/bench/data`.
    static var dataDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["SEARCHLIGHT_BENCH_DATA"] {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("../shared/bench/data", isDirectory: true).standardizedFileURL
    }

    /// Loads `debian-<lang>.jsonl.gz` (decompressed with `gzip -dc`), up to `limit` records.
    static func load(language: String, limit: Int = .max) throws -> [CorpusRecord] {
        let file = dataDirectory.appendingPathComponent("debian-\(language).jsonl.gz")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("cannot read \(file.path)") }
        var records: [CorpusRecord] = []
        for line in data.split(separator: 0x0A) where records.count < limit {
            guard let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                continue
            }
            records.append(
                CorpusRecord(
                    id: object["id"] as? Int ?? records.count, title: object["title"] as? String ?? "",
                    description: object["description"] as? String ?? "",
                    body: object["body"] as? String ?? "",
                    keywords: object["keywords"] as? [String] ?? [],
                    author: object["author"] as? String ?? "",
                    size: object["size"] as? Int ?? 0))
        }
        return records
    }

    /// The query set `queries-<name>.txt`, one query per line.
    static func queries(_ name: String) throws -> [String] {
        let text = try String(
            contentsOf: dataDirectory.appendingPathComponent("queries-\(name).txt"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
