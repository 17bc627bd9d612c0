import Foundation
import Glide
import Testing

/// `glide replay --apng`: the window moving, as one looping animated PNG made of the frames
/// `--frames --png` draws, byte for byte the same on every run.
@Suite(.enabled(if: Paths.onPath("rsvg-convert"), "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
struct ReplayAnimationTests {
    /// The chunks of a PNG file: type and data.
    static func chunks(_ png: Data) -> [(type: String, data: [UInt8])] {
        let bytes = [UInt8](png)
        var result: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            result.append((String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self), Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return result
    }

    /// Each frame's delay (numerator, denominator) and image data.
    static func frames(_ png: Data) -> [(delay: [UInt8], image: [UInt8])] {
        var frames: [(delay: [UInt8], image: [UInt8])] = []
        for chunk in chunks(png) {
            switch chunk.type {
            case "fcTL": frames.append((Array(chunk.data[20..<24]), []))
            case "IDAT": frames[frames.count - 1].image += chunk.data
            case "fdAT": frames[frames.count - 1].image += chunk.data.dropFirst(4)
            default: break
            }
        }
        return frames
    }

    @Test func theAnimationIsTheFramesOfFramesPNGAtTheRateAsked() throws {
        let trace = try ReplayFramesTests.trace("aweme-touchpad-2fg-finish")
        let folder = Paths.temporaryDirectory()
        let path = folder.appendingPathComponent("aweme.png")
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--apng", path.path, "--fps", "60"])
        #expect(output.status == 0, "\(output.stderr)")
        let animation = try Data(contentsOf: path)
        // (That the same trace gives the same bytes, on any run: ReadmeTests remakes the README's animation and compares.)

        // The replay settles at the end of its animation, 558.3 ms: frames at 0, 1/60 s, … up to the first at or after it.
        let frames = Self.frames(animation)
        #expect(frames.count == 35)
        #expect(frames.dropLast().allSatisfy { $0.delay == [0, 1, 0, 60] })
        #expect(frames.last?.delay == [0, 1, 0, 1], "the last frame holds for a second")
        #expect(Self.chunks(animation).first { $0.type == "acTL" }?.data == [0, 0, 0, 35, 0, 0, 0, 0])

        // Frame by frame, the pictures --frames --png draws at the same instants (every 1000/60 ms).
        let stills = folder.appendingPathComponent("stills")
        #expect(try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--frames", stills.path, "--png"]).status == 0)
        let names = try ReplayFramesTests.frames(in: stills)
        #expect(names.count == 34)
        for (index, name) in names.enumerated() {
            let still = Self.chunks(try Data(contentsOf: stills.appendingPathComponent(name))).filter { $0.type == "IDAT" }.flatMap(\.data)
            #expect(frames[index].image == still, "frame \(index + 1)")
        }
        #expect(Set(frames.map(\.image)).count > 20, "the window moves")
    }

    @Test(.enabled(if: Self.pillow, "Pillow for Debian's python3 is not installed (apt-get install python3-pil)"))
    func anotherDecoderReadsTheLoopAndTheDurations() throws {
        let trace = try ReplayFramesTests.trace("aweme-touchpad-2fg-cancel-near-threshold")
        let path = Paths.temporaryDirectory().appendingPathComponent("cancel.png")
        #expect(try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--apng", path.path]).status == 0)
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            durations = []
            for index in range(image.n_frames):
                image.seek(index)
                image.convert("RGBA")
                durations.append(round(image.info["duration"], 1))
            print(image.format, image.is_animated, image.info["loop"], image.size, durations[0], durations[-1], len(durations))
            """
        let output = try Run.program("/usr/bin/python3", ["-c", script, path.path])
        #expect(output.status == 0, "\(output.stderr)")
        let frames = Self.frames(try Data(contentsOf: path)).count
        #expect(output.stdout == "PNG True 0 (390, 868) 33.3 1000.0 \(frames)\n")
    }

    @Test func severalTracesPlayOneAfterTheOtherEachHeldAtItsEnd() throws {
        let first = try ReplayFramesTests.trace("aweme-touchpad-2fg-finish")
        let second = try ReplayFramesTests.trace("aweme-touchpad-2fg-cancel-near-threshold")
        let folder = Paths.temporaryDirectory()
        func frames(_ traces: [String], _ name: String) throws -> [(delay: [UInt8], image: [UInt8])] {
            let path = folder.appendingPathComponent(name)
            let output = try Run.glide(["replay"] + traces + first.arguments + ["--apng", path.path, "--fps", "10"])
            #expect(output.status == 0, "\(output.stderr)")
            return Self.frames(try Data(contentsOf: path))
        }
        let both = try frames([first.tracePath, second.tracePath], "both.png")
        let one = try frames([first.tracePath], "one.png"), other = try frames([second.tracePath], "other.png")
        #expect(both.count == one.count + other.count)
        #expect(both.map(\.image) == (one + other).map(\.image))
        #expect(both.indices.filter { both[$0].delay == [0, 1, 0, 1] } == [one.count - 1, both.count - 1])
    }

    @Test func badRequestsAreRefusedBeforeAnythingIsWritten() throws {
        let trace = try ReplayFramesTests.trace("aweme-touchpad-2fg-finish")
        let folder = Paths.temporaryDirectory()
        let path = folder.appendingPathComponent("a.png").path
        let cases: [([String], Int32, String)] = [
            (["--fps", "30"], 64, "--fps sets the frame rate of --apng FILE: give --apng too"),
            (["--apng", path, "--fps", "0"], 64, "from 1 to 60, got 0"),
            (["--apng", path, "--fps", "61"], 64, "from 1 to 60, got 61"),
            (["--apng", folder.appendingPathComponent("a.gif").path], 64, "give a file name ending in .png or .apng"),
            (["--apng", "/proc/sys/a.png"], 73, "/proc/sys/a.png"),
        ]
        for (options, status, message) in cases {
            let output = try Run.glide(["replay", trace.tracePath] + options)
            #expect(output.status == status, "\(options)")
            #expect(output.stderr.contains(message), "\(options): \(output.stderr)")
        }
        let piped = try Run.glide(["replay", "-", "--apng", path], input: try Data(contentsOf: URL(fileURLWithPath: trace.tracePath)))
        #expect(piped.status == 64)
        #expect(piped.stderr.contains("standard input (-) can be read only once"))

        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "/nonexistent"
        let withoutRsvg = try Run.start(Paths.glide, ["replay", trace.tracePath, "--apng", path], environment: environment).finish()
        #expect(withoutRsvg.status == 71)
        #expect(withoutRsvg.stderr.contains("apt-get install librsvg2-bin"), "\(withoutRsvg.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path), "nothing was written")
    }

    /// Whether Debian's python3 has Pillow.
    static let pillow = (try? Run.program("/usr/bin/python3", ["-c", "import PIL"]).status) == 0
}
