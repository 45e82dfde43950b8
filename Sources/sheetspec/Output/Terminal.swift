import SheetIO
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The little the CLI needs to know about where its output goes.
enum Terminal {
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Colour unless `NO_COLOR` is set to anything non-empty (no-color.org).
    static var colorAllowed: Bool {
        guard let value = getenv("NO_COLOR") else { return true }
        return value.pointee == 0
    }

    /// The columns output to `descriptor` may fill: 80 when it is not a
    /// terminal (a pipe or file gets the same text everywhere), else
    /// `COLUMNS` when set to a positive number, else the terminal's width as
    /// the kernel reports it (`TIOCGWINSZ`, on macOS and Linux alike).
    static func columns(of descriptor: Int32) -> Int {
        let fallback = 80
        guard isTerminal(descriptor) else { return fallback }
        if let value = getenv("COLUMNS"), let columns = Int(String(cString: value)), columns > 0 { return columns }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return fallback
    }

    static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Writes all of `text` to a file descriptor (`STDOUT_FILENO`,
    /// `STDERR_FILENO`); no buffering to flush, no shared `FILE*` state.
    static func write(_ text: String, to descriptor: Int32) {
        DescriptorWriter.write(text, to: descriptor)
    }
}
