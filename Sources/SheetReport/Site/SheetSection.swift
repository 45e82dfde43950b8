import BottomSheetable
import SheetLanguage

/// One sheet's part of its spec page: how it is presented, the player of its
/// standard gestures, the table of its heights, and its pictures.
struct SheetSection {
    var sheet: ReportedSheet
    /// The sheet's position in its spec, for file names and element ids.
    var index: Int
    /// The spec's pictures (`PictureSprite`), relative to the page, and their sizes.
    var sprite: String
    var pictureSizes: [String: PictureSprite.Entry] = [:]

    var anchor: String { "sheet-\(index)-\(HTML.slug(sheet.sheet.id))" }

    func html() -> String {
        let resolved = sheet.sheet
        var html = "<section class=\"sheet\" aria-labelledby=\"\(anchor)\">\n"
        html += "<h2 id=\"\(anchor)\">Sheet <code>\(HTML.escape(resolved.id))</code></h2>\n"
        html += "<dl class=\"facts\">"
        html += "<dt>Type</dt><dd><code>\(HTML.escape(resolved.type))</code></dd>"
        html += "<dt>Presentation</dt><dd>\(HTML.escape(resolved.presentation.rawValue))</dd>"
        if let newest = sheet.releases.first {
            html += "<dt>Presentation path</dt><dd>\(HTML.escape(ScreenNames.path(of: newest)))</dd>"
        }
        let policy = SnapPolicyKeyword(resolved.physics.snapPolicy).rawValue
        html += "<dt>Snap policy</dt><dd>\(HTML.escape(policy))</dd>"
        html += "<dt>Dismissed by a swipe</dt><dd>\(resolved.dismissal.allows(.swipe) ? "yes" : "no")</dd>"
        html += "</dl>\n"
        html += player()
        html += heightsTable()
        html += pictures()
        html += "</section>\n"
        return html
    }

    // MARK: Player

    private func player() -> String {
        let id = anchor
        var html = "<h3>Moving</h3>\n"
        html += "<div class=\"player\" data-sheet=\"\(HTML.escape(sheet.sheet.id))\" data-state=\"idle\">\n"
        html += "<div class=\"controls\">"
        html += "<label for=\"\(id)-device\">Device</label><select id=\"\(id)-device\" class=\"device\">"
        for release in sheet.releases {
            for profile in release.profiles {
                for screen in profile.screens {
                    let key = ScreenNames.key(release.os, profile.name, screen.orientation.rawValue)
                    html += "<option value=\"\(key)\">\(HTML.escape(ScreenNames.screen(profile, screen.orientation)))</option>"
                }
            }
        }
        html += "</select>"
        html += "<label for=\"\(id)-gesture\">Gesture</label><select id=\"\(id)-gesture\" class=\"gesture\">"
        for gesture in StandardGesture.allCases {
            html += "<option value=\"\(gesture.rawValue)\">\(HTML.escape(gesture.title))</option>"
        }
        html += "</select>"
        html += "<button type=\"button\" class=\"play\">Play</button>"
        html += "</div>\n"
        html += "<div class=\"stage\" role=\"img\" aria-label=\"The sheet on the chosen device\"></div>\n"
        html += "<p class=\"readout\" aria-live=\"polite\">Choose a device and a gesture, then Play.</p>\n"
        html += "<p class=\"command\"><code></code></p>\n"
        html += "</div>\n"
        return html
    }

    // MARK: Heights

