"""The mutants of a Swift line (scripts/mutate): which operator mutations a line gets, on its
code only (never in a comment or a string literal), and which deletions the compiler would
refuse, so they are never generated."""
import re
import sys

SUPPRESS = re.compile(r"//\s*mutate:\s*equivalent\s*(?:—|–|--?)\s*\S")
SUPPRESS_WITHOUT_REASON = re.compile(r"//\s*mutate:\s*equivalent\b")
COMPARISON = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
BOOLEAN = {"&&": "||", "||": "&&"}
BINARY = re.compile(r"(?<=\s)(<=|>=|==|!=|&&|\|\||<|>)(?=\s)")
WORD_BOOL = re.compile(r"\b(true|false)\b")
SYMMETRIC_CALL = re.compile(r"(?<![\w.])(?:Swift\.)?(?:max|min)$")
GENERIC_WHERE = re.compile(r"^\s*(?:(?:@\w+|public|package|internal|private|fileprivate|static|final|mutating|nonisolated)\s+)*(?:extension|func|init|struct|class|enum|protocol|subscript)\b.*\bwhere\b"
                           r"|^\s*where\b")
OPERATOR_DECLARATION = re.compile(r"\bfunc\s+$")
NEGATION = re.compile(r"(?<![\w)\]?!.])!(?=[A-Za-z_(])")
NUMBER = re.compile(r"(?<![\w.$])(\d[\d_]*)(\.\d[\d_]*)?(?![\w.])")
TWO_ARGS = re.compile(r"(?<=[\w)\]>?])\((\s*)([A-Za-z_][\w.]*|-?\d[\d.]*)(\s*),(\s*)([A-Za-z_][\w.]*|-?\d[\d.]*)(\s*)\)")
STATEMENT_START = re.compile(
    r"^(let|var|return|guard|if|else|case|default|switch|for|while|repeat|func|init|deinit|"
    r"struct|class|enum|extension|protocol|import|public|private|fileprivate|internal|package|"
    r"static|@|#|throw|defer|do|catch|typealias|associatedtype|try\s+await|break|continue|fallthrough)\b")


class Mutant:
    __slots__ = ("path", "line", "column", "old", "new", "kind", "shown")

    def __init__(self, path, line, column, old, new, kind, text):
        self.path, self.line, self.column, self.old, self.new, self.kind = path, line, column, old, new, kind
        if kind == "statement":
            self.shown = f"deleted `{text.strip()}`"
        else:
            mutated = text[:column] + new + text[column + len(old):]
            self.shown = f"`{old}` -> `{new}` in `{mutated.strip()}`"

    def key(self):
        return (str(self.path), self.line, self.column, self.kind, self.new)

    def apply(self, text):
        lines = text.split("\n")
        line = lines[self.line - 1]
        if self.kind == "statement":
            lines[self.line - 1] = ""
        else:
            assert line[self.column:self.column + len(self.old)] == self.old, (self, line)
            lines[self.line - 1] = line[:self.column] + self.new + line[self.column + len(self.old):]
        return "\n".join(lines)


def mask_code(line, in_string):
    """The line with string literal contents and the comment blanked (same length), and whether a
    multi-line string literal is still open at its end. Interpolations are left blank too."""
    out, i, quote = [], 0, None
    if in_string:
        end = line.find('"""')
        if end < 0:
            return " " * len(line), True
        out.append(" " * (end + 3))
        i = end + 3
    while i < len(line):
        if quote:
            if line.startswith("\\", i):
                out.append("  ")
                i += 2
                continue
            if line.startswith('"', i):
                quote = None
                out.append('"')
            else:
                out.append(" ")
            i += 1
            continue
        if line.startswith("//", i) or line.startswith("/*", i):
            out.append(" " * (len(line) - i))
            break
        if line.startswith('"""', i):
            end = line.find('"""', i + 3)
            if end < 0:
                out.append(" " * (len(line) - i))
                return "".join(out), True
            out.append(" " * (end + 3 - i))
            i = end + 3
            continue
        if line[i] == '"':
            quote = '"'
            out.append('"')
            i += 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out), False


