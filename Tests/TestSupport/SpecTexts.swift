/// Spec texts more than one test module edits: one definition, so a change to
/// the language updates them together.
public enum SpecTexts {
    /// A clean one-detent checkout sheet; tests break it by misspelling
    /// `initial: half` or change its fraction to see a watch or a delta react.
    public static let cleanCheckout = """
        version: 1
        minimumOS: 16.4
        sheets:
          checkout:
            type: CheckoutViewController
            detents:
              - { id: half, fraction: 0.5 }
            initial: half

        """
}
