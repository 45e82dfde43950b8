import UIKit

/// A screen or sheet of the example: lines of text, then buttons, in one
/// vertical stack that is the controller's view. The text and the buttons'
/// titles come from DemoCatalog.swift; a button only calls its action.
class StackViewController: UIViewController {
    init(lines: [String], buttons: [(title: String, action: @MainActor () -> Void)]) {
        super.init(nibName: nil, bundle: nil)
        let labels: [UIView] = lines.map { line in
            let label = UILabel()
            label.text = line
            label.numberOfLines = 0
            return label
        }
        let controls: [UIView] = buttons.map { button in
            let action = button.action
            return UIButton(primaryAction: UIAction(title: button.title) { _ in action() })
        }
        let stack = UIStackView(arrangedSubviews: labels + controls)
        stack.axis = .vertical
        stack.spacing = 12
        stack.backgroundColor = .systemBackground
        view = stack
    }

    /// Not used: the example builds its screens in code.
    required init?(coder: NSCoder) { nil }
}
