import BottomSheetable

/// The values the conformance templates render. Templates are logic-less, so every string is
/// computed here, already escaped or validated, and every optional piece has
/// an explicit boolean. Keys are distinct per level because Mustache looks a
/// missing key up in outer scopes.
enum ConformanceViewModel {
    static func spec(_ spec: CodegenSpec, options: CodegenOptions) -> TemplateContext {
        TemplateContext([
            ("specPath", .text(SwiftLiteral.commentText(spec.specPath))),
            ("runtimeModule", .text(options.runtimeModule)),
            ("access", .text(options.accessLevel == .public ? "public " : "")),
            ("sheets", .list(spec.sheets.map { sheet($0, specPath: spec.specPath) })),
        ])
    }

    /// The snap policy's arguments, with a boolean naming the policy: a
    /// template section needs a real `false`, since Mustache treats a boxed
    /// `nil` as a value.
    static func snapPolicy(_ policy: SnapPolicy) -> TemplateContext {
        switch policy {
        case .projectedStop(let stop):
            return TemplateContext([
                ("isProjectedStop", .flag(true)), ("isMomentumRedirect", .flag(false)), ("isRushingForward", .flag(false)),
                ("isVelocityDirection", .flag(false)),
                ("deceleration", .text(SwiftLiteral.number(stop.deceleration))),
                ("dismissalProgress", .text(SwiftLiteral.number(stop.dismissalProgress))),
            ])
        case .momentumRedirect(let redirect):
            return TemplateContext([
                ("isProjectedStop", .flag(false)), ("isMomentumRedirect", .flag(true)), ("isRushingForward", .flag(false)),
                ("isVelocityDirection", .flag(false)),
                ("projectionRate", .text(SwiftLiteral.number(redirect.projectionRate))),
                ("redirectThreshold", .text(SwiftLiteral.number(redirect.redirectThreshold))),
                ("skipsStops", .text(SwiftLiteral.bool(redirect.skipsStops))),
                ("removalVelocityThreshold", .text(SwiftLiteral.number(redirect.removalVelocityThreshold))),
            ])
        case .rushingForward(let rushing):
            return TemplateContext([
                ("isProjectedStop", .flag(false)), ("isMomentumRedirect", .flag(false)), ("isRushingForward", .flag(true)),
                ("isVelocityDirection", .flag(false)),
                ("minimumVelocity", .text(SwiftLiteral.number(rushing.minimumVelocity))),
                ("projectionDuration", .text(SwiftLiteral.number(rushing.projectionDuration))),
                ("dismissalVelocity", .text(SwiftLiteral.number(rushing.dismissalVelocity))),
            ])
        case .velocityDirection(let direction):
            return TemplateContext([
                ("isProjectedStop", .flag(false)), ("isMomentumRedirect", .flag(false)), ("isRushingForward", .flag(false)),
                ("isVelocityDirection", .flag(true)),
                ("projectionRate", .text(SwiftLiteral.number(direction.projectionRate))),
            ])
        }
    }

    static func popover(_ layout: PopoverLayout?) -> TemplateContext {
        guard let layout else { return TemplateContext([("hasPopover", .flag(false))]) }
        return TemplateContext([
            ("hasPopover", .flag(true)),
            ("popoverWidth", .text(SwiftLiteral.number(layout.width))),
            ("popoverPortraitHeight", .text(SwiftLiteral.number(layout.portraitHeight))),
            ("popoverLandscapeHeight", .text(SwiftLiteral.number(layout.landscapeHeight))),
            ("popoverAlignment", .text(LayoutExpressions.alignment(layout.alignment))),
            ("popoverBottomMargin", .text(SwiftLiteral.number(layout.bottomMargin))),
            ("popoverArrows", .text(LayoutExpressions.arrows(layout.arrows))),
        ])
    }

    static func sheet(_ sheet: CodegenSheet, specPath: String) -> TemplateContext {
        let layout = sheet.layout
        let hasFittedDetents = layout.detents.contains {
            if case .fittedToContent = $0.height { return true }
            return false
        }
        // A one-element list fits on a line, where swift-format wants no trailing comma.
        let detentSeparator = layout.detents.count > 1 ? "," : ""
        var values = TemplateContext([
            ("sheetID", .text(sheet.id)),
            ("typeName", .text(sheet.typeName)),
            ("presentation", .text(LayoutExpressions.presentation(layout.presentation))),
            ("tiers", .text(LayoutExpressions.tiers(layout.tiers))),
            (
                "detents",
                .list(
                    layout.detents.map {
                        TemplateContext([
                            ("detentExpression", .text(LayoutExpressions.detent($0))),
                            ("detentSeparator", .text(detentSeparator)),
                        ])
                    })
            ),
            ("initialDetent", .text(LayoutExpressions.detentIdentifier(layout.initialDetent))),
            ("undimmedThrough", .text(LayoutExpressions.detentIdentifier(layout.undimmedThrough))),
            ("grabber", .text(LayoutExpressions.grabber(layout.grabber))),
            ("cornerRadius", .text(LayoutExpressions.cornerRadius(layout.cornerRadius))),
            ("edgeAttachedInCompactHeight", .text(SwiftLiteral.bool(layout.edgeAttachedInCompactHeight))),
            ("sizing", .text(LayoutExpressions.sizing(layout.sizing))),
            ("dismissal", .text(LayoutExpressions.initializer(layout.dismissal))),
            ("keyboardPolicy", .text(LayoutExpressions.keyboard(layout.keyboard))),
            ("scroll", .text(LayoutExpressions.initializer(layout.scroll))),
            ("spring", .text(LayoutExpressions.initializer(layout.physics.spring))),
            ("rubberBand", .text(LayoutExpressions.initializer(layout.physics.rubberBand))),
            ("navigation", .text(LayoutExpressions.navigation(layout.navigation))),
            ("dimmingColor", .text(LayoutExpressions.color(layout.style.dimmingColor))),
            ("dimmingAlpha", .text(SwiftLiteral.number(layout.style.dimmingAlpha))),
            ("border", .text(LayoutExpressions.border(layout.style.border))),
            ("grabberColor", .text(LayoutExpressions.color(layout.style.grabber.color))),
            ("grabberWidth", .text(SwiftLiteral.number(layout.style.grabber.width))),
            ("grabberHeight", .text(SwiftLiteral.number(layout.style.grabber.height))),
            ("grabberTopGap", .text(SwiftLiteral.number(layout.style.grabber.topGap))),
            ("frame", .text(LayoutExpressions.initializer(layout.frame))),
            // Written only when the spec's `accessibility:` changes a default,
            // so a sheet that says nothing reads as before.
            ("hasAccessibility", .flag(layout.accessibility != SheetAccessibility())),
            ("accessibility", .text(LayoutExpressions.initializer(layout.accessibility))),
            ("isKeyboardObserver", .text(SwiftLiteral.bool(sheet.isKeyboardObserver))),
            ("confirmsDismissal", .flag(layout.dismissal.confirm)),
            ("hasFittedDetents", .flag(hasFittedDetents)),
            ("hasPushTargets", .flag(!sheet.pushTargets.isEmpty)),
            (
                "pushTargets",
                .list(
                    sheet.pushTargets.map {
                        TemplateContext([
                            ("destinationCase", .text(SwiftIdentifier.memberName($0.id))),
                            ("destinationType", .text($0.typeName)),
                        ])
                    })
            ),
        ])
        values.append(contentsOf: SheetPlace.field(specPath: specPath))
        values.append(contentsOf: snapPolicy(layout.physics.snapPolicy))
        values.append(contentsOf: popover(layout.popover))
        return values
    }
}
