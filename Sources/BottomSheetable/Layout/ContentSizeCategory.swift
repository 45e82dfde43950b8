/// The text size a person chose (Settings → Display & Text Size, and the
/// larger accessibility sizes): UIKit's `UIContentSizeCategory`, SwiftUI's
/// `DynamicTypeSize`, from extra small to AX5. The default is `large`.
///
/// Each size carries the point size of the Body text style on iOS and iPadOS,
/// from the tables of Apple's Human Interface Guidelines, "Typography" →
/// "Specifications" → "iOS, iPadOS Dynamic Type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography):
///
/// | size | name | Body (pt) |
/// | --- | --- | --- |
/// | `xSmall` | xSmall | 14 |
/// | `small` | Small | 15 |
/// | `medium` | Medium | 16 |
/// | `large` | Large (default) | 17 |
/// | `xLarge` | xLarge | 19 |
/// | `xxLarge` | xxLarge | 21 |
/// | `xxxLarge` | xxxLarge | 23 |
/// | `accessibility1` | AX1 | 28 |
/// | `accessibility2` | AX2 | 33 |
/// | `accessibility3` | AX3 | 40 |
/// | `accessibility4` | AX4 | 47 |
/// | `accessibility5` | AX5 | 53 |
///
/// The same numbers are what `UIFont.preferredFont(forTextStyle: .body)`
/// returns in the iOS Simulator at each size (docs/Runtime.md, "Text size").
/// `TextSizeScaling` turns them into content heights.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// What a person gets without choosing: Large.
    public static let `default` = ContentSizeCategory.large

    /// The name the Human Interface Guidelines use, and the command line's
    /// `--text-size`: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
    public var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// A size by its `name`, in any letter case (`ax5`, `XLARGE`); `nil` for
    /// anything else.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let match = Self.allCases.first(where: { $0.name.lowercased() == lowered }) else { return nil }
        self = match
    }

    /// The Body text style's point size at this size (the table above).
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// AX1 to AX5, offered under Accessibility → Larger Text.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
