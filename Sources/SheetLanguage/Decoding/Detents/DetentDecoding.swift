import BottomSheetable
import SheetDiagnostics
import SheetYAML

extension DecodingContext {
    /// `detents:`: a non-empty list of detent mappings.
    mutating func decodeDetents(_ field: FieldValue) -> Located<[DetentDeclaration]>? {
        let expected = "a list of detents"
        guard expectList(field, expected: expected) else { return nil }
        let items = document.items(of: field.node)
        if items.isEmpty {
            report(
                DecodingDiagnostics.emptyValue.diagnostic(
                    "`detents` is empty", at: span(field.node), label: "a sheet needs at least one detent",
                    help: "add a detent such as `{ id: large, system: large }`, or delete the key for the default"))
            return nil
        }
        var detents: [DetentDeclaration] = []
        detents.reserveCapacity(items.count)
        for item in items {
            if let detent = decodeDetent(FieldValue(node: item, key: nil)) { detents.append(detent) }
        }
        return located(detents, field)
    }

    private mutating func decodeDetent(_ field: FieldValue) -> DetentDeclaration? {
        let node = field.node
        if document.kind(of: node) == .scalar, !isNull(node),
            let system = SystemDetent(rawValue: text(node))
        {
            let replacement = "{ id: \(system.rawValue), system: \(system.rawValue) }"
            reportMismatch(
                field, expected: "a detent like `{ id: half, fraction: 0.5 }`",
                help: "write `\(replacement)`", fixes: [FixIt(span: span(node), replacement: replacement)])
            return nil
        }
        guard expectMapping(field, expected: "a detent like `{ id: half, fraction: 0.5 }`") else { return nil }
        var id: Located<String>?
        // The first height form, and the keys of any further ones: a valid
        // detent has exactly one, so it allocates no list of them.
        var form: (key: NodeID, height: DetentHeightForm?)?
        var extraForms: [NodeID] = []
        var limits: [(key: NodeID, isMax: Bool, limit: Located<HeightLimitForm>?)] = []
        let itemStart = SourceRange(at: range(node).start)
        let seen = forEachField(of: node, table: DetentKey.table, owner: itemStart) { context, key, value in
            guard let keyNode = value.key else { return }
            let height: DetentHeightForm?
            switch key {
            case .id:
                id = context.identifier(value, what: "detent id")
                return
            case .min, .max:
                limits.append((keyNode, key == .max, context.heightLimit(value)))
                return
            case .system: height = context.keywordValue(value, as: SystemDetent.self).map { .system($0) }
            case .height: height = context.detentPoints(value)
            case .fraction: height = context.numberValue(value, .fraction).map { .fraction($0) }
            case .inset: height = context.numberValue(value, .points).map { .insetFromTop($0) }
            case .fit: height = context.keywordValue(value, as: FitKeyword.self).map { _ in .fitContent(min: nil, max: nil) }
            case .hidden: height = context.hiddenStop(value)
            }
            if form == nil { form = (keyNode, height) } else { extraForms.append(keyNode) }
        }
        // Named in messages only: a valid detent builds no text.
        func idText() -> String { id.map { "detent `\($0.value)`" } ?? "this detent" }
        guard let form else {
            if seen.hasUnknownKeys { return nil }
            let firstKey = document.entries(of: node).first.map { range($0.key) } ?? range(node)
            report(
                DecodingDiagnostics.missingKey.diagnostic(
                    "\(idText()) has no height", at: document.source.span(firstKey), label: "in this detent",
                    help: "add one of `system: large`, `height: 320`, `fraction: 0.5`, `inset: 24`, `fit: content` or `hidden: true`"))
            return nil
        }
        for extra in extraForms {
            report(
                DecodingDiagnostics.conflictingKeys.diagnostic(
                    "\(idText()) has more than one height", at: span(extra), label: "second height",
                    secondary: [DiagnosticLabel(span: span(form.key), message: "first height")],
                    help: "keep one of `\(text(form.key))` and `\(text(extra))`"))
        }
        var height = form.height
        if case .fitContent = height {
            height = .fitContent(min: limits.last { !$0.isMax }?.limit, max: limits.last { $0.isMax }?.limit)
        } else {
            for limit in limits {
                report(
                    DecodingDiagnostics.keyNotAllowedHere.diagnostic(
                        "`\(text(limit.key))` only applies to a detent with `fit: content`", at: span(limit.key),
                        label: "no effect on `\(text(form.key))`",
                        help: "delete `\(text(limit.key))`, or use `fit: content` to size the detent to its content"))
            }
        }
        guard let id, let height else { return nil }
        let heightField = FieldValue(node: document.entries(of: node).first { $0.key == form.key }?.value ?? node, key: form.key)
        return DetentDeclaration(id: id, height: located(height, heightField), range: range(node))
    }

    /// `hidden: true`, the hidden stop. `false` is not a height: a detent that is
    /// not hidden says where it rests.
    private mutating func hiddenStop(_ field: FieldValue) -> DetentHeightForm? {
        guard let flag = bool(field) else { return nil }
        if flag.value { return .hidden }
        reportMismatch(
            field, expected: "`true` (a detent that is not hidden gives its height instead)",
            help: "write the detent's height, such as `fraction: 0.5`, or `hidden: true` for a stop out of sight")
        return nil
    }

    /// `min:`/`max:` of a fitted detent: `{ height: 600 }` or `{ fraction: 0.9 }`.
    private mutating func heightLimit(_ field: FieldValue) -> Located<HeightLimitForm>? {
        let expected = "`{ height: <points> }` or `{ fraction: <0...1> }`"
        if document.kind(of: field.node) == .scalar, !isNull(field.node),
            case .decimal = NumberLiteral.classify(document.scalarBytes(of: field.node)), !isExplicitString(field.node)
        {
            let written = text(field.node)
            let isFraction = (Double(written) ?? 2) <= 1
            let replacement = isFraction ? "{ fraction: \(written) }" : "{ height: \(written) }"
            reportMismatch(
                field, expected: expected,
                help: "say which unit the number is in: `\(replacement)`",
                fixes: [FixIt(span: span(field.node), replacement: replacement)])
            return nil
        }
        guard expectMapping(field, expected: expected) else { return nil }
        var forms: [(key: NodeID, limit: HeightLimitForm?)] = []
        let seen = forEachField(of: field.node, table: HeightLimitKey.table) { context, key, value in
            guard let keyNode = value.key else { return }
            switch key {
            case .height: forms.append((keyNode, context.numberValue(value, .points).map { .points($0) }))
            case .fraction: forms.append((keyNode, context.numberValue(value, .fraction).map { .fraction($0) }))
            }
        }
        guard let first = forms.first else {
            if seen.hasUnknownKeys { return nil }
            report(
                DecodingDiagnostics.missingKey.diagnostic(
                    "height limit has no value", at: span(field.node), label: "expected `height` or `fraction`",
                    help: "write `{ height: 600 }` or `{ fraction: 0.9 }`"))
            return nil
        }
        for extra in forms.dropFirst() {
            report(
                DecodingDiagnostics.conflictingKeys.diagnostic(
                    "a height limit has both `height` and `fraction`", at: span(extra.key), label: "second limit",
                    secondary: [DiagnosticLabel(span: span(first.key), message: "first limit")],
                    help: "keep one of them"))
        }
        return first.limit.map { located($0, field) }
    }
}
