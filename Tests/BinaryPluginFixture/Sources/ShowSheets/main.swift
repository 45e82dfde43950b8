import BottomSheetable

/// Stands in for the app's UIViewController subclass; the generated
/// extension only needs a class.
final class DrawerViewController {}

// Prints what the generated conformance says, for the check script to compare
// with the spec.
let layout = DrawerViewController.sheetLayout
print("drawer detents: \(layout.detents.map(\.id.rawValue).joined(separator: ", ")); initial: \(layout.initialDetent?.rawValue ?? "none")")
