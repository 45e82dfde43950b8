/// The changes between two snapshots, in category, subject and key order. A
/// sheet that only one side has is one change (`sheet`, key `sheet`); its
/// other facts are not listed.
public struct SnapshotDiff: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        public var key: ReportSnapshot.Key
        /// `nil` when the fact is new.
        public var before: String?
        /// `nil` when the fact is gone.
        public var after: String?
    }

    public var changes: [Change]

    public var isEmpty: Bool { changes.isEmpty }

    public init(base: ReportSnapshot, head: ReportSnapshot) {
        func sheets(_ snapshot: ReportSnapshot) -> [String: String] {
            var found: [String: String] = [:]
            for (key, value) in snapshot.facts where key.category == .sheet && key.key == "type" {
                found[key.subject] = value
            }
            return found
        }
        let baseSheets = sheets(base)
        let headSheets = sheets(head)
        let sheetCategories: Set<ReportSnapshot.Category> = [.sheet, .presentation, .heights, .gestures]
        var changes: [Change] = []
        for id in Set(baseSheets.keys).symmetricDifference(headSheets.keys) {
            let type = headSheets[id] ?? baseSheets[id] ?? ""
            let file = (head.facts[ReportSnapshot.Key(category: .sheet, subject: id, key: "file")]
                ?? base.facts[ReportSnapshot.Key(category: .sheet, subject: id, key: "file")]) ?? ""
            let description = "\(type) in \(file)"
            changes.append(
                Change(
                    key: ReportSnapshot.Key(category: .sheet, subject: id, key: "sheet"),
                    before: baseSheets[id] == nil ? nil : description, after: headSheets[id] == nil ? nil : description))
        }
        let onlyOneSide = Set(baseSheets.keys).symmetricDifference(headSheets.keys)
        for key in Set(base.facts.keys).union(head.facts.keys) {
            if sheetCategories.contains(key.category), onlyOneSide.contains(key.subject) { continue }
            let before = base.facts[key]
            let after = head.facts[key]
            if before != after { changes.append(Change(key: key, before: before, after: after)) }
        }
        self.changes = changes.sorted { $0.key < $1.key }
    }
}
