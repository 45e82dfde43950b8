import SheetDiagnostics

/// The codes of the project configuration, `.sheetspec.yml` (`SS40xx`).
///
/// The first five are the configuration's twins of the spec decoder's
/// `SS1003`–`SS1006` and `SS1012`: the same machinery reports them, with the
/// same positions, did-you-mean and fixes, under codes whose explanations
/// talk about the configuration's keys.
public enum ConfigurationDiagnostics {
    public static let unknownKey = DiagnosticDescriptor(
        code: DiagnosticCode(4001), name: "config-unknown-key", severity: .error,
        summary: "`.sheetspec.yml` has a key the configuration does not define there.",
        explanation: """
            The configuration's top level takes `specs`, `exclude`, `output`, `templates`, `access`, \
            `module`, `stubs`, `rules`, `os` and `profiles`; `profiles:` takes `only` and `add`; a custom \
            profile takes `name`, `displayName`, `idiom`, `os`, `source`, `portrait` and `landscape`, and \
            each screen `width`, `height`, `safeArea`, `keyboard`, `compactHeight` and `topGap`. An \
            unknown key is an error rather than something to ignore: a misspelt `exlcude:` would \
            otherwise check the very files it meant to skip. The help names the nearest key, and \
            keys other tools use (`included`, `excluded`, `output_dir`) are pointed at their \
            sheetspec spelling.
            """)

    public static let typeMismatch = DiagnosticDescriptor(
        code: DiagnosticCode(4002), name: "config-type-mismatch", severity: .error,
        summary: "A configuration value has the wrong type.",
        explanation: """
            `specs` and `exclude` take a path or a list of paths; `output`, `templates` and `module` \
            a string; `stubs` and `compactHeight` `true` or `false`; `rules` a mapping from rule \
            names or codes to `off`, `warning` or `error`; `profiles.add` a list of profiles; screen \
            sizes, insets and keyboard heights a number of points. The message says what was \
            expected and shows what was found.
            """)

    public static let missingKey = DiagnosticDescriptor(
        code: DiagnosticCode(4003), name: "config-missing-key", severity: .error,
        summary: "A custom device profile or screen lacks a key it requires.",
        explanation: """
            A profile under `profiles.add` needs `name`, `idiom` and at least one of `portrait` and \
            `landscape`; each screen needs `width`, `height` and `keyboard`, the numbers no default \
            could guess. `displayName` defaults to the name, `os` to "not stated", `source` to the \
            project's configuration (cited for every number, none of them approximate), `safeArea` \
            sides to 0, `compactHeight` to UIKit's rule (an iPhone in landscape) and `topGap` to 0.
            """)

    public static let emptyValue = DiagnosticDescriptor(
        code: DiagnosticCode(4004), name: "config-empty-value", severity: .error,
        summary: "A configuration key has no value.",
        explanation: """
            `output:` with nothing after it is `null` in YAML, and sheetspec never reads `null` as \
            "use the default": delete the key to get the default. Empty lists (`specs: []`, \
            `profiles.only: []`) are errors too, since they would leave nothing to check or no \
            device to check on.
            """)

    public static let unknownValue = DiagnosticDescriptor(
        code: DiagnosticCode(4005), name: "config-unknown-value", severity: .error,
        summary: "A configuration key that takes one of a few words has another word.",
        explanation: """
            `access` is `internal` or `public`; a rule's setting is `off`, `warning` or `error`; a \
            profile's `idiom` is `phone` or `pad`; `os` (the release of the built-in profiles) is \
            `ios-26` or `ios-18`. Words are case-sensitive. The help names the \
            nearest word when there is one.
            """)

    public static let unknownRule = DiagnosticDescriptor(
        code: DiagnosticCode(4006), name: "config-unknown-rule", severity: .error,
        summary: "`rules:` names a rule that does not exist, or a problem that cannot be tuned.",
        explanation: """
            Keys of `rules:` are rule names (`grabber-hidden`) or codes (`SS2102`); `sheetspec \
            explain` lists them. Only validation rules (`SS2xxx`) and resolution diagnostics can \
            be turned off or changed in severity: YAML and decoding problems (`SS0xxx`, `SS1xxx`) \
            leave nothing sound to check, so they are always errors. The help names the nearest \
            rule when the name looks misspelt.
            """)

    public static let unknownProfile = DiagnosticDescriptor(
        code: DiagnosticCode(4007), name: "config-unknown-profile", severity: .error,
        summary: "`profiles.only` names a built-in device profile that does not exist.",
        explanation: """
            `profiles.only:` keeps the built-in profiles it names and drops the others; the names \
            are those `sheetspec plan --help` lists (`iphone-se-3`, `iphone-16`, …). Profiles of \
            your own go under `profiles.add:` and are always kept.
            """)

    public static let invalidProfile = DiagnosticDescriptor(
        code: DiagnosticCode(4008), name: "config-invalid-profile", severity: .error,
        summary: "A custom device profile has a value no device could have.",
        explanation: """
            Every sheet is resolved on every profile, so one impossible profile would produce \
            impossible heights everywhere. A profile's `name` is kebab-case (`kiosk-ipad`) and \
            unique among the profiles added; sizes are positive; insets and the keyboard height are \
            zero or more and smaller than the screen; a portrait screen is taller than wide and a \
            landscape one wider than tall. A profile added under a built-in's name replaces that \
            built-in (to use your own keyboard measurements, for example).
            """)

    public static let pathOutsideProject = DiagnosticDescriptor(
        code: DiagnosticCode(4009), name: "config-path-outside-project", severity: .error,
        summary: "A path in `.sheetspec.yml` is absolute or leaves the folder the configuration is in.",
        explanation: """
            Paths in the configuration are relative to its folder, the project, so that the same \
            file works on every checkout and machine. A path that is absolute or climbs out with \
            `..` would read or, for `output`, write files that belong to no one in the project. \
            Move the configuration up to the folder that holds everything it names.
            """)

    public static let pathNotFound = DiagnosticDescriptor(
        code: DiagnosticCode(4010), name: "config-path-not-found", severity: .error,
        summary: "`specs` or `templates` names a path that does not exist.",
        explanation: """
            The path is relative to the configuration's folder, not to where sheetspec runs. \
            `output` may name a folder that does not exist yet: `generate` creates it.
            """)

    /// Every configuration code, in code order.
    public static let all: [DiagnosticDescriptor] = [
        unknownKey, typeMismatch, missingKey, emptyValue, unknownValue, unknownRule, unknownProfile, invalidProfile,
        pathOutsideProject, pathNotFound,
    ]
}

extension DecodingCodes {
    /// `.sheetspec.yml`: the `SS40xx` codes.
    static let configuration = DecodingCodes(
        unknownKey: ConfigurationDiagnostics.unknownKey, typeMismatch: ConfigurationDiagnostics.typeMismatch,
        missingKey: ConfigurationDiagnostics.missingKey, emptyValue: ConfigurationDiagnostics.emptyValue,
        unknownValue: ConfigurationDiagnostics.unknownValue)
}
