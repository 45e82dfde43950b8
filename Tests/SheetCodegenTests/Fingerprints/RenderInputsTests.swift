import BottomSheetable
import SheetLanguage
import Testing

@testable import SheetCodegen

/// A no-op `generate` skips rendering when the fingerprint of a spec's
/// values matches the manifest's, so every value a template can show must
/// reach the fingerprint.
@Suite struct RenderInputsTests {
    private static func fingerprint(_ spec: CodegenSpec, _ options: CodegenOptions = CodegenOptions()) -> Fingerprint {
        var fingerprint = Fingerprint()
        fingerprint.combine(spec)
        fingerprint.combine(options)
        return fingerprint
    }

    /// Each change to one value gives another fingerprint.
    @Test func everyValueChangesTheFingerprint() {
        let base = SampleSpecs.checkout
        func changed(_ change: (inout SheetLayout) -> Void) -> CodegenSpec {
            var spec = base
            change(&spec.sheets[1].layout)
            return spec
        }
        func sheetChanged(_ change: (inout CodegenSheet) -> Void) -> CodegenSpec {
            var spec = base
            change(&spec.sheets[0])
            return spec
        }
        let variants: [(String, CodegenSpec)] = [
            ("spec path", { var spec = base; spec.specPath += "x"; return spec }()),
            ("output folder", { var spec = base; spec.outputFolder = "sub"; return spec }()),
            ("output name", { var spec = base; spec.outputName = "Other"; return spec }()),
            ("sheet order", { var spec = base; spec.sheets.reverse(); return spec }()),
            ("sheet id", sheetChanged { $0.id = "other" }),
            ("type name", sheetChanged { $0.typeName = "Other" }),
            ("keyboard observer", sheetChanged { $0.isKeyboardObserver.toggle() }),
            ("push target", sheetChanged { $0.pushTargets[0].typeName = "Other" }),
            ("edge attached", changed { $0.edgeAttachedInCompactHeight.toggle() }),
            ("minimum OS", sheetChanged { $0.minimumOS = OSVersion(16, 4) }),
            ("presentation", changed { $0.presentation = .overlay }),
            ("tiers", changed { $0.tiers = .three }),
            ("detent height", changed { $0.detents[0].height = .fraction(0.6) }),
            ("detent kind", changed { $0.detents[0].height = .points(0.5) }),
            ("detent id", changed { $0.detents[0].id = "other" }),
            ("fitted limit", changed { $0.detents[0].height = .fittedToContent(min: nil, max: .points(1)) }),
            ("initial", changed { $0.initialDetent = "full" }),
            ("undimmed", changed { $0.undimmedThrough = "half" }),
            ("grabber", changed { $0.grabber = .hidden }),
            ("corner radius", changed { $0.cornerRadius = .points(3) }),
            ("dismissal", changed { $0.dismissal.confirm.toggle() }),
            ("keyboard", changed { $0.keyboard = .expand }),
            ("scroll", changed { $0.scroll.expandsAtEdge.toggle() }),
            ("snap policy", changed { $0.physics.snapPolicy = .projectedStop(ProjectedSnapPolicy()) }),
            ("spring", changed { $0.physics.spring.damping += 0.01 }),
            ("rubber band", changed { $0.physics.rubberBand.bandsBelowSmallest.toggle() }),
            ("rubber band coefficient", changed { $0.physics.rubberBand.coefficient += 0.01 }),
            ("spring curve", changed { $0.physics.spring.dampingCurve = .ramp }),
            ("dismiss swipe", changed { $0.dismissal.swipe.toggle() }),
            ("popover", changed { $0.popover = PopoverLayout(portraitHeight: 1, landscapeHeight: 2, alignment: .center) }),
            ("navigation", changed { $0.navigation.pushableSheets.append("x") }),
            ("interactive pop", changed { $0.navigation.interactivePop.toggle() }),
            ("frame bottom", changed { $0.frame.bottom = .tabBar }),
            ("frame top", changed { $0.frame.top = .screen }),
            (
                "popover arrows",
                changed {
                    $0.popover = PopoverLayout(portraitHeight: 1, landscapeHeight: 2, alignment: .center, arrows: [.up])
                }
            ),
        ]
        let original = Self.fingerprint(base)
        var seen: [Fingerprint: String] = [original: "original"]
        for (name, variant) in variants {
            let fingerprint = Self.fingerprint(variant)
            #expect(seen[fingerprint] == nil, "\(name) gives the fingerprint of \(seen[fingerprint] ?? "")")
            seen[fingerprint] = name
        }
        let options: [CodegenOptions] = [
            CodegenOptions(accessLevel: .public), CodegenOptions(runtimeModule: "Sheets"),
            CodegenOptions(writesStubs: true), CodegenOptions(fileNaming: .type),
        ]
        for option in options {
            #expect(Self.fingerprint(base, option) != original, "\(option)")
        }
        #expect(Self.fingerprint(base) == original, "the same values give the same fingerprint")
    }

