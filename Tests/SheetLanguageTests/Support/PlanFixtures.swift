import Foundation
import SheetDiagnostics
import SheetLanguage

/// Example specs loaded as the command line loads them from the repository
/// root (`specs/checkout.sheet.yaml`), so that plans name the same files
/// whether a test or `sheetspec plan specs` made them.
enum PlanFixtures {
    static let exampleNames = RepositoryPaths.files(in: RepositoryPaths.exampleSpecs, endingWith: ".sheet.yaml")

    /// The named specs of `folder` (the example specs unless told), each
    /// under the path `prefix` + its name.
    static func loaded(_ names: [String], in folder: URL = RepositoryPaths.exampleSpecs, prefix: String = "specs/")
        throws -> [LoadedSpec]
    {
        try names.map { name in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            return SpecLoader.load(SourceFile(path: prefix + name, bytes: bytes), limits: .default)
        }
    }

    /// The outcome of `plan` over the named example specs.
    static func outcome(_ names: [String], profiles: [DeviceProfile] = BuiltInProfiles.all) throws -> PlanOutcome {
        SpecPlanner.plan(try loaded(names), options: ValidationOptions(profiles: profiles), strict: false)
    }

    /// Decoded inline spec files, resolved on `profiles`.
    static func resolve(_ texts: [(path: String, text: String)], profiles: [DeviceProfile] = BuiltInProfiles.all)
        -> SpecResolution
    {
        SpecResolver.resolve(files: SpecLoading.files(texts), profiles: profiles)
    }

    /// One inline sheet file resolved; the sheet called `id`.
    static func sheet(_ id: String, in text: String) -> ResolvedSheet? {
        resolve([("inline.sheet.yaml", text)]).sheets.first { $0.id == id }
    }
}
