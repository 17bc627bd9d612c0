import Foundation
import GlideTesting
import GlideUIKit
import Testing
@testable import UIKitPorts

/// The snippets of the article "Porting UIKit code" (GlideUIKit's catalog), kept compiling and
/// true: the block between the markers below is the article's replay block, and the fuzz block
/// runs as the article says.
@Suite struct PortingArticleTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/GlideUIKit/Documentation.docc/PortingUIKitCode.md")

    func replayTheArticlesWay(tracePath: String) throws -> [String] {
        var lines: [String] = []
        func print(_ line: String) { lines.append(line) }
        // BEGIN article replay
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = CardListViewController()
        window.makeKeyAndVisible()
        for record in try window.replay(tracePath: tracePath).outcomes { print(record.jsonLine) }
        // END article replay
        return lines
    }

    @Test func theReplayBlockIsTheArticlesAndPrintsARecordPerTransition() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let block = try #require(Self.block(in: source, between: "// BEGIN article replay\n", and: "        // END article replay"))
        let code = block.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(8) }.joined(separator: "\n")
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let expected = "```swift\nimport GlideUIKit\n\n" + code.replacingOccurrences(of: "tracePath: tracePath", with: "tracePath: \"card.evemu\"") + "```"
        #expect(article.contains(expected), "PortingUIKitCode.md's replay block drifted from PortingArticleTests")

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-article-card-\(getpid()).evemu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try touchpadTapThenPull(dy: 40, duration: 0.1).trace.writeEvemu(to: path)
        let lines = try replayTheArticlesWay(tracePath: path)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("{\"transition\":") })
    }

    @Test func theCardPortSurvivesTheStandardInvariantsUnderFuzzing() {
        let report = Fuzzer(name: "card") { _ in ReplayWorld(window: makeCardWindow().window) }
            .run(cases: 300, seed: 11, threads: 1)
        #expect(report.failures.isEmpty, "\(report.failures.first.map { "\($0): \($0.violations) \($0.shrunk)" } ?? "")")
    }

    static func block(in text: String, between start: String, and end: String) -> String? {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else { return nil }
        return String(text[from.upperBound..<to.lowerBound])
    }
}
