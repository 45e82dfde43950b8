#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetIO
import SheetYAML

/// What `sheetspec init` writes: a commented configuration that shows every
/// key, and one example spec that passes `lint --strict`, so a new project
/// starts from files that work and explain themselves.
public enum StarterProject {
    public struct File: Sendable, Equatable {
        /// Relative to the folder `init` runs in.
        public var path: String
        public var contents: String
    }

    public static let files: [File] = [
        File(path: ConfigurationLoader.fileName, contents: configuration),
        File(path: "Specs/example.sheet.yaml", contents: exampleSpec),
    ]

    public enum Outcome: Sendable, Equatable {
        case wrote([String])
        /// Nothing was written: these files exist already.
        case refused(existing: [String])
        case failed(AtomicFileWriter.Failure)
    }

    /// Writes the starter files into `folder`, or nothing at all when any of
    /// them exists: `init` never overwrites a file.
    public static func write(into folder: String) -> Outcome {
        let targets = files.map { (file: $0, path: PathText.joined(folder, $0.path)) }
        let existing = targets.filter { access($0.path, F_OK) == 0 }.map(\.path)
        guard existing.isEmpty else { return .refused(existing: existing) }
        for target in targets {
            let parent = PathText.folder(of: target.path)
            if access(parent, F_OK) != 0, mkdir(parent, 0o777) != 0 {
                return .failed(AtomicFileWriter.Failure(path: parent, reason: String(cString: strerror(errno))))
            }
            if case .failure(let failure) = AtomicFileWriter.write(target.file.contents, to: target.path) {
                return .failed(failure)
            }
        }
        return .wrote(targets.map(\.path))
    }

    static let configuration = """
        # sheetspec project configuration (docs/Configuration.md in sheetspec).
        # sheetspec finds this file by walking up from the folder it runs in.
        # Every key is optional; paths are relative to this file's folder, and
        # command-line flags win over what is set here.

        # Spec files and folders checked when a command names none (default: this folder).
        specs:
          - Specs

        # Paths and globs (`*`, `?`, `**`) skipped when searching folders for specs.
        # exclude:
        #   - Specs/drafts
        #   - "**/*.wip.sheet.yaml"

        # Where `sheetspec generate` writes the generated code.
        output: Generated

        # What `sheetspec generate` writes for each spec. This is the one place
        # that says it: `generate --check`, the pre-commit hook and the SwiftPM
        # plugin read it too. conformance: the BottomSheetable conformance, for
        # the sheets sheetspec presents itself; uikit: UIKit's system sheet;
        # swiftui: SwiftUI's presentation modifiers. Keep the ones you use.
        backends: [conformance, uikit, swiftui]

        # A folder of templates that replace the built-in ones
        # (conformance.swift.mustache, stubs.swift.mustache).
        # templates: SheetTemplates

        # Access level of generated members: internal or public.
        access: internal

        # The module generated code imports for the BottomSheetable protocol.
        module: BottomSheetable

        # Also write <Spec>+BottomSheetable.swift with the hooks to fill in;
        # an existing one is never overwritten.
        stubs: false

        # Rule severities: a rule's name or code, then off, warning or error.
        # `sheetspec explain` lists the rules.
        rules:
          key-order: warning
          # hidden-grabber-with-several-detents: off
          # redundant-value: warning    # opt-in: report defaults written out

        # Whether every `# sheetspec:disable…` comment in a spec must say why
        # after its codes (an error when it does not).
        # requireSuppressionReason: true

        # The devices sheets are resolved on: the built-in profiles to keep
        # (default: all of them), and profiles of your own.
        # profiles:
        #   only: [iphone-se-3, iphone-16, ipad-pro-13-m4]
        #   add:
        #     - name: kiosk-ipad
        #       displayName: Kiosk iPad
        #       idiom: pad
        #       source: measured on our kiosks
        #       portrait:
        #         width: 820
        #         height: 1180
        #         safeArea: { top: 24, bottom: 20 }
        #         keyboard: 320

        # The popover layout of every `presentation: popover` sheet that does
        # not write its own (the keys of a spec's `popover:`); a file's
        # `defaults:` and the sheet's own keys win over it.
        # popover:
        #   height: { portrait: 620, landscape: 420 }
        #   width: 504

        """

    static let exampleSpec = """
        # An example sheet: two detents, a grabber, and a close button. Keys left
        # out take their defaults (a modal sheet that swipes and taps away);
        # docs/SpecReference.md describes every key, `sheetspec lint` checks it
        # and `sheetspec generate` writes its BottomSheetable conformance.
        version: 1
        minimumOS: 16

        sheets:
          example:
            type: ExampleSheetViewController
            detents:
              - id: medium
                system: medium
              - id: large
                system: large
            initial: medium
            grabber: visible
            dismiss:
              closeButton: true

        """
}
