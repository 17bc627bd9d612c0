import GlideRender
import GlideUI

/// Where a replay's timeline first leaves its golden: the instant, and what differs there.
public struct TimelineDivergence: Hashable, Sendable, CustomStringConvertible {
    /// The instant, ms from the replay's start (the golden's, when both have a sample there).
    public var time: Double
    /// The golden's sample there, nil when the golden had ended.
    public var expected: ReplayTimeline.Sample?
    /// The replay's sample there, nil when the replay had ended.
    public var actual: ReplayTimeline.Sample?
    /// What differs, naming the view and by how much when it is a view.
    public var difference: String

    /// "at 245.833 ms (tick, #2 interacting 0.41): view "list" …".
    public var description: String {
        let sample = expected ?? actual
        let state = sample.map { sample in
            " (" + sample.cause.rawValue + ", " + (sample.moment.map { "#\($0.transition) \($0.state)" + ($0.percent.map { " " + SnapshotTolerance.number($0) } ?? "") } ?? "idle") + ")"
        } ?? ""
        return "at \(SnapshotTolerance.number(time)) ms\(state): \(difference)"
    }
}

extension ReplayTimeline {
    /// The first instant at which this timeline (the replay) differs from `golden` beyond
    /// `tolerance`, sample by sample in order, then record by record; nil when it matches.
    public func firstDivergence(from golden: ReplayTimeline, tolerance: SnapshotTolerance = .standard) -> TimelineDivergence? {
        let number = SnapshotTolerance.number
        if abs(screen.width - golden.screen.width) > tolerance.points || abs(screen.height - golden.screen.height) > tolerance.points {
            return TimelineDivergence(
                time: 0, expected: golden.samples.first, actual: samples.first,
                difference: "the window is \(number(screen.width))×\(number(screen.height)) pt, expected \(number(golden.screen.width))×\(number(golden.screen.height))")
        }
        for (want, got) in zip(golden.samples, samples) {
            func diverged(_ difference: String) -> TimelineDivergence {
                TimelineDivergence(time: want.time, expected: want, actual: got, difference: difference)
            }
            guard abs(want.time - got.time) <= tolerance.milliseconds, want.cause == got.cause else {
                return diverged("the replay sampled at \(number(got.time)) ms (\(got.cause.rawValue)) where the golden has \(number(want.time)) ms (\(want.cause.rawValue)): the frames or animation ticks moved")
            }
            switch (want.moment, got.moment) {
            case (nil, nil):
                break
            case (let a?, let b?):
                guard a.transition == b.transition, a.state == b.state else {
                    return diverged("transition #\(b.transition) is \(b.state), expected #\(a.transition) \(a.state)")
                }
                switch (a.percent, b.percent) {
                case (nil, nil):
                    break
                case (let p?, let q?) where abs(p - q) <= tolerance.fraction:
                    break
                default:
                    return diverged("transition #\(a.transition) shows \(b.percent.map(number) ?? "no percent"), expected \(a.percent.map(number) ?? "none") (tolerance \(number(tolerance.fraction)))")
                }
            case (let a, let b):
                let describe = { (moment: Moment?) in moment.map { "#\($0.transition) \($0.state)" } ?? "idle" }
                return diverged("the window is \(describe(b)), expected \(describe(a))")
            }
            if let difference = tolerance.firstDifference(expected: want.tree, actual: got.tree) { return diverged(difference) }
        }
        guard samples.count == golden.samples.count else {
            let shorter = min(samples.count, golden.samples.count)
            let ended = samples.count < golden.samples.count ? "the replay settled" : "the golden settled"
            let next = (samples.count > shorter ? samples : golden.samples)[shorter]
            return TimelineDivergence(
                time: next.time, expected: golden.samples.count > shorter ? next : nil, actual: samples.count > shorter ? next : nil,
                difference: "\(ended) first: \(samples.count) samples, expected \(golden.samples.count)")
        }
        for (want, got) in zip(golden.records, records) {
            let same = want.transition == got.transition && want.kind == got.kind && want.decision == got.decision && want.reason == got.reason
            let releases = switch (want.release, got.release) {
            case (nil, nil): true
            case (let p?, let q?): abs(p - q) <= tolerance.fraction
            default: false
            }
            guard same, releases, abs(want.end - got.end) <= tolerance.milliseconds else {
                let describe = { (record: Record) in
                    "#\(record.transition) \(record.kind) \(record.decision) (\(record.reason)) at \(number(record.end)) ms" + (record.release.map { ", released at \(number($0))" } ?? "")
                }
                return TimelineDivergence(
                    time: want.end, expected: nil, actual: nil, difference: "record \(describe(got)), expected \(describe(want))")
            }
        }
        guard records.count == golden.records.count else {
            return TimelineDivergence(
                time: (records.count > golden.records.count ? records : golden.records)[min(records.count, golden.records.count)].end,
                expected: nil, actual: nil, difference: "\(records.count) records, expected \(golden.records.count)")
        }
        return nil
    }
}