    private func heightsTable() -> String {
        let declared = sheet.sheet.detents.map(\.detent.id)
        var html = "<h3>Detent heights</h3>\n<div class=\"scroll\"><table class=\"heights\">\n"
        html += "<caption>Heights of <code>\(HTML.escape(sheet.sheet.id))</code> in points above the bottom "
        html += "safe-area edge; the sheet's height with the keyboard shown is given after ⌨. "
        html += "≈ marks a height that rests on an approximate number.</caption>\n<thead><tr>"
        html += "<th scope=\"col\">Release</th><th scope=\"col\">Device</th><th scope=\"col\">Orientation</th>"
        html += "<th scope=\"col\">Presented as</th>"
        for id in declared { html += "<th scope=\"col\"><code>\(HTML.escape(id.rawValue))</code></th>" }
        html += "<th scope=\"col\">Popover frame</th></tr></thead>\n<tbody>\n"
        for release in sheet.releases {
            for profile in release.profiles {
                guard let layout = release.plan.profiles.first(where: { $0.profile == profile.name }) else { continue }
                for screen in layout.screens {
                    let key = ScreenNames.key(release.os, profile.name, screen.orientation.rawValue)
                    html += "<tr data-key=\"\(key)\"><td>\(HTML.escape(release.os.displayName))</td>"
                    html += "<th scope=\"row\">\(HTML.escape(profile.displayName))</th>"
                    html += "<td>\(screen.orientation.rawValue)</td>"
                    html += "<td>\(ScreenNames.presentation(screen.presentedAs))</td>"
                    for id in declared { html += cell(id, on: screen) }
                    html += "<td>\(popover(screen.popover))</td></tr>\n"
                }
            }
        }
        html += "</tbody></table></div>\n"
        return html
    }

    private func cell(_ id: DetentIdentifier, on screen: ScreenLayout) -> String {
        guard let detent = screen.detents.first(where: { $0.resolved.id == id }) else {
            return "<td class=\"inactive\">inactive</td>"
        }
        let height = HTML.number(detent.resolved.height)
        var text = "<td data-detent=\"\(HTML.escape(id.rawValue))\"><span class=\"height\">\(height)</span>"
        if detent.approximate { text += " <abbr title=\"approximate\">≈</abbr>" }
        if screen.keyboardHeight > 0 {
            text += " <span class=\"keyboard\" title=\"with the keyboard\">⌨ \(HTML.number(detent.keyboard.height))</span>"
        }
        if screen.initial == id { text += " <span class=\"initial\">(initial)</span>" }
        return text + "</td>"
    }

    private func popover(_ frames: PopoverFrames?) -> String {
        guard let frames else { return "—" }
        let size = frames.placement.frame.size
        let keyboard = frames.withKeyboard.frame.size
        return "\(HTML.number(size.width)) × \(HTML.number(size.height)); ⌨ \(HTML.number(keyboard.width)) × "
            + "\(HTML.number(keyboard.height))"
    }

    // MARK: Pictures

    /// One profile's picture in the spec's sprite: the id of its `<view>`.
    func pictureID(_ os: ProfileOS, _ profile: DeviceProfile) -> String {
        "\(index)-\(HTML.slug(sheet.sheet.id))-\(os.rawValue)-\(profile.name)"
    }

    private func pictures() -> String {
        var html = "<h3>Pictures</h3>\n"
        for release in sheet.releases {
            html += "<h4>\(HTML.escape(release.os.displayName))</h4>\n<div class=\"pictures\">\n"
            for profile in release.profiles {
                let alt = Self.alternative(release.plan, on: profile)
                let id = pictureID(release.os, profile)
                let size = pictureSizes[id].map {
                    "width=\"\(LengthPrecision.text($0.width))\" height=\"\(LengthPrecision.text($0.height))\" "
                } ?? ""
                html += "<figure><img src=\"\(sprite)#\(id)\" \(size)loading=\"lazy\" "
                html += "alt=\"\(HTML.escape(alt))\"><figcaption>\(HTML.escape(profile.displayName))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        return html
    }

    /// The picture in words: each screen, how the sheet is shown and its heights.
    static func alternative(_ plan: SheetPlan, on profile: DeviceProfile) -> String {
        let screens = plan.profiles.first { $0.profile == profile.name }?.screens ?? []
        let parts = screens.map { screen -> String in
            var text = "\(screen.orientation.rawValue): \(ScreenNames.presentation(screen.presentedAs))"
            if screen.presentedAs == .popover, let frame = screen.popover?.placement.frame {
                text += " \(HTML.number(frame.size.width)) by \(HTML.number(frame.size.height)) points"
            } else if !screen.detents.isEmpty {
                text += " at " + screen.detents.map { "\($0.resolved.id.rawValue) \(HTML.number($0.resolved.height))" }
                    .joined(separator: ", ") + " points"
            }
            return text
        }
        return "\(plan.sheet.id) on \(profile.displayName), \(profile.os). " + parts.joined(separator: "; ") + "."
    }
}
