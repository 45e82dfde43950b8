import Foundation
import Testing

extension EveryOptionTests {
    /// `WatchOptions`: the commands that watch. Each case starts the watch,
    /// reads its status line and stops it; waits are bounded.
    static func watching(_ command: String) -> [OptionCase] {
        let clean = invocation(command, "Sheets/base.sheet.yaml")
        /// The status line of a watch started with `extra`, after which it is stopped.
        @Sendable func statusLine(_ project: Project, _ extra: [String]) throws -> String {
            let watch = try WatchedProcess(clean + extra, in: project.folder)
            defer { watch.kill() }
            let started = watch.waitFor { $0.stderr.contains("Ctrl-C stops") }
            #expect(started, "\(watch.output)")
            #expect(watch.interrupt() == 0, "\(watch.output)")
            return watch.output.stderr.split(separator: "\n").first { $0.hasPrefix("sheetspec: watching") }.map(String.init) ?? ""
        }
        return [
            OptionCase(command: command, option: "watch") { project in
                let once = try project.run(clean)
                #expect(once.status == 0 && !once.stderr.contains("watching"), "\(once.stderr)")
                let line = try statusLine(project, ["--watch"])
                #expect(line.hasPrefix("sheetspec: watching 1 path"), "\(line)")
            },
            OptionCase(command: command, option: "watch-polling") { project in
                #if canImport(Glibc)
                    let events = try statusLine(project, ["--watch"])
                    #expect(events.contains("(inotify)"), "\(events)")
                #endif
                let polling = try statusLine(project, ["--watch", "--watch-polling"])
                #expect(polling.contains("(polling every 500 ms)"), "\(polling)")
                let alone = try project.run(clean + ["--watch-polling"])
                #expect(alone.status == 2, "only with --watch")
            },
            OptionCase(command: command, option: "watch-interval") { project in
                let line = try statusLine(project, ["--watch", "--watch-polling", "--watch-interval", "50"])
                #expect(line.contains("(polling every 50 ms)"), "\(line)")
                let tooShort = try project.run(clean + ["--watch", "--watch-interval", "5"])
                #expect(tooShort.status == 2 && tooShort.stderr.contains("at least 10"), "\(tooShort.stderr)")
            },
        ]
    }
}
