import BottomSheetable

@testable import SheetCodegen

/// Hand-built resolved specs that reach every template path: fitted,
/// fractional, inset and system detents, a popover, both snap policies,
/// push targets and a keyword as a sheet id.
enum SampleSpecs {
    static let checkout = CodegenSpec(
        specPath: "specs/checkout.sheet.yaml", outputFolder: "", outputName: "Checkout",
        sheets: [
            CodegenSheet(
                id: "checkout", typeName: "CheckoutSheetViewController",
                layout: SheetLayout(
                    presentation: .modal, tiers: .oneTierAutomatic,
                    detents: [Detent(id: "fit", height: .fittedToContent(min: .points(220), max: .fraction(0.9)))],
                    initialDetent: "fit", grabber: .visible, cornerRadius: .points(16),
                    dismissal: DismissalRules(swipe: true, tapOutside: true, closeButton: false, confirm: true),
                    navigation: SheetNavigation(pushableSheets: ["checkoutAddress", "default"], interactivePop: true)),
                isKeyboardObserver: false,
                pushTargets: [
                    .init(id: "checkoutAddress", typeName: "AddressSheetViewController"),
                    .init(id: "default", typeName: "Checkout.DefaultSheetViewController"),
                ]),
            CodegenSheet(
                id: "checkoutAddress", typeName: "AddressSheetViewController",
                layout: SheetLayout(
                    presentation: .modal, tiers: .two,
                    detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .insetFromTop(24))],
                    keyboard: .lift,
                    physics: SheetPhysics(snapPolicy: .momentumRedirect(MomentumRedirectSnapPolicy()))),
                isKeyboardObserver: true, pushTargets: []),
        ])

    static let picker = CodegenSpec(
        specPath: "specs/ipad/store \"picker\".sheet.yaml", outputFolder: "ipad", outputName: "StorePicker",
        sheets: [
            CodegenSheet(
                id: "storePicker", typeName: "StorePickerViewController",
                layout: SheetLayout(
                    presentation: .popover, tiers: .one, detents: [.large],
                    popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420.5, alignment: .bottomCenter)),
                isKeyboardObserver: true, pushTargets: []),
        ])
}
