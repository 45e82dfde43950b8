/// A sheet with `extends` and its file's `defaults:` applied: everything its
/// authors wrote for it, from wherever they wrote it. Built-in defaults are
/// not applied here; the resolver does that, so rules can still tell a value
/// someone wrote from one nobody did.
public struct EffectiveSheet: Hashable, Sendable {
    public var id: Located<String> { storage.id }
    /// The file that declares the sheet.
    public var path: String { storage.path }
    public var declaration: SheetDeclaration { storage.declaration }
    /// The merged settings; each value's `Located.path` says which file it came from.
    public var settings: SheetSettings { storage.settings }
    /// The ids of the `extends` chain, nearest parent first, not including
    /// this sheet. Stops before an unknown id or a cycle (rules report both).
    public var ancestors: [String] { storage.ancestors }
    /// The file's `minimumOS`, the deployment target availability rules check.
    public var minimumOS: Located<OSVersion>? { storage.minimumOS }

    // Every rule loops over every sheet: a copy is one reference count.
    private let storage: Storage

    init(
        id: Located<String>, path: String, declaration: SheetDeclaration, settings: SheetSettings,
        ancestors: [String], minimumOS: Located<OSVersion>?
    ) {
        storage = Storage(
            id: id, path: path, declaration: declaration, settings: settings, ancestors: ancestors, minimumOS: minimumOS)
    }

    public static func == (lhs: EffectiveSheet, rhs: EffectiveSheet) -> Bool {
        let (l, r) = (lhs.storage, rhs.storage)
        return l === r
            || (l.id == r.id && l.path == r.path && l.declaration == r.declaration && l.settings == r.settings
                && l.ancestors == r.ancestors && l.minimumOS == r.minimumOS)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.id)
        hasher.combine(storage.path)
        hasher.combine(storage.declaration)
        hasher.combine(storage.settings)
        hasher.combine(storage.ancestors)
        hasher.combine(storage.minimumOS)
    }

    private final class Storage: Sendable {
        let id: Located<String>
        let path: String
        let declaration: SheetDeclaration
        let settings: SheetSettings
        let ancestors: [String]
        let minimumOS: Located<OSVersion>?

        init(
            id: Located<String>, path: String, declaration: SheetDeclaration, settings: SheetSettings,
            ancestors: [String], minimumOS: Located<OSVersion>?
        ) {
            self.id = id
            self.path = path
            self.declaration = declaration
            self.settings = settings
            self.ancestors = ancestors
            self.minimumOS = minimumOS
        }
    }
}

/// Applies `extends` chains and file defaults to every sheet.
///
/// Precedence, lowest first: the configuration's `popover:` (popover sheets
/// only), the sheet's file `defaults:`, then the sheet it extends (itself
/// fully layered, recursively), then its own keys. A chain that names an
/// unknown sheet or comes back on itself is cut there, so this never fails
/// and never loops; the rules report the broken link.
public enum InheritanceFlattener {
    /// `popoverDefaults` is the configuration's `popover:` block. It fills
    /// only sheets presented as popovers once everything else is layered: a
    /// project setting must not give a modal sheet a `popover` block (which
    /// SS2501 would report against the configuration).
    public static func flatten(_ index: SheetIndex, popoverDefaults: Located<PopoverSettings>? = nil) -> [EffectiveSheet] {
        var cache: [String: SheetSettings] = [:]
        var sheets: [EffectiveSheet] = []
        sheets.reserveCapacity(index.ids.count)
        for id in index.ids {
            guard let entry = index[id] else { continue }
            var settings: SheetSettings
            let chain: [String]
            if entry.declaration.settings.parentID == nil {
                // Most sheets extend nothing: only the file's defaults apply (a
                // sheet extending this one layers and caches it on its own).
                chain = []
                settings = entry.declaration.settings.layered(over: entry.file.defaults?.value ?? SheetSettings())
            } else {
                chain = ancestors(of: id, index: index)
                settings = layeredSettings(of: id, chain: chain, index: index, cache: &cache)
            }
            if let popoverDefaults, settings.presentation?.value == .popover {
                settings.popover = layer(settings.popover, over: popoverDefaults)
            }
            sheets.append(
                EffectiveSheet(
                    id: entry.declaration.id, path: entry.file.path, declaration: entry.declaration,
                    settings: settings, ancestors: chain, minimumOS: entry.file.minimumOS))
        }
        return sheets
    }

    /// Longest `extends` chain followed. Real chains have two or three links;
    /// the cap keeps a hostile file of thousands of chained sheets linear, and
    /// a rule reports chains that reach it.
    public static let maxChainLength = 32

    /// The `extends` chain of a sheet, nearest parent first, walked
    /// iteratively and cut at `maxChainLength` links.
    public static func ancestors(of id: String, index: SheetIndex) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [id]
        var current = index[id]?.declaration.settings.parentID
        while chain.count < maxChainLength, let parent = current, index[parent] != nil, seen.insert(parent).inserted {
            chain.append(parent)
            current = index[parent]?.declaration.settings.parentID
        }
        return chain
    }

    /// Layers the chain from its far end; each link is layered once and
    /// cached. A cyclic chain is layered without the cache: where a cycle is
    /// cut depends on where the walk started, so its results are not shared.
    private static func layeredSettings(
        of id: String, chain: [String], index: SheetIndex, cache: inout [String: SheetSettings]
    ) -> SheetSettings {
        let farEnd = chain.last ?? id
        let isCyclic = index[farEnd]?.declaration.settings.extends.map { index[$0.value] != nil } ?? false
        var inherited: SheetSettings?
        for link in ([id] + chain).reversed() {
            if !isCyclic, let cached = cache[link] {
                inherited = cached
                continue
            }
            guard let entry = index[link] else { continue }
            let defaults = entry.file.defaults?.value ?? SheetSettings()
            let base = inherited.map { $0.layered(over: defaults) } ?? defaults
            let settings = entry.declaration.settings.layered(over: base)
            if !isCyclic { cache[link] = settings }
            inherited = settings
        }
        return inherited ?? SheetSettings()
    }
}
