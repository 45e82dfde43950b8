import SheetIO
import SheetLanguage

extension SpecOutline.Document {
    /// `.sheetspec.yml` is the configuration; any other document a spec.
    init(path: String) {
        self = PathText.lastComponent(of: path) == ConfigurationLoader.fileName ? .configuration : .spec
    }
}
