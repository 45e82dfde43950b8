import SheetIO
import Testing

@Suite struct UnifiedDiffTests {
    /// A CR LF pair is one `Character` in Swift; the diff must still end the
    /// line at the LF and keep the CR in the line, as `git apply` expects.
    @Test func linesEndAtEachLineFeedAndKeepTheirCarriageReturn() {
        let diff = UnifiedDiff.between(
            old: "a\r\nb\nc\n", new: "a\r\nB\nc\n", oldLabel: "a/f", newLabel: "b/f")
        #expect(diff == "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\r\n-b\n+B\n c\n")
    }

    @Test func aLastLineWithoutABreakIsMarked() {
        let diff = UnifiedDiff.between(old: "a\nb", new: "a\nc", oldLabel: "a/f", newLabel: "b/f")
        #expect(diff == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    }
}
