import Foundation
import PropertyBased
import SheetCodegen
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

/// Every key of every settings block, on random specs written as YAML text and
/// run through the library as `generate` and `plan` run them: a key whose
/// value changes must change the generated files' fingerprint (else a no-op
/// `generate` keeps stale files) and the plan, and `extends` must hand each
/// key down unless the child writes its own. PropertyBased shrinks a failing
/// spec to the fewest written keys and prints the seed that replays it.
@Suite struct SettingsFieldPropertyTests {
    /// One code per catalog field: 0 leaves it out, 1–4 pick a value (`FieldValues`).
    static let codes = Gen.int(in: 0...4).array(of: SettingsFieldCatalog.fields.count)
    /// For each field, which two of its values a case compares.
    static let pairs = Gen.int(in: 0...11).array(of: SettingsFieldCatalog.fields.count)

    @Test func everyBlockKeyIsInTheCatalog() throws {
        let schema = Toolchain.repository.appendingPathComponent("docs/sheetspec.schema.json")
        let listed = SettingsFieldCatalog.fields.map(\.path).sorted()
        #expect(try SettingsFieldCatalog.schemaPaths(schema: schema) == listed)
        #expect(listed.count == 40)
    }

    /// Case by case, each field is written with two of its values on the same
    /// random spec (with the keys that make it count, such as `snap: projected`
    /// for `deceleration`): the two specs' generated files have different input
    /// fingerprints, and their plans different JSON. 6 cases, 40 fields each.
    @Test func everyFieldChangesTheFingerprintAndThePlan() async {
        await propertyCheck(count: 6, input: Self.codes, Self.pairs) { codes, pairs in
            let base = SpecSheets(codes: codes)
            for (field, pair) in zip(SettingsFieldCatalog.fields, pairs) {
                let count = field.values.count
                let first = pair % count
                let second = (first + 1 + (pair / count) % (count - 1)) % count
                let specs = [first, second].map { base.with(field, index: $0).text }
                let plans = specs.map(Self.plan)
                #expect(plans[0] != plans[1], "\(field): \(field.values[first]) and \(field.values[second]) plan alike")
                guard field.reachesCode else { continue }
                let generated = specs.map(Self.generate)
                #expect(!generated[0].inputs.isEmpty)
                #expect(
                    generated[0].inputs.values.allSatisfy { !generated[1].inputs.values.contains($0) },
                    "\(field): \(field.values[first]) and \(field.values[second]) give one fingerprint")
            }
        }
    }

    /// Three generations (root → middle → child) of random keys: each key the
    /// child leaves out comes from the nearest ancestor that writes it, and a
    /// key it writes wins. Generating the chain gives the fingerprints and bytes
    /// of the same sheets written out flat, each with the values it should
    /// have inherited. 100 cases.
    @Test func extendsHandsEveryFieldDown() async {
        await propertyCheck(count: 100, input: Self.codes, Self.codes, Self.codes) { root, middle, child in
            let chained = SpecSheets.chain(root, middle, child, flattened: false)
            let flat = SpecSheets.chain(root, middle, child, flattened: true)
            let generated = (Self.generate(chained), Self.generate(flat))
            #expect(generated.0.inputs.count == 1, "one file for the spec's seven sheets")
            #expect(generated.0.inputs == generated.1.inputs, "the chain and its flat copy differ in fingerprint")
            #expect(generated.0.contents == generated.1.contents, "the chain and its flat copy differ in bytes")
        }
    }

    // MARK: - Running the library

    /// Every rule on, but SS2301 (no way for the user to dismiss a sheet): random
    /// `dismiss` keys often turn every gesture off, and the keys must still reach
    /// the output.
    static var validation: ValidationOptions {
        var options = ValidationOptions()
        options.rules = RuleConfiguration(overrides: [DiagnosticCode(2301): .off])
        return options
    }

    /// Relative paths of generated files, and their input fingerprints and contents.
    struct Generated: Equatable {
        var inputs: [String: String] = [:]
        var contents: [String: String] = [:]
    }

    /// `generate` on one spec file (`specs/spec.sheet.yaml` in a new folder)
    /// into a fresh output folder; the fingerprints are the manifest's.
    static func generate(_ text: String) -> Generated {
        let root = ScratchFolder.path("settings-property")
        let specs = root.appendingPathComponent("specs")
        let output = root.appendingPathComponent("Generated").path
        do {
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            try text.write(toFile: specs.path + "/spec.sheet.yaml", atomically: false, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: root) }
            let outcome = SpecGenerator.generate(
                paths: [specs.path], options: GenerationOptions(validation: validation, outputFolder: output, mode: .write))
            let errors = (outcome.report.diagnostics + outcome.diagnostics).filter { $0.severity == .error }
            #expect(outcome.verdict(strict: false) == .passed, "\(errors.map(\.message))\n\(text)")
            var generated = Generated()
            let manifest = try String(contentsOfFile: output + "/.sheetspec-manifest", encoding: .utf8)
            var path: String?
            for line in manifest.split(separator: "\n") {
                if line.hasPrefix("#fingerprint "), let path {
                    generated.inputs[path] = String(line.split(separator: " ")[1])
                } else if !line.hasPrefix("#") {
                    path = String(line)
                    generated.contents[String(line)] = try String(contentsOfFile: output + "/" + line, encoding: .utf8)
                }
            }
            return generated
        } catch {
            Issue.record(error)
            return Generated()
        }
    }

    /// The plan JSON of one spec file, planned in memory.
    static func plan(_ text: String) -> String {
        let loaded = SpecLoader.load(SourceFile(path: "specs/spec.sheet.yaml", text: text), limits: .default)
        guard let plan = SpecPlanner.plan([loaded], options: validation, strict: false).plan else {
            Issue.record("no plan for\n\(text)")
            return ""
        }
        return LayoutPlanWriter.json(plan)
    }
}

