#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// Shows a `BottomSheetable` controller in a popover on iPad (the original
    /// component's `PopoverContainerViewController`). Where an arrowless popover
    /// sits and how large a popover is — alignment, orientation, the keyboard
    /// shrink — is `SheetInteraction.popoverPlacement`; an `anchored` layout's
    /// popover points at the view the app passes, from the sides its `arrows`
    /// permit, where UIKit places it. A tap outside goes to the state machine as
    /// a dismissal request, which applies the dismissal rules and `confirm`.
    /// Present it with `presentAsPopover(bottomSheet:anchoredTo:sourceRect:animated:completion:)`.
    @MainActor
    public final class PopoverContainerViewController: UIViewController,
        UIPopoverPresentationControllerDelegate
    {
        private let sheet: any UIViewController & BottomSheetable
        private var interaction: SheetInteraction
        private var keyboard: SheetKeyboardObserver?
        private var settings: SheetSettingsObserver?
        private weak var sourceView: UIView?
        /// Whether the layout anchors the popover to the app's view: then UIKit
        /// places it, and only its size is the state machine's.
        private let isAnchored: Bool

        /// - Parameters:
        ///   - sheet: the controller shown in the popover; its layout says where.
        ///   - sourceView: the view the popover is placed over (the presenting
        ///     controller's view), which is also its container.
        ///   - isCompactWidth: whether the presenting traits are compact in width,
        ///     where the layout is shown as a sheet instead (`isPopover` is false).
        ///   - anchorView: for an `anchored` layout, the view the popover points at
        ///     (`sourceView` when `nil`); ignored by the arrowless alignments.
        ///   - anchorRect: the rectangle in `anchorView` it points at; the view's
        ///     bounds when `nil`.
        public init(
            sheet: any UIViewController & BottomSheetable, over sourceView: UIView, isCompactWidth: Bool,
            anchoredTo anchorView: UIView? = nil, anchorRect: CGRect? = nil
        ) {
            self.sheet = sheet
            self.sourceView = sourceView
            let popoverLayout = sheet.sheetLayout.popover
            isAnchored = popoverLayout?.alignment.isAnchoredToSource ?? false
            let container = SheetContainer(sourceView, isCompactHeight: false, isCompactWidth: isCompactWidth)
            interaction = SheetInteraction(
                layout: sheet.sheetLayout, container: container,
                contentHeight: sheet.contentHeight(fitting: container.size.width),
                accessibility: sheet.sheetAccessibility, reducesMotion: UIAccessibility.isReduceMotionEnabled)
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .popover
            // Decided before the sheet becomes a child: in compact width the
            // sheet is presented on its own, and UIKit refuses to present a
            // controller that has a parent. Nor is a keyboard observer started
            // for a container that will never be shown.
            guard isPopover else { return }
            addChild(sheet)
            view.addSubview(sheet.view)
            sheet.didMove(toParent: self)
            if sheet.isKeyboardObserver {
                let observer = SheetKeyboardObserver(container: { [weak sourceView] in sourceView }) {
                    [weak self] event in self?.handle(event)
                }
                observer.start()
                keyboard = observer
            }
            // The text size and Reduce Motion, as a presented sheet follows them.
            let measure: @MainActor @Sendable () -> Double? = { [weak self] in
                guard let self, let sourceView = self.sourceView else { return nil }
                return self.sheet.contentHeight(fitting: Double(sourceView.bounds.size.width))
            }
            let settings = SheetSettingsObserver(measure: measure) { [weak self] event in self?.handle(event) }
            settings.start()
            self.settings = settings
            popoverPresentationController?.delegate = self
            popoverPresentationController?.permittedArrowDirections = UIPopoverArrowDirection(popoverLayout?.arrows ?? [])
            if isAnchored {
                let anchor = anchorView ?? sourceView
                popoverPresentationController?.sourceView = anchor
                popoverPresentationController?.sourceRect = anchorRect ?? anchor.bounds
            } else {
                popoverPresentationController?.sourceView = sourceView
            }
            applyPlacement()
        }

        /// Not supported: the container is made in code.
        public required init?(coder: NSCoder) { nil }

        /// Whether the sheet's layout is shown as a popover on this container: the
        /// state machine has a placement for it (not in compact width, where a popover
        /// adapts to a sheet).
        public var isPopover: Bool { interaction.popoverPlacement != nil }

        /// Asks the state machine to dismiss the popover (close button, app code).
        public func requestDismissal(by trigger: DismissalTrigger) {
            handle(.dismissRequested(trigger))
        }

        public override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            sheet.view.frame = view.bounds
            guard let sourceView else { return }
            // The presenting controller's width, not this one's: inside a popover
            // UIKit reports a compact width, which would turn the popover into
            // its iPhone fallback at the first layout.
            let traits = presentingViewController?.traitCollection ?? traitCollection
            let isCompactWidth = traits.horizontalSizeClass == .compact
            handle(.containerChanged(SheetContainer(sourceView, isCompactHeight: false, isCompactWidth: isCompactWidth)))
        }

        /// The sheet's own: UIKit reads the presented controller's, which is this
        /// container, and refuses a tap outside while it is true (the page of
        /// `isModalInPresentation`: no interactive dismissal), without asking the
        /// delegate below.
        public override var isModalInPresentation: Bool {
            get { sheet.isModalInPresentation }
            set { sheet.isModalInPresentation = newValue }
        }

        /// A tap outside: the state machine decides; UIKit never dismisses on its own.
        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            handle(.dismissRequested(.tapOutside))
            return false
        }

        private func handle(_ event: SheetEvent) {
            for effect in interaction.handle(event) {
                switch effect {
                case .askShouldDismiss:
                    sheet.shouldDismiss { [weak self] allowed in self?.handle(.shouldDismissAnswered(allowed)) }
                case .dismiss:
                    keyboard?.stop()
                    settings?.stop()
                    dismiss(animated: true) { [weak self] in
                        MainActor.assumeIsolated { self?.handle(.animationCompleted) }
                    }
                case .dismissCompletion:
                    sheet.dismissCompletion()
                case .announce(let description):
                    SheetAccessibilityViews.announce(description)
                case .animate, .cancelAnimation:
                    break
                }
            }
            applyPlacement()
        }

        /// Hands the state machine's placement to UIKit: the anchor as the source
        /// rectangle (an anchored popover keeps the app's), the frame's size as the
        /// preferred content size.
        private func applyPlacement() {
            guard let placement = interaction.popoverPlacement else { return }
            if !isAnchored { popoverPresentationController?.sourceRect = CGRect(placement.anchor) }
            preferredContentSize = CGSize(
                width: placement.frame.size.width, height: placement.frame.size.height)
        }
    }
#endif
