// NOT APPLE API. Everything in this file exists only so tests can drive the
// declarations in this folder: make a detent context, compute a detent's
// height, and read back which presentation modifiers a view applied.
// Generated code must never call any of it.

/// One presentation modifier, as applied. Values whose types are newer
/// than iOS 15 are kept as `Any` or as names, so this type needs no
/// availability of its own.
public enum PresentationChange: @unchecked Sendable {
    /// `Set<PresentationDetent>` and `Binding<PresentationDetent>?`.
    case detents(Any, selection: Any?)
    case dragIndicator(Visibility)
    case cornerRadius(CGFloat?)
    /// "automatic", "disabled", "enabled" or "enabled(upThrough:)", and the
    /// `PresentationDetent` of the last.
    case backgroundInteraction(String, upThrough: Any?)
    case interactiveDismissDisabled(Bool)
    case contentInteraction(String)
    case compactAdaptation(horizontal: String, vertical: String)
    /// The sizing's type name (`FormPresentationSizing`, …).
    case sizing(String)
    /// `accessibilityAction(_:_:)`: the kind's name and the handler.
    case accessibilityAction(String, () -> Void)
    /// `onChange(of:initial:_:)`: the value observed and the action.
    case valueChange(ValueChangeRecord)
}

/// One `onChange(of:initial:_:)` as applied: the value the view was built
/// with, whether the action also runs when the view appears, and the action
/// (the old and the new value, cast back to the observed type).
public struct ValueChangeRecord: @unchecked Sendable {
    let value: Any
    public let initial: Bool
    let isSame: (Any) -> Bool
    let action: (Any, Any) -> Void
}

/// What the presentation modifiers applied to a view, in order; the last
/// application of a modifier is the one the accessors report.
public struct PresentationRecord: @unchecked Sendable {
    public var changes: [PresentationChange] = []

    public init() {}

    @available(iOS 16.0, *)
    public var detents: Set<PresentationDetent>? {
        for case .detents(let detents, _) in changes.reversed() { return detents as? Set<PresentationDetent> }
        return nil
    }
    @available(iOS 16.0, *)
    public var selection: Binding<PresentationDetent>? {
        for case .detents(_, let selection) in changes.reversed() { return selection as? Binding<PresentationDetent> }
        return nil
    }
    public var dragIndicator: Visibility? {
        for case .dragIndicator(let value) in changes.reversed() { return value }
        return nil
    }
    /// `.some(nil)` when the modifier was applied with nil (the system radius).
    public var cornerRadius: CGFloat?? {
        for case .cornerRadius(let value) in changes.reversed() { return .some(value) }
        return nil
    }
    public var interactiveDismissDisabled: Bool? {
        for case .interactiveDismissDisabled(let value) in changes.reversed() { return value }
        return nil
    }
    public var backgroundInteraction: String? {
        for case .backgroundInteraction(let name, _) in changes.reversed() { return name }
        return nil
    }
    /// The detent of `.enabled(upThrough:)`.
    @available(iOS 16.0, *)
    public var backgroundInteractionUpThrough: PresentationDetent? {
        for case .backgroundInteraction(_, let detent) in changes.reversed() { return detent as? PresentationDetent }
        return nil
    }
    public var contentInteraction: String? {
        for case .contentInteraction(let value) in changes.reversed() { return value }
        return nil
    }
    public var compactAdaptation: (horizontal: String, vertical: String)? {
        for case .compactAdaptation(let horizontal, let vertical) in changes.reversed() { return (horizontal, vertical) }
        return nil
    }
    public var sizing: String? {
        for case .sizing(let value) in changes.reversed() { return value }
        return nil
    }
    /// The names of the accessibility actions attached, in order.
    public var accessibilityActions: [String] {
        changes.compactMap { if case .accessibilityAction(let name, _) = $0 { name } else { nil } }
    }
    /// The `onChange(of:initial:_:)` modifiers applied, in order.
    public var valueChanges: [ValueChangeRecord] {
        changes.compactMap { if case .valueChange(let record) = $0 { record } else { nil } }
    }
    /// Runs the actions SwiftUI runs when the view updates from `previous`
    /// (the record of the same view built before the change) to this one:
    /// each `onChange` whose value differs from the previous update's, with
    /// the old and the new value; none whose value is the same. Returns how
    /// many actions ran.
    @discardableResult
    public func testRunValueChanges(after previous: PresentationRecord) -> Int {
        var ran = 0
        for (old, new) in zip(previous.valueChanges, valueChanges) where !old.isSame(new.value) {
            new.action(old.value, new.value)
            ran += 1
        }
        return ran
    }
    /// Runs the last handler attached for the action `name` (as VoiceOver
    /// would); false when none is attached.
    @discardableResult
    public func testPerformAccessibilityAction(_ name: String) -> Bool {
        for case .accessibilityAction(let kind, let handler) in changes.reversed() where kind == name {
            handler()
            return true
        }
        return false
    }
}

// Views that know their presentation record.
@MainActor protocol PresentationRecording {
    func presentationRecordForTests() -> PresentationRecord
}

extension _PresentationModifiedView: PresentationRecording {
    @MainActor func presentationRecordForTests() -> PresentationRecord {
        var record = testPresentationRecord(of: content)
        record.changes.append(change)
        return record
    }
}

extension AnyView: PresentationRecording {
    @MainActor func presentationRecordForTests() -> PresentationRecord { testPresentationRecord(of: storage) }
}

extension _ViewModifier_Content: PresentationRecording {
    func presentationRecordForTests() -> PresentationRecord { record }
}

extension ModifiedContent: PresentationRecording where Content: View, Modifier: ViewModifier {
    func presentationRecordForTests() -> PresentationRecord {
        let proxy = _ViewModifier_Content<Modifier>(record: testPresentationRecord(of: content))
        return testPresentationRecord(of: modifier.body(content: proxy))
    }
}

