import SheetLanguage

/// Where each spec's files go inside the output folder.
public enum OutputLayout: String, Sendable, CaseIterable {
    /// A spec's files sit in the sub-folder its spec sits in under the root
    /// folder named (`ipad/Picker+BottomSheetable.generated.swift`), named
    /// after the spec in UpperCamelCase.
    case mirrored
    /// Every file in the output folder itself, named after the spec's path
    /// below the root with `/` as `_` and the `.sheet.yaml` suffix dropped
    /// (`ipad_picker+BottomSheetable.generated.swift`). The build-tool plugin
    /// uses it: SwiftPM names object files after source file names, so two
    /// generated files of one name in two folders would fail the build with
    /// "multiple producers". A name that still repeats (`a_b/x` and `a/b_x`)
    /// gets `-2`, `-3` in path order.
    case flat

    /// Flat names for specs at these paths below their roots, in the order
    /// given (path order), repeats numbered.
    static func flatNames(forRelativePaths paths: [String]) -> [String] {
        var used: [String: Int] = [:]
        return paths.map { relative in
            var name = relative.split(separator: "/").joined(separator: "_")
            for suffix in SpecFileFinder.specFileEndings where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
                break
            }
            let count = used[name, default: 0] + 1
            used[name] = count
            return count == 1 ? name : "\(name)-\(count)"
        }
    }
}
