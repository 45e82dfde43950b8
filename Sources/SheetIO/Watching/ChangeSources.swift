/// The change source a watch uses on this platform.
public enum ChangeSources {
    /// inotify on Linux unless `polling` is asked for or inotify fails;
    /// polling every `intervalMilliseconds` otherwise (and always on macOS).
    public static func best(for scope: WatchScope, polling: Bool, intervalMilliseconds: Int) -> ChangeSource {
        #if canImport(Glibc)
            if !polling, let events = InotifyChangeSource(scope: scope) { return events }
        #endif
        return PollingChangeSource(scope: scope, intervalMilliseconds: intervalMilliseconds)
    }
}
