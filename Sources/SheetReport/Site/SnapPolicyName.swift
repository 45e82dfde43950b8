import BottomSheetable
import SheetLanguage

extension SnapPolicy {
    /// The spec's word for the policy (`snap.policy`), as the plan writes it.
    var specWord: String {
        switch self {
        case .projectedStop: SnapPolicyKeyword.projected.rawValue
        case .momentumRedirect: SnapPolicyKeyword.momentumRedirect.rawValue
        case .rushingForward: SnapPolicyKeyword.rushingForward.rawValue
        case .velocityDirection: SnapPolicyKeyword.velocityDirection.rawValue
        }
    }
}
