/// Parsed templates by name (the file name without `.mustache`): the ones a
/// backend renders, and every one a template may include as a partial.
struct MustacheTemplates: Sendable {
    private var templates: [String: MustacheTemplate] = [:]

    mutating func register(_ template: MustacheTemplate, named name: String) {
        templates[name] = template
    }

    /// The template named `name` over `value`, or nil when there is none.
    func render(_ name: String, _ value: MustacheValue) -> String? {
        guard let template = templates[name] else { return nil }
        var renderer = MustacheRenderer(templates: templates, root: value)
        renderer.render(template.nodes)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// The first partial tag, in name order, that closes a cycle of
    /// inclusions, with the names around the cycle. sheetspec's values are
    /// finite and every name is looked up through the enclosing values, so
    /// a template that includes itself would include itself again at every
    /// level; refusing it here keeps rendering from running out of stack.
    func firstCycle() -> (template: String, tag: Range<Int>, names: [String])? {
        var finished: Set<String> = []
        for root in templates.keys.sorted() where !finished.contains(root) {
            // Depth-first with an explicit path, so long chains use no stack.
            var path: [(name: String, next: Int)] = [(root, 0)]
            var onPath: Set<String> = [root]
            while let (name, next) = path.last {
                let partials = templates[name]?.partials ?? []
                guard next < partials.count else {
                    path.removeLast()
                    onPath.remove(name)
                    finished.insert(name)
                    continue
                }
                path[path.count - 1].next += 1
                let included = partials[next].name
                guard templates[included] != nil, !finished.contains(included) else { continue }
                if onPath.contains(included) {
                    let start = path.firstIndex { $0.name == included } ?? 0
                    return (name, partials[next].range, path[start...].map(\.name) + [included])
                }
                path.append((included, 0))
                onPath.insert(included)
            }
        }
        return nil
    }
}