    /// The blocks fed from their field lists (`SheetStyle` with its border
    /// and grabber, `PopoverLayout`, `SheetNavigation`): a change to any one
    /// field, a colour's single channel included, gives another fingerprint,
    /// so a field left out of its list fails here.
    @Test func everyFieldOfTheStylePopoverAndNavigationListsIsFed() {
        let base = SampleSpecs.checkout
        func changed(_ change: (inout SheetLayout) -> Void) -> CodegenSpec {
            var spec = base
            spec.sheets[1].layout.popover = PopoverLayout(
                width: 400, portraitHeight: 600, landscapeHeight: 380, alignment: .center, bottomMargin: 8, arrows: [])
            spec.sheets[1].layout.style.border = SheetBorder(color: SheetColor(red: 0.5, green: 0.5, blue: 0.5), width: 1)
            spec.sheets[1].layout.navigation = SheetNavigation(pushableSheets: ["next"], interactivePop: true, transition: .system)
            change(&spec.sheets[1].layout)
            return spec
        }
        let variants: [(String, CodegenSpec)] = [
            ("dimming red", changed { $0.style.dimmingColor.red = 0.5 }),
            ("dimming green", changed { $0.style.dimmingColor.green = 0.5 }),
            ("dimming blue", changed { $0.style.dimmingColor.blue = 0.5 }),
            ("dimming alpha channel", changed { $0.style.dimmingColor.alpha = 0.5 }),
            ("dimming alpha", changed { $0.style.dimmingAlpha = 0.25 }),
            ("no border", changed { $0.style.border = nil }),
            ("border red", changed { $0.style.border?.color.red = 0.25 }),
            ("border alpha", changed { $0.style.border?.color.alpha = 0.25 }),
            ("border width", changed { $0.style.border?.width = 2 }),
            ("grabber red", changed { $0.style.grabber.color.red = 0.25 }),
            ("grabber blue", changed { $0.style.grabber.color.blue = 0.25 }),
            ("grabber width", changed { $0.style.grabber.width = 50 }),
            ("grabber height", changed { $0.style.grabber.height = 8 }),
            ("grabber top gap", changed { $0.style.grabber.topGap = 9 }),
            ("no popover", changed { $0.popover = nil }),
            ("popover width", changed { $0.popover?.width = 401 }),
            ("popover portrait", changed { $0.popover?.portraitHeight = 601 }),
            ("popover landscape", changed { $0.popover?.landscapeHeight = 381 }),
            ("popover alignment", changed { $0.popover?.alignment = .bottomCenter }),
            ("popover margin", changed { $0.popover?.bottomMargin = 9 }),
            ("popover arrows", changed { $0.popover?.arrows = [.left] }),
            ("pushable sheet", changed { $0.navigation.pushableSheets = ["other"] }),
            ("no pushable sheets", changed { $0.navigation.pushableSheets = [] }),
            ("two pushable sheets", changed { $0.navigation.pushableSheets.append("last") }),
            ("interactive pop", changed { $0.navigation.interactivePop.toggle() }),
            ("transition", changed { $0.navigation.transition = .sheet }),
        ]
        let original = Self.fingerprint(changed { _ in })
        var seen: [Fingerprint: String] = [original: "original"]
        for (name, variant) in variants {
            let fingerprint = Self.fingerprint(variant)
            #expect(seen[fingerprint] == nil, "\(name) gives the fingerprint of \(seen[fingerprint] ?? "")")
            seen[fingerprint] = name
        }
    }