/// The presentation modifiers `view` applied, running every `ViewModifier`
/// body on the way (a generated modifier's body runs here).
@MainActor public func testPresentationRecord<V: View>(of view: V) -> PresentationRecord {
    (view as? any PresentationRecording)?.presentationRecordForTests() ?? PresentationRecord()
}

@available(iOS 16.0, *)
extension PresentationDetent.Context {
    /// A context whose `maxDetentValue` is the given height.
    public init(testMaxDetentValue: CGFloat) {
        self.init(maxDetentValue: testMaxDetentValue, environment: EnvironmentValues())
    }
}

@available(iOS 16.0, *)
extension PresentationDetent {
    /// The height this detent resolves to in `context`: the given height,
    /// the fraction of `maxDetentValue`, or what the custom type computes.
    /// Nil for `.medium` and `.large`, whose heights are the system's own.
    public func testHeight(in context: PresentationDetent.Context) -> CGFloat? {
        switch kind {
        case .medium, .large: return nil
        case .height(let height): return height
        case .fraction(let fraction): return fraction * context.maxDetentValue
        case .custom: return customType?.type.height(in: context)
        }
    }

    /// "medium", "large", "height", "fraction" or "custom".
    public var testKind: String {
        switch kind {
        case .medium: return "medium"
        case .large: return "large"
        case .height: return "height"
        case .fraction: return "fraction"
        case .custom: return "custom"
        }
    }
}

extension Binding where Value: Sendable {
    /// Reads the bound value (the closures are `@isolated(any)`).
    public func testValue() async -> Value { await getter() }

    /// Writes the bound value.
    public func testSet(_ value: Value) async { await setter(value) }
}

extension EnvironmentValues {
    /// The environment every `Environment` property reads here, where there is
    /// no view graph: set it before running a view's code.
    nonisolated(unsafe) public static var testCurrent = EnvironmentValues()

    /// What `accessibilityReduceMotion` reports.
    public var testAccessibilityReduceMotion: Bool {
        get { testReduceMotion }
        set { testReduceMotion = newValue }
    }

    /// What calling `dismiss` does.
    public var testOnDismiss: (@MainActor @Sendable () -> Void)? {
        get { testDismissAction }
        set { testDismissAction = newValue }
    }
}

extension Animation {
    /// Every animation `withAnimation(_:_:)` was given, oldest first (nil for none).
    nonisolated(unsafe) public static var testLog: [Animation?] = []

    /// "default", "easeInOut(duration: 0.25)".
    public var testName: String { name }
}

/// A type whose bindings' `wrappedValue` reads and writes here: `Bool`, `Int`,
/// `Double`, `CGFloat`, `String`, `PresentationDetent` and optionals of them
/// conform, and any other `Sendable` type does with one line in the test
/// (`extension Mode: TestBindingValue {}`; the compiler checks it is
/// `Sendable`). The `@isolated(any)` closures are called with `await`, which
/// Swift 6 allows only for a `Sendable` result, and `wrappedValue` is declared
/// for every `Value`, where neither a conformance nor a cast can depend on
/// `Sendable`: this protocol is the proof it asks for.
public protocol TestBindingValue: Sendable {}

extension Bool: TestBindingValue {}
extension Int: TestBindingValue {}
extension Double: TestBindingValue {}
extension CGFloat: TestBindingValue {}
extension String: TestBindingValue {}
extension Optional: TestBindingValue where Wrapped: TestBindingValue {}
@available(iOS 16.0, *)
extension PresentationDetent: TestBindingValue {}

// Not Apple API: the synchronous reads and writes of `Binding.wrappedValue`.
extension Binding where Value: Sendable {
    func synchronousValue() -> Value {
        let getter = self.getter
        return runNonisolated(isolation: getter.isolation) { await getter() }
    }

    func synchronousSet(_ newValue: Value) {
        let setter = self.setter
        runNonisolated(isolation: setter.isolation) { await setter(newValue) }
    }
}

extension Binding {
    /// The bound value, for a binding of a `TestBindingValue`.
    func testSynchronousValue() -> Value {
        guard let type = Value.self as? any TestBindingValue.Type else { fatalError(Self.notBindable) }
        return read(as: type)
    }

    /// Writes the bound value, for a binding of a `TestBindingValue`.
    func testSynchronousSet(_ newValue: Value) {
        guard let type = Value.self as? any TestBindingValue.Type else { fatalError(Self.notBindable) }
        write(newValue, as: type)
    }

    // `Value` is `Bound` (the cast above found it), so both casts are the identity.
    private func read<Bound: TestBindingValue>(as _: Bound.Type) -> Value {
        (self as! Binding<Bound>).synchronousValue() as! Value
    }

    private func write<Bound: TestBindingValue>(_ newValue: Value, as _: Bound.Type) {
        (self as! Binding<Bound>).synchronousSet(newValue as! Bound)
    }

    private static var notBindable: String {
        "Binding.wrappedValue runs here for a TestBindingValue; \(Value.self) is not one "
            + "(extension \(Value.self): TestBindingValue {} makes it one, if it is Sendable)"
    }
}

/// Runs `operation` on a task and waits for its result: only for a closure
/// of no actor, which the task runs off the waiting thread.
private func runNonisolated<Result: Sendable>(
    isolation: (any Actor)?, _ operation: @escaping @Sendable () async -> Result
) -> Result {
    precondition(isolation == nil, "Binding.wrappedValue runs here only for closures of no actor")
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<Result>()
    Task.detached {
        box.value = await operation()
        done.signal()
    }
    done.wait()
    return box.value!
}

private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
