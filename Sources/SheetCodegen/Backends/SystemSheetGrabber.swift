import BottomSheetable

extension SystemSheet {
    /// Whether the system sheet shows its grabber: `grabber: visible`, or
    /// `automatic` on a sheet with two or more detents whose
    /// `accessibility.detentControl` is `grabber`. The system grabber is how
    /// VoiceOver users change the detent (Human Interface Guidelines,
    /// "Sheets": the grabber works with VoiceOver, and activating it cycles
    /// the detents), so such a sheet shows it unless the spec hides it; with
    /// one detent there is nothing to change, and with `detentControl: app`
    /// the app's own control does it, so `automatic` keeps the system's
    /// default (UIKit: hidden; SwiftUI: `.automatic`).
    static func showsGrabber(_ layout: SheetLayout) -> Bool {
        switch layout.grabber {
        case .visible: true
        case .hidden: false
        case .automatic:
            layout.accessibility.detentControl == .grabber && layout.detents.count { $0.height != .hidden } > 1
        }
    }
}
