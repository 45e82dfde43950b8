import SheetEditor
import Testing

/// Frames arrive split anywhere, several per read, or broken; the framing
/// hands out whole bodies and recovers at the next header.
struct MessageFramingTests {
    static let body = Array(#"{"jsonrpc":"2.0","method":"initialized","params":{"é":"😀"}}"#.utf8)

    @Test func aMessageSplitAtEveryByteComesOutWhole() {
        let framed = MessageFraming.frame(Self.body)
        for split in 1..<framed.count {
            var framing = MessageFraming()
            framing.append(framed[..<split])
            #expect(framing.next() == nil)
            framing.append(framed[split...])
            #expect(framing.next() == .message(Self.body))
            #expect(framing.next() == nil)
        }
    }

    @Test func aHeaderWithoutALengthIsReportedAndTheNextMessageStillArrives() {
        var framing = MessageFraming()
        framing.append(Array("Content-Type: x\r\n\r\n".utf8) + MessageFraming.frame(Self.body))
        #expect(framing.next() == .malformedHeader("Content-Type: x"))
        #expect(framing.next() == .message(Self.body))
    }

    @Test func anOversizedLengthIsRefusedRatherThanAwaited() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: \(MessageFraming.maximumBodyBytes + 1)\r\n\r\n".utf8))
        #expect(framing.next() == .malformedHeader("Content-Length: \(MessageFraming.maximumBodyBytes + 1)"))
    }
}
