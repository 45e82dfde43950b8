import BottomSheetable
import SheetLanguage

/// One resolved sheet, as the generator needs it: every value explicit.
public struct CodegenSheet: Sendable, Hashable {
    public struct PushTarget: Sendable, Hashable {
        public var id: String
        public var typeName: String

        public init(id: String, typeName: String) {
            self.id = id
            self.typeName = typeName
        }
    }

    public var id: String
    public var typeName: String
    public var layout: SheetLayout
    public var isKeyboardObserver: Bool
    public var pushTargets: [PushTarget]
    /// The `minimumOS` of the sheet's file; `nil` when it gives none. The
    /// `uikit` backend derives its `@available` attributes from it.
    public var minimumOS: OSVersion?

    public init(
        id: String, typeName: String, layout: SheetLayout, isKeyboardObserver: Bool,
        pushTargets: [PushTarget], minimumOS: OSVersion? = nil
    ) {
        self.id = id
        self.typeName = typeName
        self.layout = layout
        self.isKeyboardObserver = isKeyboardObserver
        self.pushTargets = pushTargets
        self.minimumOS = minimumOS
    }
}

/// The sheets of one spec file, which become one generated file (and one stub).
public struct CodegenSpec: Sendable, Hashable {
    /// The spec's path as printed in the generated header (relative, `/`-separated).
    public var specPath: String
    /// The output files' folder, relative to the output folder (`""` for its top).
    public var outputFolder: String
    /// `Checkout` for `checkout.sheet.yaml`: the generated files' name.
    public var outputName: String
    public var sheets: [CodegenSheet]

    public init(specPath: String, outputFolder: String, outputName: String, sheets: [CodegenSheet]) {
        self.specPath = specPath
        self.outputFolder = outputFolder
        self.outputName = outputName
        self.sheets = sheets
    }

    /// `comment-composer.sheet.yaml` → `CommentComposer`: words split at
    /// `-`, `_`, `.` and spaces, each capitalised; other characters dropped.
    public static func outputName(forSpecFile fileName: String) -> String {
        var base = Substring(fileName)
        for suffix in [".sheet.yaml", ".sheet.yml", ".yaml", ".yml"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        let words = base.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first, !first.isNumber else { return "Spec" + name }
        return name
    }
}

/// Choices that shape the generated code.
public struct CodegenOptions: Sendable, Hashable {
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `internal`
        case `public`
    }

    /// How generated files are named and split.
    public enum FileNaming: String, Sendable, CaseIterable {
        /// One file per spec, named after it: `Checkout+BottomSheetable.generated.swift`.
        case spec
        /// One file per sheet, named after its type: `CheckoutViewController+BottomSheetable.generated.swift`.
        case type
    }

    public var accessLevel: AccessLevel
    /// The module that defines `BottomSheetable`, imported by generated code.
    public var runtimeModule: String
    /// Whether to write the hook stubs (only where they do not exist yet).
    public var writesStubs: Bool
    public var fileNaming: FileNaming

    public init(
        accessLevel: AccessLevel = .internal, runtimeModule: String = "BottomSheetable", writesStubs: Bool = false,
        fileNaming: FileNaming = .spec
    ) {
        self.accessLevel = accessLevel
        self.runtimeModule = runtimeModule
        self.writesStubs = writesStubs
        self.fileNaming = fileNaming
    }
}
