import Foundation
import GlidePort
import Testing

/// The supported-API map is generated from GlideUIKit itself (its public declarations and
/// GlideUI's): `Sources/GlidePort/SupportedAPI.swift` must be what `APIMap.scan` reads from the
/// sources now, and the porting article's table (GlideUIKit's catalog) must list its types. `tools/make-api-map` rewrites both
/// (it runs this suite with GLIDE_UPDATE_API_MAP=1).
@Suite struct SupportedAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file of GlideUIKit and GlideUI.
    static func moduleSources() throws -> [(path: String, text: String)] {
        var sources: [(path: String, text: String)] = []
        for module in ["Sources/GlideUIKit", "Sources/GlideUI"] {
            let folder = root.appendingPathComponent(module).path
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = folder + "/" + relative
                sources.append((path, try String(contentsOfFile: path, encoding: .utf8)))
            }
        }
        return sources.sorted { $0.path < $1.path }
    }

    /// The article's table of the UIKit types GlideUIKit has, one row per eight names.
    static func articleTable(_ map: APIMap) -> String {
        let names = map.types.keys.sorted()
        var rows = ["| UIKit types GlideUIKit has (`glide port --check` reads their members too) |", "| --- |"]
        for start in stride(from: 0, to: names.count, by: 8) {
            rows.append("| " + names[start..<min(start + 8, names.count)].map { "`\($0)`" }.joined(separator: ", ") + " |")
        }
        return rows.joined(separator: "\n")
    }

    @Test func theGeneratedMapIsCurrentAndTheArticleListsIt() throws {
        let scanned = APIMap.scan(try Self.moduleSources())
        let generated = Self.root.appendingPathComponent("Sources/GlidePort/SupportedAPI.swift")
        let article = Self.root.appendingPathComponent("Sources/GlideUIKit/Documentation.docc/PortingUIKitCode.md")
        var articleText = try String(contentsOf: article, encoding: .utf8)
        let begin = "<!-- BEGIN supported UIKit types -->\n"
        let end = "\n<!-- END supported UIKit types -->"
        let table = try #require(articleText.range(of: begin).flatMap { start in
            articleText.range(of: end, range: start.upperBound..<articleText.endIndex).map { start.upperBound..<$0.lowerBound }
        }, "PortingUIKitCode.md has no supported-types markers")
        if ProcessInfo.processInfo.environment["GLIDE_UPDATE_API_MAP"] == "1" {
            try scanned.swiftSource.write(to: generated, atomically: true, encoding: .utf8)
            articleText.replaceSubrange(table, with: Self.articleTable(scanned))
            try articleText.write(to: article, atomically: true, encoding: .utf8)
            return
        }
        let current = try String(contentsOf: generated, encoding: .utf8)
        #expect(current == scanned.swiftSource, "run tools/make-api-map")
        #expect(String(articleText[table]) == Self.articleTable(scanned), "run tools/make-api-map")
        #expect(APIMap.glideUIKit == scanned, "rebuild after tools/make-api-map")
    }

    @Test func theMapKnowsWhatGlideUIKitHasAndWhatItLacks() {
        let map = APIMap.glideUIKit
        #expect(map.types["UIView"]?.isSuperset(of: ["animate", "frame", "layer", "transition", "addSubview", "init"]) == true)
        #expect(map.types["UIPanGestureRecognizer"]?.isSuperset(of: ["translation", "velocity", "addTarget", "removeTarget", "state", "view"]) == true)
        #expect(map.types["UIViewController"]?.isSuperset(of: ["viewDidLoad", "viewWillAppear", "present", "dismiss", "transitionCoordinator"]) == true)
        #expect(map.types["UIViewPropertyAnimator"]?.isSuperset(of: ["fractionComplete", "pauseAnimation", "runningPropertyAnimator"]) == true)
        #expect(map.types["UIView"]?.isSuperset(of: ["topAnchor", "layoutIfNeeded", "translatesAutoresizingMaskIntoConstraints"]) == true)
        #expect(map.types["UIScrollView"]?.isSuperset(of: ["contentOffset", "observe", "panGestureRecognizer"]) == true)
        #expect(map.types["UITableView"] == nil && map.types["UIView"]?.contains("drawHierarchy") == false)
    }
}
