import Testing

@testable import SheetCodegen

/// Fingerprints are stored in manifests and compared by later runs, so they
/// must be the same in every process and on every machine.
struct FingerprintTests {
    @Test func valuesArePinnedAcrossProcesses() {
        // Pinned: a change here invalidates every manifest (bump
        // `PendingFile.fingerprintScheme` if it is on purpose).
        #expect(Fingerprint().description == "cbf29ce484222325")
        #expect(Fingerprint(of: Array("".utf8)).description == "cbf29ce484222325")
        // Computed independently of this code (the same words in Python).
        #expect(Fingerprint(of: Array("sheetspec".utf8)).description == "fef52830529ef2ad")
        #expect(Fingerprint(of: "sheetspec".utf8) == Fingerprint(of: Array("sheetspec".utf8)))
    }

    @Test func everyByteAndItsPositionCounts() {
        let text = Array("extension CheckoutSheetViewController: BottomSheetable {}\n".utf8)
        var seen: Set<Fingerprint> = [Fingerprint(of: text)]
        for index in text.indices {
            var changed = text
            changed[index] ^= 0x01
            seen.insert(Fingerprint(of: changed))
        }
        #expect(seen.count == text.count + 1)
        #expect(Fingerprint(of: text.dropLast()) != Fingerprint(of: text))
    }

    @Test func stringsAreLengthPrefixed() {
        var ab = Fingerprint()
        ab.combine("ab")
        ab.combine("c")
        var bc = Fingerprint()
        bc.combine("a")
        bc.combine("bc")
        #expect(ab != bc)
    }

    @Test func hexRoundTripsAndRejectsAnythingElse() {
        let fingerprint = Fingerprint(of: Array("x".utf8))
        #expect(Fingerprint(hex: fingerprint.description.utf8[...]) == fingerprint)
        for bad in ["", "123", "CBF29CE484222325", "cbf29ce48422232g", "+bf29ce484222325", "cbf29ce4842223250"] {
            #expect(Fingerprint(hex: bad.utf8[...]) == nil, "\(bad)")
        }
    }
}
