import GlideRender
import Glibc
import GlideInput

/// Which instants of a trace `glide replay --frames` draws, in milliseconds from its first event.
public enum FrameInstants: Sendable, Equatable {
    /// One frame every so many milliseconds, from 0 until the replay has settled (its last
    /// event, or its last animation's end when later).
    case every(Double)
    /// These instants, drawn in the order given (the files are numbered in that order).
    case at([Double])
}

/// What `glide replay --frames DIR` writes: one SVG (or PNG) per instant, numbered
/// `frame-00001.svg`, `frame-00002.svg`, … in `directory`.
///
/// A request is checked before any replay: times must be finite and ≥ 0 (`--every` > 0), and
/// no run writes more than `maximumFrames` frames, so a mistyped interval fails with the count
/// instead of filling a disk.
public struct FrameOptions: Sendable, Equatable {
    /// The directory the frames go in (created when its parent exists).
    public var directory: String
    /// When frames are drawn.
    public var instants: FrameInstants
    /// PNG files (through `rsvg-convert`) instead of SVG.
    public var png: Bool

    /// The most frames one run writes, over all its traces.
    public static let maximumFrames = 10_000
    /// The default interval: one frame per 60 Hz display refresh.
    public static let defaultInterval = 1000.0 / 60

    /// Options for `directory`, checked: 64 for an interval that is not a positive finite number
    /// of milliseconds, an instant that is negative, NaN or infinite, an empty list, or more
    /// instants than `maximumFrames`.
    public init(directory: String, instants: FrameInstants = .every(FrameOptions.defaultInterval), png: Bool = false) throws(GlideError) {
        switch instants {
        case .every(let interval):
            guard interval.isFinite, interval > 0 else {
                throw GlideError(status: .usage, message: "--every must be a positive number of milliseconds, got \(interval)")
            }
        case .at(let times):
            guard !times.isEmpty else { throw GlideError(status: .usage, message: "--at needs at least one time in milliseconds, e.g. --at 120,250,400") }
            if let bad = times.first(where: { !($0.isFinite && $0 >= 0) }) {
                throw GlideError(status: .usage, message: "--at times are milliseconds from the trace's first event, finite and ≥ 0; got \(bad)")
            }
            try Self.checkCount(Double(times.count), of: "--at lists \(times.count) instants")
        }
        self.directory = directory
        self.instants = instants
        self.png = png
    }

    /// The times of `--at 120,250,400`: 64 naming the item that is not a number.
    public static func instants(parsing list: String) throws(GlideError) -> FrameInstants {
        var times: [Double] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let text = String(item.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard let time = Double(text) else {
                throw GlideError(status: .usage, message: "--at takes milliseconds separated by commas, e.g. --at 120,250,400; '\(text)' is not a number")
            }
            times.append(time)
        }
        return .at(times)
    }

    /// The instants drawn for a replay that settled at `settled` ms; `trace` names it in the
    /// error (64) when `--every` asks for more than `maximumFrames`.
    func times(settledAt settled: Double, trace: String) throws(GlideError) -> [Double] {
        switch instants {
        case .at(let times):
            return times
        case .every(let interval):
            let count = (max(settled, 0) / interval).rounded(.down) + 1
            try Self.checkCount(count, of: "--every \(Self.milliseconds(interval)) asks for \(Self.countText(count)) frames of \(trace) (0 to \(OutcomeTable.decimal(settled, places: 1)) ms)")
            return Self.instants(count, every: interval)
        }
    }

    /// How many instants `interval` ms apart, from 0, it takes to reach `settled` ms: the last at
    /// or after it, so the window at rest is drawn (the player's, the animations').
    package static func count(every interval: Double, covering settled: Double) -> Double {
        (max(settled, 0) / interval).rounded(.up) + 1
    }

    /// `count` instants `interval` ms apart, from 0.
    package static func instants(_ count: Double, every interval: Double) -> [Double] {
        (0..<Int(count)).map { Double($0) * interval }
    }

    /// Throws 64 when `count` frames are more than one run writes; `request` says what asked for
    /// them, `advice` how to ask for fewer.
    static func checkCount(
        _ count: Double, of request: String,
        advice: String = "Ask for fewer: a larger --every (in ms), or the instants you want with --at 120,250,400"
    ) throws(GlideError) {
        guard count > Double(maximumFrames) else { return }
        throw GlideError(status: .usage, message: "\(request), more than the \(maximumFrames) one run writes; nothing was written. \(advice)")
    }

    /// `value` with up to six decimals, trailing zeros left out.
    static func milliseconds(_ value: Double) -> String {
        SVGNumbers(decimals: 6).text(value)
    }

    /// A frame count as digits (past 10^15, only that).
    static func countText(_ count: Double) -> String {
        count < 1e15 ? String(Int(count)) : "more than 10^15"
    }
}
