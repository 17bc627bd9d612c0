import Foundation
import FoundationXML
import Testing

@testable import Glide

/// `glide replay --frames` and `--filmstrip`, run as programs on the bundled traces, and the
/// refusals that come before anything is written.
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
struct ReplayFramesTests {
    static func trace(_ name: String) throws -> BundledTrace {
        try #require(BundledTracesTests.traces.first { $0.name == name })
    }

    static func frames(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func framesAtTheGivenInstantsShowTheTransitionMoving() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let directory = Paths.temporaryDirectory().appendingPathComponent("frames")
        let arguments = ["replay", trace.tracePath] + trace.arguments + ["--at=0,200,400,2000", "--frames"]
        let output = try Run.glide(arguments + [directory.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try Self.frames(in: directory) == ["frame-00001.svg", "frame-00002.svg", "frame-00003.svg", "frame-00004.svg"])
        let rest = try SVGFrame(directory.appendingPathComponent("frame-00001.svg"))
        let dragged = try SVGFrame(directory.appendingPathComponent("frame-00002.svg"))
        let settled = try SVGFrame(directory.appendingPathComponent("frame-00004.svg"))
        #expect(rest.texts.contains("t 0.000 s · idle"))
        #expect(dragged.texts.contains { $0.hasPrefix("t 0.200 s · interacting · ") })
        #expect(settled.texts.contains("t 2.000 s · idle"))
        // Mid-drag, a view of the transition is placed elsewhere than at rest; the fingers are drawn.
        let moved = dragged.transforms.filter { name, transform in rest.transforms[name].map { $0 != transform } ?? false }
        #expect(!moved.isEmpty, "no view moved between 0 and 200 ms: \(dragged.transforms)")
        #expect(dragged.classes["touch"] == 2)
        #expect(rest.classes["touch"] == nil)
        // The same replay draws the same bytes.
        let again = Paths.temporaryDirectory().appendingPathComponent("frames")
        #expect(try Run.glide(arguments + [again.path]).status == 0)
        for name in try Self.frames(in: directory) {
            #expect(try Data(contentsOf: directory.appendingPathComponent(name)) == Data(contentsOf: again.appendingPathComponent(name)))
        }
    }

    @Test func framesDefaultToOneEverySixtiethOfASecondUntilTheReplaySettles() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let directory = Paths.temporaryDirectory().appendingPathComponent("frames")
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--frames", directory.path])
        #expect(output.status == 0, "\(output.stderr)")
        // The transition ends at 558.3 ms: frames at 0, 16.7, …, 550 ms.
        let names = try Self.frames(in: directory)
        #expect(names == (1...34).map { ReplayPictures.frameName($0, suffix: "svg") })
        let last = try SVGFrame(directory.appendingPathComponent("frame-00034.svg"))
        #expect(last.texts.contains { $0.hasPrefix("t 0.550 s · completing") })
    }

