import BottomSheetable
import SheetDiagnostics

/// Writes a `SheetSimulation` as `sheetspec simulate` prints it: JSON with keys in a
/// fixed order, two-space indent, and every computed number (heights, times, dimming)
/// rounded to `LengthPrecision.step` as the plan rounds lengths, so the same
/// arguments give the same bytes; or a short summary for people. Numbers given on the
/// command line (release height, velocity, content height) are printed as given.
public enum SimulationWriter {
    /// The JSON format's version, bumped when a reader would misread new output.
    public static let formatVersion = 1

    public static func json(_ simulation: SheetSimulation) -> String {
        var writer = JSONWriter()
        func length(_ name: String, _ value: Double) {
            writer.key(name)
            writer.number(LengthPrecision.rounded(value))
        }
        func optionalLength(_ name: String, _ value: Double?) {
            writer.key(name)
            if let value { writer.number(LengthPrecision.rounded(value)) } else { writer.null() }
        }
        func optionalString(_ name: String, _ value: String?) {
            writer.key(name)
            if let value { writer.string(value) } else { writer.null() }
        }
        func bool(_ name: String, _ value: Bool) {
            writer.key(name)
            writer.bool(value)
        }
        writer.beginObject()
        writer.field("simulationVersion", formatVersion)
        writer.key("precision")
        writer.number(LengthPrecision.step)
        writer.key("frameRate")
        writer.number(SpecSimulator.frameRate)
        writer.field("sheet", simulation.sheet)
        writer.field("profile", simulation.profile)
        writer.field("orientation", simulation.orientation.rawValue)
        writer.key("contentHeight")
        if let content = simulation.contentHeight { writer.number(content) } else { writer.null() }
        if let textSize = simulation.textSize {
            // Only with --text-size, so a run without it prints what it always did.
            writer.key("textSize")
            writer.beginObject()
            writer.field("category", textSize.name)
            optionalLength("contentHeight", simulation.contentHeightAtTextSize)
            writer.endObject()
        }
        length("keyboardHeight", simulation.keyboardHeight)
        optionalString("fromDetent", simulation.startDetent?.rawValue)
        length("fromHeight", simulation.startHeight)
        writer.key("requestedReleaseHeight")
        writer.number(simulation.requestedReleaseHeight)
        length("releaseHeight", simulation.releaseHeight)
        writer.key("velocity")
        writer.number(simulation.upwardVelocity)
        optionalLength("projectedHeight", simulation.projectedHeight)
        bool("dismissalAllowed", simulation.dismissalAllowed)
        bool("askedShouldDismiss", simulation.askedShouldDismiss)
        writer.key("shouldDismissAnswer")
        if let answer = simulation.shouldDismissAnswer { writer.bool(answer) } else { writer.null() }
        writer.field("outcome", simulation.outcome.rawValue)
        optionalString("detent", simulation.detent?.rawValue)
        length("height", simulation.height)
        length("duration", simulation.frames.last?.time ?? 0)
        func frames(_ name: String, _ frames: [SimulatedFrame]) {
            writer.key(name)
            writer.beginArray()
            for frame in frames {
                writer.beginObject()
                length("time", frame.time)
                length("height", frame.height)
                length("dimming", frame.dimming)
                bool("passesTouchesThrough", frame.passesTouchesThrough)
                writer.endObject()
            }
            writer.endArray()
        }
        frames("frames", simulation.frames)
        writer.key("popoverFrame")
        if let rect = simulation.popoverFrame {
            writer.beginObject()
            // An anchored popover's place is the app's source view's: only its size is written.
            if !simulation.popoverIsAnchored {
                length("x", rect.origin.x)
                length("y", rect.origin.y)
            }
            length("width", rect.size.width)
            length("height", rect.size.height)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("navigation")
        if let navigation = simulation.navigation {
            writer.beginObject()
            writer.field("pushedSheet", navigation.pushedSheet)
            optionalString("rootDetent", navigation.rootDetent?.rawValue)
            length("rootHeight", navigation.rootHeight)
            optionalString("pushedDetent", navigation.pushedDetent?.rawValue)
            length("pushedHeight", navigation.pushedHeight)
            frames("pushFrames", navigation.pushFrames)
            bool("popped", navigation.popped)
            optionalString("poppedDetent", navigation.poppedDetent?.rawValue)
            optionalLength("poppedHeight", navigation.poppedHeight)
            frames("popFrames", navigation.popFrames)
            writer.endObject()
        } else {
            writer.null()
        }
        if !simulation.actions.isEmpty {
            // Only with --action, so a drag prints what it always did.
            writer.key("actions")
            writer.beginArray()
            for step in simulation.actions {
                writer.beginObject()
                writer.field("action", step.action.rawValue)
                bool("handled", step.handled)
                bool("askedShouldDismiss", step.askedShouldDismiss)
                optionalString("detent", step.detent?.rawValue)
                length("height", step.height)
                bool("dismissed", step.dismissed)
                writer.key("announcements")
                writer.beginArray()
                for text in step.announcements { writer.string(text) }
                writer.endArray()
                length("duration", step.frames.last?.time ?? 0)
                frames("frames", step.frames)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
        return writer.output
    }

    /// A few lines: the gesture, the projection, the outcome, and up to six frames
    /// (the first, the last and evenly spaced ones between).
    /// What `simulate` says of a sheet UIKit's system sheet shows: the drag
    /// ran sheetspec's physics, which UIKit does not use there (SS2703).
    public static func systemSheetNote(_ simulation: SheetSimulation) -> String? {
        guard simulation.shownBySystemSheet else { return nil }
        return "`\(simulation.sheet)` is shown by UIKit's system sheet, where UIKit's own physics decide where a "
            + "drag ends; this run used sheetspec's physics, as its custom presentation would "
            + "(`sheetspec explain SS2703`)"
    }

    public static func human(_ simulation: SheetSimulation) -> String {
        func pt(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
        func number(_ value: Double) -> String { LengthPrecision.text(value) }
        var lines: [String] = []
        var setting = "`\(simulation.sheet)` on \(simulation.profile), \(simulation.orientation.rawValue)"
        if let content = simulation.contentHeight { setting += ", content \(pt(content))" }
        if let textSize = simulation.textSize {
            setting += ", text size \(textSize.name)"
            if let scaled = simulation.contentHeightAtTextSize { setting += " (content \(pt(scaled)))" }
        }
        if simulation.keyboardHeight > 0 { setting += ", keyboard \(pt(simulation.keyboardHeight))" }
        lines.append(setting)
        if let rect = simulation.popoverFrame, simulation.popoverIsAnchored {
            lines.append(
                "popover size: \(number(rect.size.width)) × \(number(rect.size.height)) pt, beside the view the app "
                    + "anchors it to (not dragged)")
        } else if let rect = simulation.popoverFrame {
            lines.append(
                "popover frame: x \(number(rect.origin.x)), y \(number(rect.origin.y)), "
                    + "\(number(rect.size.width)) × \(number(rect.size.height)) pt (not dragged)")
        }
        if let navigation = simulation.navigation {
            let root = navigation.rootDetent.map { "`\($0.rawValue)` at " } ?? ""
            let pushed = navigation.pushedDetent.map { "`\($0.rawValue)` at " } ?? ""
            lines.append(
                "pushed `\(navigation.pushedSheet)`: from \(root)\(pt(navigation.rootHeight)) to \(pushed)"
                    + "\(pt(navigation.pushedHeight)) in \(number(navigation.pushFrames.last?.time ?? 0)) s")
        }
        if !simulation.actions.isEmpty {
            lines += actionLines(simulation)
        } else if simulation.popoverFrame == nil {
            lines += dragLines(simulation)
        }
        if let answer = simulation.shouldDismissAnswer {
            lines.append("asked shouldDismiss: answered \(answer ? "true" : "false")")
        }
        let duration = number(simulation.frames.last?.time ?? 0)
        switch simulation.outcome {
        case .dismissed:
            lines.append("outcome: dismissed after \(duration) s")
        case .settled:
            let detent = simulation.detent.map { "`\($0.rawValue)` at " } ?? ""
            lines.append("outcome: settled on \(detent)\(pt(simulation.height)) after \(duration) s")
        }
        let frames = simulation.frames
        let shown = sampleIndices(count: frames.count, at: 6)
        lines.append("frames (\(frames.count) at \(number(SpecSimulator.frameRate)) Hz):")
        for index in shown {
            let frame = frames[index]
            let touches = frame.passesTouchesThrough ? "  touches pass through" : ""
            lines.append("  \(number(frame.time)) s  \(pt(frame.height))  dimming \(number(frame.dimming))\(touches)")
        }
        if let navigation = simulation.navigation {
            if let height = navigation.poppedHeight, navigation.popped {
                let detent = navigation.poppedDetent.map { "`\($0.rawValue)` at " } ?? ""
                lines.append(
                    "popped back to \(detent)\(pt(height)) in \(number(navigation.popFrames.last?.time ?? 0)) s")
            } else {
                lines.append("not popped: the sheet was dismissed")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The finger's part: where it caught and released the sheet, and the projection.
    static func dragLines(_ simulation: SheetSimulation) -> [String] {
        func pt(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
        let from = simulation.startDetent.map { "`\($0.rawValue)` at " } ?? ""
        let speed = abs(simulation.upwardVelocity)
        let direction = simulation.upwardVelocity > 0 ? "up" : simulation.upwardVelocity < 0 ? "down" : "still"
        var release = "dragged from \(from)\(pt(simulation.startHeight)), released at \(pt(simulation.releaseHeight))"
        if !LengthPrecision.same(simulation.releaseHeight, simulation.requestedReleaseHeight) {
            release += " (finger at \(pt(simulation.requestedReleaseHeight)))"
        }
        release += direction == "still" ? ", not moving" : ", moving \(direction) at \(LengthPrecision.text(speed)) pt/s"
        var projection = "projected stop: " + (simulation.projectedHeight.map(pt) ?? "none")
        projection += simulation.dismissalAllowed ? "; swipe dismissal allowed" : "; swipe dismissal not allowed"
        return [release, projection]
    }

    /// The accessibility actions' part: one line per action, with what was announced.
    static func actionLines(_ simulation: SheetSimulation) -> [String] {
        func pt(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
        let from = simulation.startDetent.map { "`\($0.rawValue)` at " } ?? ""
        var lines = ["resting on \(from)\(pt(simulation.startHeight))"]
        for step in simulation.actions {
            var line = "\(step.action.rawValue): "
            if !step.handled {
                line += "not handled"
            } else if step.dismissed {
                line += "dismissed"
            } else {
                line += (step.detent.map { "`\($0.rawValue)` at " } ?? "") + pt(step.height)
            }
            line += " after \(LengthPrecision.text(step.frames.last?.time ?? 0)) s"
            if !step.announcements.isEmpty {
                line += "; announced " + step.announcements.map { "\"\($0)\"" }.joined(separator: ", ")
            }
            lines.append(line)
        }
        return lines
    }

    /// Up to `most` indices in `0..<count`: the first, the last, evenly spaced between.
    static func sampleIndices(count: Int, at most: Int) -> [Int] {
        guard count > most else { return Array(0..<count) }
        return (0..<most).map { $0 * (count - 1) / (most - 1) }
    }
}
