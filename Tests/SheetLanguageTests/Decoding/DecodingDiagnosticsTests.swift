import SheetDiagnostics
import SheetLanguage
import Testing

@Suite struct DecodingDiagnosticsTests {
    @Test func codesAreUniqueAndInTheDecodingRange() {
        let codes = DecodingDiagnostics.all.map(\.code.number)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { (1000..<2000).contains($0) })
        #expect(codes == codes.sorted(), "`all` lists codes in code order")
    }

    @Test func namesAreUniqueKebabCase() {
        let names = DecodingDiagnostics.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name) is not kebab-case")
        }
    }

    @Test func everyCodeIsExplained() {
        for descriptor in DecodingDiagnostics.all {
            #expect(descriptor.summary.hasSuffix("."), "\(descriptor.name): summary is a sentence")
            #expect(descriptor.explanation.count > 120, "\(descriptor.name): explanation is a real paragraph")
        }
    }
}
