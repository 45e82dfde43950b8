import BottomSheetable
import SheetLanguage

/// A spec page's gesture data: for every sheet and screen, the screen's
/// geometry, the resting heights, and each standard gesture's frames as
/// `SpecSimulator` produced them (heights and dimming at 60 Hz, rounded as
/// `simulate` prints them). The page's script only plays these numbers back.
enum FramesScript {
    static func javascript(for spec: ReportedSpec, specArgument: String) -> String {
        var writer = CompactJSON()
        writer.beginObject()
        for sheet in spec.sheets {
            writer.key(sheet.sheet.id)
            writer.beginObject()
            for release in sheet.releases {
                for profile in release.profiles {
                    guard let layout = release.plan.profiles.first(where: { $0.profile == profile.name }) else {
                        continue
                    }
                    for screenLayout in layout.screens {
                        guard let screen = profile.screens.first(where: { $0.orientation == screenLayout.orientation })
                        else { continue }
                        writer.key(ScreenNames.key(release.os, profile.name, screen.orientation.rawValue))
                        screenObject(
                            &writer, screen: screen, layout: screenLayout, profile: profile, os: release.os,
                            runs: release.gestures.filter {
                                $0.profile == profile.name && $0.orientation == screen.orientation
                            }, specArgument: specArgument)
                    }
                }
            }
            writer.endObject()
        }
        writer.endObject()
        return "SheetspecReport.register(" + writer.output + ");\n"
    }

    private static func screenObject(
        _ writer: inout CompactJSON, screen: ProfileScreen, layout: ScreenLayout, profile: DeviceProfile, os: ProfileOS,
        runs: [GestureRun], specArgument: String
    ) {
        func number(_ name: String, _ value: Double) { writer.field(name, value) }
        writer.beginObject()
        writer.field("name", ScreenNames.screen(profile, screen.orientation))
        number("width", screen.size.width)
        number("height", screen.size.height)
        number("safeTop", screen.safeArea.top)
        number("safeBottom", screen.safeArea.bottom)
        number("keyboard", screen.keyboardHeight)
        writer.field("shown", ScreenNames.presentation(layout.presentedAs))
        writer.key("detents")
        writer.beginArray()
        for detent in layout.detents {
            writer.beginArray()
            writer.string(detent.resolved.id.rawValue)
            writer.number(detent.resolved.height)
            writer.endArray()
        }
        writer.endArray()
        writer.key("gestures")
        writer.beginObject()
        for run in runs {
            let simulation = run.simulation
            writer.key(run.gesture.rawValue)
            writer.beginObject()
            writer.field("command", command(run, os: os, specArgument: specArgument))
            number("start", simulation.startHeight)
            number("release", simulation.releaseHeight)
            number("keyboardShown", simulation.keyboardHeight)
            writer.field("outcome", simulation.outcome.rawValue)
            writer.key("detent")
            if let detent = simulation.detent { writer.string(detent.rawValue) } else { writer.null() }
            writer.key("heights")
            writer.beginArray()
            for frame in simulation.frames { writer.number(frame.height) }
            writer.endArray()
            writer.key("dimming")
            writer.beginArray()
            for frame in simulation.frames { writer.number(frame.dimming) }
            writer.endArray()
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
    }

    /// The `sheetspec simulate` command line that prints the same frames.
    static func command(_ run: GestureRun, os: ProfileOS, specArgument: String) -> String {
        var parts = [
            "sheetspec simulate", shellWord(specArgument), "--sheet", shellWord(run.request.sheet), "--profile",
            run.profile, "--os", os.rawValue, "--orientation", run.orientation.rawValue,
        ]
        if let from = run.request.fromDetent { parts += ["--from", shellWord(from)] }
        if run.request.keyboard { parts.append("--keyboard") }
        if case .drag(let releaseHeight, let upwardVelocity) = run.request.input {
            parts += ["--release-height", HTML.number(releaseHeight), "--velocity", HTML.number(upwardVelocity)]
        }
        return parts.joined(separator: " ")
    }

    private static func shellWord(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0))
        }
        return safe && !word.isEmpty ? word : "'" + word.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }
}
