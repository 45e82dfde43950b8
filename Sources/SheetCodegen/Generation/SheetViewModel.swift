import BottomSheetable

/// The values templates render, as Mustache dictionaries. Templates are
/// logic-less, so every string is computed here, already escaped or
/// validated, and every optional piece has an explicit boolean. Keys are
/// distinct per level because Mustache looks a missing key up in outer
/// scopes.
enum SheetViewModel {
    static func spec(_ spec: CodegenSpec, options: CodegenOptions) -> [String: Any] {
        [
            "specPath": SwiftLiteral.commentText(spec.specPath),
            "runtimeModule": options.runtimeModule,
            "access": options.accessLevel == .public ? "public " : "",
            "sheets": spec.sheets.map { sheet($0) },
        ]
    }

    /// The snap policy's arguments, with a boolean naming the policy: a
    /// template section needs a real `false`, since Mustache treats a boxed
    /// `nil` as a value.
    static func snapPolicy(_ policy: SnapPolicy) -> [String: Any] {
        switch policy {
        case .projectedStop(let stop):
            return ["isProjectedStop": true, "isMomentumRedirect": false].merging(projectedStop(stop)) { $1 }
        case .momentumRedirect(let redirect):
            return ["isProjectedStop": false, "isMomentumRedirect": true].merging(momentumRedirect(redirect)) { $1 }
        }
    }

    static func projectedStop(_ stop: ProjectedSnapPolicy) -> [String: Any] {
        [
            "deceleration": SwiftLiteral.number(stop.deceleration),
            "dismissalProgress": SwiftLiteral.number(stop.dismissalProgress),
        ]
    }

    static func momentumRedirect(_ redirect: MomentumRedirectSnapPolicy) -> [String: Any] {
        [
            "projectionRate": SwiftLiteral.number(redirect.projectionRate),
            "redirectThreshold": SwiftLiteral.number(redirect.redirectThreshold),
            "skipsStops": SwiftLiteral.bool(redirect.skipsStops),
            "removalVelocityThreshold": SwiftLiteral.number(redirect.removalVelocityThreshold),
        ]
    }

    static func popover(_ layout: PopoverLayout?) -> [String: Any] {
        guard let layout else { return ["hasPopover": false] }
        return [
            "hasPopover": true,
            "popoverWidth": SwiftLiteral.number(layout.width),
            "popoverPortraitHeight": SwiftLiteral.number(layout.portraitHeight),
            "popoverLandscapeHeight": SwiftLiteral.number(layout.landscapeHeight),
            "popoverAlignment": LayoutExpressions.alignment(layout.alignment),
            "popoverBottomMargin": SwiftLiteral.number(layout.bottomMargin),
        ]
    }

    static func sheet(_ sheet: CodegenSheet) -> [String: Any] {
        let layout = sheet.layout
        let hasFittedDetents = layout.detents.contains {
            if case .fittedToContent = $0.height { return true }
            return false
        }
        let values: [String: Any] = [
            "sheetID": sheet.id,
            "typeName": sheet.typeName,
            "sheetLine": String(sheet.line),
            "presentation": LayoutExpressions.presentation(layout.presentation),
            "tiers": LayoutExpressions.tiers(layout.tiers),
            // A one-element list fits on a line, where swift-format wants no trailing comma.
            "detents": layout.detents.map {
                ["detentExpression": LayoutExpressions.detent($0), "detentSeparator": layout.detents.count > 1 ? "," : ""]
            },
            "initialDetent": LayoutExpressions.detentIdentifier(layout.initialDetent),
            "undimmedThrough": LayoutExpressions.detentIdentifier(layout.undimmedThrough),
            "grabber": LayoutExpressions.grabber(layout.grabber),
            "cornerRadius": LayoutExpressions.cornerRadius(layout.cornerRadius),
            "dismissal": LayoutExpressions.dismissal(layout.dismissal),
            "keyboardPolicy": LayoutExpressions.keyboard(layout.keyboard),
            "scroll": LayoutExpressions.scroll(layout.scroll),
            "spring": LayoutExpressions.spring(layout.physics.spring),
            "rubberBand": LayoutExpressions.rubberBand(layout.physics.rubberBand),
            "navigation": LayoutExpressions.navigation(layout.navigation),
            "isKeyboardObserver": SwiftLiteral.bool(sheet.isKeyboardObserver),
            "confirmsDismissal": layout.dismissal.confirm,
            "hasFittedDetents": hasFittedDetents,
            "hasPushTargets": !sheet.pushTargets.isEmpty,
            "pushTargets": sheet.pushTargets.map {
                ["destinationCase": SwiftIdentifier.memberName($0.id), "destinationType": $0.typeName]
            },
        ]
        return values.merging(snapPolicy(layout.physics.snapPolicy)) { $1 }.merging(popover(layout.popover)) { $1 }
    }
}
