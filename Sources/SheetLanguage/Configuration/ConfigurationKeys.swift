// The keys of `.sheetspec.yml`, as decoder tables: the same `FieldTable`
// machinery as spec files, so unknown keys get the same did-you-mean.

extension RuleConfiguration.Setting: SpecKeyword {}
extension DeviceIdiom: SpecKeyword {}
extension ProfileOS: SpecKeyword {}

/// The top-level keys of the configuration that the language reads; later
/// stages add theirs as `ConfigurationSection`s (code generation's live in
/// SheetCodegen).
enum ConfigurationKey: FieldKey {
    case specs, exclude, rules, os, profiles, popover, requireSuppressionReason

    var spelling: StaticString {
        switch self {
        case .specs: "specs"
        case .exclude: "exclude"
        case .rules: "rules"
        case .os: "os"
        case .profiles: "profiles"
        case .popover: "popover"
        case .requireSuppressionReason: "requireSuppressionReason"
        }
    }

    /// How messages name the root mapping, whichever stage's key it is about.
    static let owner = "the configuration"

    /// SwiftLint's, SwiftGen's and XcodeGen's names for the same settings.
    static let table = FieldTable<ConfigurationKey>(
        owner: owner,
        elsewhere: [
            ("included", .renamed("specs")), ("paths", .renamed("specs")), ("excluded", .renamed("exclude")),
            ("disabled_rules", .renamed("rules")), ("only", .belongsUnder("profiles")), ("add", .belongsUnder("profiles")),
        ])

    var valueSchema: SchemaNode {
        let paths = SchemaNode.anyOf([.string(minLength: 1), .list(of: .string(minLength: 1), minItems: 1)])
        return switch self {
        case .specs: paths.described("Spec files and folders checked when the command line names none (default: `.`).")
        case .exclude: paths.described("Paths and globs (`*`, `?`, `**`) skipped when searching folders for specs.")
        case .rules:
            SchemaNode.dictionary(of: .keyword(RuleConfiguration.Setting.self)).described(
                "Rule name or code → off, warning or error.")
        case .requireSuppressionReason:
            SchemaNode.boolean.described(
                "Whether every `# sheetspec:disable…` comment must say why after its codes (default false).")
        case .os:
            SchemaNode.keyword(ProfileOS.self).described(
                "The OS release of the built-in profiles (default `\(ProfileOS.newest.rawValue)`); `--os` overrides it.")
        case .profiles: SchemaNode.object(ProfilesKey.table).described("Device profiles to keep and to add.")
        case .popover:
            SchemaNode.object(PopoverKey.table).described(
                "The popover layout of every popover sheet that writes none (height, width, alignment, bottomMargin, arrows).")
        }
    }
}

/// The keys of `profiles:`.
enum ProfilesKey: FieldKey {
    case only, add

    var spelling: StaticString {
        switch self {
        case .only: "only"
        case .add: "add"
        }
    }

    static let table = FieldTable<ProfilesKey>(
        owner: "`profiles`", elsewhere: [("keep", .renamed("only")), ("custom", .renamed("add"))])

    var valueSchema: SchemaNode {
        switch self {
        case .only: SchemaNode.list(of: .string(minLength: 1), minItems: 1).described("Built-in profiles to keep.")
        case .add: SchemaNode.list(of: .object(ProfileKey.table)).described("Device profiles of the project's own.")
        }
    }
}

/// The keys of one custom profile under `profiles.add`.
enum ProfileKey: FieldKey {
    case name, displayName, idiom, os, source, portrait, landscape

    var spelling: StaticString {
        switch self {
        case .name: "name"
        case .displayName: "displayName"
        case .idiom: "idiom"
        case .os: "os"
        case .source: "source"
        case .portrait: "portrait"
        case .landscape: "landscape"
        }
    }

    static let table = FieldTable<ProfileKey>(
        owner: "a device profile", required: [.name, .idiom],
        elsewhere: [("device", .renamed("idiom")), ("title", .renamed("displayName"))])

    var valueSchema: SchemaNode {
        switch self {
        case .name: SchemaNode.string(pattern: "^[a-z0-9]+(-[a-z0-9]+)*$").described("kebab-case name, unique.")
        case .displayName: SchemaNode.string(minLength: 1).described("The name messages show.")
        case .idiom: SchemaNode.keyword(DeviceIdiom.self).described("phone or pad.")
        case .os: SchemaNode.string(minLength: 1).described("The OS release the numbers were measured on (`iOS 26`).")
        case .source:
            SchemaNode.string(minLength: 1).described(
                "Where the numbers come from, cited for each of them (default: the project's configuration).")
        case .portrait, .landscape: SchemaNode.object(ScreenKey.table).described("The screen held this way.")
        }
    }
}

/// The keys of a profile's `portrait:` or `landscape:` screen.
enum ScreenKey: FieldKey {
    case width, height, safeArea, keyboard, compactHeight, topGap

    var spelling: StaticString {
        switch self {
        case .width: "width"
        case .height: "height"
        case .safeArea: "safeArea"
        case .keyboard: "keyboard"
        case .compactHeight: "compactHeight"
        case .topGap: "topGap"
        }
    }

    static let table = FieldTable<ScreenKey>(
        owner: "a profile screen", required: [.width, .height, .keyboard],
        elsewhere: [
            ("safeAreaInsets", .renamed("safeArea")), ("insets", .renamed("safeArea")),
            ("keyboardHeight", .renamed("keyboard")),
        ])

    var valueSchema: SchemaNode {
        switch self {
        case .width, .height: SchemaNode.points.described("The window's size in points.")
        case .safeArea: SchemaNode.object(InsetsKey.table).described("Safe-area insets; missing sides are 0.")
        case .keyboard: SchemaNode.points.described("Height of the keyboard's end frame, from the screen's bottom.")
        case .compactHeight: SchemaNode.boolean.described("Compact vertical size class (default: iPhone landscape).")
        case .topGap: SchemaNode.points.described("Gap below the top safe-area edge of a full sheet (default 0).")
        }
    }
}

/// The sides of `safeArea:`.
enum InsetsKey: FieldKey {
    case top, left, bottom, right

    var spelling: StaticString {
        switch self {
        case .top: "top"
        case .left: "left"
        case .bottom: "bottom"
        case .right: "right"
        }
    }

    static let table = FieldTable<InsetsKey>(owner: "`safeArea`")

    var valueSchema: SchemaNode { SchemaNode.points.described("Inset in points.") }
}
