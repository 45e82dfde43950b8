import Foundation
import Testing

/// Every command-line option of every command reaches what it configures.
///
/// Why: a mutation test deleted the line that hands `--max-file-size` to the
/// file reader; the option became a no-op and no test failed. So this suite
/// asks the binary for its options (`sheetspec <command>
/// --experimental-dump-help`) and holds one case per command and long option
/// that runs the command with and without the option (or with another value)
/// and checks a difference only that option explains: exit status, output,
/// files written or their text. A new option fails
/// `everyOptionOfEveryCommandHasACase` until it has a case here.
///
/// To add a case: append `OptionCase(command: "<command>", option: "<long name>") { project in … }`
/// to the table below (or to one of the helpers that build cases for
/// options many commands share). Run both ways in `project` (a scratch copy
/// of `Project`'s specs, with `--no-config` unless the option is about
/// configuration), and check something that stays the same if the option
/// were ignored would NOT pass: the case must fail when the option is a no-op.
@Suite
struct EveryOptionTests {
    struct OptionCase: Sendable, CustomTestStringConvertible {
        let command: String
        let option: String
        let prove: @Sendable (Project) throws -> Void
        var testDescription: String { "\(command) --\(option)" }
    }

    /// A scratch folder with `Sheets/base.sheet.yaml` and
    /// `Sheets/Sub/child.sheet.yaml` (clean), `warn.sheet.yaml` (one SS3001
    /// warning), `overlay.sheet.yaml` (an SS2302 warning, which `--rule`
    /// can change) and `two.sheet.yaml` (two sheets).
    struct Project: Sendable {
        let folder: URL

        init() throws {
            folder = try CommandRunner.scratchFolder()
            for (path, id, type) in [("Sheets/base", "base", "Base"), ("Sheets/Sub/child", "child", "Child")] {
                try write("version: 1\nminimumOS: 16\nsheets:\n  \(id):\n    type: \(type)ViewController\n"
                    + "    detents: [ { id: large, system: large } ]\n", to: path + ".sheet.yaml")
            }
            try write("""
                version: 1
                minimumOS: 16
                sheets:
                  tall:
                    type: TallViewController
                    detents: [ { id: tall, height: 700 } ]
                """, to: "warn.sheet.yaml")
            try write("""
                version: 1
                minimumOS: 16
                sheets:
                  placeDetails:
                    type: PlaceDetailsViewController
                    presentation: overlay
                    detents: [ { id: large, system: large } ]
                    dismiss: { swipe: true, tapOutside: true }
                """, to: "overlay.sheet.yaml")
            try write("""
                version: 1
                minimumOS: 16
                sheets:
                  first:
                    type: FirstViewController
                    detents: [ { id: large, system: large } ]
                  second:
                    type: SecondViewController
                    detents: [ { id: large, system: large } ]
                """, to: "two.sheet.yaml")
        }

        func run(_ arguments: [String]) throws -> CommandResult { try CommandRunner.run(arguments, in: folder) }

        func write(_ text: String, to path: String) throws {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) }

