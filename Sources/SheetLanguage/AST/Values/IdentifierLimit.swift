/// The longest sheet id, `type` or detent id, in UTF-8 bytes.
///
/// Such names become Swift names and, with `generate --naming type`, file
/// names: 255 bytes (the file name limit of APFS, HFS+ and ext4) less the 32
/// bytes of `+BottomSheetable.generated.swift`, the longest suffix a backend
/// appends. Code generation's tests check every backend's suffixes against
/// it; `identifier-too-long` (SS2006) reports a longer name.
public enum IdentifierLimit {
    public static let maximumBytes = 223
    /// What a file system takes as one file name.
    public static let fileNameBytes = 255
}
