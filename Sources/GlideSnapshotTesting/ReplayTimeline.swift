import GlideRender
import GlideUI

/// A replay as motion: every view's presentation values after every input frame and at every
/// animation tick, and every outcome record where its transition ended; what `.timeline(trace:)`
/// pins.
///
/// As text (`text`, read back by `init(parsing:)`): a header line, then per sample a line
/// `@ TIME CAUSE STATE` (ms from the replay's start, `start`/`frame`/`tick`/`end`, and the
/// transition in flight as `#N state percent`, or `idle`) followed by its `PresentedTree` lines,
/// or ending in `unchanged` when the tree is the same as the sample before; a record is a line
/// `record #N kind decision reason end=MS release=P` after the last sample before its end.
public struct ReplayTimeline: Hashable, Sendable {
    /// Why a sample was taken.
    public enum Cause: String, Hashable, Sendable, CaseIterable {
        /// Before the first frame.
        case start
        /// After an input frame was handled.
        case frame
        /// At a tick of the window's animation engine.
        case tick
        /// When the replay had settled.
        case end
    }

    /// The transition in flight at a sample.
    public struct Moment: Hashable, Sendable {
        /// Its number (1, 2, … from the window's first transition).
        public var transition: Int
        /// Its state (`TransitionState`'s raw value).
        public var state: String
        /// The fraction its views show (`TransitionContext.shownPercent` when presented); nil when
        /// only estimated (a non-interactive animation's time over its duration): the views carry that motion.
        public var percent: Double?

        /// Transition `transition` in `state`, showing `percent`.
        public init(transition: Int, state: String, percent: Double?) {
            self.transition = transition
            self.state = state
            self.percent = percent
        }
    }

    /// The window at one instant.
    public struct Sample: Hashable, Sendable {
        /// Milliseconds from the replay's start (its first event).
        public var time: Double
        /// Why it was taken.
        public var cause: Cause
        /// The transition in flight, nil when idle.
        public var moment: Moment?
        /// Every view as shown.
        public var tree: PresentedTree

        /// The window at `time` ms, sampled for `cause`.
        public init(time: Double, cause: Cause, moment: Moment?, tree: PresentedTree) {
            self.time = time
            self.cause = cause
            self.moment = moment
            self.tree = tree
        }
    }

    /// How a transition ended (the outcome record's deciding fields).
    public struct Record: Hashable, Sendable {
        /// Its number.
        public var transition: Int
        /// `present`, `dismiss`, `push`, `pop` or `tab`.
        public var kind: String
        /// `finish` or `cancel`.
        public var decision: String
        /// Why (`TransitionReason`'s raw value).
        public var reason: String
        /// When it ended, ms from the replay's start.
        public var end: Double
        /// The percent at release, nil when no gesture released it.
        public var release: Double?

        /// The record of transition `transition`.
        public init(transition: Int, kind: String, decision: String, reason: String, end: Double, release: Double?) {
            self.transition = transition
            self.kind = kind
            self.decision = decision
            self.reason = reason
            self.end = end
            self.release = release
        }
    }

    /// The window's size, points.
    public var screen: Size
    /// The samples, in time order.
    public var samples: [Sample]
    /// The records, in the order the transitions ended.
    public var records: [Record]

    /// A timeline of `samples` and `records` on a `screen`-sized window.
    public init(screen: Size, samples: [Sample], records: [Record]) {
        self.screen = screen
        self.samples = samples
        self.records = records
    }

    /// The first sample at which transition `transition` (any, when nil) shows at least `percent`; nil when none does.
    public func firstSample(reaching percent: Double, transition: Int? = nil) -> Sample? {
        samples.first { sample in
            guard let moment = sample.moment, let shown = moment.percent else { return false }
            return (transition == nil || moment.transition == transition) && shown >= percent
        }
    }

    private static let header = "glide timeline 1"

    /// The text form (see the type's description), numbers with 3 decimals.
    public var text: String {
        let numbers = SVGNumbers(decimals: 3)
        var out = Self.header + " screen=" + numbers.text(screen.width) + "," + numbers.text(screen.height) + "\n"
        var pendingRecords = records[...]
        var previous: PresentedTree?
        for (index, sample) in samples.enumerated() {
            out += "@ " + numbers.text(sample.time) + " " + sample.cause.rawValue + " "
            if let moment = sample.moment {
                out += "#\(moment.transition) " + moment.state
                if let percent = moment.percent { out += " " + numbers.text(percent) }
            } else {
                out += "idle"
            }
            if sample.tree == previous {
                out += " unchanged\n"
            } else {
                out += "\n" + sample.tree.text()
            }
            previous = sample.tree
            let nextTime = index + 1 < samples.count ? samples[index + 1].time : .infinity
            while let record = pendingRecords.first, record.end < nextTime || index == samples.count - 1 {
                pendingRecords.removeFirst()
                out += "record #\(record.transition) \(record.kind) \(record.decision) \(record.reason) end=" + numbers.text(record.end)
                if let release = record.release { out += " release=" + numbers.text(release) }
                out += "\n"
            }
        }
        return out
    }

