import BottomSheetable

/// `frame.bottom`: the edge a sheet's heights are measured up from.
public enum FrameBottomKeyword: String, SpecKeyword {
    /// The bottom safe-area edge, as UIKit measures a custom detent (the default).
    case safeArea
    /// The screen's bottom edge: the bottom safe area is part of every height
    /// (OverlayContainer's notches).
    case screen
    /// The top of a tab bar: the profile's tab-bar height above the bottom safe area.
    case tabBar
}

/// `frame.top`: how high the largest height reaches.
public enum FrameTopKeyword: String, SpecKeyword {
    /// The top safe-area edge less the profile's top gap (UIKit's `large`, the default).
    case safeArea
    /// The screen's top edge: the sheet may cover the status bar.
    case screen
}

/// The runtime's value, a switch, so that a word added on either side does not compile.
extension FrameBottomKeyword {
    var runtimeValue: SheetFrame.Bottom {
        switch self {
        case .safeArea: .safeArea
        case .screen: .screen
        case .tabBar: .tabBar
        }
    }
}

extension FrameTopKeyword {
    var runtimeValue: SheetFrame.Top {
        switch self {
        case .safeArea: .safeArea
        case .screen: .screen
        }
    }
}
