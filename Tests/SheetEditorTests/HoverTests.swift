import Foundation
import SheetDiagnostics
import SheetEditor
import SheetLanguage
import TestSupport
import Testing

/// Hover as an editor asks for it; the numbers and texts are checked
/// against the APIs `sheetspec plan` and `sheetspec explain` use.
struct HoverTests {
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          checkout:
            type: CheckoutViewController
            cornerRadius: 12
            detents:
              - { id: half, fraction: 0.5 }
              - id: tall
                height: 700
            initial: half

        """

    /// A project that keeps two built-in profiles, with `spec` on disk and open.
    static func open(_ marked: String, options: [String: Any]? = nil) throws
        -> (session: ServerSession, file: URL, text: MarkedText, folder: URL)
    {
        let folder = try ScratchFolder.make("lsp-hover")
        try "profiles:\n  only: [iphone-16, iphone-se-3]\n".write(
            to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("checkout.sheet.yaml")
        let text = MarkedText(marked)
        try text.text.write(to: file, atomically: true, encoding: .utf8)
        let session = ServerSession()
        session.initialize(root: folder, options: options)
        _ = session.open(file, text.text)
        return (session, file, text, folder)
    }

    /// The plan as `sheetspec plan` computes it for the project's folder.
    static func plannedHeight(of detent: String, in folder: URL, profile: String) throws -> (String, String) {
        let load = ConfigurationLoader.load(path: folder.appendingPathComponent(".sheetspec.yml").path)
        let options = load.validationOptions(limits: .default, jobs: 1, rules: RuleConfiguration())
        let plan = try #require(SpecPlanner.plan(paths: [folder.path], options: options, strict: false).plan)
        let sheet = try #require(plan.sheets.first { $0.sheet.id == "checkout" })
        let layout = try #require(sheet.profiles.first { $0.profile == profile })
        let height = try #require(layout.screens.first?.detents.first { $0.resolved.id.rawValue == detent })
        let name = try #require(plan.profiles.first { $0.name == profile }).displayName
        return (LengthPrecision.text(height.resolved.height), name)
    }

    @Test func aDetentShowsItsHeightOnEachProfileAsThePlanHasIt() throws {
        let (session, file, text, folder) = try Self.open(
            Self.spec.replacingOccurrences(of: "id: half", with: "id: ha‸lf"))
        let hover = try #require(session.hoverText(file, text))
        for profile in ["iphone-16", "iphone-se-3"] {
            let (height, name) = try Self.plannedHeight(of: "half", in: folder, profile: profile)
            #expect(hover.contains("\(height) pt on \(name)"), "\(hover)")
        }
        #expect(hover.hasPrefix("**half**: "))
        // Profiles the configuration leaves out are not shown.
        #expect(!hover.contains("iPad"))
    }

    @Test func theInitialReferenceAndTheDetentEntryShowTheSameHeights() throws {
        let onEntry = try Self.open(Self.spec.replacingOccurrences(of: "height: 700", with: "height: 7‸00"))
        let entry = try #require(onEntry.session.hoverText(onEntry.file, onEntry.text))
        let (height, name) = try Self.plannedHeight(of: "tall", in: onEntry.folder, profile: "iphone-16")
        #expect(entry.hasPrefix("**tall**: "))
        #expect(entry.contains("\(height) pt on \(name)"), "\(entry)")

        let onInitial = try Self.open(Self.spec.replacingOccurrences(of: "initial: half", with: "initial: h‸alf"))
        let initial = try #require(onInitial.session.hoverText(onInitial.file, onInitial.text))
        let (half, _) = try Self.plannedHeight(of: "half", in: onInitial.folder, profile: "iphone-16")
        #expect(initial.hasPrefix("**half**: "))
        #expect(initial.contains("\(half) pt on \(name)"))
    }

    @Test func aKeyShowsItsDocumentation() throws {
        let (session, file, text, _) = try Self.open(
            Self.spec.replacingOccurrences(of: "cornerRadius", with: "corner‸Radius"))
        let hover = try #require(session.hoverText(file, text))
        let documentation = try #require(SpecOutline.documentation(at: ["sheets", "checkout", "cornerRadius"]))
        #expect(hover == "`cornerRadius`: \(documentation)")
    }

    @Test func aDiagnosticCodeShowsItsExplanation() throws {
        let (session, file, text, _) = try Self.open(Self.spec + "# see SS24‸01.\n")
        let hover = try #require(session.hoverText(file, text))
        let descriptor = try #require(DescriptorCatalog.language.descriptor(named: "SS2401"))
        #expect(hover == "```text\n\(DiagnosticDocumentation.page(descriptor))```")
    }

    /// The example store picker, a popover on iPad: hovering `popover`
    /// shows the frame the plan places it at.
    @Test func aPopoverShowsItsFrameFromThePlan() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let example = try String(
            contentsOf: repository.appendingPathComponent("specs/store-picker.sheet.yaml"), encoding: .utf8)
        let marked = example.replacingOccurrences(of: "presentation: popover", with: "presentation: pop‸over")
        let (session, file, text, folder) = try Self.open(marked)
        let hover = try #require(session.hoverText(file, text))
        #expect(!hover.contains("iPad"))
        try "profiles:\n  only: [ipad-mini-a17-pro]\n".write(
            to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let iPad = ServerSession()
        iPad.initialize(root: folder)
        _ = iPad.open(file, text.text)
        let frames = try #require(iPad.hoverText(file, text))

        let load = ConfigurationLoader.load(path: folder.appendingPathComponent(".sheetspec.yml").path)
        let options = load.validationOptions(limits: .default, jobs: 1, rules: RuleConfiguration())
        let plan = try #require(SpecPlanner.plan(paths: [folder.path], options: options, strict: false).plan)
        let screens = try #require(plan.sheets.first { $0.sheet.id == "storePicker" }?.profiles.first?.screens)
        #expect(!screens.isEmpty)
        for screen in screens {
            let frame = try #require(screen.popover?.placement.frame)
            let size = "\(LengthPrecision.text(frame.size.width)) pt × \(LengthPrecision.text(frame.size.height)) pt"
            #expect(frames.contains("iPad mini (A17 Pro) \(screen.orientation.rawValue): \(size)"), "\(frames)")
        }
    }

    /// Anchored to the app's view, the same popover has a size and no
    /// place: the hover says so instead of printing the stand-in origin.
    @Test func anAnchoredPopoverShowsItsSizeAndNoPosition() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let example = try String(
            contentsOf: repository.appendingPathComponent("specs/store-picker.sheet.yaml"), encoding: .utf8)
        let marked = example.replacingOccurrences(of: "presentation: popover", with: "presentation: pop‸over")
            .replacingOccurrences(of: "alignment: bottomCenter", with: "alignment: anchored")
        let (_, file, text, folder) = try Self.open(marked)
        try "profiles:\n  only: [ipad-mini-a17-pro]\n".write(
            to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let iPad = ServerSession()
        iPad.initialize(root: folder)
        _ = iPad.open(file, text.text)
        let hover = try #require(iPad.hoverText(file, text))
        #expect(hover.contains("Popover size (its position follows the view the app anchors it to):"), "\(hover)")
        #expect(hover.contains("iPad mini (A17 Pro) portrait: 504 pt × "), "\(hover)")
        #expect(!hover.contains(" at ("), "\(hover)")
    }

    @Test func nothingUnderTheCursorGivesNull() throws {
        let (session, file, text, _) = try Self.open(Self.spec + "\n‸\n")
        let reply = session.request(
            "textDocument/hover",
            [
                "textDocument": ["uri": file.absoluteString], "position": text.position,
            ]
        ).reply
        #expect(reply?["result"] is NSNull)
    }
}
