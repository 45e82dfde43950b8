import SheetDiagnostics

/// The codes of stage 0: reading input and parsing YAML (`SS0xxx`).
///
/// One case per problem, each documented for `sheetspec explain`. Codes are
/// stable: new problems get new numbers, and a retired number stays retired.
public enum InputDiagnostics {
    public static let pathNotFound = DiagnosticDescriptor(
        code: DiagnosticCode(1), name: "path-not-found", severity: .error,
        summary: "A path given on the command line or in the configuration does not exist.",
        explanation: """
            sheetspec could not find a file or folder it was asked to read. Check the spelling and \
            that the path is relative to the folder sheetspec runs in. The run stops with exit status 2 \
            because the input set is incomplete.
            """)

    public static let unreadableFile = DiagnosticDescriptor(
        code: DiagnosticCode(2), name: "unreadable-file", severity: .error,
        summary: "A spec could not be read: permissions, a vanished file, or not a regular file.",
        explanation: """
            The path exists but reading it failed: it may lack read permission, have been deleted \
            between listing and reading, or be a directory, FIFO or device given as a spec. Only regular \
            files are read, so a spec path never blocks on a pipe. The run stops with exit status 2.
            """)

    public static let noSpecFiles = DiagnosticDescriptor(
        code: DiagnosticCode(3), name: "no-spec-files", severity: .error,
        summary: "A folder holds no `*.sheet.yaml` or `*.sheet.yml` files.",
        explanation: """
            Folders are searched recursively for files named `*.sheet.yaml` or `*.sheet.yml`; other \
            YAML files are left alone so that sheetspec can be pointed at a whole source tree. A folder \
            with no spec at all is almost always a wrong path, so the run stops with exit status 2 \
            rather than passing with nothing checked. Rename the specs, or name the files directly.
            """)

    public static let fileTooLarge = DiagnosticDescriptor(
        code: DiagnosticCode(4), name: "file-too-large", severity: .error,
        summary: "A spec is larger than the size limit (32 MiB by default).",
        explanation: """
            The limit keeps a stray multi-gigabyte file from exhausting memory. Real specs are a few \
            kilobytes; split a huge file into several, or raise the limit with `--max-file-size`.
            """)

    public static let unsupportedEncoding = DiagnosticDescriptor(
        code: DiagnosticCode(5), name: "unsupported-encoding", severity: .error,
        summary: "A spec is encoded in UTF-16 or UTF-32; specs must be UTF-8.",
        explanation: """
            libyaml would silently accept UTF-16 with a byte-order mark, but every line and column \
            sheetspec reports, and every byte it generates, assumes UTF-8. Re-save the file as UTF-8 \
            (in Xcode: File Inspector, Text Encoding).
            """)

    public static let invalidUTF8 = DiagnosticDescriptor(
        code: DiagnosticCode(6), name: "invalid-utf8", severity: .error,
        summary: "A spec contains bytes that are not valid UTF-8.",
        explanation: """
            The position points at the first bad byte. This usually means the file was saved in a \
            legacy encoding such as Latin-1, or binary data was pasted into it. Re-save it as UTF-8.
            """)

    public static let controlCharacter = DiagnosticDescriptor(
        code: DiagnosticCode(7), name: "control-character", severity: .error,
        summary: "A spec contains a NUL byte or another control character YAML forbids.",
        explanation: """
            YAML allows tab, line feed and carriage return, but no other C0 control characters. A NUL \
            byte often means the file is UTF-16 without a byte-order mark, or binary data.
            """)

    public static let syntaxError = DiagnosticDescriptor(
        code: DiagnosticCode(10), name: "yaml-syntax", severity: .error,
        summary: "The file is not well-formed YAML.",
        explanation: """
            libyaml could not parse the file. The message names what it expected; the position is \
            where it noticed, which is often just after the real mistake (an unclosed quote or bracket, \
            or a line indented differently from its siblings).
            """)

    public static let tabIndentation = DiagnosticDescriptor(
        code: DiagnosticCode(11), name: "tab-indentation", severity: .error,
        summary: "A tab character is used where YAML needs spaces.",
        explanation: """
            YAML forbids tabs in indentation. Replace the tab with spaces (two per level is the \
            convention in sheetspec's examples); most editors can show tabs and convert them.
            """)