        func read(_ path: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) }
    }

    // MARK: - Completeness

    struct DumpedCommand: Decodable {
        struct Argument: Decodable { let names: [Name]? }
        struct Name: Decodable { let kind: String, name: String }
        let commandName: String
        let arguments: [Argument]?
        let subcommands: [DumpedCommand]?
    }

    static func dump(_ arguments: [String]) throws -> DumpedCommand {
        struct Tool: Decodable { let command: DumpedCommand }
        let result = try CommandRunner.run(arguments + ["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Tool.self, from: Data(result.stdout.utf8)).command
    }

    @Test func everyOptionOfEveryCommandHasACase() throws {
        let commands = try Set(Self.dump([]).subcommands?.map(\.commandName) ?? []).subtracting(["help"])
        let table = Dictionary(grouping: Self.cases, by: \.command).mapValues { Set($0.map(\.option)) }
        #expect(Self.cases.count == Set(Self.cases.map(\.testDescription)).count, "two cases for one option")
        for command in Set(table.keys).subtracting(commands).sorted() {
            Issue.record("EveryOptionTests has cases for `\(command)`, which is not a command: remove them")
        }
        for command in commands.sorted() {
            let names = try Self.dump([command]).arguments?.flatMap { $0.names ?? [] } ?? []
            let reported = Set(names.filter { $0.kind != "short" }.map(\.name))
                .subtracting(["help", "version", "experimental-dump-help"])
            let listed = table[command] ?? []
            let missing = reported.subtracting(listed).sorted().map { "`\(command) --\($0)` has no case in EveryOptionTests: add one" }
            let stale = listed.subtracting(reported).sorted().map { "`\(command) --\($0)` is not an option any more: remove its case" }
            #expect(reported == listed, "\((missing + stale).joined(separator: "; "))")
        }
        #expect(
            commands.isSuperset(of: ["validate", "lint", "generate", "plan", "render", "simulate", "init", "explain", "schema"]))
    }

    // MARK: - Effects

    @Test(arguments: cases) func optionHasAnEffect(_ option: OptionCase) throws {
        try option.prove(try Project())
    }

    static let cases: [OptionCase] =
        ["validate", "lint", "fix", "generate", "plan", "render", "report"].flatMap(reporting)
        + ["validate", "lint", "fix", "generate", "plan"].flatMap(configuration)
        + ["validate", "lint", "fix", "generate"].map(rule)
        + fix + generate + plan + render + simulate + report + diff + textSize
        + ["lint", "generate", "render"].flatMap(watching)

    /// `fix`'s own option.
    static let fix: [OptionCase] = [
        OptionCase(command: "fix", option: "dry-run") { project in
            try project.write("version: 1\nsheets:\n  a:\n    type: AViewController\n    cornerRadius: \"12\"\n", to: "quoted.sheet.yaml")
            let dry = try project.run(["fix", "quoted.sheet.yaml", "--no-config", "--dry-run"])
            #expect(dry.status == 0 && dry.stdout.contains("+    cornerRadius: 12\n"), "\(dry.stdout)\(dry.stderr)")
            #expect(try project.read("quoted.sheet.yaml").contains("cornerRadius: \"12\""))
            let real = try project.run(["fix", "quoted.sheet.yaml", "--no-config"])
            #expect(real.status == 0 && real.stdout.isEmpty, "\(real.stdout)")
            #expect(try project.read("quoted.sheet.yaml").contains("cornerRadius: 12\n"))
        }
    ]

    /// The command on `spec`, with `--no-config` where it reads configuration.
    static func invocation(_ command: String, _ spec: String) -> [String] {
        switch command {
        case "render": ["render", spec, "--output", "picture.svg"]
        case "report": ["report", spec, "--output", "site"]
        default: [command, spec, "--no-config"]
        }
    }

    /// The stream the command prints diagnostics on, without its `sheetspec:` status lines.
    static func diagnostics(_ command: String, _ result: CommandResult) -> String {
        let stream = ["validate", "lint"].contains(command) ? result.stdout : result.stderr
        return stream.split(separator: "\n").filter { !$0.hasPrefix("sheetspec: ") }.joined(separator: "\n")
    }

    /// `ReportOptions`: every command that checks specs.
    static func reporting(_ command: String) -> [OptionCase] {
        let clean = invocation(command, "Sheets/base.sheet.yaml"), warned = invocation(command, "warn.sheet.yaml")
        return [
            OptionCase(command: command, option: "format") { project in
                let clang = try project.run(warned)
                #expect(clang.status == 0 && diagnostics(command, clang).contains("warning: detent `tall` asks for 700 pt"))
                let json = try project.run(warned + ["--format", "json"])
                let report = try JSONSerialization.jsonObject(with: Data(diagnostics(command, json).utf8)) as? [String: Any]
                let codes = (report?["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
                #expect(json.status == 0 && codes == ["SS3001"], "\(json.stdout)\(json.stderr)")
            },
            OptionCase(command: command, option: "strict") { project in
                let lenient = try project.run(warned), strict = try project.run(warned + ["--strict"])
                #expect(lenient.status == 0 && strict.status == 1, "\(strict.stdout)\(strict.stderr)")
            },
            OptionCase(command: command, option: "quiet") { project in
                let loud = try project.run(clean)
                #expect(loud.status == 0 && loud.stderr.hasPrefix("sheetspec: "), "\(loud.stderr)")
                let quiet = try project.run(clean + ["--quiet"])
                #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
            },
            // The worker count leaves no trace in the output (it is the same
            // whatever the count, by design), so this shows only that the
            // value is read and checked.
            OptionCase(command: command, option: "jobs") { project in
                let zero = try project.run(clean + ["--jobs", "0"])
                #expect(zero.status == 2 && zero.stderr.contains("--jobs must be at least 1"), "\(zero.stderr)")
                #expect(try project.run(clean + ["--jobs", "2"]).status == 0)
            },
            OptionCase(command: command, option: "max-file-size") { project in
                #expect(try project.run(clean).status == 0)
                #expect(try project.run(clean + ["--max-file-size", "1000"]).status == 0)
                let small = try project.run(clean + ["--max-file-size", "10"])
                #expect(small.status == 1, "\(small.stderr)")
                #expect(diagnostics(command, small).contains("over the limit of 10 bytes [SS0004]"))
            },
            OptionCase(command: command, option: "max-diagnostics") { project in
                try project.write(
                    "version: 1\nsheets:\n  a:\n    type: AViewController\n    colour: 1\n    shade: 2\n    tint: 3\n",
                    to: "keys.sheet.yaml")
                let spec = invocation(command, "keys.sheet.yaml")
                let all = try project.run(spec)
                #expect(all.status == 1 && diagnostics(command, all).components(separatedBy: "[SS1003]").count == 4)
                let capped = try project.run(spec + ["--max-diagnostics", "2"])
                let text = diagnostics(command, capped)
                #expect(capped.status == 1 && text.components(separatedBy: "[SS1003]").count == 3, "\(text)")
                #expect(text.hasSuffix("note: and 1 more error in keys.sheet.yaml"
                    + " (at most 2 a file and 20 a run are shown; `--max-diagnostics 0` shows all)"), "\(text)")
            },
        ]
    }

    /// `ProjectOptions`: `specs:` in a configuration replaces the paths.
    static func configuration(_ command: String) -> [OptionCase] {
        let noPaths = "give at least one spec file or folder"
        return [
            OptionCase(command: command, option: "config") { project in
                try project.write("specs: Sheets/base.sheet.yaml\n", to: "custom.yml")
                let configured = try project.run([command, "--config", "custom.yml"])
                #expect(configured.status == 0, "\(configured.stdout)\(configured.stderr)")
                let unconfigured = try project.run([command, "--no-config"])
                #expect(unconfigured.status == 2 && unconfigured.stderr.contains(noPaths))
            },
            OptionCase(command: command, option: "no-config") { project in
                try project.write("specs: Sheets/base.sheet.yaml\n", to: ".sheetspec.yml")
                let configured = try project.run([command])
                #expect(configured.status == 0, "\(configured.stdout)\(configured.stderr)")
                let ignored = try project.run([command, "--no-config"])
                #expect(ignored.status == 2 && ignored.stderr.contains(noPaths), "\(ignored.stderr)")
            },
        ]
    }

    /// `CheckOptions.ruleOverrides`.
    static func rule(_ command: String) -> OptionCase {
        OptionCase(command: command, option: "rule") { project in
            let overlay = invocation(command, "overlay.sheet.yaml")
            let warned = try project.run(overlay)
            #expect(warned.status == 0 && diagnostics(command, warned).contains("warning: `tapOutside` does nothing"))
            let raised = try project.run(overlay + ["--rule", "tap-outside-on-overlay=error"])
            #expect(raised.status == 1 && diagnostics(command, raised).contains("error: `tapOutside` does nothing"))
            let silenced = try project.run(overlay + ["--rule", "SS2302=off"])
            #expect(silenced.status == 0 && !diagnostics(command, silenced).contains("SS2302"))
        }
    }

    static let base = "Base+BottomSheetable.generated.swift", child = "Sub/Child+BottomSheetable.generated.swift"

    /// `generate Sheets --no-config` and `arguments`.
    static func generating(_ project: Project, _ arguments: [String], status: Int32 = 0) throws -> CommandResult {
        let result = try project.run(["generate", "Sheets", "--no-config"] + arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        return result
    }

    static let generate: [OptionCase] = [
        OptionCase(command: "generate", option: "output") { project in
            _ = try generating(project, ["--output", "out"])
            #expect(project.exists("out/" + base) && !project.exists("Generated"))
            _ = try generating(project, [])
            #expect(project.exists("Generated/" + base))
        },
        OptionCase(command: "generate", option: "backend") { project in
            let unknown = try generating(project, ["--backend", "nope"], status: 2)
            #expect(unknown.stderr.contains("no backend is called `nope`") && !project.exists("Generated"))
            _ = try generating(project, ["--backend", "conformance"])
            #expect(project.exists("Generated/" + base))
        },
        OptionCase(command: "generate", option: "templates") { project in
            try project.write("{{%CONTENT_TYPE:TEXT}}\n// from my template\n", to: "Mine/conformance.swift.mustache")
            _ = try generating(project, ["--templates", "Mine", "-o", "a"])
            #expect(try project.read("a/" + base) == "// from my template\n")
            _ = try generating(project, ["-o", "b"])
            #expect(try project.read("b/" + base).contains("extension BaseViewController: BottomSheetable"))
        },
        OptionCase(command: "generate", option: "access") { project in
            // The conformance's requirement members are public either way;
            // the uikit backend's members follow the access.
            let uikit = "Base+UIKit.generated.swift"
            _ = try generating(project, ["--access", "public", "--backend", "uikit", "-o", "a"])
            #expect(try project.read("a/" + uikit).contains("public var sheetSpecDetents"))
            _ = try generating(project, ["--backend", "uikit", "--backend", "conformance", "-o", "b"])
            #expect(try !project.read("b/" + uikit).contains("public "))
            #expect(try project.read("b/" + base).contains("public static let sheetLayout"))
        },
        OptionCase(command: "generate", option: "brief-spec-diagnostics") { project in
            let arguments = ["generate", "warn.sheet.yaml", "--no-config", "--check", "-o", "a"]
            let full = try project.run(arguments)
            #expect(full.stderr.contains("SS3001"))
            let brief = try project.run(arguments + ["--brief-spec-diagnostics"])
            #expect(!brief.stderr.contains("SS3001"), "\(brief.stderr)")
            #expect(brief.stderr.contains("sheetspec: the specs have 1 warning (not shown here"), "\(brief.stderr)")
        },
        OptionCase(command: "generate", option: "module") { project in
            _ = try generating(project, ["--module", "MyKit", "-o", "a"])
            #expect(try project.read("a/" + base).contains("\nimport MyKit\n"))
            _ = try generating(project, ["-o", "b"])
            #expect(try project.read("b/" + base).contains("\nimport BottomSheetable\n"))
        },
        OptionCase(command: "generate", option: "naming") { project in
            _ = try generating(project, ["--naming", "type", "-o", "a"])
            #expect(project.exists("a/BaseViewController+BottomSheetable.generated.swift") && !project.exists("a/" + base))
            _ = try generating(project, ["-o", "b"])
            #expect(project.exists("b/" + base))
        },
        OptionCase(command: "generate", option: "layout") { project in
            _ = try generating(project, ["--layout", "flat", "-o", "a"])
            #expect(project.exists("a/Sub_child+BottomSheetable.generated.swift") && !project.exists("a/Sub"))
            _ = try generating(project, ["-o", "b"])
            #expect(project.exists("b/" + child))
        },
        OptionCase(command: "generate", option: "stubs") { project in
            _ = try generating(project, ["--stubs", "-o", "a"])
            #expect(project.exists("a/Base+BottomSheetable.swift"))
            _ = try generating(project, ["-o", "b"])
            #expect(project.exists("b/" + base) && !project.exists("b/Base+BottomSheetable.swift"))
        },
        // Stubs are off by default, so the configuration turns them on for `--no-stubs` to turn off.
        OptionCase(command: "generate", option: "no-stubs") { project in
            try project.write("stubs: true\n", to: ".sheetspec.yml")
            #expect(try project.run(["generate", "Sheets", "-o", "a"]).status == 0)
            #expect(project.exists("a/Base+BottomSheetable.swift"))
            #expect(try project.run(["generate", "Sheets", "-o", "b", "--no-stubs"]).status == 0)
            #expect(project.exists("b/" + base) && !project.exists("b/Base+BottomSheetable.swift"))
        },
        OptionCase(command: "generate", option: "check") { project in
            let missing = try generating(project, ["--check", "-o", "a"], status: 1)
            #expect(missing.stdout.contains("--- /dev/null\n+++ b/a/" + base) && !project.exists("a"))
            _ = try generating(project, ["-o", "a"])
            let current = try generating(project, ["--check", "-o", "a"])
            #expect(current.stdout.isEmpty)
        },
        OptionCase(command: "generate", option: "dry-run") { project in
            let dry = try generating(project, ["--dry-run", "-o", "a"])
            #expect(dry.stdout == "write\ta/\(base)\nwrite\ta/\(child)\n" && !project.exists("a"))
            let wet = try generating(project, ["-o", "a"])
            #expect(wet.stdout.isEmpty && project.exists("a/" + base))
        },
        OptionCase(command: "generate", option: "list-outputs") { project in
            let listed = try generating(project, ["--list-outputs", "-o", "a"])
            #expect(listed.stdout == "a/\(base)\na/\(child)\n" && !project.exists("a"))
            let written = try generating(project, ["-o", "a"])
            #expect(written.stdout.isEmpty && project.exists("a/" + base))
        },
        OptionCase(command: "generate", option: "only") { project in
            _ = try generating(project, ["--only", "Sheets/base.sheet.yaml", "-o", "a"])
            #expect(project.exists("a/" + base) && !project.exists("a/" + child))
            _ = try generating(project, ["-o", "b"])
            #expect(project.exists("b/" + base) && project.exists("b/" + child))
        },
        OptionCase(command: "generate", option: "output-file") { project in
            _ = try generating(project, ["--only", "Sheets/base.sheet.yaml", "--output-file", "one/base.swift"])
            #expect(try project.read("one/base.swift").contains("extension BaseViewController") && !project.exists("Generated"))
            _ = try generating(project, ["--only", "Sheets/base.sheet.yaml"])
            #expect(project.exists("Generated/" + base) && !project.exists("one/" + base))
        },
    ]

    static let plan: [OptionCase] = [
        OptionCase(command: "plan", option: "profile") { project in
            let every = try project.run(["plan", "Sheets/base.sheet.yaml", "--no-config"])
            #expect(every.status == 0 && every.stdout.contains("\"iphone-se-3\"") && every.stdout.contains("\"iphone-16\""))
            let one = try project.run(["plan", "Sheets/base.sheet.yaml", "--no-config", "--profile", "iphone-16"])
            #expect(one.status == 0 && one.stdout.contains("\"iphone-16\"") && !one.stdout.contains("iphone-se-3"))
        },
        // The built-in profiles on iOS 17–18: the iPhone 16 keeps a 10 pt top gap (852 − 59 − 10 − 34 = 749).
        OptionCase(command: "plan", option: "os") { project in
            let newest = try project.run(["plan", "Sheets/base.sheet.yaml", "--no-config", "--profile", "iphone-16"])
            let older = try project.run(["plan", "Sheets/base.sheet.yaml", "--no-config", "--profile", "iphone-16", "--os", "ios-18"])
            #expect(newest.status == 0 && newest.stdout.contains("\"os\": \"iOS 26\"") && newest.stdout.contains("\"availableHeight\": 759"))
            #expect(older.status == 0 && older.stdout.contains("\"os\": \"iOS 17–18\"") && older.stdout.contains("\"availableHeight\": 749"))
            let unknown = try project.run(["plan", "Sheets/base.sheet.yaml", "--no-config", "--os", "ios-17"])
            #expect(unknown.status != 0 && unknown.stderr.contains("ios-17"))
        },
        OptionCase(command: "plan", option: "output") { project in
            let printed = try project.run(["plan", "Sheets/base.sheet.yaml", "--no-config"])
            #expect(printed.status == 0 && printed.stdout.contains("\"planVersion\"") && !project.exists("plan.json"))
            let written = try project.run(["plan", "Sheets/base.sheet.yaml", "--no-config", "--output", "plan.json"])
            #expect(written.status == 0 && written.stdout.isEmpty)
            #expect(try project.read("plan.json") == printed.stdout)
        },
    ]

    /// `render` on `spec` to `picture.svg` with `arguments`; the picture's text.
    static func rendering(_ project: Project, _ spec: String, _ arguments: [String]) throws -> String {
        let result = try project.run(["render", spec, "--output", "picture.svg"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try project.read("picture.svg")
    }

    static let render: [OptionCase] = [
        OptionCase(command: "render", option: "sheet") { project in
            let unchosen = try project.run(["render", "two.sheet.yaml", "--output", "picture.svg"])
            #expect(unchosen.status == 2 && unchosen.stderr.contains("choose one with --sheet"))
            #expect(try rendering(project, "two.sheet.yaml", ["--sheet", "first"]).contains(">first · FirstViewController"))
            #expect(try rendering(project, "two.sheet.yaml", ["--sheet", "second"]).contains(">second · SecondViewController"))
        },
        OptionCase(command: "render", option: "profile") { project in
            let smallest = try rendering(project, "Sheets/base.sheet.yaml", [])
            let chosen = try rendering(project, "Sheets/base.sheet.yaml", ["--profile", "iphone-16"])
            #expect(smallest.contains("(iphone-se-3) · portrait") && chosen.contains("(iphone-16) · portrait"))
        },
        OptionCase(command: "render", option: "os") { project in
            let newest = try rendering(project, "Sheets/base.sheet.yaml", ["--profile", "iphone-16"])
            let older = try rendering(project, "Sheets/base.sheet.yaml", ["--profile", "iphone-16", "--os", "ios-18"])
            #expect(newest.contains(">large · 759 pt") && older.contains(">large · 749 pt"))
        },
        OptionCase(command: "render", option: "orientation") { project in
            #expect(try rendering(project, "Sheets/base.sheet.yaml", []).contains("(iphone-se-3) · portrait 375 × 667"))
            let landscape = try rendering(project, "Sheets/base.sheet.yaml", ["--orientation", "landscape"])
            #expect(landscape.contains("(iphone-se-3) · landscape 667 × 375"))
        },
        OptionCase(command: "render", option: "release-height") { project in
            try project.write(simulationSpec, to: "sim.sheet.yaml")
            let high = try rendering(project, "sim.sheet.yaml", ["--sheet", "stops", "--release-height", "600", "--velocity", "0"])
            let low = try rendering(project, "sim.sheet.yaml", ["--sheet", "stops", "--release-height", "350", "--velocity", "0"])
            #expect(high.contains(">let go · 600 pt</text>") && high.contains(">settles · full · 637 pt · approximate</text>"))
            #expect(low.contains(">let go · 350 pt</text>") && low.contains(">settles · half · 318.5 pt · approximate</text>"))
        },
        // At 400: still → 400; 1,500 up → 400 + 1500²/1600 = 1806.25.
        OptionCase(command: "render", option: "velocity") { project in
            try project.write(simulationSpec, to: "sim.sheet.yaml")
            let still = try rendering(project, "sim.sheet.yaml", ["--sheet", "stops", "--release-height", "400", "--velocity", "0"])
            let up = try rendering(project, "sim.sheet.yaml", ["--sheet", "stops", "--release-height", "400", "--velocity", "1500"])
            #expect(still.contains(">projected stop · 400 pt</text>") && up.contains(">projected stop · 1806.25 pt</text>"))
        },
        OptionCase(command: "render", option: "from") { project in
            try project.write(simulationSpec, to: "sim.sheet.yaml")
            let initial = try rendering(project, "sim.sheet.yaml", ["--sheet", "stops"] + EveryOptionTests.still)
            let half = try rendering(project, "sim.sheet.yaml", ["--sheet", "stops", "--from", "half"] + EveryOptionTests.still)
            #expect(initial.contains(">caught at · full · 637 pt</text>") && half.contains(">caught at · half · 318.5 pt</text>"))
        },
        OptionCase(command: "render", option: "keyboard") { project in
            try project.write(simulationSpec, to: "sim.sheet.yaml")
            let plain = try rendering(project, "sim.sheet.yaml", ["--sheet", "stops"] + EveryOptionTests.still)
            let keyboard = try rendering(project, "sim.sheet.yaml", ["--sheet", "stops", "--keyboard"] + EveryOptionTests.still)
            #expect(!plain.contains(">keyboard · ") && keyboard.contains(">keyboard · 260 pt</text>"))
        },
        OptionCase(command: "render", option: "content-height") { project in
            try project.write(simulationSpec, to: "sim.sheet.yaml")
            let capped = try rendering(project, "sim.sheet.yaml", ["--sheet", "note"] + EveryOptionTests.still)
            let measured = try rendering(
                project, "sim.sheet.yaml", ["--sheet", "note", "--content-height", "300"] + EveryOptionTests.still)
            #expect(capped.contains(">caught at · fit · 637 pt</text>") && measured.contains(">caught at · fit · 300 pt</text>"))
        },
        OptionCase(command: "render", option: "refuse-dismissal") { project in
            try project.write(simulationSpec, to: "sim.sheet.yaml")
            let flick = ["--sheet", "note", "--content-height", "300", "--release-height", "100", "--velocity", "-500"]
            let yes = try rendering(project, "sim.sheet.yaml", flick)
            let no = try rendering(project, "sim.sheet.yaml", flick + ["--refuse-dismissal"])
            #expect(yes.contains(">dismissed</text>") && yes.contains("answered true"))
            #expect(no.contains(">settles · fit · 300 pt</text>") && no.contains("answered false"))
        },
        // `--output` is required, so the other run writes elsewhere.
        OptionCase(command: "render", option: "output") { project in
            let first = try project.run(["render", "Sheets/base.sheet.yaml", "--output", "a.svg"])
            #expect(try first.status == 0 && project.read("a.svg").contains("<svg ") && !project.exists("b.svg"))
            let second = try project.run(["render", "Sheets/base.sheet.yaml", "--output", "b.svg"])
            #expect(try second.status == 0 && project.read("b.svg") == project.read("a.svg"))
        },
    ]
}
