"""Mutant schemata for scripts/mutate: every mutant of a module compiled in at once.

The technique is Untch, Offutt and Harrold's ("Mutation analysis using mutant schemata",
ISSTA 1993), the one Stryker and mull use: each mutation site is rewritten into code that
behaves as the original or as one of its mutants depending on a number read once at run
time, from the environment variable MUTATE_SCHEMA_ID (unset or 0: the original). The
module is built once; a mutant then costs only a test run with that variable set.

Each rewrite stays on its line, so a compiler error's line names the sites that caused it:
    comparison / boolean operator   `a < b`  -> `a <<ID> b`, an operator of the same
                                    precedence group, declared per site, that computes
                                    `<` or `<=`
    prefix `!`                      `!x`     -> `!<ID>x`, a prefix operator per site
    true / false, a literal         `0.5`    -> `(mutateSchemaID == 7 ? 1.5 : mutateSchemaID == 8 ? -0.5 : 0.5)`
    two arguments swapped           `(a, b)` -> `(mutateSchemaID == 9 ? b : a, mutateSchemaID == 9 ? a : b)`
    a statement deleted             `f(x)`   -> `if mutateSchemaID != 10 { f(x) }`
A site whose rewrite does not type-check (a literal where Swift wants a literal, `==` on
a type that is not Equatable, operands of two types) is dropped from the schema and its
mutants are built one at a time, as without schemata.
"""
import re

ENVIRONMENT = "MUTATE_SCHEMA_ID"
SWITCH = "mutateSchemaID"
SCHEMA_FILE = "MutateSchema.swift"
# Operator characters (Swift's operator-head range U+2190-U+23FF) that spell a site's number
# in base 16 after the original operator: `<` at site 0x1a is `<\u2190\u2191\u219a`.
DIGITS = [chr(0x2190 + i) for i in range(16)]
PRECEDENCE = {"<": "ComparisonPrecedence", "<=": "ComparisonPrecedence", ">": "ComparisonPrecedence",
              ">=": "ComparisonPrecedence", "==": "ComparisonPrecedence", "!=": "ComparisonPrecedence",
              "&&": "LogicalConjunctionPrecedence", "||": "LogicalDisjunctionPrecedence"}


def spelled(number):
    return "".join(DIGITS[(number >> shift) & 15] for shift in (12, 8, 4, 0))


class Site:
    """One place in a line and the mutants that replace its text `old`; `number` names the
    site's operator (if it has one); each mutant gets its own schema id."""

    def __init__(self, mutants, ids):
        first = mutants[0]
        self.path, self.line, self.column, self.kind, self.old = first.path, first.line, first.column, first.kind, first.old
        self.mutants, self.ids = mutants, ids

    @property
    def end(self):
        return self.column + len(self.old)

    def replacement(self):
        """(text for the line, declarations for the schema file)."""
        kind, old, ids = self.kind, self.old, self.ids
        if kind == "statement":
            return None, []
        if old in PRECEDENCE:
            name = old + spelled(ids[0])
            new = self.mutants[0].new
            if old in ("&&", "||"):
                body = (f"    if {SWITCH} == {ids[0]} {{ return try lhs {new} rhs() }}\n"
                        f"    return try lhs {old} rhs()\n")
                function = (f"@usableFromInline func {name}(lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {{\n"
                            f"{body}}}\n")
            else:
                protocol = "Equatable" if old in ("==", "!=") else "Comparable"
                function = (f"@usableFromInline func {name} <T: {protocol}>(lhs: T, rhs: T) -> Bool {{\n"
                            f"    {SWITCH} == {ids[0]} ? lhs {new} rhs : lhs {old} rhs\n}}\n")
            return name, [f"infix operator {name} : {PRECEDENCE[old]}\n", function]
        if kind == "boolean" and old == "!":
            name = "!" + spelled(ids[0])
            return name, [f"prefix operator {name}\n",
                          f"@usableFromInline prefix func {name}(operand: Bool) -> Bool {{ {SWITCH} == {ids[0]} ? operand : !operand }}\n"]
        if kind == "arguments":
            match = re.match(r"\(\s*(.+?)\s*,\s*(.+?)\s*\)$", old)
            first, second = match.group(1), match.group(2)
            return (f"({SWITCH} == {ids[0]} ? {second} : {first}, {SWITCH} == {ids[0]} ? {first} : {second})", [])
        choices = "".join(f"{SWITCH} == {i} ? {m.new} : " for i, m in zip(ids, self.mutants))
        return f"({choices}{old})", []


