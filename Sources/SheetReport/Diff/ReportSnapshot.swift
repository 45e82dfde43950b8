import SheetDiagnostics
import SheetLanguage

/// What `diff` compares of one tree of specs: facts in the terms users care
/// about, each a (category, subject, key) with a value printed the way the
/// plan prints it.
public struct ReportSnapshot: Sendable, Equatable {
    public enum Category: String, Sendable, CaseIterable, Comparable {
        /// A sheet's type and file; a sheet added or removed is one fact here.
        case sheet
        /// How each screen shows the sheet (`sheet`, `full screen`, `popover`).
        case presentation
        /// Each active detent's height on each screen.
        case heights
        /// Each standard gesture's outcome on each screen.
        case gestures
        /// Each file's diagnostics, by code and message.
        case diagnostics
        /// The generated types and members, by backend.
        case api

        public var title: String {
            switch self {
            case .sheet: "identity"
            case .presentation: "presentation path"
            case .heights: "detent heights"
            case .gestures: "gesture outcomes"
            case .diagnostics: "diagnostics"
            case .api: "generated API"
            }
        }

        public static func < (lhs: Category, rhs: Category) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public struct Key: Sendable, Hashable, Comparable {
        public var category: Category
        /// A sheet id (sheet facts), a file (diagnostics) or a backend (API).
        public var subject: String
        public var key: String

        public static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.category != rhs.category { return lhs.category < rhs.category }
            if lhs.subject != rhs.subject { return lhs.subject.utf8.lexicographicallyPrecedes(rhs.subject.utf8) }
            return lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8)
        }
    }

    public var facts: [Key: String]

    /// The value of a generated type or member: only its presence is compared.
    public static let declared = "declared"

    /// No specs at all (a revision without the spec folder).
    public static let empty = ReportSnapshot(facts: [:])

    init(facts: [Key: String]) { self.facts = facts }

    /// The facts of a report, its spec paths taken relative to `root` (so two
    /// checkouts of the same specs compare equal).
    public init(_ report: ProjectReport, root: String) {
        var facts: [Key: String] = [:]
        func relative(_ path: String) -> String {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        for spec in report.specs {
            let file = relative(spec.path)
            for sheet in spec.sheets {
                let id = sheet.sheet.id
                facts[Key(category: .sheet, subject: id, key: "type")] = sheet.sheet.type
                facts[Key(category: .sheet, subject: id, key: "file")] = file
                for release in sheet.releases {
                    for layout in release.plan.profiles {
                        for screen in layout.screens {
                            let screenKey = ScreenNames.key(release.os, layout.profile, screen.orientation.rawValue)
                            facts[Key(category: .presentation, subject: id, key: screenKey)] =
                                ScreenNames.presentation(screen.presentedAs)
                            for detent in screen.detents {
                                facts[Key(category: .heights, subject: id, key: "\(screenKey) \(detent.resolved.id.rawValue)")] =
                                    LengthPrecision.text(detent.resolved.height)
                            }
                        }
                    }
                    for run in release.gestures {
                        let screenKey = ScreenNames.key(release.os, run.profile, run.orientation.rawValue)
                        facts[Key(category: .gestures, subject: id, key: "\(screenKey) \(run.gesture.rawValue)")] =
                            Self.outcome(run.simulation)
                    }
                }
            }
            for diagnostic in spec.diagnostics {
                let key = Key(category: .diagnostics, subject: file, key: "\(diagnostic.code) \(diagnostic.message)")
                facts[key] = diagnostic.severity.rawValue
            }
            for generated in spec.generated {
                let name = generated.relativePath.split(separator: "/").last.map(String.init) ?? generated.relativePath
                let backend = name.split(separator: "+").dropFirst().first?.split(separator: ".").first.map(String.init) ?? name
                let api = GeneratedAPI.read(generated.contents)
                for type in api.types { facts[Key(category: .api, subject: backend, key: type)] = Self.declared }
                for member in api.members { facts[Key(category: .api, subject: backend, key: member)] = Self.declared }
            }
        }
        for diagnostic in report.runDiagnostics {
            facts[Key(category: .diagnostics, subject: "", key: "\(diagnostic.code) \(diagnostic.message)")] =
                diagnostic.severity.rawValue
        }
        self.facts = facts
    }

    /// `settled on medium at 431.5` or `dismissed`.
    static func outcome(_ simulation: SheetSimulation) -> String {
        guard simulation.outcome == .settled else { return "dismissed" }
        let end = simulation.frames.last?.height ?? simulation.height
        return "settled on \(simulation.detent?.rawValue ?? "?") at \(LengthPrecision.text(end))"
    }
}
