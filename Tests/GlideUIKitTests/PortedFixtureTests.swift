import Foundation
import GlidePort
import Testing

/// The UIKit-style hazard fixtures (Tests/Fixtures/UIKitHazards: qualified and labelled
/// selectors, `@objc(Name)`, `@objcMembers`, Interface Builder attributes, `dynamic`, a UIKit
/// submodule import, a file with no import, one importing only Foundation, `#available`,
/// `#colorLiteral`, `#imageLiteral`, `responds(to:)`, `#if canImport(UIKit)` and `os(iOS)`; beyond
/// transitions, image views, Bézier paths on shape-layer masks, shadows, `layoutSubviews` and a
/// key-value observed scroll view), ported by
/// `glide port`, compile against GlideUIKit in both language modes.
@Suite struct PortedFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/UIKitHazards")

    @Test(arguments: ["5", "6"])
    func theHazardsCompileOncePorted(mode: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names.count >= 4)
        var ports: [(path: String, text: String)] = []
        for name in names {
            let source = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
            let ported = UIKitPorter.port(source, file: name)
            #expect(!ported.notes.contains { $0.kind == .notPorted }, "\(name): \(ported.notes)")
            ports.append((name, ported.text))
        }
        let errors = try PortLanguageModeTests.typeCheck(ports, mode: mode)
        #expect(errors.isEmpty, "swiftc -swift-version \(mode) on the ported fixtures:\n\(errors.map(\.description).joined(separator: "\n"))")
    }
}
