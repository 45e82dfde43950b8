/// An optional value kept in its own allocation, so that leaving it out
/// costs one pointer where storing it inline costs its whole size.
///
/// `SheetSettings.Fields` holds every setting of a sheet; the groups most
/// sheets never write (a popover's sizes, a navigation stack, keyboard
/// rules, the parameters of the snap policy a sheet does not use) would
/// otherwise take about 1,300 of its 2,900 bytes in every sheet, which a
/// 20 MB spec file multiplies by tens of thousands.
@propertyWrapper
public struct OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    private var box: Box?

    public init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    public var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    private final class Box: Hashable, Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }

        static func == (lhs: Box, rhs: Box) -> Bool {
            lhs === rhs || lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(value)
        }
    }
}
