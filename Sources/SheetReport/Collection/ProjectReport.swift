import BottomSheetable
import SheetCodegen
import SheetDiagnostics
import SheetLanguage

/// Everything the site and the diff show of a run's specs: each spec file,
/// its sheets planned on every profile of every release, the
/// standard gestures simulated there, its diagnostics and its generated code.
public struct ProjectReport: Sendable {
    /// By path, in byte order.
    public var specs: [ReportedSpec]
    /// Diagnostics that belong to no spec file (a missing input, a whole-run finding).
    public var runDiagnostics: [Diagnostic]
    /// The releases planned, newest first.
    public var releases: [ProfileOS]
    /// The backends whose code is shown.
    public var backends: [String]
    /// Generation's own problems (only when the specs had no errors).
    public var generationDiagnostics: [Diagnostic]
    /// The newest release's validation, as `validate` reports it.
    public var validation: ValidationReport
    /// The path of the configuration whose `profiles:` changed the built-in
    /// tables the sheets were planned on; `nil` when it has none.
    public var profilesConfiguredIn: String? = nil

    public var sheetCount: Int { specs.reduce(0) { $0 + $1.sheets.count } }
}

/// One spec file.
public struct ReportedSpec: Sendable {
    public var path: String
    public var sheets: [ReportedSheet]
    /// Sorted by position, then code.
    public var diagnostics: [Diagnostic]
    /// The generated files of every backend; empty when the specs had errors.
    public var generated: [GeneratedFile]
}

/// One sheet on every release and profile.
public struct ReportedSheet: Sendable {
    /// As resolved on the newest release (the settings do not depend on it).
    public var sheet: ResolvedSheet
    public var releases: [SheetRelease]
}

/// One sheet on one release's profiles.
public struct SheetRelease: Sendable {
    public var os: ProfileOS
    public var profiles: [DeviceProfile]
    public var plan: SheetPlan
    /// Every standard gesture on every screen where it applies, in profile,
    /// screen and `StandardGesture` order.
    public var gestures: [GestureRun]
}

/// A standard gesture run through `SpecSimulator` on one screen.
public struct GestureRun: Sendable {
    public var gesture: StandardGesture
    public var profile: String
    public var orientation: Orientation
    public var request: SimulationRequest
    public var simulation: SheetSimulation
}
