import Foundation
import Testing

/// `simulate`'s options, in their own file to keep the table readable.
extension EveryOptionTests {
    static let simulationSpec = """
        version: 1
        minimumOS: 16
        sheets:
          stops:
            type: StopsViewController
            detents:
              - { id: half, fraction: 0.5 }
              - { id: full, system: large }
            initial: full
            keyboard: { policy: lift }
            navigation: { push: [note] }
          note:
            type: NoteViewController
            tiers: automatic
            detents: [ { id: fit, fit: content } ]
            dismiss: { confirm: true }
        """

    /// `simulate sim.sheet.yaml` with `arguments` (on the smallest iPhone unless told):
    /// `stops` (half 318.5, full 637 on the iPhone SE on iOS 26: 667 − 20 − 10 top gap; `lift` with the
    /// keyboard; pushes `note`) and `note` (content-sized, `confirm`).
    static func simulating(_ project: Project, _ arguments: [String], status: Int32 = 0) throws -> [String: Any] {
        try project.write(simulationSpec, to: "sim.sheet.yaml")
        let result = try project.run(["simulate", "sim.sheet.yaml"] + arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        guard status == 0 else { return ["stderr": result.stderr] }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }

    static let still = ["--release-height", "400", "--velocity", "0"]

    static let simulate: [OptionCase] = [
        OptionCase(command: "simulate", option: "sheet") { project in
            let stops = try simulating(project, ["--sheet", "stops"] + still)
            let note = try simulating(project, ["--sheet", "note"] + still)
            #expect(stops["sheet"] as? String == "stops" && stops["fromDetent"] as? String == "full")
            #expect(note["sheet"] as? String == "note" && note["fromDetent"] as? String == "fit")
            let unknown = try simulating(project, ["--sheet", "nope"] + still, status: 2)
            #expect((unknown["stderr"] as? String)?.contains("no sheet is called `nope`") == true)
        },
        OptionCase(command: "simulate", option: "profile") { project in
            let smallest = try simulating(project, ["--sheet", "stops"] + still)
            let chosen = try simulating(project, ["--sheet", "stops", "--profile", "iphone-16"] + still)
            #expect(smallest["profile"] as? String == "iphone-se-3" && smallest["fromHeight"] as? Double == 637)
            #expect(chosen["profile"] as? String == "iphone-16" && chosen["fromHeight"] as? Double == 759)
        },
        // The iPhone SE keeps 20 pt below its status bar on iOS 17–18: 667 − 20 − 20 = 627.
        OptionCase(command: "simulate", option: "os") { project in
            let newest = try simulating(project, ["--sheet", "stops"] + still)
            let older = try simulating(project, ["--sheet", "stops", "--os", "ios-18"] + still)
            #expect(newest["fromHeight"] as? Double == 637 && older["fromHeight"] as? Double == 627)
        },
        OptionCase(command: "simulate", option: "orientation") { project in
            let portrait = try simulating(project, ["--sheet", "note"] + still)
            let landscape = try simulating(project, ["--sheet", "note", "--orientation", "landscape"] + still)
            #expect(portrait["orientation"] as? String == "portrait" && portrait["fromHeight"] as? Double == 637)
            #expect(landscape["orientation"] as? String == "landscape" && landscape["fromHeight"] as? Double == 375)
        },
        OptionCase(command: "simulate", option: "from") { project in
            let initial = try simulating(project, ["--sheet", "stops"] + still)
            let half = try simulating(project, ["--sheet", "stops", "--from", "half"] + still)
            #expect(initial["fromDetent"] as? String == "full" && initial["fromHeight"] as? Double == 637)
            #expect(half["fromDetent"] as? String == "half" && half["fromHeight"] as? Double == 318.5)
        },
        // Released still: the nearest detent (half 318.5, full 637).
        OptionCase(command: "simulate", option: "release-height") { project in
            let high = try simulating(project, ["--sheet", "stops", "--release-height", "600", "--velocity", "0"])
            let low = try simulating(project, ["--sheet", "stops", "--release-height", "350", "--velocity", "0"])
            #expect(high["releaseHeight"] as? Double == 600 && high["detent"] as? String == "full")
            #expect(low["releaseHeight"] as? Double == 350 && low["detent"] as? String == "half")
        },
        // At 400: still → half; 1,500 up → 400 + 1500²/1600 = 1806.25 → full.
        OptionCase(command: "simulate", option: "velocity") { project in
            let still = try simulating(project, ["--sheet", "stops", "--release-height", "400", "--velocity", "0"])
            let up = try simulating(project, ["--sheet", "stops", "--release-height", "400", "--velocity", "1500"])
            #expect(still["projectedHeight"] as? Double == 400 && still["detent"] as? String == "half")
            #expect(up["projectedHeight"] as? Double == 1806.25 && up["detent"] as? String == "full")
            // A drag needs both numbers: either alone is refused before anything runs, exit 2.
            for alone in [["--release-height", "400"], ["--velocity", "1500"]] {
                let missing = try project.run(["simulate", "sim.sheet.yaml", "--sheet", "stops"] + alone)
                #expect(missing.status == 2 && missing.stdout.isEmpty, "\(alone): \(missing.stdout)")
                #expect(
                    missing.stderr.contains("Give --release-height and --velocity for a drag, or --action."),
                    "\(alone): \(missing.stderr)")
            }
        },
        // `lift` rests higher by the keyboard's overlap (260 on the iPhone SE, no bottom inset): 318.5 + 260 = 578.5.
        OptionCase(command: "simulate", option: "keyboard") { project in
            let plain = try simulating(project, ["--sheet", "stops", "--from", "half"] + still)
            let keyboard = try simulating(project, ["--sheet", "stops", "--from", "half", "--keyboard"] + still)
            #expect(plain["keyboardHeight"] as? Double == 0 && plain["fromHeight"] as? Double == 318.5)
            #expect(keyboard["keyboardHeight"] as? Double == 260 && keyboard["fromHeight"] as? Double == 578.5)
        },
        OptionCase(command: "simulate", option: "content-height") { project in
            let capped = try simulating(project, ["--sheet", "note"] + still)
            let measured = try simulating(project, ["--sheet", "note", "--content-height", "300"] + still)
            #expect(capped["contentHeight"] is NSNull && capped["fromHeight"] as? Double == 637)
            #expect(measured["contentHeight"] as? Double == 300 && measured["fromHeight"] as? Double == 300)
        },
        // 100 − 500²/1600 < 0: dismissed when `confirm` is answered true, back to 300 when refused.
        OptionCase(command: "simulate", option: "refuse-dismissal") { project in
            let flick = ["--sheet", "note", "--content-height", "300", "--release-height", "100", "--velocity", "-500"]
            let yes = try simulating(project, flick)
            let no = try simulating(project, flick + ["--refuse-dismissal"])
            #expect(yes["askedShouldDismiss"] as? Bool == true && yes["outcome"] as? String == "dismissed")
            #expect(no["shouldDismissAnswer"] as? Bool == false && no["outcome"] as? String == "settled")
            #expect(no["height"] as? Double == 300)
        },
        // From half (318.5) `note` is pushed: capped at 637 (content not measured); it pops back after the drag.
        OptionCase(command: "simulate", option: "push") { project in
            let alone = try simulating(project, ["--sheet", "stops", "--from", "half"] + still)
            let pushed = try simulating(project, ["--sheet", "stops", "--from", "half", "--push", "note"] + still)
            let navigation = pushed["navigation"] as? [String: Any]
            #expect(alone["navigation"] is NSNull && pushed["fromDetent"] as? String == "fit")
            #expect(navigation?["rootHeight"] as? Double == 318.5 && navigation?["pushedHeight"] as? Double == 637)
            #expect(navigation?["poppedDetent"] as? String == "half" && navigation?["poppedHeight"] as? Double == 318.5)
            let refused = try simulating(project, ["--sheet", "note", "--push", "stops"] + still, status: 2)
            #expect((refused["stderr"] as? String)?.contains("cannot push `stops`") == true)
        },
        OptionCase(command: "simulate", option: "pushed-content-height") { project in
            let push = ["--sheet", "stops", "--from", "half", "--push", "note"]
            let measured = try simulating(project, push + ["--pushed-content-height", "300"] + still)
            #expect((measured["navigation"] as? [String: Any])?["pushedHeight"] as? Double == 300)
            let alone = try simulating(project, ["--sheet", "stops", "--pushed-content-height", "300"] + still, status: 2)
            #expect((alone["stderr"] as? String)?.contains("--pushed-content-height needs --push") == true)
        },
        // Released still at 400 from full: half (318.5) is nearer. The spring runs 400 → 318.5 over
        // many frames; with Reduce Motion the sheet is at 318.5 from the first frame after the
        // release and rests after 0.25 s (frames 0, 1/60, …, 15/60).
        OptionCase(command: "simulate", option: "reduce-motion") { project in
            let spring = try simulating(project, ["--sheet", "stops"] + still)
            let fade = try simulating(project, ["--sheet", "stops", "--reduce-motion"] + still)
            let springHeights = (spring["frames"] as? [[String: Any]] ?? []).compactMap { $0["height"] as? Double }
            let fadeFrames = fade["frames"] as? [[String: Any]] ?? []
            #expect(spring["detent"] as? String == "half" && fade["detent"] as? String == "half")
            #expect(springHeights.first == 400 && springHeights.count > 16 && springHeights.contains { $0 != 318.5 })
            #expect(fadeFrames.count == 16 && fade["duration"] as? Double == 0.25)
            #expect(fadeFrames.allSatisfy { $0["height"] as? Double == 318.5 })
        },
        // stops rests on full (637): decrement settles on half (318.5), announced "Half, 1 of 2";
        // escape then dismisses (the default `escape: dismiss`); a drag's options are refused beside it.
        OptionCase(command: "simulate", option: "action") { project in
            let run = try simulating(project, ["--sheet", "stops", "--action", "decrement", "--action", "escape"])
            let steps = run["actions"] as? [[String: Any]] ?? []
            #expect(steps.map { $0["action"] as? String } == ["decrement", "escape"])
            #expect(steps.first?["detent"] as? String == "half" && steps.first?["height"] as? Double == 318.5)
            #expect(steps.first?["announcements"] as? [String] == ["Half, 1 of 2"])
            #expect(steps.last?["dismissed"] as? Bool == true && run["outcome"] as? String == "dismissed")
            let both = try simulating(project, ["--sheet", "stops", "--action", "escape"] + still, status: 2)
            #expect((both["stderr"] as? String)?.contains("--action replaces the drag") == true)
            let neither = try simulating(project, ["--sheet", "stops"], status: 2)
            #expect((neither["stderr"] as? String)?.contains("--release-height and --velocity") == true)
        },
        OptionCase(command: "simulate", option: "format") { project in
            _ = try simulating(project, ["--sheet", "stops"] + still)
            let json = try project.run(["simulate", "sim.sheet.yaml", "--sheet", "stops", "--format", "json"] + still)
            #expect(json.status == 0 && json.stdout.hasPrefix("{\n  \"simulationVersion\": 1,"))
            let human = try project.run(["simulate", "sim.sheet.yaml", "--sheet", "stops", "--format", "human"] + still)
            #expect(human.status == 0 && human.stdout.hasPrefix("`stops` on iphone-se-3, portrait\n"), "\(human.stdout)")
        },
    ]
}
