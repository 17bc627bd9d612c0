import Testing

@testable import GlidePort

/// `--check`'s reading of the compiler: which API a message names, and which source line a
/// ported line came from.
@Suite struct CompileCheckTests {
    @Test(arguments: [
        ("cannot find type 'UILabel' in scope", "UILabel"),
        ("cannot find 'CATransaction' in scope", "CATransaction"),
        ("value of type 'UIView' (aka 'View') has no member 'endEditing'", "UIView.endEditing"),
        ("value of type 'Layer' has no member 'timeOffset'", "CALayer.timeOffset"),
        ("type 'UIButton' has no member 'normal'", "UIButton.normal"),
    ])
    func aNotFoundMessageNamesTheAPI(message: String, api: String) {
        #expect(CompileCheck.missingAPI(in: message) == api)
    }

    @Test func anotherErrorNamesNoAPI() {
        #expect(CompileCheck.missingAPI(in: "switch must be exhaustive") == nil)
        #expect(CompileCheck.missingAPI(in: "cannot assign to property: 'state' is a get-only property") == nil)
    }

    @Test func portedLinesMapBackThroughAnInsertedImportAndChangedLines() {
        let original = "final class A: UIView {\n    @objc func go() {}\n    let s = #selector(go)\n}\n"
        let ported = "import GlideUIKit\n\nfinal class A: UIView {\n    func go() {}\n    let s = Self.go\n}\n"
        let map = CompileCheck.lineMap(original: original, ported: ported)
        #expect(map[2] == 1 && map[3] == 2 && map[4] == 3 && map[5] == 4, "\(map)")
        #expect(map[0] == 1 && map[1] == 1, "the inserted lines stand before line 1: \(map)")
    }

    @Test func errorsAreMappedToTheirSourcesAndDeduplicated() {
        let output = """
            /tmp/x/0-A.swift:5:9: error: cannot find 'UILabel' in scope
            /tmp/x/0-A.swift:5:9: error: cannot find 'UILabel' in scope
            /tmp/x/0-A.swift:2:1: warning: something
            /tmp/x/1-B.swift:1:3: error: switch must be exhaustive
            """
        let found = CompileCheck.diagnostics(in: output, origins: ["/tmp/x/0-A.swift": ("App/A.swift", [1, 1, 2, 3, 4]), "/tmp/x/1-B.swift": ("App/B.swift", [1])])
        #expect(found.map(\.description) == ["App/A.swift:4:9: missing in GlideUIKit: UILabel", "App/B.swift:1:3: error: switch must be exhaustive"])
    }
}
