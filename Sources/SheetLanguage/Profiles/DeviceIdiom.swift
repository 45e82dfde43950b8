/// The kind of device a profile describes. It decides how a popover is shown:
/// as a popover on iPad, as a sheet on iPhone (UIKit adapts a popover to a
/// sheet in compact width).
public enum DeviceIdiom: String, Sendable, Hashable, CaseIterable {
    case phone
    case pad
}
