import Foundation
import SheetLanguage
import TestSupport

/// A configuration written into a fresh folder, with the files and folders
/// its paths name, then loaded as a command would load it.
enum ConfigurationFixture {
    static func folder(files: [String] = []) throws -> URL {
        let folder = try ScratchFolder.make("config")
        for file in files {
            let url = folder.appendingPathComponent(file)
            if file.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
        }
        return folder
    }

    static func load(
        _ text: String, files: [String] = [], sections: ConfigurationSections = .none
    ) throws -> ConfigurationLoad {
        let folder = try folder(files: files)
        let path = folder.appendingPathComponent(ConfigurationLoader.fileName)
        try text.write(to: path, atomically: true, encoding: .utf8)
        return ConfigurationLoader.load(path: path.path, sections: sections)
    }
}
