import Foundation
import Testing

/// `--text-size` on `plan`, `render` and `simulate`. The fitted sheet has
/// floor 200 and cap 0.9 of the iPhone SE's 637 pt (573.3); its content is
/// taken as the floor at Large and grows like Body text: 200 · 47 / 17 =
/// 552.941 fits at AX4, 200 · 53 / 17 = 623.529 scrolls at AX5.
extension EveryOptionTests {
    static let textSizeSpec = """
        version: 1
        minimumOS: 16
        sheets:
          card:
            type: CardViewController
            tiers: automatic
            detents:
              - { id: fit, fit: content, min: { height: 200 }, max: { fraction: 0.9 } }
        """

    static let textSize: [OptionCase] = [
        OptionCase(command: "plan", option: "text-size") { project in
            try project.write(textSizeSpec, to: "card.sheet.yaml")
            let base = ["plan", "card.sheet.yaml", "--no-config", "--profile", "iphone-se-3"]
            let plain = try project.run(base)
            #expect(plain.status == 0 && !plain.stdout.contains("textSize"))
            let ax5 = try project.run(base + ["--text-size", "AX5"])
            #expect(ax5.status == 0, "\(ax5.stderr)")
            #expect(ax5.stdout.contains("\"content\": 623.529,\n") && ax5.stdout.contains("\"scrollsFrom\": \"AX5\""))
            let ax4 = try project.run(base + ["--text-size", "ax4"])
            #expect(ax4.stdout.contains("\"content\": 552.941,\n") && ax4.stdout.contains("\"height\": 552.941,\n"))
            #expect(ax4.stdout.contains("\"scrolls\": false,\n"), "portrait fits at AX4")
            let unknown = try project.run(base + ["--text-size", "AX6"])
            #expect(unknown.status != 0 && unknown.stdout.isEmpty && unknown.stderr.contains("AX6"))
            #expect(unknown.stderr.contains("xSmall") && unknown.stderr.contains("AX5"), "\(unknown.stderr)")
        },
        OptionCase(command: "render", option: "text-size") { project in
            try project.write(textSizeSpec, to: "card.sheet.yaml")
            let plain = try rendering(project, "card.sheet.yaml", [])
            let ax5 = try rendering(project, "card.sheet.yaml", ["--text-size", "AX5"])
            #expect(!plain.contains("content at"))
            #expect(ax5.contains("fit content at AX5 · 623.529 pt · scrolls from AX5"), "\(ax5)")
            // A drag too: `note`'s 170 pt is 400 at AX3, where a still release settles.
            try project.write(simulationSpec, to: "sim.sheet.yaml")
            let drag = ["--sheet", "note", "--content-height", "170"] + still
            #expect(try rendering(project, "sim.sheet.yaml", drag).contains(">settles · fit · 170 pt</text>"))
            let dragAX3 = try rendering(project, "sim.sheet.yaml", drag + ["--text-size", "AX3"])
            #expect(dragAX3.contains(">settles · fit · 400 pt"), "\(dragAX3)")
        },
        // `note` fits its content with no floor: a measured 170 pt is 170 · 40 / 17 = 400 at AX3.
        OptionCase(command: "simulate", option: "text-size") { project in
            let plain = try simulating(project, ["--sheet", "note", "--content-height", "170"] + still)
            let ax3 = try simulating(project, ["--sheet", "note", "--content-height", "170", "--text-size", "AX3"] + still)
            #expect(plain["fromHeight"] as? Double == 170 && plain["textSize"] == nil)
            #expect(ax3["fromHeight"] as? Double == 400 && ax3["contentHeight"] as? Double == 170)
            let outcome = ax3["textSize"] as? [String: Any]
            #expect(outcome?["category"] as? String == "AX3" && outcome?["contentHeight"] as? Double == 400)
        },
    ]
}
