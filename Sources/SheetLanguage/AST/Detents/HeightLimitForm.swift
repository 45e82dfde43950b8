/// The floor or cap of a content-fitted detent: `{ height: 600 }` in points or
/// `{ fraction: 0.9 }` of the available height. The unit is the key, never
/// guessed from the number, so `1` can only mean one thing.
public enum HeightLimitForm: Hashable, Sendable {
    case points(Double)
    case fraction(Double)
}
