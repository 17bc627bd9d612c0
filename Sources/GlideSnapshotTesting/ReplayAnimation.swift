import Glide
import GlideRender
import GlideUI

/// A replay's timeline as an animated SVG, what `.animation(trace:)` writes: the window as the
/// timeline has it, every `1/framesPerSecond` s from 0 until its last sample, the last frame held
/// a second, looping (SMIL, which browsers and GitHub play in an `<img>`), with the timeline's
/// text inside (`<metadata class="glide-timeline">`) so that a golden is compared by its values,
/// as `.timeline` compares them, never as pixels.
///
/// Each frame sketches the last sample at or before its instant (`PresentedTree.sketch`: boxes,
/// colours, alphas, masks), captioned with that sample's time, transition and percent; instants
/// that show the same sample are one frame shown longer. The same timeline always gives the same text.
struct ReplayAnimation {
    /// The motion drawn.
    var timeline: ReplayTimeline
    /// Frames per second, 1…60.
    var framesPerSecond: Int

    /// How long the last frame shows, seconds: as long as `glide replay --apng`'s.
    static let holdSeconds = Double(AnimationOptions.holdSeconds)

    private static let metadataOpening = "<metadata class=\"glide-timeline\">\n"
    private static let metadataClosing = "</metadata>\n"

    /// The animated SVG document; throws when it would take more than `FrameOptions.maximumFrames` frames (as many as one `glide replay` run draws).
    func document() throws(ReplayAnimationError) -> String {
        guard let last = timeline.samples.last else { throw .noSamples }
        let interval = 1000 / Double(framesPerSecond)
        let count = FrameOptions.count(every: interval, covering: last.time)
        guard count <= Double(FrameOptions.maximumFrames) else { throw .tooLong(milliseconds: last.time, framesPerSecond: framesPerSecond) }
        // Runs of instants showing the same sample: (sample index, first instant's number, instants).
        var runs: [(sample: Int, first: Int, length: Int)] = []
        var sample = 0
        for (instant, time) in FrameOptions.instants(count, every: interval).enumerated() {
            while sample + 1 < timeline.samples.count, timeline.samples[sample + 1].time <= time { sample += 1 }
            if let run = runs.last, run.sample == sample {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((sample, instant, 1))
            }
        }
        let renderer = FrameRenderer()
        let numbers = SVGNumbers(decimals: 6)
        let width = timeline.screen.width, height = timeline.screen.height + renderer.captionHeight
        let total = count / Double(framesPerSecond) + Self.holdSeconds
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(numbers.text(width))" height="\(numbers.text(height))" viewBox="0 0 \(numbers.text(width)) \(numbers.text(height))">

            """
        svg += Self.metadataOpening + SVGText.escaped(timeline.text) + Self.metadataClosing
        for (number, run) in runs.enumerated() {
            let start = Double(run.first) / Double(framesPerSecond) / total
            let end = number == runs.count - 1 ? 1 : Double(run.first + run.length) / Double(framesPerSecond) / total
            svg += "<g class=\"frame\" visibility=\"\(number == 0 ? "visible" : "hidden")\">"
            if runs.count > 1 {
                let (values, times) = number == 0
                    ? ("visible;hidden", "0;" + numbers.text(end))
                    : number == runs.count - 1 ? ("hidden;visible", "0;" + numbers.text(start)) : ("hidden;visible;hidden", "0;\(numbers.text(start));\(numbers.text(end))")
                svg += "<animate attributeName=\"visibility\" values=\"\(values)\" keyTimes=\"\(times)\" dur=\"\(numbers.text(total))s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>"
            }
            svg += "\n" + SVGText.withoutDeclaration(timeline.picture(of: timeline.samples[run.sample], label: nil, idPrefix: "f\(number + 1)-")) + "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// The timeline an animation's document carries; throws when it carries none or a bad one.
    static func timeline(embeddedIn svg: String) throws(ReplayAnimationError) -> ReplayTimeline {
        guard let opening = svg.range(of: metadataOpening), let closing = svg.range(of: metadataClosing, range: opening.upperBound..<svg.endIndex) else {
            throw .noTimeline
        }
        do {
            return try ReplayTimeline(parsing: SVGText.unescaped(svg[opening.upperBound..<closing.lowerBound]))
        } catch {
            throw .badTimeline(error)
        }
    }
}

/// Why an animation could not be drawn or read.
enum ReplayAnimationError: Error, CustomStringConvertible {
    /// The timeline has no sample.
    case noSamples
    /// The replay is longer than `FrameOptions.maximumFrames` frames.
    case tooLong(milliseconds: Double, framesPerSecond: Int)
    /// The document carries no timeline.
    case noTimeline
    /// The timeline it carries cannot be read.
    case badTimeline(ReplayTimelineError)

    var description: String {
        switch self {
        case .noSamples: "the replay has no sample to draw"
        case .tooLong(let milliseconds, let framesPerSecond):
            "the replay lasts \(SnapshotTolerance.number(milliseconds)) ms: at \(framesPerSecond) fps that is more than the \(FrameOptions.maximumFrames) frames an animation draws; pin it with .timeline, or a lower framesPerSecond"
        case .noTimeline: "the SVG carries no <metadata class=\"glide-timeline\"> (an animation written by .animation(trace:))"
        case .badTimeline(let error): "its timeline cannot be read: \(error)"
        }
    }
}