def sites_of(mutants, first_id):
    """The sites of one file's mutants (same place, same text: one site) and the next free id."""
    grouped = {}
    for mutant in mutants:
        grouped.setdefault((mutant.line, mutant.column, mutant.kind, mutant.old), []).append(mutant)
    sites, next_id = [], first_id
    for key in sorted(grouped, key=lambda k: (k[0], k[1], k[2])):
        group = grouped[key]
        sites.append(Site(group, list(range(next_id, next_id + len(group)))))
        next_id += len(group)
    return sites, next_id


def fits(site, masked):
    """Whether a site can be rewritten at all: not the exponent of a literal (`1e-10`), not an
    operator of a generic `where` clause (`where Element == T` is no expression; the
    argument label of `first(where:)` is no clause)."""
    before = masked[:site.column]
    if site.kind == "constant" and re.search(r"\d[eE][+-]?$", before):
        return False
    if site.kind in ("comparison", "boolean") and re.search(r"\bwhere\b(?!\s*:)", before):
        return False
    return True


def code_end(line, masked):
    """Where a line's code ends: before a trailing comment."""
    return len(masked.rstrip())


def rewrite(text, sites, masked_lines):
    """The file's text with every site rewritten, and the schema declarations they need.
    Sites that overlap one another on a line keep the first; the others are returned as left
    out (their mutants are built one at a time)."""
    lines = text.split("\n")
    declarations, left_out = [], []
    by_line = {}
    for site in sites:
        by_line.setdefault(site.line, []).append(site)
    for number, line_sites in by_line.items():
        line = lines[number - 1]
        inner = sorted((s for s in line_sites if s.kind != "statement"), key=lambda s: (s.column, s.end))
        kept, last_end = [], -1
        masked = masked_lines[number - 1]
        for site in inner:
            if site.column < last_end or not fits(site, masked):
                left_out.append(site)
                continue
            kept.append(site)
            last_end = site.end
        end = code_end(line, masked_lines[number - 1])
        for site in reversed(kept):
            replacement, needed = site.replacement()
            declarations += needed
            line = line[:site.column] + replacement + line[site.end:]
            end += len(replacement) - len(site.old)
        for site in line_sites:
            if site.kind == "statement":
                indent = len(line) - len(line.lstrip())
                line = f"{line[:indent]}if {SWITCH} != {site.ids[0]} {{ {line[indent:end]} }}{line[end:]}"
        lines[number - 1] = line
    return "\n".join(lines), declarations, left_out


def schema_file(declarations):
    """The Swift file that reads the switch once and declares the sites' operators."""
    head = (
        "// Written by scripts/mutate into its scratch copy of the module: the mutant schema's\n"
        f"// switch (the environment variable {ENVIRONMENT}; unset or 0 is the original code)\n"
        "// and one operator per rewritten operator site.\n"
        "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n"
        "#elseif canImport(Musl)\nimport Musl\n#endif\n\n"
        "// `@usableFromInline`: a public function's default argument may read it.\n"
        f"@usableFromInline let {SWITCH}: Int = {{\n"
        f"    guard let raw = getenv(\"{ENVIRONMENT}\") else {{ return 0 }}\n"
        "    return Int(String(cString: raw)) ?? 0\n}()\n\n")
    return head + "".join(declarations)


ERROR = re.compile(r"^(/[^:\n]+\.swift):(\d+):\d+: error:", re.M)


def error_lines(output):
    """{file path: {line numbers}} of a build's errors."""
    found = {}
    for match in ERROR.finditer(output):
        found.setdefault(match.group(1), set()).add(int(match.group(2)))
    return found


def enclosing_block(masked_lines, number):
    """(first, last) line numbers of the block that the `}` on line `number` closes, or None when
    the line holds no closing brace. A definite-initialization or missing-return error is
    reported at the closing brace of the initializer or function, not at the deleted line."""
    line = masked_lines[number - 1]
    if "}" not in line:
        return None
    depth = 0
    for index in range(number - 1, -1, -1):
        text = masked_lines[index]
        if index == number - 1:
            text = text[:text.rindex("}") + 1]
        for char in reversed(text):
            if char == "}":
                depth += 1
            elif char == "{":
                depth -= 1
                if depth == 0:
                    return index + 1, number
    return None
