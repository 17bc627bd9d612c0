import Foundation
import Testing

/// The documentation a user reads (the README, `docs/*.md`, every DocC catalog's pages) stays
/// true and public: each library has a catalog, every relative link reaches a file of the
/// repository (and every `#anchor` a heading), and no page cites files outside the repository
/// or speaks the project's private words. `tools/docs` builds the catalogs, failing on any DocC
/// warning (a link to a symbol that does not exist).
@Suite struct DocumentationTests {
    /// Every page: its path relative to the package, and its text.
    static func pages() throws -> [(path: String, text: String)] {
        let root = Paths.packageRoot
        var paths = ["README.md"]
        paths += try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        for module in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) {
            let catalog = "Sources/\(module)/Documentation.docc"
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path) else { continue }
            paths += files.filter { $0.hasSuffix(".md") }.map { catalog + "/" + $0 }
        }
        return try paths.sorted().map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The libraries Package.swift offers: each product's targets.
    static func libraryTargets() throws -> [String] {
        let manifest = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return ReadmeTests.matches(of: #"\.library\(name: "[A-Za-z]+", targets: \[([^\]]*)\]"#, in: manifest)
            .flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) } }
    }

    @Test func everyLibraryHasACatalogWithItsRootPage() throws {
        let targets = try Self.libraryTargets()
        #expect(targets.count >= 12)
        for target in targets {
            let page = Paths.packageRoot.appendingPathComponent("Sources/\(target)/Documentation.docc/\(target).md")
            let text = try? String(contentsOf: page, encoding: .utf8)
            #expect(text?.hasPrefix("# ``\(target)``") == true, "Sources/\(target)/Documentation.docc/\(target).md is missing or does not start with # ``\(target)``")
        }
    }

    @Test func theSwiftPackageIndexDocumentsEveryLibrary() throws {
        let spi = try String(contentsOf: Paths.packageRoot.appendingPathComponent(".spi.yml"), encoding: .utf8)
        let listed = ReadmeTests.matches(of: #"(?m)^ +- ([A-Za-z]+)$"#, in: spi)
        #expect(listed.sorted() == (try Self.libraryTargets()).sorted(), ".spi.yml's documentation_targets must be the libraries' targets")
    }

    /// GitHub's anchor of a heading: lower-cased, punctuation but `-` and `_` dropped, spaces as `-`.
    static func anchor(_ heading: Substring) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    @Test func everyRelativeLinkReachesAFileAndEveryAnchorAHeading() throws {
        for page in try Self.pages() {
            let folder = Paths.packageRoot.appendingPathComponent(page.path).deletingLastPathComponent()
            let headings = Set(page.text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.anchor($0.drop { $0 == "#" }.dropFirst()) })
            for target in ReadmeTests.matches(of: #"\]\(([^)\s]+)\)"#, in: page.text) {
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("doc:") { continue }
                if target.hasPrefix("#") {
                    #expect(headings.contains(String(target.dropFirst())), "\(page.path): the link \(target) names no heading")
                    continue
                }
                let file = folder.appendingPathComponent(String(target.split(separator: "#")[0])).standardized
                #expect(file.path.hasPrefix(Paths.packageRoot.standardized.path + "/"), "\(page.path): the link \(target) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(page.path): the link \(target) reaches no file")
            }
        }
    }

    /// Words that mean something only inside the project's own workshop.
    static let privateWords = [
        #"\.\./shared"#, #"(?i)\bseeds?'? (article|transition|animator|scene|gallery)s?\b"#, #"(?i)\bthe seeds\b"#, #"(?i)\bseed's\b"#,
        #"(?i)\bseed \d{3}\b"#, #"(?i)\bthe seed (uses|always|gives|does|says)\b"#, #"(?i)\bharness\b"#, #"(?i)read with `?fetch"#, #"(?i)\bissue #?\d+"#,
    ]

    @Test func noPageCitesFilesOutsideTheRepositoryOrSpeaksPrivately() throws {
        for page in try Self.pages() {
            for (number, line) in page.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for pattern in Self.privateWords where line.range(of: pattern, options: .regularExpression) != nil {
                    Issue.record("\(page.path):\(number + 1): private words (\(pattern)): \(line)")
                }
            }
        }
    }
}
