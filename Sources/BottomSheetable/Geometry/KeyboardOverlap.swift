/// How much of a sheet's container the keyboard covers: what the shell reports
/// as `SheetEvent.keyboardChanged(height:)`.
public enum KeyboardOverlap {
    /// The height of the part of a container `containerHeight` tall that the
    /// keyboard covers, `keyboard` being its frame in the container's
    /// coordinates: from the keyboard's top edge, or the container's top when
    /// it is higher, down to the keyboard's bottom edge, or the container's
    /// bottom when it is lower. 0 when the keyboard is outside the container
    /// (below a window that does not reach the screen's bottom) or empty.
    public static func height(of keyboard: Rect, inContainerOfHeight containerHeight: Double) -> Double {
        let top = max(keyboard.minY, 0)
        let bottom = min(keyboard.maxY, containerHeight)  // mutate: equivalent — `min` with its arguments swapped differs only for NaN, and a frame from UIKit is finite
        return max(bottom - top, 0)
    }
}