def bumped(literal, delta):
    integer, fraction = literal
    whole = integer.replace("_", "")
    if fraction:
        digits = len(fraction) - 1
        value = float(whole + fraction.replace("_", "")) + delta
        return f"{value:.{digits}f}"
    return str(int(whole) + delta)


def is_statement(code):
    stripped = code.strip()
    if not stripped or STATEMENT_START.match(stripped) or stripped[0] in "}{)].,?:" or stripped[-1] in "{,([:+-*/=&|":
        return False
    if stripped.count("(") != stripped.count(")") or stripped.count("[") != stripped.count("]"):
        return False
    if stripped.count("{") != stripped.count("}"):
        return False
    assignment = re.search(r"(?<![=!<>])(=|\+=|-=|\*=|/=)(?!=)", stripped)
    call = re.match(r"^[A-Za-z_][\w.]*(\(|\.|\[)", stripped) and stripped.endswith(")")
    return bool(assignment and re.match(r"^[A-Za-z_][\w.\[\]]*\s*(=|\+=|-=|\*=|/=)", stripped)) or bool(call)


DEFERRED_LET = re.compile(r"\blet\s+(\w+)\s*:[^=\n]*$", re.M)
STORED_VAR_WITHOUT_DEFAULT = re.compile(r"^\s*(?:(?:public|package|internal|private|fileprivate)(?:\(set\))?\s+)*"
                                        r"var\s+(\w+)\s*:[^=?{\n]*$", re.M)
INIT_OPENER = re.compile(r"\binit[?!]?\s*(?:<[^>]*>)?\s*\(")
RETURNS_VALUE = re.compile(r"->\s*(?!Void\b|\(\)|Never\b)\S[^{]*\{$|^\s*(?:\w+\s+)*(?:var|subscript)\b[^=]*:\s*[^=:{]+\{$")
SWITCH_EXPRESSION = re.compile(r"(?:\breturn|=)\s*switch\b")


def opener(masked, index):
    """The index of the line whose `{` opens the block holding line `index`, or None."""
    depth = 0
    for row in range(index - 1, -1, -1):
        for char in reversed(masked[row]):
            if char == "}":
                depth += 1
            elif char == "{":
                if depth == 0:
                    return row
                depth -= 1
    return None


def declaration_line(masked, row):
    """The line that starts the declaration whose `{` is on line `row`: for a parameter list
    over several lines (`) {`), the line that opened its `(`."""
    depth = 0
    for start in range(row, -1, -1):
        depth += masked[start].count(")") - masked[start].count("(")
        if depth <= 0:
            return masked[start]
    return masked[row]


def deletion_compiles(masked, index, unset):
    """False for a statement whose deletion the compiler always rejects, so that it is not
    generated (it would cost a build to learn it is not viable): the first line of a call
    chained on the next line, `self = …` and `self.init(…)`, the value of a `let` given later
    or of a stored property without a default in an `init`, the only expression of a body
    that returns a value, the value of a branch of a `switch` expression. `unset`: the
    names of the file's `let x: T` and non-optional `var x: T` without a value."""
    code = masked[index].strip()
    following = next((line.strip() for line in masked[index + 1:] if line.strip()), "")
    before = next((line.strip() for line in reversed(masked[:index]) if line.strip()), "")
    if following.startswith("."):
        return False
    if re.match(r"(?:self\s*=[^=]|self\.init\(|super\.init\()", code):
        return False
    assigned = re.match(r"(?:self\.)?(\w+)\s*=[^=]", code)
    if assigned and assigned.group(1) in unset:
        start = opener(masked, index)
        if assigned.group(1) in unset["let"] or start is not None and INIT_OPENER.search(declaration_line(masked, start)):
            return False
    if before.endswith("{") and following.startswith("}") and RETURNS_VALUE.search(before):
        return False
    if re.match(r"(?:case\b.*|default\s*):$", before) and re.match(r"(?:case\b|default\b|\})", following):
        start = opener(masked, index)
        if start is not None and SWITCH_EXPRESSION.search(masked[start]):
            return False
    return True


