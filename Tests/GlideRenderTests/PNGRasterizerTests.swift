import Foundation
import GlideUI
import Testing

@testable import GlideRender

/// PNG through librsvg's rsvg-convert, when it is installed.
@Suite struct PNGRasterizerTests {
    static let rsvgConvert = PNGRasterizer.locate()

    @Test(.enabled(if: rsvgConvert != nil, "rsvg-convert is not installed (apt-get install librsvg2-bin): skipped"))
    func aFrameBecomesAPNGOfItsSizeTimesTheZoom() throws {
        let root = GeometryRenderTests.transformedTree().root
        let svg = FrameRenderer().svg(of: root, overlay: FrameOverlay(touches: [Point(x: 100, y: 100)], caption: FrameCaption(time: 0.5, state: "interacting", percent: 0.3)))
        let png = try PNGRasterizer(zoom: 0.5).png(fromSVG: svg)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        func word(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(png.count > 24 && word(16) == 200 && word(20) == 412)
    }

    @Test(.enabled(if: rsvgConvert != nil, "rsvg-convert is not installed (apt-get install librsvg2-bin): skipped"))
    func aBrokenDocumentFailsWithRsvgConvertsMessage() throws {
        #expect {
            try PNGRasterizer().png(fromSVG: "<svg")
        } throws: { error in
            guard case .conversionFailed(_, let status, _) = error as? PNGRasterizerError else { return false }
            return status != 0
        }
    }

    @Test func withoutRsvgConvertTheErrorSaysWhatToInstall() {
        #expect(PNGRasterizer.locate(path: "/nonexistent") == nil)
        #expect(PNGRasterizerError.rsvgConvertMissing.description.contains("apt-get install librsvg2-bin"))
    }
}