    public static let keyTooLong = DiagnosticDescriptor(
        code: DiagnosticCode(12), name: "key-too-long", severity: .error,
        summary: "A mapping key is longer than the 1,024 characters YAML allows for a plain key.",
        explanation: """
            YAML limits implicit keys to 1,024 characters, and libyaml then reports the misleading \
            "mapping values are not allowed in this context". No sheetspec key is anywhere near that long: \
            the line probably lost a line break, or a value was written where a key belongs.
            """)

    public static let multipleDocuments = DiagnosticDescriptor(
        code: DiagnosticCode(13), name: "multiple-documents", severity: .error,
        summary: "A spec file holds more than one YAML document.",
        explanation: """
            One file is one spec. A `---` line after the first document starts a second one, which \
            sheetspec would otherwise ignore. Move each document into its own `*.sheet.yaml` file, or \
            merge their `sheets:` mappings.
            """)

    public static let nestingTooDeep = DiagnosticDescriptor(
        code: DiagnosticCode(14), name: "nesting-too-deep", severity: .error,
        summary: "Collections are nested deeper than the limit (256 levels).",
        explanation: """
            A real spec nests a handful of levels. The limit is checked while the file is read, so a \
            hostile file of 100,000 `[` fails in milliseconds instead of exhausting the stack.
            """)

    public static let aliasBudgetExceeded = DiagnosticDescriptor(
        code: DiagnosticCode(15), name: "alias-budget-exceeded", severity: .error,
        summary: "Aliases would expand to too many nodes (a 'billion laughs' document).",
        explanation: """
            Anchors (`&name`) and aliases (`*name`) are supported for sharing values, but the number of \
            aliases and the number of nodes they would expand to are bounded, so that a few lines of \
            nested aliases cannot make sheetspec build billions of nodes. Prefer `extends:` and file-level \
            `defaults:` for sharing settings between sheets.
            """)

    public static let unknownAlias = DiagnosticDescriptor(
        code: DiagnosticCode(16), name: "unknown-alias", severity: .error,
        summary: "An alias refers to an anchor that is not defined before it.",
        explanation: """
            An alias `*name` must come after the anchor `&name` it refers to, in the same file. Check \
            the spelling, or move the anchored value above its first use.
            """)

    public static let recursiveAlias = DiagnosticDescriptor(
        code: DiagnosticCode(17), name: "recursive-alias", severity: .error,
        summary: "An alias refers to a collection that contains it.",
        explanation: """
            A node cannot include itself: the value would be infinite. Remove the alias from inside \
            its own anchor.
            """)

    public static let unsupportedTag = DiagnosticDescriptor(
        code: DiagnosticCode(18), name: "unsupported-tag", severity: .error,
        summary: "A node carries a tag outside the YAML core schema (`!!python/object`, `!custom`).",
        explanation: """
            Specs are data, never objects: only `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, \
            `!!seq`, `!!map` and the non-specific `!` are accepted. Remove the tag; write a string in \
            quotes if that is what was meant.
            """)

    public static let complexKey = DiagnosticDescriptor(
        code: DiagnosticCode(19), name: "complex-key", severity: .error,
        summary: "A mapping key is a sequence or a mapping.",
        explanation: """
            Every key in a spec is a name, so keys must be scalars. A `? [a, b]` key, or an alias to a \
            collection used as a key, cannot name anything.
            """)

    public static let mergeKey = DiagnosticDescriptor(
        code: DiagnosticCode(20), name: "merge-key", severity: .error,
        summary: "A `<<` merge key is used.",
        explanation: """
            Merge keys are a YAML 1.1 extension that YAML 1.2 dropped and tools apply differently. \
            sheetspec has explicit sharing instead: `extends: otherSheet` inherits a sheet's settings, \
            and a file's `defaults:` apply to all its sheets.
            """)

    public static let duplicateKey = DiagnosticDescriptor(
        code: DiagnosticCode(21), name: "duplicate-key", severity: .error,
        summary: "A mapping has the same key twice.",
        explanation: """
            YAML forbids duplicate keys, yet many parsers silently keep the last one, so a spec could \
            say two things and mean one. Both places are shown; remove or rename one of them.
            """)

    /// Every stage-0 code, in code order.
    public static let all: [DiagnosticDescriptor] = [
        pathNotFound, unreadableFile, noSpecFiles, fileTooLarge, unsupportedEncoding, invalidUTF8,
        controlCharacter, syntaxError, tabIndentation, keyTooLong, multipleDocuments, nestingTooDeep,
        aliasBudgetExceeded, unknownAlias, recursiveAlias, unsupportedTag, complexKey, mergeKey, duplicateKey,
    ]
}