class Unset(dict):
    """The names `deletion_compiles` reads: `in` asks both kinds, ["let"] the lets alone."""

    def __init__(self, text):
        super().__init__(let=set(DEFERRED_LET.findall(text)), var=set(STORED_VAR_WITHOUT_DEFAULT.findall(text)))

    def __contains__(self, name):
        return name in self["let"] or name in self["var"]


def mutants_of_line(path, number, text, code):
    """Every mutant of one source line; `code` is the line with comments and strings masked."""
    found = []
    for match in BINARY.finditer(code):
        op = match.group(1)
        if OPERATOR_DECLARATION.search(code[:match.start(1)]):
            continue  # `static func < (lhs:rhs:)` names an operator: no expression to mutate
        if GENERIC_WHERE.search(code[:match.start(1)]):
            continue  # `extension Array where Element == T`: a constraint, not an expression
        replacement = COMPARISON.get(op) or BOOLEAN.get(op)
        found.append(Mutant(path, number, match.start(1), op, replacement,
                            "comparison" if op in COMPARISON else "boolean", text))
    for match in WORD_BOOL.finditer(code):
        word = match.group(1)
        if re.search(r"\bwhile\s+$", code[:match.start(1)]):
            continue  # `while false` leaves the loop's end reachable: never compiles where it returns
        found.append(Mutant(path, number, match.start(1), word, "false" if word == "true" else "true",
                            "boolean", text))
    for match in NEGATION.finditer(code):
        found.append(Mutant(path, number, match.start(), "!", "", "boolean", text))
    for match in NUMBER.finditer(code):
        literal = match.group(1) + (match.group(2) or "")
        for delta in (1, -1):
            found.append(Mutant(path, number, match.start(), literal, bumped(match.groups(), delta),
                                "constant", text))
    for match in TWO_ARGS.finditer(code):
        first, second = match.group(2), match.group(5)
        if SYMMETRIC_CALL.search(code[:match.start()]):
            continue  # `max(a, b)` and `max(b, a)` differ only for NaN or the sign of a zero
        if first != second:
            old = match.group(0)
            new = f"({match.group(1)}{second}{match.group(3)},{match.group(4)}{first}{match.group(6)})"
            found.append(Mutant(path, number, match.start(), old, new, "arguments", text))
    if is_statement(code):
        found.append(Mutant(path, number, 0, text, "", "statement", text))
    return found


def compiled_here(lines):
    """False for a file wrapped whole in `#if canImport(UIKit)` (or another platform check this
    machine fails): its mutants would all survive, untested."""
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("//"):
            continue
        if stripped.startswith("#if canImport(UIKit)") or stripped.startswith("#if canImport(AppKit)"):
            return sys.platform == "darwin"
        return True
    return True


def mutants_of_file(path, wanted_lines=None):
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    if not compiled_here(lines):
        return [], f"{path}: skipped, not compiled on this platform"
    found, in_string, in_comment = [], False, False
    masked, open_string = [], False
    for line in lines:
        code, open_string = mask_code(line, open_string)
        masked.append(code)
    unset = Unset("\n".join(masked))
    for number, line in enumerate(lines, 1):
        was_in_string = in_string
        code, in_string = mask_code(line, in_string)
        if in_comment:
            if "*/" in line:
                in_comment = False
            continue
        if not was_in_string and line.lstrip().startswith("/*") and "*/" not in line:
            in_comment = True
            continue
        if wanted_lines is not None and number not in wanted_lines:
            continue
        if SUPPRESS.search(line) or line.lstrip().startswith("#") or was_in_string and in_string:
            continue
        if SUPPRESS_WITHOUT_REASON.search(line):
            print(f"{path}:{number}: warning: `mutate: equivalent` without a reason after a dash;"
                  " the line is mutated", file=sys.stderr)
        found += [m for m in mutants_of_line(path, number, line, code)
                  if m.kind != "statement" or deletion_compiles(masked, number - 1, unset)]
    return found, None
