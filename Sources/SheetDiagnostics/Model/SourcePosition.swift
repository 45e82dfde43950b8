/// A point in a source file.
///
/// Lines and columns are 1-based, as editors and compilers print them. A
/// column counts Unicode scalars from the start of the line (what libyaml's
/// marks count), and `offset` is the 0-based byte offset into the UTF-8 file.
/// The fields are 32-bit because the node arena keeps millions of them.
public struct SourcePosition: Hashable, Comparable, Sendable {
    public var line: Int32
    public var column: Int32
    public var offset: Int32

    public init(line: Int, column: Int, offset: Int) {
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
        self.offset = Int32(truncatingIfNeeded: offset)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}

/// A half-open span `start..<end` in one source file.
public struct SourceRange: Hashable, Comparable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at one position, for problems that have no extent.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// A range together with the file it belongs to: diagnostics may point into
/// several files at once (a duplicate sheet id defined in two specs).
public struct SourceSpan: Hashable, Comparable, Sendable {
    /// The path as the user gave it, so printed locations can be clicked.
    public var path: String
    public var range: SourceRange

    public init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }

    public static func < (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
        (lhs.path, lhs.range) < (rhs.path, rhs.range)
    }
}
