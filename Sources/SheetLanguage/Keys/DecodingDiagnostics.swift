import SheetDiagnostics

/// The codes of stage 1: turning the YAML tree into a spec (`SS1xxx`).
///
/// One descriptor per kind of problem, documented for `sheetspec explain`.
/// Codes are stable: new problems get new numbers, and a retired number stays
/// retired.
public enum DecodingDiagnostics {
    public static let emptySpec = DiagnosticDescriptor(
        code: DiagnosticCode(1001), name: "empty-spec", severity: .error,
        summary: "A spec file has no content.",
        explanation: """
            The file is empty, holds only comments, or its whole document is `null`. A spec needs at \
            least `version: 1` and a `sheets:` mapping. Delete the file if it is no longer used, or \
            start it from one of the examples in `specs/`.
            """)

    public static let unsupportedVersion = DiagnosticDescriptor(
        code: DiagnosticCode(1002), name: "unsupported-version", severity: .error,
        summary: "The spec's `version:` is not one this sheetspec understands.",
        explanation: """
            `version:` names the edition of the spec language a file is written in, so that a later \
            edition can change a meaning without silently changing old files. This sheetspec reads \
            version 1 only. Write `version: 1` as a plain integer (not `"1"` or `1.0`), or upgrade \
            sheetspec if the file was written for a newer one.
            """)

    public static let unknownKey = DiagnosticDescriptor(
        code: DiagnosticCode(1003), name: "unknown-key", severity: .error,
        summary: "A mapping has a key the spec language does not define there.",
        explanation: """
            Every mapping in a spec has a fixed set of keys, and an unknown one is an error rather \
            than something to ignore: a misspelt `cornerRadus: 16` would otherwise leave the sheet \
            with the system radius and no hint why. The help names the nearest valid key when there \
            is one, and says where a key belongs when it is valid in another block (`swipe` goes \
            under `dismiss:`). `docs/SpecReference.md` lists every key.
            """)

    public static let typeMismatch = DiagnosticDescriptor(
        code: DiagnosticCode(1004), name: "type-mismatch", severity: .error,
        summary: "A value has the wrong type: a word where a number belongs, a list where a mapping belongs.",
        explanation: """
            Each key takes one kind of value: a number of points, a fraction, `true` or `false`, an \
            id, a list or a mapping. The message says what was expected and shows what was found. \
            Units are never written in a number (`height: 320`, not `320pt`), and a percentage is \
            written as a fraction (`fraction: 0.5`, not `50%`).
            """)

    public static let missingKey = DiagnosticDescriptor(
        code: DiagnosticCode(1005), name: "missing-key", severity: .error,
        summary: "A mapping lacks a key it requires.",
        explanation: """
            A spec needs `version:` and `sheets:`; a sheet needs `type:`; a detent needs `id:` and \
            one height (`system`, `height`, `fraction`, `inset` or `fit`); a popover height given \
            per orientation needs both `portrait:` and `landscape:`. The diagnostic points at the \
            mapping that lacks the key. A sheet that `extends` another still names its own `type`, \
            because each sheet is its own Swift type.
            """)

    public static let emptyValue = DiagnosticDescriptor(
        code: DiagnosticCode(1006), name: "empty-value", severity: .error,
        summary: "A key has no value, or an empty list or mapping where one item at least is needed.",
        explanation: """
            `cornerRadius:` with nothing after it is `null` in YAML, and sheetspec never reads `null` \
            as "use the default": leave the key out to get the default. Empty `sheets:` and \
            `detents:` are errors too, since a file without sheets and a sheet without stops \
            describe nothing. An empty `navigation.push: []` is allowed: it says the sheet pushes \
            nothing, overriding what it inherits.
            """)

    public static let yaml11Boolean = DiagnosticDescriptor(
        code: DiagnosticCode(1007), name: "yaml11-boolean", severity: .error,
        summary: "A YAML 1.1 boolean spelling (`yes`, `no`, `on`, `off`, `True`) is used.",
        explanation: """
            YAML 1.1 read `yes`, `no`, `on`, `off`, `y` and `n` as booleans; YAML 1.2 reads them as \
            strings, and tools disagree about which one they follow (the "Norway problem"). sheetspec \
            accepts exactly `true` and `false`, so that every tool reading a spec sees the same value. \
            The fix replaces the word with its boolean.
            """)

    public static let quotedScalar = DiagnosticDescriptor(
        code: DiagnosticCode(1008), name: "quoted-scalar", severity: .error,
        summary: "A number or boolean is written in quotes, which makes it a string.",
        explanation: """
            `cornerRadius: "16"` and `swipe: "false"` are strings in YAML. sheetspec does not convert \
            them, because a quoted value is usually a sign of a value pasted from somewhere that \
            meant text, and silently accepting `"false"` in one place invites `"no"` in another. \
            Remove the quotes; the fix does it.
            """)

    public static let numberOutOfRange = DiagnosticDescriptor(
        code: DiagnosticCode(1009), name: "number-out-of-range", severity: .error,
        summary: "A number is too large or too small to be represented exactly.",
        explanation: """
            Numbers are read as 64-bit floating point. A number beyond 2^53 (9007199254740992) in \
            magnitude, such as `1e400` or a 40-digit integer, cannot be represented exactly or at \
            all, and one so small that it reads as zero (`1e-400`) would silently become 0. No \
            length on a screen is anywhere near these values; the number is a typo or pasted data.
            """)

