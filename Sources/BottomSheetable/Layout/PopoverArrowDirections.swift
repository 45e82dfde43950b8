/// The sides of its source an anchored popover may point from, as
/// `UIPopoverArrowDirection` names them: `up` is an arrow on the popover's top
/// edge pointing up at a source above it.
///
/// An arrowless popover (`center`, `bottomCenter`) has none: UIKit's
/// `permittedArrowDirections = []`.
public struct PopoverArrowDirections: OptionSet, Sendable, Hashable, LayoutOptions {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let up = PopoverArrowDirections(rawValue: 1 << 0)
    public static let down = PopoverArrowDirections(rawValue: 1 << 1)
    public static let left = PopoverArrowDirections(rawValue: 1 << 2)
    public static let right = PopoverArrowDirections(rawValue: 1 << 3)
    /// Every side: UIKit's default, which lets the system choose the side with room.
    public static let any: PopoverArrowDirections = [.up, .down, .left, .right]

    /// The directions in a fixed order (up, down, left, right) with their names,
    /// so the plan and the generated code list them deterministically.
    public static let named: [(name: String, direction: PopoverArrowDirections)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ]

    /// The names of the directions in the set, in `named` order.
    public var names: [String] { Self.named.filter { contains($0.direction) }.map(\.name) }

    /// Every direction's name, in `named` order.
    public static var allNames: [String] { named.map(\.name) }
}