/// The sheets of one generated spec: an overlay sheet with every block but
/// `popover`, a popover with that block, and a plain sheet for `push` to name.
struct SpecSheets {
    struct Sheet {
        var id: String
        var presentation: SettingsField.Sheet
        var extends: String?
        var values: FieldValues
    }

    var sheets: [Sheet]

    init(codes: [Int]) {
        sheets = [
            Sheet(id: "sheet", presentation: .overlay, values: FieldValues(codes: codes, sheet: .overlay)),
            Sheet(id: "dialog", presentation: .popover, values: FieldValues(codes: codes, sheet: .popover)),
        ]
    }

    init(sheets: [Sheet]) { self.sheets = sheets }

    /// This spec with `field` written with value `index` on the sheet of its
    /// kind, and the keys it needs to count.
    func with(_ field: SettingsField, index: Int) -> SpecSheets {
        var copy = self
        for position in copy.sheets.indices where copy.sheets[position].presentation == field.sheet {
            for (path, text) in field.context.sorted(by: { $0.key < $1.key }) {
                copy.sheets[position].values = copy.sheets[position].values.with(path, text)
            }
            copy.sheets[position].values = copy.sheets[position].values.with(field.path, index: index)
        }
        return copy
    }

    /// `sheet` → `sheetMid` → `sheetChild`, and the same for `dialog`: each
    /// extending the one before, or (`flattened`) written out with the values
    /// each would inherit.
    static func chain(_ root: [Int], _ middle: [Int], _ child: [Int], flattened: Bool) -> String {
        var sheets: [Sheet] = []
        for (name, kind) in [("sheet", SettingsField.Sheet.overlay), ("dialog", .popover)] {
            let written = [
                FieldValues(codes: root, sheet: kind),
                FieldValues(codes: middle, sheet: kind, fillsRequired: false),
                FieldValues(codes: child, sheet: kind, fillsRequired: false),
            ]
            var inherited = FieldValues()
            for (level, values) in written.enumerated() {
                inherited = values.layered(over: inherited)
                let id = name + ["", "Mid", "Child"][level]
                let parent = level == 0 ? nil : name + ["", "", "Mid"][level]
                sheets.append(
                    Sheet(
                        id: id, presentation: kind, extends: flattened ? nil : parent,
                        values: flattened ? inherited : values))
            }
        }
        return SpecSheets(sheets: sheets).text
    }

    var text: String {
        var text = "version: 1\nsheets:\n"
        for sheet in sheets {
            let type = sheet.id.prefix(1).uppercased() + sheet.id.dropFirst() + "ViewController"
            text += "  \(sheet.id):\n    type: \(type)\n"
            if let extends = sheet.extends { text += "    extends: \(extends)\n" }
            switch sheet.presentation {
            case .overlay:
                text += "    presentation: overlay\n"
                text += "    detents: [{ id: half, fraction: 0.5 }, { id: full, fraction: 0.9 }]\n"
            case .popover:
                text += "    presentation: popover\n"
            }
            text += sheet.values.yaml(indent: "    ")
        }
        return text + "  leaf:\n    type: LeafViewController\n"
    }
}
