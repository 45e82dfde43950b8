import SheetDiagnostics

/// The navigation stacks of a run, walked from their roots: a sheet that
/// pushes and that no sheet pushes. Each sheet a stack reaches comes once,
/// with the push that reached it first (breadth first), however deep.
struct NavigationStacks {
    /// One pushed screen of a stack.
    struct Screen {
        var root: EffectiveSheet
        var screen: EffectiveSheet
        var pusher: EffectiveSheet
        /// Where `pusher` lists the screen.
        var pushedAt: SourceSpan
    }

    /// Every pushed screen of every stack in `context` whose parts in `reads`
    /// decoded, stacks in sheet order. A cycle without a root (every sheet
    /// pushed by another) is no stack.
    static func screens(in context: RuleContext, reads: SheetParts) -> [Screen] {
        let sheets = context.checkableSheets
        var pushed: Set<String> = []
        for sheet in sheets {
            for target in pushList(sheet) where target.value != sheet.id.value { pushed.insert(target.value) }
        }
        var found: [Screen] = []
        for root in sheets where !pushList(root).isEmpty && !pushed.contains(root.id.value) {
            var queue = [root]
            var seen: Set<String> = [root.id.value]
            var next = 0
            while next < queue.count {
                let pusher = queue[next]
                next += 1
                for target in pushList(pusher) where seen.insert(target.value).inserted {
                    guard let screen = context.sheet(target.value), context.damage(of: target.value).isDisjoint(with: reads)
                    else { continue }
                    queue.append(screen)
                    found.append(Screen(root: root, screen: screen, pusher: pusher, pushedAt: target.span))
                }
            }
        }
        return found
    }

    static func pushList(_ sheet: EffectiveSheet) -> [Located<String>] {
        sheet.settings.navigation?.value.push?.value ?? []
    }
}
