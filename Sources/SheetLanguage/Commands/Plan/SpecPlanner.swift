import SheetDiagnostics

/// What a `plan` run gave: the validation report, and the plan when the
/// input was clean enough to plan.
public struct PlanOutcome: Sendable {
    public var report: ValidationReport
    /// `nil` when validation failed (errors, or warnings under `strict`).
    public var plan: LayoutPlan?
}

/// The `plan` pipeline: validate exactly as `validate` does (on the chosen
/// profiles), and only when that passes, plan the sheets it resolved.
public enum SpecPlanner {
    public static func plan(paths: [String], options: ValidationOptions, strict: Bool) -> PlanOutcome {
        outcome(of: SpecValidator.run(paths: paths, options: options), options: options, strict: strict)
    }

    /// `plan(paths:options:strict:)` on the one profile called `profile`
    /// (every profile of `options` when `nil`), as `render` and `simulate`
    /// ask for it; an unknown name fails before anything is read.
    public static func plan(
        paths: [String], options: ValidationOptions, strict: Bool, profile: String?
    ) -> Result<PlanOutcome, UnknownProfile> {
        ProfileSelection.select(profile, from: options.profiles).map { selected in
            var options = options
            options.profiles = selected
            return plan(paths: paths, options: options, strict: strict)
        }
    }

    /// The same over files already loaded (tests, editors).
    public static func plan(_ loaded: [LoadedSpec], options: ValidationOptions, strict: Bool) -> PlanOutcome {
        outcome(of: SpecValidator.check(loaded, options: options), options: options, strict: strict)
    }

    private static func outcome(of run: ValidationRun, options: ValidationOptions, strict: Bool) -> PlanOutcome {
        guard run.report.verdict(strict: strict) == .passed else { return PlanOutcome(report: run.report, plan: nil) }
        return PlanOutcome(report: run.report, plan: LayoutPlanner.plan(run.resolution, profiles: options.profiles))
    }
}
