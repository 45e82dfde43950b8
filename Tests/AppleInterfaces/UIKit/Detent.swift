// UISheetPresentationController.Detent, its identifiers and the context its
// custom resolvers receive. Each declaration is transcribed from the Apple
// documentation page named in its comment; the bodies are this module's own.

extension UISheetPresentationController {
    /// Apple docs: "UISheetPresentationController.Detent" — UIKit
    @available(iOS 15.0, *)
    @MainActor public final class Detent: NSObject {
        /// Apple docs: "UISheetPresentationController.Detent.Identifier" — UIKit
        @available(iOS 15.0, *)
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            // Conformance to RawRepresentable.
            public let rawValue: String

            /// Apple docs: "init(_:)" — UISheetPresentationController.Detent.Identifier
            @available(iOS 15.0, *)
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// Apple docs: "init(rawValue:)" — UISheetPresentationController.Detent.Identifier
            @available(iOS 15.0, *)
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Apple docs: "medium" — UISheetPresentationController.Detent.Identifier
            @available(iOS 15.0, *)
            public static let medium = Identifier("com.apple.UIKit.medium")

            /// Apple docs: "large" — UISheetPresentationController.Detent.Identifier
            @available(iOS 15.0, *)
            public static let large = Identifier("com.apple.UIKit.large")
        }

        // Not Apple API: what the detent was made from (read by TestHooks.swift).
        // The resolver is kept as `Any` (a closure taking the iOS 16 context
        // type) so this iOS 15 class needs nothing newer.
        let storedIdentifier: Identifier
        let resolver: Any?

        init(identifier: Identifier, resolver: Any?) {
            self.storedIdentifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// Apple docs: "medium()" — UISheetPresentationController.Detent
        @available(iOS 15.0, *)
        public class func medium() -> Self { Self(identifier: .medium, resolver: nil) }

        /// Apple docs: "large()" — UISheetPresentationController.Detent
        @available(iOS 15.0, *)
        public class func large() -> Self { Self(identifier: .large, resolver: nil) }

        /// Apple docs: "custom(identifier:resolver:)" — UISheetPresentationController.Detent
        @available(iOS 16.0, *)
        @MainActor @preconcurrency public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent {
            // The documentation: without an identifier the system makes a random one.
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// Apple docs: "identifier" — UISheetPresentationController.Detent
        @available(iOS 16.0, *)
        public var identifier: UISheetPresentationController.Detent.Identifier { storedIdentifier }

        /// Apple docs: "resolvedValue(in:)" — UISheetPresentationController.Detent
        ///
        /// A custom detent returns what its resolver computes. The system
        /// detents return nil here: their values are the system's own and
        /// not documented, so this module does not pretend to know them. A
        /// value above the context's `maximumDetentValue` is recorded as a
        /// violation (RunTimeRules.swift) and returned as is.
        @available(iOS 16.0, *)
        @MainActor @preconcurrency public func resolvedValue(
            in context: any UISheetPresentationControllerDetentResolutionContext
        ) -> CGFloat? {
            let value = (resolver as? (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?(context)
            if let value, value > context.maximumDetentValue {
                UIKitRunTimeRule.detentAboveMaximum.record(
                    "\(storedIdentifier.rawValue) resolved to \(value), maximum \(context.maximumDetentValue)")
            }
            return value
        }
    }
}

/// Apple docs: "UISheetPresentationControllerDetentResolutionContext" — UIKit
@available(iOS 16.0, *)
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// Apple docs: "containerTraitCollection" — UISheetPresentationControllerDetentResolutionContext
    @available(iOS 16.0, *)
    var containerTraitCollection: UITraitCollection { get }

    /// Apple docs: "maximumDetentValue" — UISheetPresentationControllerDetentResolutionContext
    @available(iOS 16.0, *)
    var maximumDetentValue: CGFloat { get }
}
