import Testing

@testable import SearchlightCodegen

@Suite struct DeclarationScannerTests {
    private func scan(_ source: String) -> ScannedFile {
        DeclarationScanner.scan(SourceFile(path: "t.swift", text: source))
    }

    @Test func typesNestedTypesAndExtensionsAreFound() {
        let file = scan(
            """
            public struct A: P, Q<Int> { enum B: String { case x } }
            extension A.B: R where Self: Equatable { actor C {} }
            final class D: @unchecked Sendable {}
            protocol E: IndexedEntity {}
            """)
        #expect(file.types.map(\.qualifiedName) == ["A", "A.B", "A.B", "A.B.C", "D", "E"])
        #expect(file.types.map(\.kind) == [.struct, .enum, .extension, .actor, .class, .protocol])
        #expect(file.types[0].inheritance == ["P", "Q"])
        #expect(file.types[2].inheritance == ["R"])
        #expect(file.types[4].inheritance == ["Sendable"])
        #expect(file.types[4].isFinal)
        #expect(file.types[0].access == .public)
    }

    @Test func accessIsCappedByEnclosingTypes() {
        let file = scan("private struct A { public struct B {} }\npublic enum C { struct D {} }")
        #expect(file.types.map(\.effectiveAccess) == [.private, .private, .public, .internal])
    }

    @Test func propertiesCarryModifiersTypesAndAttributes() throws {
        let file = scan(
            """
            struct A {
                @Property(title: "T",
                          indexingKey: \\.title) public private(set) var name: String? = nil
                static let shared = A()
                var computed: Int { 1 }
                var observed = 1 { didSet {} }
                let a = 1, b: Double
            }
            """)
        let members = try #require(file.types.first?.members)
        #expect(members.map(\.name) == ["name", "shared", "computed", "observed", "a", "b"])
        #expect(members[0].access == .public)
        #expect(members[0].type == .optional(.named("String", [])))
        #expect(members[0].attributes.first?.arguments?.map(\.label) == ["title", "indexingKey"])
        #expect(members[0].attributes.first?.location == SourceLocation(line: 2, column: 5))
        #expect(members[1].isStatic && members[1].isLet)
        #expect(members[2].isComputed && !members[3].isComputed)
        #expect(members[5].type == .named("Double", []))
    }

    @Test func typeAnnotationsAreParsed() throws {
        let file = scan(
            "struct A { var a: [String: Set<Int>]; var b: Swift.Optional<[URL]>; var c: (Int) -> Void; var d: Int!? }"
        )
        let types = try #require(file.types.first?.members.map(\.type))
        #expect(types[0] == .dictionary(.named("String", []), .named("Set", [.named("Int", [])])))
        #expect(types[1] == .optional(.array(.named("URL", []))))
        #expect(types[2] == .other("(Int) -> Void"))
        #expect(types[3] == .optional(.optional(.named("Int", []))))
    }

    @Test func wrappersInsideFunctionBodiesAreNotMembers() throws {
        let file = scan(
            """
            struct A {
                func f() { @Property(indexingKey: \\.title) var x = "" }
                init() { let y = { @Property var z = 1 } }
                var w: Int { get { 1 } }
            }
            """)
        #expect(file.types.first?.members.map(\.name) == ["w"])
        #expect(
            file.localWrappers == [SourceLocation(line: 2, column: 16), SourceLocation(line: 3, column: 24)])
    }

    @Test func conditionalBlocksAreRecordedPerDeclaration() throws {
        let file = scan(
            """
            #if os(Linux)
            struct A {
                #if DEBUG
                var a = 1
                #elseif TEST
                var b = 2
                #else
                var c = 3
                #endif
            }
            #endif
            """)
        let type = try #require(file.types.first)
        #expect(type.conditions == [ConditionalClause(conditions: ["os(Linux)"], isElse: false)])
        #expect(
            type.members.map(\.conditions) == [
                [ConditionalClause(conditions: ["DEBUG"], isElse: false)],
                [ConditionalClause(conditions: ["DEBUG", "TEST"], isElse: false)],
                [ConditionalClause(conditions: ["DEBUG", "TEST"], isElse: true)],
            ])
    }

    @Test func classModifierIsNotAClassDeclaration() throws {
        let file = scan("final class A { class var x: Int { 1 }; class func f() {}; class B {} }")
        #expect(file.types.map(\.qualifiedName) == ["A", "A.B"])
        #expect(file.types.first?.members.first?.isStatic == true)
    }
}
