import BottomSheetable
import SheetDiagnostics
import SheetYAML

/// `profiles:` in the configuration: `only:` built-ins to keep, `add:`
/// profiles of the project's own, checked so that no impossible device
/// reaches resolution.
extension DecodingContext {
    mutating func decodeProfiles(_ field: FieldValue) -> ProfileConfiguration? {
        guard expectMapping(field, expected: "a mapping with `only:` and `add:`") else { return nil }
        var profiles = ProfileConfiguration()
        forEachField(of: field.node, table: ProfilesKey.table) { context, key, field in
            switch key {
            case .only: profiles.only = context.builtInProfileNames(field)
            case .add: profiles.added = context.addedProfiles(field)
            }
        }
        return profiles
    }

    /// `only:`: names of built-in profiles, each checked against the table.
    private mutating func builtInProfileNames(_ field: FieldValue) -> [String]? {
        guard expectList(field, expected: "a list of built-in profile names") else { return nil }
        let items = document.items(of: field.node)
        if items.isEmpty {
            reportEmpty(field, expected: "at least one profile name; delete `only:` to keep them all")
            return nil
        }
        let known = BuiltInProfiles.all.map(\.name)
        var names: [String] = []
        for item in items {
            guard let name = text(FieldValue(node: item, key: nil), expected: "a profile name") else { continue }
            guard known.contains(name) else {
                let suggestion = NearestWord.suggestion(for: name, among: known)
                report(
                    ConfigurationDiagnostics.unknownProfile.diagnostic(
                        "no built-in device profile is called `\(name)`", at: span(item), label: "unknown profile",
                        notes: ["the built-in profiles are " + known.map { "`\($0)`" }.joined(separator: ", ")],
                        help: suggestion.map { "did you mean `\($0)`?" } ?? "add your own device under `profiles.add:`",
                        fixes: suggestion.map { [FixIt(span: span(item), replacement: $0)] } ?? []))
                continue
            }
            names.append(name)
        }
        return names
    }

    /// `add:`: a list of profiles with unique kebab-case names.
    private mutating func addedProfiles(_ field: FieldValue) -> [DeviceProfile] {
        guard expectList(field, expected: "a list of device profiles") else { return [] }
        var profiles: [DeviceProfile] = []
        var firstNode: [String: NodeID] = [:]
        for item in document.items(of: field.node) {
            let itemField = FieldValue(node: item, key: nil)
            guard expectMapping(itemField, expected: "a device profile with `name:`, `idiom:` and its screens") else { continue }
            guard let (profile, nameNode) = decodeProfile(item) else { continue }
            if let first = firstNode[profile.name] {
                report(
                    ConfigurationDiagnostics.invalidProfile.diagnostic(
                        "profile `\(profile.name)` is added twice", at: span(nameNode), label: "second profile of this name",
                        secondary: [DiagnosticLabel(span: span(first), message: "first added here")],
                        help: "rename one of them, or delete it"))
                continue
            }
            firstNode[profile.name] = nameNode
            profiles.append(profile)
        }
        return profiles
    }

    /// One profile; `nil` (reported) when any part of it is wrong.
    private mutating func decodeProfile(_ node: NodeID) -> (DeviceProfile, NodeID)? {
        var name: (String, NodeID)?
        var displayName: String?
        var idiom: DeviceIdiom?
        var os: String?
        var source: String?
        var screenFields: [(Orientation, FieldValue)] = []
        let before = diagnostics.count
        forEachField(of: node, table: ProfileKey.table, ownerName: "a device profile") { context, key, field in
            switch key {
            case .name: name = context.profileName(field).map { ($0, field.node) }
            case .displayName: displayName = context.text(field, expected: "the name messages show")
            case .idiom: idiom = context.keywordValue(field, as: DeviceIdiom.self)
            case .os: os = context.text(field, expected: "the OS release the numbers were measured on")
            case .source: source = context.text(field, expected: "where the numbers come from")
            case .portrait: screenFields.append((.portrait, field))
            case .landscape: screenFields.append((.landscape, field))
            }
        }
        if screenFields.isEmpty {
            reportMissing(
                "portrait", in: "a device profile", at: range(node),
                help: "add a `portrait:` screen, a `landscape:` screen, or both")
        }
        guard let idiom else { return nil }
        let citation = source ?? Self.configuredProfileSource
        let screens = screenFields.compactMap { decodeScreen($0.1, orientation: $0.0, idiom: idiom, citation: citation) }
        guard diagnostics.count == before, let (name, nameNode) = name else { return nil }
        let profile = DeviceProfile(
            name: name, displayName: displayName ?? name, idiom: idiom, os: os ?? DeviceProfile.unstatedOS,
            screens: screens, source: citation)
        return (profile, nameNode)
    }

    /// The source of a project's own profile that names none: the team
    /// measured it, so its numbers are its own, not approximate.
    static let configuredProfileSource = "the project's configuration (.sheetspec.yml)"

    /// A kebab-case name (`kiosk-ipad`), as plans and `--profile` spell them.
    private mutating func profileName(_ field: FieldValue) -> String? {
        guard let name = text(field, expected: "a kebab-case profile name") else { return nil }
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        let isKebab = words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        guard isKebab else {
            report(
                ConfigurationDiagnostics.invalidProfile.diagnostic(
                    "`\(name)` is not a kebab-case profile name", at: span(field.node),
                    label: "lower-case letters, digits and single `-`", help: "write a name such as `kiosk-ipad`"))
            return nil
        }
        return name
    }
}
