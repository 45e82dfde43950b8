// Declarations of the SwiftUI API that sheetspec's generated code uses, for
// type-checking (and running) that code on Linux. Test-only: compiled by the
// tests into a module named `SwiftUI` in a scratch folder, never a SwiftPM
// target. See docs/AppleInterfaces.md.
//
// SwiftUI re-exports CoreGraphics' CGFloat on Apple platforms; on Linux,
// Foundation provides it, so this module re-exports Foundation.
@_exported import Foundation
