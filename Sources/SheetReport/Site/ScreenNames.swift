import BottomSheetable
import SheetLanguage

/// How pages and the diff name screens and presentations.
enum ScreenNames {
    /// `ios-26/iphone-16/portrait`: a screen's key in the pages' data and the diff.
    static func key(_ os: ProfileOS, _ profile: String, _ orientation: String) -> String {
        "\(os.rawValue)/\(profile)/\(orientation)"
    }

    static func presentation(_ presentation: ScreenPresentation) -> String {
        switch presentation {
        case .sheet: "sheet"
        case .fullScreen: "full screen"
        case .popover: "popover"
        }
    }

    /// `iPhone 16, portrait, iOS 26`.
    static func screen(_ profile: DeviceProfile, _ orientation: Orientation) -> String {
        "\(profile.displayName), \(orientation.rawValue), \(profile.os)"
    }

    /// The presentation path on the newest release: each idiom and
    /// orientation with how the sheet is shown there, merged where every
    /// device of the idiom agrees (`iPhone portrait: sheet; iPhone
    /// landscape: full screen; iPad: popover`).
    static func path(of release: SheetRelease) -> String {
        var parts: [String] = []
        for idiom in [DeviceIdiom.phone, .pad] {
            let profiles = release.profiles.filter { $0.idiom == idiom }
            guard !profiles.isEmpty else { continue }
            let idiomName = idiom == .phone ? "iPhone" : "iPad"
            var byOrientation: [(String, [String])] = []
            for orientation in [Orientation.portrait, .landscape] {
                let shown = profiles.compactMap { profile -> String? in
                    release.plan.profiles.first { $0.profile == profile.name }?.screens
                        .first { $0.orientation == orientation }.map { presentation($0.presentedAs) }
                }
                var distinct: [String] = []
                for value in shown where !distinct.contains(value) { distinct.append(value) }
                if !distinct.isEmpty { byOrientation.append((orientation.rawValue, distinct)) }
            }
            if byOrientation.count == 2, byOrientation[0].1 == byOrientation[1].1 {
                parts.append("\(idiomName): \(byOrientation[0].1.joined(separator: " or "))")
            } else {
                for (orientation, values) in byOrientation {
                    parts.append("\(idiomName) \(orientation): \(values.joined(separator: " or "))")
                }
            }
        }
        return parts.joined(separator: "; ")
    }
}
