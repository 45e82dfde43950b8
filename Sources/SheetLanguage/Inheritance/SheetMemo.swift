import SheetIO
import Synchronization

/// What later stages work out from one sheet of a `RuleContext`, each value
/// made once, by whichever rule or stage asks first, and shared by every
/// other: the resolved sheet (resolution and a dozen rules), its layout on
/// every profile screen (the accessibility, popover and keyboard rules).
///
/// The stages that make these values come after this folder, so the memo
/// holds them by type: one type per meaning (`SheetResolutionOutcome`, the
/// list of a sheet's presented screens), each kept in a `ComputedOnce`, so
/// two workers asking for one value wait for one computation. A value is
/// found by the sheet's position in `RuleContext.sheets`; a context whose
/// `profiles` change gets a new memo, since the layouts depend on them.
public final class SheetMemo: Sendable {
    private struct Key: Hashable {
        var position: Int
        var kind: ObjectIdentifier
    }

    /// Each value is a `ComputedOnce<Value>` for the `Value` its key names.
    private let values = Mutex<[Key: AnyObject]>([:])

    init() {}

    /// Whether no value has been asked for yet: most sheets of a `validate`
    /// run are asked for by resolution alone, which then resolves them
    /// without keeping them.
    var isEmpty: Bool { values.withLock { $0.isEmpty } }

    /// The value of type `Value` for the sheet at `position`, when someone
    /// has asked for it (`value(at:make:)`); never makes one.
    func made<Value: Sendable>(at position: Int, _: Value.Type = Value.self) -> Value? {
        let key = Key(position: position, kind: ObjectIdentifier(Value.self))
        guard let found = values.withLock({ $0[key] }) else { return nil }
        return unsafeDowncast(found, to: ComputedOnce<Value>.self).value
    }

    /// The value of type `Value` for the sheet at `position`, made by `make`
    /// the first time it is asked for. `make` may ask the memo for another
    /// value (the layouts ask for the resolved sheet): the lock is not held
    /// while it runs.
    func value<Value: Sendable>(at position: Int, make: @escaping @Sendable () -> Value) -> Value {
        let key = Key(position: position, kind: ObjectIdentifier(Value.self))
        let once = values.withLock { values -> ComputedOnce<Value> in
            // The key names `Value`, so what is found is a `ComputedOnce<Value>`.
            if let found = values[key] { return unsafeDowncast(found, to: ComputedOnce<Value>.self) }
            let once = ComputedOnce(make)
            values[key] = once
            return once
        }
        return once.value
    }
}
