/// How many diagnostics a report shows, per file and per run, as compilers
/// cap theirs: one broken file (200,000 unknown keys) must not bury the rest
/// of a CI log or an editor under megabytes of text. Only what is shown is
/// capped; counts, the summary and the exit status always take every
/// diagnostic into account.
public struct DiagnosticLimit: Sendable, Equatable {
    /// The most diagnostics shown for one file; `nil` for no limit.
    public var perFile: Int?
    /// The most shown in the whole run; `nil` for no limit.
    public var perRun: Int?

    /// The default of the commands: `--max-diagnostics 100`.
    public static let defaultPerFile = 100
    /// A run shows at most this many times the per-file limit, so a run over
    /// thousands of broken files stays readable too.
    public static let runFactor = 10

    /// Everything shown.
    public static let none = DiagnosticLimit(perFile: nil, perRun: nil)

    public init(perFile: Int?, perRun: Int?) {
        self.perFile = perFile
        self.perRun = perRun
    }

    /// The limit `--max-diagnostics maximum` sets: `maximum` per file and
    /// `runFactor` times that per run; 0 means no limit at all.
    public init(maxPerFile maximum: Int) {
        self = maximum <= 0 ? .none : DiagnosticLimit(perFile: maximum, perRun: maximum * Self.runFactor)
    }
}

/// Diagnostics of one file that a report left out, by severity.
public struct OmittedDiagnostics: Sendable, Equatable {
    public var path: String
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public var count: Int { errors + warnings + notes }

    public init(path: String) {
        self.path = path
    }

    mutating func count(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }

    /// "and 199,900 more errors in big.sheet.yaml", the most severe kind first.
    public var sentence: String {
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 more error" : "\(errors) more errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 more warning" : "\(warnings) more warnings") }
        if notes > 0 { parts.append(notes == 1 ? "1 more note" : "\(notes) more notes") }
        return "and " + parts.joined(separator: ", ") + " in " + path
    }
}

/// A report's diagnostics after a `DiagnosticLimit`: those shown, in report
/// order, and what was left out of each file, in the order files first
/// appear. One pass with one dictionary: linear in the diagnostics.
public struct CappedDiagnostics: Sendable {
    public var shown: [Diagnostic]
    public var omitted: [OmittedDiagnostics]
    public var limit: DiagnosticLimit

    public var isTruncated: Bool { !omitted.isEmpty }
    public var omittedCount: Int { omitted.reduce(0) { $0 + $1.count } }

    /// Diagnostics without a place (a missing input, a failed write) are
    /// always shown: there are few, and they say why a run could not go on.
    public init(_ diagnostics: [Diagnostic], limit: DiagnosticLimit) {
        self.limit = limit
        guard limit != .none else {
            shown = diagnostics
            omitted = []
            return
        }
        var shown: [Diagnostic] = []
        var shownPerFile: [String: Int] = [:]
        var omittedIndex: [String: Int] = [:]
        var omitted: [OmittedDiagnostics] = []
        for diagnostic in diagnostics {
            guard let path = diagnostic.span?.path else {
                shown.append(diagnostic)
                continue
            }
            let fileCount = shownPerFile[path, default: 0]
            let fits = fileCount < (limit.perFile ?? .max) && shown.count < (limit.perRun ?? .max)
            if fits {
                shown.append(diagnostic)
                shownPerFile[path] = fileCount + 1
                continue
            }
            let index: Int
            if let known = omittedIndex[path] {
                index = known
            } else {
                index = omitted.count
                omittedIndex[path] = index
                omitted.append(OmittedDiagnostics(path: path))
            }
            omitted[index].count(diagnostic.severity)
        }
        self.shown = shown
        self.omitted = omitted
    }

    /// The closing line for one file's omissions, as the text formats print it.
    public func closingLine(for omission: OmittedDiagnostics) -> String {
        var line = omission.sentence
        if let perFile = limit.perFile, let perRun = limit.perRun {
            line += " (at most \(perFile) a file and \(perRun) a run are shown; `--max-diagnostics 0` shows all)"
        }
        return line
    }
}