    /// Reads `text` back; throws a `ReplayTimelineError` naming the first line it cannot read.
    public init(parsing text: String) throws(ReplayTimelineError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst(), first.hasPrefix(Self.header + " screen=") else {
            throw ReplayTimelineError(line: 1, reason: "not a Glide timeline: it starts with '\(Self.header) screen=W,H'")
        }
        let size = first.dropFirst(Self.header.count + 8).split(separator: ",").compactMap { Double($0) }
        guard size.count == 2 else { throw ReplayTimelineError(line: 1, reason: "screen= takes two numbers") }
        screen = Size(width: size[0], height: size[1])
        samples = []
        records = []
        var lineNumber = 1
        var treeLines: [Substring] = []
        var treeStart = 0
        func closeTree() throws(ReplayTimelineError) {
            guard !samples.isEmpty, !treeLines.isEmpty else { return }
            do {
                samples[samples.count - 1].tree = try PresentedTree(parsing: treeLines.joined(separator: "\n"))
            } catch {
                throw ReplayTimelineError(line: treeStart + error.line, reason: error.reason)
            }
            treeLines = []
        }
        for line in lines {
            lineNumber += 1
            if line.hasPrefix("@ ") {
                try closeTree()
                samples.append(try Self.sample(parsing: line, lineNumber: lineNumber, previous: samples.last?.tree))
                treeStart = lineNumber
            } else if line.hasPrefix("record ") {
                try closeTree()
                records.append(try Self.record(parsing: line, lineNumber: lineNumber))
            } else if !samples.isEmpty {
                treeLines.append(line)
            } else {
                throw ReplayTimelineError(line: lineNumber, reason: "a view line before the first sample ('@ TIME CAUSE STATE')")
            }
        }
        try closeTree()
    }

    private static func sample(parsing line: Substring, lineNumber: Int, previous: PresentedTree?) throws(ReplayTimelineError) -> Sample {
        var words = line.split(separator: " ").dropFirst()
        let unchanged = words.last == "unchanged"
        if unchanged { words = words.dropLast() }
        guard words.count >= 3, let time = Double(words[words.startIndex]), let cause = Cause(rawValue: String(words[words.startIndex + 1])) else {
            throw ReplayTimelineError(line: lineNumber, reason: "a sample line is '@ TIME CAUSE STATE' (cause: start, frame, tick or end)")
        }
        guard !unchanged || previous != nil else { throw ReplayTimelineError(line: lineNumber, reason: "the first sample cannot be 'unchanged'") }
        let state = words.dropFirst(2)
        var moment: Moment?
        if state.first != "idle" {
            guard let number = state.first.flatMap({ $0.hasPrefix("#") ? Int($0.dropFirst()) : nil }), state.count >= 2 else {
                throw ReplayTimelineError(line: lineNumber, reason: "the state is 'idle' or '#N state [percent]'")
            }
            let percent = state.count > 2 ? Double(state[state.startIndex + 2]) : nil
            moment = Moment(transition: number, state: String(state[state.startIndex + 1]), percent: percent)
        }
        return Sample(time: time, cause: cause, moment: moment, tree: unchanged ? previous ?? PresentedTree(nodes: []) : PresentedTree(nodes: []))
    }

    private static func record(parsing line: Substring, lineNumber: Int) throws(ReplayTimelineError) -> Record {
        let words = line.split(separator: " ")
        let values = Dictionary(words.compactMap { word -> (Substring, Double)? in
            guard let equals = word.firstIndex(of: "="), let value = Double(word[word.index(after: equals)...]) else { return nil }
            return (word[..<equals], value)
        }, uniquingKeysWith: { $1 })
        guard words.count >= 6, let number = words[1].hasPrefix("#") ? Int(words[1].dropFirst()) : nil, let end = values["end"] else {
            throw ReplayTimelineError(line: lineNumber, reason: "a record line is 'record #N kind decision reason end=MS [release=P]'")
        }
        return Record(transition: number, kind: String(words[2]), decision: String(words[3]), reason: String(words[4]), end: end, release: values["release"])
    }
}

/// A timeline's text that could not be read.
public struct ReplayTimelineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// What is wrong there.
    public var reason: String

    /// "timeline line N: reason".
    public var description: String { "timeline line \(line): \(reason)" }
}

extension ReplayTimeline {
    /// `sample` of this timeline drawn as a frame: its tree sketched on the window, the caption
    /// giving its time, `label` (when given) and its transition and percent; ids start with `idPrefix`.
    func picture(of sample: Sample?, label: String?, idPrefix: String = "") -> String {
        var renderer = FrameRenderer()
        renderer.idPrefix = idPrefix
        let tree = sample?.tree ?? PresentedTree(nodes: [])
        let moment = sample?.moment
        let state = (label.map { $0 + " " } ?? "") + (moment.map { "#\($0.transition) \($0.state)" } ?? "idle")
        let caption = FrameCaption(time: (sample?.time ?? 0) / 1000, state: state, percent: moment?.percent)
        return renderer.svg(of: tree.sketch(size: screen), overlay: FrameOverlay(caption: caption))
    }
}
