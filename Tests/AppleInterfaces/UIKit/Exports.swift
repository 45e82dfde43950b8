// Declarations of the UIKit API that sheetspec's generated code uses, for
// type-checking that code on Linux. Test-only: compiled by the tests into a
// module named `UIKit` in a scratch folder, never a SwiftPM target (it would
// clash with Apple's UIKit on a Mac). See docs/AppleInterfaces.md.
//
// On Apple platforms UIKit re-exports CoreGraphics, so `import UIKit` alone
// brings CGFloat, CGSize, CGRect and CGPoint. On Linux, Foundation provides
// those types, so this module re-exports Foundation to the same effect.
@_exported import Foundation
