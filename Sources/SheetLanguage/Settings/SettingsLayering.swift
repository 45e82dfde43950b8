/// Layering of settings: `upper.layered(over: lower)` keeps every value the
/// upper layer wrote and takes the rest from the lower one.
///
/// Blocks merge key by key, so a sheet that extends another and writes
/// `dismiss: { closeButton: true }` keeps the parent's `swipe` and `confirm`;
/// lists (`detents`, `navigation.push`) and single values replace as a whole.
/// Every value keeps the `Located` place it was written at, in whatever file.
/// Each block layers key by key through its key table (`SettingsBlock`).
protocol LayeredSettings {
    func layered(over lower: Self) -> Self
}

/// The upper value when written, else the lower one.
func layer<Value>(_ upper: Located<Value>?, over lower: Located<Value>?) -> Located<Value>? {
    upper ?? lower
}

/// Blocks present in both layers merge; the merged block stays at the upper
/// layer's place, where its key was written.
func layer<Block: LayeredSettings>(_ upper: Located<Block>?, over lower: Located<Block>?) -> Located<Block>? {
    guard let upper else { return lower }
    guard let lower else { return upper }
    return upper.map { $0.layered(over: lower.value) }
}

/// Takes the lower layer's value where the upper one wrote none.
func fill<Value>(_ value: inout Located<Value>?, from lower: Located<Value>?) {
    if value == nil { value = lower }
}

/// Merges a block written in both layers (as `layer` does), or takes the
/// lower one where the upper layer wrote none.
func fill<Block: LayeredSettings>(_ block: inout Located<Block>?, from lower: Located<Block>?) {
    guard let lower else { return }
    guard let upper = block else {
        block = lower
        return
    }
    block = upper.map { $0.layered(over: lower.value) }
}

extension SheetSettings: LayeredSettings {
    func layered(over lower: SheetSettings) -> SheetSettings {
        // Nothing to take from below: every field is this layer's own (shares the storage).
        if lower.isEmpty || !takesAnything(from: lower) { return self }
        // Starts from this layer's own values, copied once, and fills in what
        // it left out; `type` and `extends` name one sheet and never inherit.
        // Every sheet of every run is layered, and building the merged fields
        // from nothing copied each written value twice.
        var merged = fields
        fill(&merged.presentation, from: lower.presentation)
        fill(&merged.tiers, from: lower.tiers)
        fill(&merged.detents, from: lower.detents)
        fill(&merged.initial, from: lower.initial)
        fill(&merged.undimmedThrough, from: lower.undimmedThrough)
        fill(&merged.grabber, from: lower.grabber)
        fill(&merged.cornerRadius, from: lower.cornerRadius)
        fill(&merged.edgeAttachedInCompactHeight, from: lower.edgeAttachedInCompactHeight)
        fill(&merged.sizing, from: lower.sizing)
        fill(&merged.style, from: lower.style)
        fill(&merged.frame, from: lower.frame)
        fill(&merged.scroll, from: lower.scroll)
        fill(&merged.dismiss, from: lower.dismiss)
        fill(&merged.keyboard, from: lower.keyboard)
        fill(&merged.physics, from: lower.physics)
        fill(&merged.popover, from: lower.popover)
        fill(&merged.navigation, from: lower.navigation)
        fill(&merged.accessibility, from: lower.accessibility)
        return SheetSettings(merged)
    }

    /// Whether layering over `lower` changes anything: `lower` writes a value
    /// this layer leaves out, or a block both write (blocks merge). A sheet
    /// that writes everything its file's defaults do then keeps its own
    /// storage, with no copy of its fields.
    private func takesAnything(from lower: SheetSettings) -> Bool {
        func fills<Value>(_ upper: Located<Value>?, _ lower: Located<Value>?) -> Bool { upper == nil && lower != nil }
        func merges<Block>(_ lower: Located<Block>?) -> Bool { lower != nil }
        return fills(presentation, lower.presentation) || fills(tiers, lower.tiers) || fills(detents, lower.detents)
            || fills(initial, lower.initial) || fills(undimmedThrough, lower.undimmedThrough)
            || fills(grabber, lower.grabber) || fills(cornerRadius, lower.cornerRadius)
            || fills(edgeAttachedInCompactHeight, lower.edgeAttachedInCompactHeight)
            || fills(sizing, lower.sizing)
            || merges(lower.style) || merges(lower.frame) || merges(lower.scroll) || merges(lower.dismiss)
            || merges(lower.keyboard) || merges(lower.physics)
            || merges(lower.popover) || merges(lower.navigation) || merges(lower.accessibility)
    }
}
