// The view controllers the specs name. On Apple platforms these would be
// UIViewController subclasses; the generated extensions only need classes.

/// Presents the order summary; its layout comes from checkout.sheet.yaml.
public final class CheckoutViewController {
    public init() {}
}

/// The promotional checkout pushed from `checkout`; Promotions/checkout.sheet.yaml.
public final class PromoCheckoutViewController {
    public init() {}
}
