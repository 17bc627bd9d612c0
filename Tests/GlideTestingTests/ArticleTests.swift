import Foundation
import Testing

/// The article "Fuzz your transitions in your tests" shows exactly the code that the user tests
/// compile and run, so it cannot rot.
@Suite struct ArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift blocks of a Markdown file, leaving out the `// Package.swift` snippet.
    static func swiftBlocks(inMarkdown text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                let block = lines.joined(separator: "\n")
                if !block.hasPrefix("// Package.swift") { blocks.append(block) }
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The blocks between `// BEGIN ARTICLE` and `// END ARTICLE`, split at `// ---` lines.
    static func markedBlocks(inSwift text: String) -> [String] {
        guard let begin = text.range(of: "// BEGIN ARTICLE\n"), let end = text.range(of: "// END ARTICLE") else { return [] }
        return text[begin.upperBound..<end.lowerBound].components(separatedBy: "// ---\n").map {
            $0.trimmingCharacters(in: .newlines)
        }
    }

    @Test func theArticlesCodeIsTheUserTestsCode() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/GlideTesting/Documentation.docc/FuzzYourTransitions.md"), encoding: .utf8)
        let tests = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/GlideTestingUserTests/FuzzYourTransitionsTests.swift"), encoding: .utf8)
        let shown = Self.swiftBlocks(inMarkdown: article)
        let compiled = Self.markedBlocks(inSwift: tests)
        #expect(compiled.count == 5)
        #expect(shown.count == compiled.count)
        for (index, (block, code)) in zip(shown, compiled).enumerated() {
            #expect(block == code, "block \(index + 1) of the article differs from the user tests")
        }
        #expect(article.contains(#".product(name: "GlideTesting", package: "glide")"#))
    }
}
