import SheetDiagnostics
import SheetLanguage

/// One file of the site: a path inside the output folder and its bytes.
public struct SiteFile: Sendable, Hashable {
    public var path: String
    public var contents: String
}

/// The site of a `ProjectReport`, as files (nothing is written here):
/// `index.html`, `report.css`, `report.js`, for each spec
/// `specs/<slug>.html`, `specs/<slug>.data.js` and its pictures in
/// `specs/<slug>.svg`, and `explain/<code>.html` for every code reported.
/// The same report gives the same files, byte for byte.
public enum SiteBuilder {
    public static func files(
        of report: ProjectReport, descriptors: [DiagnosticCode: DiagnosticDescriptor]
    ) -> [SiteFile] {
        var slugs: [String: String] = [:]
        var taken: Set<String> = []
        let folder = commonFolder(of: report.specs.map(\.path))
        for spec in report.specs {
            var name = Substring(spec.path.dropFirst(folder.count))
            for suffix in [".sheet.yaml", ".sheet.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
                name = name.dropLast(suffix.count)
                break
            }
            let base = HTML.slug(String(name))
            var slug = base
            var suffix = 2
            while taken.contains(slug) {
                slug = base + "-\(suffix)"
                suffix += 1
            }
            taken.insert(slug)
            slugs[spec.path] = slug
        }
        let reported = report.specs.flatMap(\.diagnostics) + report.runDiagnostics + report.generationDiagnostics
        let explained = Set(reported.map(\.code).filter { descriptors[$0] != nil })

        var files = [
            SiteFile(path: "index.html", contents: IndexPage(report: report, slugs: slugs, explained: explained).html()),
            SiteFile(path: "report.css", contents: SiteAssets.css),
            SiteFile(path: "report.js", contents: SiteAssets.javascript),
        ]
        for spec in report.specs {
            let slug = slugs[spec.path] ?? "spec"
            var sprite = PictureSprite()
            for (index, sheet) in spec.sheets.enumerated() {
                let section = SheetSection(sheet: sheet, index: index, sprite: slug + ".svg")
                for release in sheet.releases {
                    for profile in release.profiles {
                        let svg = SheetPicture.svg(
                            of: release.plan, on: profile, orientations: profile.screens.map(\.orientation))
                        sprite.add(svg, id: section.pictureID(release.os, profile))
                    }
                }
            }
            let page = SpecPage(spec: spec, slug: slug, explained: explained, pictures: sprite.entries)
            files.append(SiteFile(path: "specs/\(slug).html", contents: page.html()))
            files.append(
                SiteFile(
                    path: "specs/\(slug).data.js", contents: FramesScript.javascript(for: spec, specArgument: spec.path)))
            if !spec.sheets.isEmpty { files.append(SiteFile(path: "specs/\(slug).svg", contents: sprite.svg)) }
        }
        for code in explained.sorted() {
            guard let descriptor = descriptors[code] else { continue }
            files.append(SiteFile(path: "explain/\(code).html", contents: ExplanationPage.html(descriptor)))
        }
        return files
    }

    /// The longest folder (with its `/`) that every path is in; `""` when none.
    static func commonFolder(of paths: [String]) -> String {
        guard var common = paths.first.map({ Array($0.split(separator: "/", omittingEmptySubsequences: false).dropLast()) })
        else { return "" }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? "" : common.joined(separator: "/") + "/"
    }
}
