import SheetIO
import SheetLanguage

/// Groups resolved sheets into the per-spec inputs of code generation.
enum CodegenSpecs {
    /// One `CodegenSpec` per spec file that declares sheets, in path order,
    /// its sheets in source order. `roots` are the folders the user named:
    /// a spec found under one keeps its sub-folder in the output, so two
    /// `checkout.sheet.yaml` in different folders never collide.
    /// `jobs` workers build the specs (each sheet's layout) side by side.
    /// With the `.flat` layout every spec's files go in the output folder
    /// itself, under its flat name.
    static func make(
        from resolution: SpecResolution, roots: [String], layout: OutputLayout = .mirrored, jobs: Int = 1
    ) -> [CodegenSpec] {
        let all = resolution.sheets
        let typesByID = Dictionary(all.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first })
        // Positions are grouped, not the large sheet values.
        let byFile = Dictionary(grouping: all.indices, by: { all[$0].source.path })
        let paths = byFile.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let flatNames = layout == .flat ? OutputLayout.flatNames(forRelativePaths: paths.map { relativePath(of: $0, under: roots) }) : []
        return parallelMap(count: paths.count, jobs: jobs) { index in
            let path = paths[index]
            let sheets = byFile[path, default: []].sorted { all[$0].source.range.start < all[$1].source.range.start }
                .lazy.map { all[$0] }
            let relative = relativePath(of: path, under: roots)
            let components = relative.split(separator: "/")
            return CodegenSpec(
                specPath: displayPath(of: path, under: roots),
                outputFolder: layout == .flat ? "" : components.dropLast().joined(separator: "/"),
                outputName: layout == .flat ? flatNames[index] : CodegenSpec.outputName(forSpecFile: String(components.last ?? "")),
                sheets: sheets.map { sheet in
                    CodegenSheet(
                        id: sheet.id, typeName: sheet.type, layout: sheet.layout,
                        isKeyboardObserver: sheet.observesKeyboard,
                        pushTargets: sheet.navigation.pushableSheets.compactMap { target in
                            typesByID[target].map { CodegenSheet.PushTarget(id: target, typeName: $0) }
                        }, minimumOS: sheet.minimumOS)
                })
        }
    }

    /// `specs/ipad/picker.sheet.yaml` under the root `specs` is
    /// `ipad/picker.sheet.yaml`; a file named on its own keeps only its name.
    /// Components that could leave the output folder are dropped.
    static func relativePath(of path: String, under roots: [String]) -> String {
        let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        for root in roots.sorted(by: { $0.count > $1.count }) {
            var folder = root.hasPrefix("./") ? String(root.dropFirst(2)) : root
            while folder.hasSuffix("/") { folder.removeLast() }
            if folder == "." || folder.isEmpty { return safe(normalized) }
            if normalized.hasPrefix(folder + "/") { return safe(String(normalized.dropFirst(folder.count + 1))) }
        }
        return String(normalized.split(separator: "/").last ?? Substring(normalized))
    }

    /// The spec's path as generated headers print it: the root folder's name
    /// and the path below it (`specs/checkout.sheet.yaml`), whether the root
    /// was given as `specs`, `./specs` or an absolute path, so output does not
    /// depend on where sheetspec ran.
    static func displayPath(of path: String, under roots: [String]) -> String {
        let relative = relativePath(of: path, under: roots)
        let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        for root in roots.sorted(by: { $0.count > $1.count }) {
            var folder = root.hasPrefix("./") ? String(root.dropFirst(2)) : root
            while folder.hasSuffix("/") { folder.removeLast() }
            guard folder != "." && !folder.isEmpty, normalized.hasPrefix(folder + "/") else { continue }
            return (folder.split(separator: "/").last.map { $0 + "/" } ?? "") + relative
        }
        return relative
    }

    private static func safe(_ relative: String) -> String {
        // Almost every path is already safe; checking bytes first spares
        // splitting and joining it on every `generate`.
        if OutputPath.isSafe(relative) { return relative }
        return relative.split(separator: "/").filter { $0 != "." && $0 != ".." && !$0.hasPrefix(".") }.joined(separator: "/")
    }
}
