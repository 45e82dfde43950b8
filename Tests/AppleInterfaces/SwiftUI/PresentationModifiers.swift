// The presentation modifiers the generated ViewModifier applies, and the
// values they take. Each modifier returns a view that remembers what was
// applied, so a test can read it back (TestHooks.swift).

/// Apple docs: "Visibility" — SwiftUI
@available(iOS 15.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    /// Apple docs: "Visibility.automatic" — Visibility
    case automatic
    /// Apple docs: "Visibility.visible" — Visibility
    case visible
    /// Apple docs: "Visibility.hidden" — Visibility
    case hidden
}

/// Apple docs: "PresentationBackgroundInteraction" — SwiftUI
@available(iOS 16.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    // Not Apple API: what was chosen (TestHooks.swift).
    enum Kind: Hashable, Sendable { case automatic, disabled, enabled, enabledUpThrough(PresentationDetent) }
    let kind: Kind

    // Not Apple API: the name and detent of the interaction (TestHooks.swift).
    var name: String {
        switch kind {
        case .automatic: return "automatic"
        case .disabled: return "disabled"
        case .enabled: return "enabled"
        case .enabledUpThrough: return "enabled(upThrough:)"
        }
    }
    // Not Apple API.
    var upThrough: PresentationDetent? {
        if case .enabledUpThrough(let detent) = kind { return detent }
        return nil
    }

    /// Apple docs: "automatic" — PresentationBackgroundInteraction
    @available(iOS 16.4, *)
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .automatic) }

    /// Apple docs: "disabled" — PresentationBackgroundInteraction
    @available(iOS 16.4, *)
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .disabled) }

    /// Apple docs: "enabled" — PresentationBackgroundInteraction
    @available(iOS 16.4, *)
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .enabled) }

    /// Apple docs: "enabled(upThrough:)" — PresentationBackgroundInteraction
    @available(iOS 16.4, *)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }
}

/// Apple docs: "PresentationContentInteraction" — SwiftUI
@available(iOS 16.4, *)
public struct PresentationContentInteraction: Equatable, Sendable {
    // Not Apple API: the name of the behaviour (TestHooks.swift).
    let name: String

    /// Apple docs: "automatic" — PresentationContentInteraction
    @available(iOS 16.4, *)
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }

    /// Apple docs: "resizes" — PresentationContentInteraction
    @available(iOS 16.4, *)
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }

    /// Apple docs: "scrolls" — PresentationContentInteraction
    @available(iOS 16.4, *)
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// Apple docs: "PresentationAdaptation" — SwiftUI
@available(iOS 16.4, *)
public struct PresentationAdaptation: Equatable, Sendable {
    // Not Apple API: the name of the strategy (TestHooks.swift).
    let name: String

    /// Apple docs: "automatic" — PresentationAdaptation
    @available(iOS 16.4, *)
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }

    /// Apple docs: "none" — PresentationAdaptation
    @available(iOS 16.4, *)
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }

    /// Apple docs: "fullScreenCover" — PresentationAdaptation
    @available(iOS 16.4, *)
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }

    /// Apple docs: "popover" — PresentationAdaptation
    @available(iOS 16.4, *)
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }

    /// Apple docs: "sheet" — PresentationAdaptation
    @available(iOS 16.4, *)
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
}

/// Apple docs: "PresentationSizing" — SwiftUI
///
/// The documented requirement, `proposedSize(for:context:)`, needs
/// PresentationSizingRoot, PresentationSizingContext and ProposedViewSize,
/// which generated code never uses; it is left out, so only the system
/// sizings below conform here.
@available(iOS 18.0, *)
public protocol PresentationSizing: Sendable {}

/// Apple docs: "AutomaticPresentationSizing" — SwiftUI
@available(iOS 18.0, *)
public struct AutomaticPresentationSizing: PresentationSizing {}

/// Apple docs: "FormPresentationSizing" — SwiftUI
@available(iOS 18.0, *)
public struct FormPresentationSizing: PresentationSizing {}

/// Apple docs: "PagePresentationSizing" — SwiftUI
@available(iOS 18.0, *)
public struct PagePresentationSizing: PresentationSizing {}

/// Apple docs: "FittedPresentationSizing" — SwiftUI
@available(iOS 18.0, *)
public struct FittedPresentationSizing: PresentationSizing {}

@available(iOS 18.0, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// Apple docs: "automatic" — PresentationSizing
    @available(iOS 18.0, *)
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

@available(iOS 18.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    /// Apple docs: "form" — PresentationSizing
    @available(iOS 18.0, *)
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

@available(iOS 18.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
    /// Apple docs: "page" — PresentationSizing
    @available(iOS 18.0, *)
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

@available(iOS 18.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
    /// Apple docs: "fitted" — PresentationSizing
    @available(iOS 18.0, *)
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
    /// Apple docs: "presentationDetents(_:)" — View
    @available(iOS 16.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        _PresentationModifiedView(content: self, change: .detents(detents, selection: nil))
    }

    /// Apple docs: "presentationDetents(_:selection:)" — View
    @available(iOS 16.0, *)
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        _PresentationModifiedView(content: self, change: .detents(detents, selection: selection))
    }

    /// Apple docs: "presentationDragIndicator(_:)" — View
    @available(iOS 16.0, *)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        _PresentationModifiedView(content: self, change: .dragIndicator(visibility))
    }

    /// Apple docs: "presentationCornerRadius(_:)" — View
    @available(iOS 16.4, *)
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        _PresentationModifiedView(content: self, change: .cornerRadius(cornerRadius))
    }

    /// Apple docs: "presentationBackgroundInteraction(_:)" — View
    @available(iOS 16.4, *)
    nonisolated public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    ) -> some View {
        _PresentationModifiedView(content: self, change: .backgroundInteraction(interaction.name, upThrough: interaction.upThrough))
    }

    /// Apple docs: "interactiveDismissDisabled(_:)" — View
    @available(iOS 15.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _PresentationModifiedView(content: self, change: .interactiveDismissDisabled(isDisabled))
    }

    /// Apple docs: "presentationContentInteraction(_:)" — View
    @available(iOS 16.4, *)
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        _PresentationModifiedView(content: self, change: .contentInteraction(behavior.name))
    }

    /// Apple docs: "presentationCompactAdaptation(_:)" — View
    @available(iOS 16.4, *)
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        _PresentationModifiedView(content: self, change: .compactAdaptation(horizontal: adaptation.name, vertical: adaptation.name))
    }

    /// Apple docs: "presentationCompactAdaptation(horizontal:vertical:)" — View
    @available(iOS 16.4, *)
    nonisolated public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        _PresentationModifiedView(
            content: self, change: .compactAdaptation(horizontal: horizontalAdaptation.name, vertical: verticalAdaptation.name))
    }

    /// Apple docs: "presentationSizing(_:)" — View
    @available(iOS 18.0, *)
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        _PresentationModifiedView(content: self, change: .sizing(String(describing: type(of: sizing))))
    }
}

// Not Apple API: the view every modifier above returns (its type is hidden
// behind `some View`, as on iOS): the view it modifies and what it applied.
nonisolated public struct _PresentationModifiedView<Content: View>: View {
    let content: Content
    let change: PresentationChange

    nonisolated init(content: Content, change: PresentationChange) {
        self.content = content
        self.change = change
    }

    public var body: Never { fatalError("a presentation modifier's view has no body") }
}
