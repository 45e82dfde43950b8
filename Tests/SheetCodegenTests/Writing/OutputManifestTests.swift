import Testing

@testable import SheetCodegen

struct OutputManifestTests {
    static let record = OutputManifest.Record(
        inputs: Fingerprint(of: Array("inputs".utf8)), byteCount: 12, contents: Fingerprint(of: Array("contents".utf8)))

    @Test func textRoundTripsWithRecordsUnderTheirPaths() {
        let manifest = OutputManifest(paths: ["b/B.swift", "A.swift"], records: ["A.swift": Self.record])
        #expect(manifest.text == """
            \(OutputManifest.header)
            \(OutputManifest.recordHeader)
            A.swift
            #fingerprint \(Self.record.inputs) 12 \(Self.record.contents)
            b/B.swift

            """)
        #expect(OutputManifest(text: manifest.text) == manifest)
    }

    @Test func withoutRecordsItIsThePreviousFormat() {
        #expect(OutputManifest(paths: ["A.swift"]).text == OutputManifest.header + "\nA.swift\n")
    }

    @Test func malformedOrMisplacedRecordsAreIgnored() {
        let line = "#fingerprint \(Self.record.inputs) 12 \(Self.record.contents)"
        let text = [
            OutputManifest.header, line,  // before any path
            "A.swift", "#fingerprint 12 34", "../escape.swift", line,  // after a refused path
            "B.swift", "#fingerprint \(Self.record.inputs) -1 \(Self.record.contents)",
            "C.swift", line, line.replacingOccurrences(of: " 12 ", with: " 13 "),  // the first one counts
        ].joined(separator: "\r\n")
        let manifest = OutputManifest(text: text)
        #expect(manifest.paths == ["A.swift", "B.swift", "C.swift"])
        #expect(manifest.records == ["C.swift": Self.record])
    }

    @Test func recordsMatchOnlyTheirExactBytes() {
        let bytes = Array("let x = 1\n".utf8)
        let record = OutputManifest.Record(inputs: Fingerprint(), byteCount: bytes.count, contents: Fingerprint(of: bytes))
        #expect(record.matches(bytes))
        #expect(!record.matches(Array("let x = 2\n".utf8)))
        #expect(!record.matches(bytes + [10]))
    }
}
