import Foundation
import Testing

/// SwiftUI's `Binding` in `Tests/AppleInterfaces` (docs/AppleInterfaces.md):
/// `wrappedValue` runs the `@isolated(any)` closures of `init(get:set:)` for a
/// binding of any `TestBindingValue`, not only of the detent generated code
/// binds.
struct AppleInterfaceBindingTests {
    @Test(.enabled(if: AppleInterfaces.canRun))
    func wrappedValueReadsAndWritesBindingsOfOtherValues() throws {
        let driver = #"""
            import SwiftUI

            final class Box: @unchecked Sendable { var flag = false; var text = "draft"; var mode = Mode.peek; var reads = 0 }
            enum Mode: TestBindingValue { case peek, full }
            let box = Box()
            let flag = Binding<Bool>(get: { box.reads += 1; return box.flag }, set: { box.flag = $0 })
            let text = Binding<String>(get: { box.text }, set: { box.text = $0 })
            let mode = Binding<Mode>(get: { box.mode }, set: { box.mode = $0 })
            print("flag \(flag.wrappedValue) reads \(box.reads)")
            flag.wrappedValue = true
            print("flag \(flag.wrappedValue) stored \(box.flag) reads \(box.reads)")
            text.wrappedValue = text.wrappedValue + " sent"
            print("text \(text.wrappedValue) stored \(box.text)")
            mode.wrappedValue = .full
            print("mode \(mode.wrappedValue) stored \(box.mode)")
            let constant = Binding<Int?>.constant(3)
            constant.wrappedValue = nil
            print("constant \(constant.wrappedValue.map(String.init) ?? "nil")")
            """#
        let output = try AppleInterfaces.run([], mainSource: driver)
        // Each read runs the getter once (reads 1, then 2); each write runs the
        // setter, which stores into the box; a type of the test's own conforms
        // with one line; a constant binding ignores the write.
        #expect(
            output == """
                flag false reads 1
                flag true stored true reads 2
                text draft sent stored draft sent
                mode full stored full
                constant 3

                """)
    }

    /// A value that is not a `TestBindingValue` stops with a message that says
    /// how to make it one.
    @Test(.enabled(if: AppleInterfaces.canRun))
    func aValueOfAnotherTypeStopsWithAMessage() throws {
        let driver = """
            import SwiftUI

            struct Draft { var text = "" }
            let draft = Binding<Draft>.constant(Draft())
            print(draft.wrappedValue.text)
            """
        do {
            _ = try AppleInterfaces.run([], mainSource: driver)
            Issue.record("a Binding<Draft> ran")
        } catch {
            #expect(
                "\(error)".contains(
                    "Binding.wrappedValue runs here for a TestBindingValue; Draft is not one "
                        + "(extension Draft: TestBindingValue {} makes it one, if it is Sendable)"), "\(error)")
        }
    }
}
