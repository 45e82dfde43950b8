import Synchronization

/// A value made the first time it is asked for, once, whichever thread asks
/// first; later askers get the same value. For work a run seldom needs (the
/// ids of every file, the parsed templates) and must not do twice.
public final class ComputedOnce<Value: Sendable>: Sendable {
    // Visible to inlined code, so that a caller in another module gets
    // `value` specialized for its `Value`.
    @usableFromInline let state: Mutex<State>

    @usableFromInline enum State {
        case made(Value)
        case pending(@Sendable () -> Value)
    }

    public init(_ make: @escaping @Sendable () -> Value) {
        state = Mutex(.pending(make))
    }

    @inlinable
    public var value: Value {
        state.withLock { state in
            switch state {
            case .made(let value):
                return value
            case .pending(let make):
                let value = make()
                state = .made(value)
                return value
            }
        }
    }
}