    @Test func severalTracesGetAFolderEach() throws {
        let first = try Self.trace("tabs-touchpad-2fg-syn-dropped")
        let second = try Self.trace("tabs-touchpad-2fg-finger-change")
        let directory = Paths.temporaryDirectory().appendingPathComponent("frames")
        let output = try Run.glide(["replay", first.tracePath, second.tracePath, "--scene", "tabs", "--frames", directory.path, "--every", "100"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try Self.frames(in: directory) == [first.name, second.name].sorted())
        #expect(try Self.frames(in: directory.appendingPathComponent(first.name)).first == "frame-00001.svg")
    }

    @Test(.enabled(if: Paths.onPath("rsvg-convert"), "rsvg-convert is not installed"))
    func pngFramesArePNG() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let directory = Paths.temporaryDirectory().appendingPathComponent("frames")
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--frames", directory.path, "--at=250", "--png"])
        #expect(output.status == 0, "\(output.stderr)")
        let png = try Data(contentsOf: directory.appendingPathComponent("frame-00001.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test(arguments: ["--at=nan", "--at=-5", "--at=120,inf", "--at=120,,400", "--at=12x", "--every=0", "--every=-16", "--every=nan"])
    func badTimesAreRefused(_ option: String) throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let directory = Paths.temporaryDirectory().appendingPathComponent("frames")
        let output = try Run.glide(["replay", trace.tracePath, "--frames", directory.path, option])
        #expect(output.status == 64)
        #expect(output.stderr.contains(option.hasPrefix("--at") ? "--at" : "--every"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func aMillionFramesAreRefusedBeforeAnythingIsWritten() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let directory = Paths.temporaryDirectory().appendingPathComponent("frames")
        // 558 ms at a frame every 0.5 µs: over a million.
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--frames", directory.path, "--every", "0.0005"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--every 0.0005 asks for 1116643 frames"), "\(output.stderr)")
        #expect(output.stderr.contains("--at"))
        #expect(output.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        // A list of a million instants is refused as it is read.
        #expect(throws: GlideError(status: .usage, message: """
            --at lists 1000000 instants, more than the 10000 one run writes; nothing was written. \
            Ask for fewer: a larger --every (in ms), or the instants you want with --at 120,250,400
            """)) {
            try FrameOptions(directory: directory.path, instants: .at(Array(repeating: 1, count: 1_000_000)))
        }
    }

    @Test func aDirectoryThatCannotBeMadeIs73() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let folder = Paths.temporaryDirectory()
        let file = folder.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        for path in [file.path, file.path + "/frames", folder.path + "/missing/frames"] {
            let output = try Run.glide(["replay", trace.tracePath, "--frames", path, "--at=100"])
            #expect(output.status == 73, "\(path): \(output.stderr)")
            #expect(output.stderr.hasPrefix(path + ": "), "\(output.stderr)")
            #expect(output.stdout.isEmpty)
        }
    }

    @Test func aReadOnlyDirectoryIs73() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let directory = Paths.temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path) }
        // Permissions do not stop root; /proc/sys refuses new files even to root.
        let target = getuid() == 0 ? "/proc/sys" : directory.path
        let output = try Run.glide(["replay", trace.tracePath, "--frames", target, "--at=100"])
        #expect(output.status == 73)
        #expect(output.stderr.contains("give a directory you can write to"), "\(output.stderr)")
    }

    @Test func optionsThatNeedEachOtherAreChecked() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let folder = Paths.temporaryDirectory()
        let cases: [([String], String)] = [
            (["--frames", folder.path, "--at=1", "--every", "5"], "exclusive"),
            (["--at=1"], "give --frames too"),
            (["--png"], "give --frames too"),
            (["--filmstrip", folder.appendingPathComponent("sheet.pdf").path], ".svg or .png"),
        ]
        for (options, message) in cases {
            let output = try Run.glide(["replay", trace.tracePath] + options)
            #expect(output.status == 64, "\(options)")
            #expect(output.stderr.contains(message), "\(options): \(output.stderr)")
        }
        let description = try String(contentsOfFile: trace.tracePath, encoding: .utf8)
        let piped = try Run.glide(["replay", "-", "--filmstrip", folder.appendingPathComponent("sheet.svg").path], input: Data(description.utf8))
        #expect(piped.status == 64)
        #expect(piped.stderr.contains("standard input (-) can be read only once"))
    }

    @Test func theFilmstripHasARowPerTransitionLabelledWithPercentAndDecision() throws {
        let trace = try Self.trace("slide-touchpad-fling-policy")
        let path = Paths.temporaryDirectory().appendingPathComponent("sheet.svg")
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--json", "--filmstrip", path.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").count == 3)
        let sheet = try SVGFrame(path)
        #expect(sheet.classes["row"] == 3)
        let titles = sheet.texts.filter { $0.hasPrefix("slide-touchpad-fling-policy.evemu · #") }
        #expect(titles == [
            "slide-touchpad-fling-policy.evemu · #1 present · finish (non-interactive)",
            "slide-touchpad-fling-policy.evemu · #2 dismiss · cancel (threshold)",
            "slide-touchpad-fling-policy.evemu · #3 dismiss · finish (velocity)",
        ])
        // Six moments a row; a crossing is drawn where the progress reaches it.
        #expect(sheet.classes["cell-moment"] == 18)
        #expect(sheet.texts.filter { $0 == "50 %" }.count == 3)
        #expect(sheet.texts.contains("p 0.50 · finish"))
        #expect(sheet.texts.contains("p 1.00 · finish"))
        #expect(sheet.texts.contains("p 0.00 · cancel"))
        // The non-interactive present has no release; the cancel below 25 % reaches no crossing.
        #expect(sheet.classes["missing"] == 4)
        #expect(sheet.texts.filter { $0 == "not reached" }.count == 4)
        // Every cell is a whole frame, and the ids of the frames nested in one document stay distinct.
        #expect(sheet.classes["cell"] == 14)
        #expect(sheet.ids.count == Set(sheet.ids).count)
    }

    @Test func nestedFramesKeepTheirIdsApart() throws {
        let trace = try Self.trace("circle-touchscreen-grab-during-completion")
        let path = Paths.temporaryDirectory().appendingPathComponent("sheet.svg")
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--filmstrip", path.path])
        #expect(output.status == 0, "\(output.stderr)")
        let sheet = try SVGFrame(path)
        #expect(!sheet.ids.isEmpty, "the circle reveal's mask is a clip path")
        #expect(sheet.ids.count == Set(sheet.ids).count, "\(sheet.ids)")
    }

    @Test(.enabled(if: Paths.onPath("rsvg-convert"), "rsvg-convert is not installed"))
    func aPNGFilmstripIsPNG() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-cancel-near-threshold")
        let path = Paths.temporaryDirectory().appendingPathComponent("sheet.png")
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--filmstrip", path.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try Data(contentsOf: path).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

/// Crossings of the progress, read from a timeline's samples.
struct FilmstripInstantTests {
    typealias Sample = TransitionTimeline.Sample

    @Test func aFingerCrossesAtTheFrameThatTookItThere() {
        let samples = [Sample(time: 0.1, percent: 0.2, state: .interacting, isPresentedFraction: true),
                       Sample(time: 0.2, percent: 0.4, state: .interacting, isPresentedFraction: true)]
        #expect(Filmstrip.crossing(0.25, in: samples) == 0.2)
        #expect(Filmstrip.crossing(0.5, in: samples) == nil)
    }

    @Test func anAnimationCrossesBetweenItsSamples() {
        let samples = [Sample(time: 1.0, percent: 0.4, state: .completing, isPresentedFraction: true),
                       Sample(time: 1.1, percent: 0.6, state: .completing, isPresentedFraction: true)]
        #expect(abs((Filmstrip.crossing(0.5, in: samples) ?? 0) - 1.05) < 1e-12)
    }

    @Test func framesAreNamedInOrder() {
        #expect(ReplayPictures.frameName(1, suffix: "svg") == "frame-00001.svg")
        #expect(ReplayPictures.frameName(10_000, suffix: "png") == "frame-10000.png")
    }
}

/// What the tests read of an SVG: the `class` counts, the texts, each `data-name` group's
/// `transform` (identity when absent) and the ids.
private final class SVGFrame: NSObject, XMLParserDelegate {
    var classes: [String: Int] = [:]
    var texts: [String] = []
    var transforms: [String: String] = [:]
    var ids: [String] = []
    private var text = ""

    init(_ url: URL) throws {
        super.init()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = self
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path]) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if let value = attributes["class"] { classes[value, default: 0] += 1 }
        if let view = attributes["data-name"] { transforms[view] = attributes["transform"] ?? "identity" }
        if let id = attributes["id"] { ids.append(id) }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { texts.append(text) }
    }
}

/// The filmstrip of the aweme dismissal in docs/replay.md is what `glide replay` draws today.
@Suite struct DocsFilmstripTests {
    @Test func theFilmstripOfTheReplayPageIsCurrent() throws {
        let committed = Paths.packageRoot.appendingPathComponent("docs/aweme-dismissal-filmstrip.svg")
        let drawn = Paths.temporaryDirectory().appendingPathComponent("filmstrip.svg")
        let trace = Paths.packageRoot.appendingPathComponent("Traces/aweme-touchpad-2fg-finish.evemu").path
        let output = try Run.glide(["replay", trace, "--filmstrip", drawn.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try Data(contentsOf: drawn) == Data(contentsOf: committed),
                "docs/aweme-dismissal-filmstrip.svg is stale: run ./tools/glide replay Traces/aweme-touchpad-2fg-finish.evemu --filmstrip docs/aweme-dismissal-filmstrip.svg")
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/replay.md"), encoding: .utf8)
        #expect(page.contains("](aweme-dismissal-filmstrip.svg)"))
    }
}
