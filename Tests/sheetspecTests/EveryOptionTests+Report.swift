import Foundation
import Testing

/// `report`'s and `diff`'s own options, in their own file to keep the table readable.
extension EveryOptionTests {
    static let report: [OptionCase] = [
        OptionCase(command: "report", option: "output") { project in
            let one = try project.run(["report", "Sheets", "--output", "one"])
            let two = try project.run(["report", "Sheets", "--output", "two"])
            #expect(one.status == 0 && two.status == 0, "\(one.stderr)")
            #expect(project.exists("one/specs/base.html") && project.exists("two/specs/sub-child.html"))
            let first = try project.read("one/index.html"), second = try project.read("two/index.html")
            #expect(first == second && first.contains("<a href=\"specs/sub-child.html\">Sheets/Sub/child.sheet.yaml</a>"))
        },
        OptionCase(command: "report", option: "config") { project in
            try project.write("specs: [Sheets/base.sheet.yaml]\n", to: "custom.yml")
            let configured = try project.run(["report", "--config", "custom.yml", "--output", "site"])
            #expect(configured.status == 0, "\(configured.stderr)")
            #expect(project.exists("site/specs/base.html") && !project.exists("site/specs/sub-child.html"))
            let unconfigured = try project.run(["report", "--no-config", "--output", "other"])
            #expect(unconfigured.status == 2 && unconfigured.stderr.contains("give at least one spec file or folder"))
        },
        OptionCase(command: "report", option: "no-config") { project in
            try project.write("specs: [Sheets/base.sheet.yaml]\n", to: ".sheetspec.yml")
            let configured = try project.run(["report", "--output", "site"])
            #expect(configured.status == 0 && project.exists("site/specs/base.html"), "\(configured.stderr)")
            let ignored = try project.run(["report", "--no-config", "--output", "other"])
            #expect(ignored.status == 2 && ignored.stderr.contains("give at least one spec file or folder"))
        },
    ]

    /// A configuration adding a 400 × 900 pt phone, on which `diff` compares too.
    static let kioskProfile = """
        profiles:
          add:
            - name: kiosk-phone
              idiom: phone
              portrait: { width: 400, height: 900, safeArea: { top: 40, bottom: 30 }, keyboard: 300 }

        """

    static let diff: [OptionCase] = [
        OptionCase(command: "diff", option: "config") { project in
            try project.write(try project.read("warn.sheet.yaml"), to: "before/warn.sheet.yaml")
            try project.write(try project.read("warn.sheet.yaml").replacingOccurrences(of: "700", with: "650"), to: "after/warn.sheet.yaml")
            try project.write(kioskProfile, to: "custom.yml")
            let configured = try project.run(["diff", "before", "after", "--config", "custom.yml"])
            #expect(configured.status == 1 && configured.stdout.contains("  ios-26/kiosk-phone/portrait tall: 700 → 650\n"), "\(configured.stdout)")
            let unconfigured = try project.run(["diff", "before", "after"])
            #expect(unconfigured.status == 1 && !unconfigured.stdout.contains("kiosk-phone"), "\(unconfigured.stdout)")
        },
        OptionCase(command: "diff", option: "no-config") { project in
            try project.write(try project.read("warn.sheet.yaml"), to: "before/warn.sheet.yaml")
            try project.write(try project.read("warn.sheet.yaml").replacingOccurrences(of: "700", with: "650"), to: "after/warn.sheet.yaml")
            try project.write(kioskProfile, to: ".sheetspec.yml")
            let configured = try project.run(["diff", "before", "after"])
            #expect(configured.status == 1 && configured.stdout.contains("  ios-26/kiosk-phone/portrait tall: 700 → 650\n"), "\(configured.stdout)")
            let ignored = try project.run(["diff", "before", "after", "--no-config"])
            #expect(ignored.status == 1 && !ignored.stdout.contains("kiosk-phone"), "\(ignored.stdout)")
        },
        OptionCase(command: "diff", option: "format") { project in
            try project.write(try project.read("warn.sheet.yaml"), to: "before/warn.sheet.yaml")
            try project.write(try project.read("warn.sheet.yaml").replacingOccurrences(of: "700", with: "650"), to: "after/warn.sheet.yaml")
            let text = try project.run(["diff", "before", "after"])
            #expect(text.status == 1 && text.stdout.contains("  ios-26/ipad-mini-a17-pro/portrait tall: 700 → 650\n"), "\(text.stdout)")
            let markdown = try project.run(["diff", "before", "after", "--format", "markdown"])
            #expect(markdown.status == 1 && markdown.stdout.contains("| ios-26/ipad-mini-a17-pro/portrait tall | 700 | 650 |\n"))
            let json = try project.run(["diff", "before", "after", "--format", "json"])
            #expect(json.status == 1 && json.stdout.contains("\"key\": \"ios-26/ipad-mini-a17-pro/portrait tall\""))
        },
        OptionCase(command: "diff", option: "path") { project in
            let git = "git -c user.name=t -c user.email=t@example.com"
            let script = "git init -q && git add -A && \(git) commit -qm one && rm Sheets/Sub/child.sheet.yaml "
                + "&& \(git) commit -qam two"
            let setUp = try CommandRunner.run(["-c", script], in: project.folder, executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(setUp.status == 0, "\(setUp.stderr)")
            // The default, `specs`, is not in this repository: no specs on either side.
            let none = try project.run(["diff", "HEAD~1", "HEAD"])
            #expect(none.status == 0 && none.stdout == "sheetspec diff HEAD~1 HEAD: no changes\n", "\(none.stderr)")
            let sheets = try project.run(["diff", "HEAD~1", "HEAD", "--path", "Sheets"])
            #expect(sheets.status == 1 && sheets.stdout.contains("  sheet: removed: ChildViewController in Sheets/Sub/child.sheet.yaml\n"), "\(sheets.stdout)")
        },
    ]
}