    /// Fingerprints are stored in manifests, so a spec's must not change from one version
    /// to the next unless `PendingFile.fingerprintScheme` is bumped: the checkout spec's is
    /// pinned under each of the four snap policies (tags 1–4 in the words fed).
    @Test func theCheckoutSpecsFingerprintsArePinned() {
        let policies: [(SnapPolicy, String)] = [
            (.projectedStop(ProjectedSnapPolicy()), "b11f96c83c91d149"),
            (.momentumRedirect(MomentumRedirectSnapPolicy()), "86714a4357ad1dc5"),
            (.rushingForward(RushingForwardSnapPolicy()), "aa9a15eb882c8bb2"),
            (.velocityDirection(VelocityDirectionSnapPolicy()), "a2fabccca7f7233c"),
        ]
        for (policy, pinned) in policies {
            var spec = SampleSpecs.checkout
            spec.sheets[1].layout.physics.snapPolicy = policy
            #expect(Self.fingerprint(spec).description == pinned, "\(policy)")
        }
    }

    /// Every stored property is fed: a type that gains one fails here until
    /// `RenderInputs.swift` feeds it and this count is raised. The types with
    /// a field list (the style, its border and grabber, the popover and
    /// navigation among them) are fed from it, and `LayoutFieldsTests` checks
    /// the list; a colour's four channels are the colour field's.
    @Test func everyStoredPropertyIsFed() {
        let sheet = SampleSpecs.checkout.sheets[0]
        let layout = SampleSpecs.picker.sheets[0].layout
        let counts: [(String, Any, Int)] = [
            ("CodegenSpec", SampleSpecs.checkout, 4),
            ("CodegenOptions", CodegenOptions(), 4),
            ("CodegenSheet", sheet, 6),
            ("CodegenSheet.PushTarget", sheet.pushTargets[0], 2),
            ("SheetLayout", layout, 18),
            ("SheetColor", layout.style.dimmingColor, 4),
            ("Detent", layout.detents[0], 2),
            ("SheetPhysics", layout.physics, 3),
            ("ProjectedSnapPolicy", ProjectedSnapPolicy(), 2),
            ("MomentumRedirectSnapPolicy", MomentumRedirectSnapPolicy(), 4),
            ("RushingForwardSnapPolicy", RushingForwardSnapPolicy(), 3),
        ]
        for (name, value, fed) in counts {
            var mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
                mirror = Mirror(reflecting: wrapped)
            }
            #expect(mirror.children.count == fed, "\(name) has \(mirror.children.count) stored properties; RenderInputs.swift feeds \(fed)")
        }
    }
}

/// A detent height's words: its case's tag, then its values. The tags are
/// part of every manifest's fingerprints, so changing one is a change of
/// `PendingFile.fingerprintScheme`, never a side effect.
@Suite struct DetentHeightFingerprintTests {
    private static func of(_ height: DetentHeight) -> Fingerprint {
        var fingerprint = Fingerprint()
        height.combine(into: &fingerprint)
        return fingerprint
    }

    private static func words(_ feed: (inout Fingerprint) -> Void) -> Fingerprint {
        var fingerprint = Fingerprint()
        feed(&fingerprint)
        return fingerprint
    }

    @Test func eachCaseFeedsItsTagThenItsValues() {
        let none: HeightLimit? = nil
        #expect(Self.of(.system(.medium)) == Self.words { $0.combine(UInt64(1)); $0.combine("medium") })
        #expect(Self.of(.points(300)) == Self.words { $0.combine(UInt64(2)); $0.combine(300.0) })
        #expect(Self.of(.fraction(0.5)) == Self.words { $0.combine(UInt64(3)); $0.combine(0.5) })
        #expect(Self.of(.insetFromTop(40)) == Self.words { $0.combine(UInt64(4)); $0.combine(40.0) })
        #expect(Self.of(.fittedToContent(min: nil, max: nil)) == Self.words { $0.combine(UInt64(5)); $0.combine(none); $0.combine(none) })
        #expect(
            Self.of(.pointsByOrientation(portrait: 500, landscape: 300))
                == Self.words { $0.combine(UInt64(6)); $0.combine(500.0); $0.combine(300.0) })
        #expect(Self.of(.hidden) == Self.words { $0.combine(UInt64(7)) })
    }

    /// Each of an orientation pair's two heights reaches the fingerprint.
    @Test func bothHeightsOfAnOrientationPairCount() {
        let base = Self.of(.pointsByOrientation(portrait: 500, landscape: 300))
        #expect(Self.of(.pointsByOrientation(portrait: 501, landscape: 300)) != base)
        #expect(Self.of(.pointsByOrientation(portrait: 500, landscape: 301)) != base)
        #expect(Self.of(.points(500)) != base)
    }
}