    public static let nonFiniteNumber = DiagnosticDescriptor(
        code: DiagnosticCode(1010), name: "non-finite-number", severity: .error,
        summary: "`.nan`, `.inf` or `-.inf` is used as a number.",
        explanation: """
            YAML can spell not-a-number and the infinities, but no height, radius, velocity or \
            ratio in a sheet can be one: layout math with them produces NaN frames at runtime. \
            Write a finite number. For a sheet as tall as possible, use `system: large` or \
            `fraction: 1`.
            """)

    public static let yaml11Number = DiagnosticDescriptor(
        code: DiagnosticCode(1011), name: "yaml11-number", severity: .error,
        summary: "A number uses a YAML 1.1 form (`0x1F`, `0o17`, `017`, `1_000`) whose meaning depends on the tool.",
        explanation: """
            YAML 1.1 reads `017` as octal 15, `0x10` as 16 and `1_000` as 1000; YAML 1.2 reads `017` \
            as 17 and the others as strings. To mean the same thing to every tool, a spec writes \
            plain decimal numbers only. The fix writes the decimal value of what was meant.
            """)

    public static let unknownValue = DiagnosticDescriptor(
        code: DiagnosticCode(1012), name: "unknown-value", severity: .error,
        summary: "A key that takes one of a fixed set of words has another word.",
        explanation: """
            Keys such as `presentation`, `tiers`, `grabber`, `keyboard.policy`, `popover.alignment`, \
            `physics.snap`, `system` and `fit` accept a closed list of words, listed in the message. \
            Words are case-sensitive and camelCase (`bottomCenter`). The help names the nearest \
            word when there is one.
            """)

    public static let conflictingKeys = DiagnosticDescriptor(
        code: DiagnosticCode(1013), name: "conflicting-keys", severity: .error,
        summary: "A mapping has two keys that each give the same thing, such as two heights for one detent.",
        explanation: """
            A detent's height is written in exactly one way: `system`, `height`, `fraction`, \
            `inset` or `fit`. Likewise a height limit is `{ height: … }` or `{ fraction: … }`. \
            With two, the spec would not say which one wins. Keep the one you mean and delete the \
            other.
            """)

    public static let keyNotAllowedHere = DiagnosticDescriptor(
        code: DiagnosticCode(1014), name: "key-not-allowed-here", severity: .error,
        summary: "A known key is used where it has no meaning.",
        explanation: """
            Some keys are valid only in some places: `min` and `max` cap a detent fitted to content \
            (`fit: content`) and mean nothing on a fixed height; `type` and `extends` belong to one \
            sheet and cannot be file `defaults:`. Move the key where it applies, or delete it.
            """)

    public static let invalidIdentifier = DiagnosticDescriptor(
        code: DiagnosticCode(1015), name: "invalid-identifier", severity: .error,
        summary: "A sheet or detent id, or a reference to one, is not a valid identifier.",
        explanation: """
            Ids become Swift identifiers and string constants in generated code, and are referred \
            to from other keys (`initial`, `undimmedThrough`, `extends`, `navigation.push`). They \
            must start with a letter or `_` and contain only ASCII letters, digits and `_`, as in \
            `placeDetails` or `half`. camelCase is the convention.
            """)

    public static let invalidColor = DiagnosticDescriptor(
        code: DiagnosticCode(1016), name: "invalid-color", severity: .error,
        summary: "A colour is not a quoted hex code `\"#RRGGBB\"` or `\"#RRGGBBAA\"`.",
        explanation: """
            The colours of `style:` (`dimmingColor`, `borderColor`, `grabberColor`) are written as \
            design tools hand them off: `#` and six hex digits (red, green, blue), or eight with \
            an alpha last, as in `"#1C1C1E"` or `"#00000066"`. Digits may be upper or lower case. \
            In YAML a `#` after a space starts a comment, so the code must be quoted: \
            `dimmingColor: #000000` is a key with no value. Named colours (`black`), `rgb(…)` and \
            three-digit codes (`#FFF`) are not accepted, since each tool reads them differently.
            """)

    public static let valueOutOfRange = DiagnosticDescriptor(
        code: DiagnosticCode(1017), name: "value-out-of-range", severity: .error,
        summary: "A number is outside the range its key accepts, such as a fraction above 1.",
        explanation: """
            A few keys take a number whose meaning ends at a boundary, and are checked as they are \
            read: `accessibility.textGrowth` is the share of fitted content that grows with the \
            text size, from 0 (none of it) to 1 (all of it); `accessibility.fadeDuration` is the \
            Reduce Motion cross-dissolve in seconds, greater than 0 (for no animation at all write \
            `reduceMotion: instant`) and at most 1 (a longer fade is slower than the spring it \
            replaces). The message gives the range; write a value inside it.
            """)

    /// Every stage-1 code, in code order.
    public static let all: [DiagnosticDescriptor] = [
        emptySpec, unsupportedVersion, unknownKey, typeMismatch, missingKey, emptyValue, yaml11Boolean,
        quotedScalar, numberOutOfRange, nonFiniteNumber, yaml11Number, unknownValue, conflictingKeys,
        keyNotAllowedHere, invalidIdentifier, invalidColor, valueOutOfRange,
    ]
}
