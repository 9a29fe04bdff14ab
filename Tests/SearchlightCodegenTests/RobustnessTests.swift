import Foundation
import Testing

@testable import SearchlightCodegen

/// Any input — random bytes, every fixture cut short — yields output or diagnostics, never a
/// crash or a hang.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let slow = ProcessInfo.processInfo.environment["SEARCHLIGHT_SLOW_TESTS"] != nil

    @Test func randomBytesNeverCrash() {
        var random = SplitMix64(state: 42)
        let alphabet = Array("{}()[]\"#\\/*@:;,.=<>?! \n\tabcxyz_019éü`'".utf8)
        for round in 0..<(Self.slow ? 5_000 : 400) {
            let count = Int(random.next() % 600)
            let bytes = (0..<count).map { _ in
                round % 2 == 0
                    ? UInt8(truncatingIfNeeded: random.next())
                    : alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let output = Generator.generate([SourceFile(path: "r.swift", bytes: bytes)])
            #expect(output.code.hasPrefix("// Generated"))
        }
    }

    @Test func everyTruncationOfEveryFixtureFinishes() {
        for fixture in Fixture.all() {
            for file in fixture.files {
                let step = Self.slow ? 1 : max(1, file.bytes.count / 60)
                for end in stride(from: 0, through: file.bytes.count, by: step) {
                    var truncated = file
                    truncated.bytes = Array(file.bytes[..<end])
                    let output = Generator.generate([truncated])
                    #expect(output.code.hasPrefix("// Generated"))
                }
            }
        }
    }

    @Test func pathologicalNestingIsLinear() {
        let deep = String(repeating: "{(\"\\(", count: 20_000) + String(repeating: "[", count: 20_000)
        let started = Date()
        let output = Generator.generate([SourceFile(path: "deep.swift", text: deep)])
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(output.entityNames.isEmpty)

        let conditions =
            String(repeating: "#if X\n", count: 20_000) + "struct A: IndexedEntity { let id: Int }\n"
        #expect(Generator.generate([SourceFile(path: "if.swift", text: conditions)]).entityNames == ["A"])
        let types = String(repeating: "struct A { ", count: 20_000)
        #expect(Generator.generate([SourceFile(path: "types.swift", text: types)]).entityNames.isEmpty)
    }
}
