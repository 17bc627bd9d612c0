import GlideGestures
import GlideInput

extension TraceSummary {
    /// A touchscreen pan's hysteresis in millimetres: UIKit's 10 points at an iPhone's 163 points per inch.
    public static let touchscreenHysteresisMM = PanGestureRecognizer.Configuration.touchscreenHysteresis / (163 / 25.4)

    /// Reads the trace at `path` (with its `.desc` when the events are separate) one event
    /// at a time, assembles frames, runs a pan recognizer over them, and summarises.
    ///
    /// Touchpads and clickpads pan with 2 to 4 fingers (one finger moves the pointer), with
    /// libinput's defences (`PanGestureRecognizer.Configuration.touchpad`); touchscreens pan
    /// with one finger or more. Distances are millimetres: the recognizer works in a space
    /// of one point per millimetre. Memory stays flat however long the trace.
    /// `-` reads standard input (`Trace.standardInputPath`), as either path.
    public static func describe(path: String, descriptionPath: String? = nil) throws(GlideError) -> TraceSummary {
        try GlideError.checkStandardInputReadOnce([path, descriptionPath])
        var reader: any TraceReader
        do {
            reader = try Trace.open(path: path, descriptionPath: descriptionPath)
        } catch {
            var failure = GlideError(reading: error)
            if error.reason == .missingDescription {
                failure.message += "\nGive the description too: glide describe \(path) --desc NAME.desc"
            }
            throw failure
        }
        return try summarize(&reader, path: path, format: reader.format)
    }

    /// Streams `reader` through a `TraceSummarizer`.
    private static func summarize<Reader: TraceReader>(_ reader: inout Reader, path: String, format: TraceFormat) throws(GlideError) -> TraceSummary {
        let summarizer = TraceSummarizer(device: reader.device)
        do {
            while let event = try reader.nextEvent() { summarizer.feed(event) }
        } catch {
            throw GlideError(reading: error)
        }
        let device = DeviceSummary(reader.device)
        var warnings = device.warnings.map { "\(path): warning: \($0)" }
        warnings += reader.warnings.map(\.description)
        warnings += summarizer.rangeWarnings.map { "\(path): warning: \($0)" }
        if summarizer.recognizer == nil {
            warnings.append("\(path): warning: the device is \(device.kind == .notTouch ? "not a touch device" : "a touch device without a usable surface size"), so no gestures can be recognised")
        }
        return TraceSummary(
            path: path, format: format, device: device,
            events: summarizer.events, frames: summarizer.frames, duration: summarizer.lastTime,
            maxFingers: summarizer.maxFingers, gestures: summarizer.finishedGestures(), holds: summarizer.finishedHolds(), warnings: warnings)
    }
}

/// Counts a trace's events and frames and follows its pans, one event at a time.
///
/// A class because the pan recognizer reports through a target closure that updates it.
///
/// Its stored state is exempt from the runtime exclusivity checks (one or more per event, 8 %
/// of a describe run): only its own methods modify it, and `feed` holds no access across
/// `recognizer.handle`, whose callback modifies `gestures`.
final class TraceSummarizer {
    /// The events fed so far.
    @exclusivity(unchecked) private(set) var events = 0
    /// The frames assembled so far.
    @exclusivity(unchecked) private(set) var frames = 0
    /// The latest event time seen (µs; traces start at 0).
    @exclusivity(unchecked) private(set) var lastTime: Int64 = 0
    /// The most fingers in one frame so far.
    @exclusivity(unchecked) private(set) var maxFingers = 0
    /// The pan recognizer, or nil for a device it cannot run on.
    let recognizer: PanGestureRecognizer?
    /// libinput's hold, on a touchpad that has holds.
    private let hold: HoldGestureRecognizer?
    @exclusivity(unchecked) private var holds: [HoldSummary] = []

    @exclusivity(unchecked) private var assembler: FrameAssembler
    @exclusivity(unchecked) private var gestures: [GestureSummary] = []

    /// Positions seen past their axis's range (the assembler's warnings).
    var rangeWarnings: [DeviceWarning] { assembler.rangeWarnings }

    /// A summarizer for traces recorded from `device`.
    init(device: DeviceDescription) {
        assembler = FrameAssembler(device: device)
        recognizer = Self.recognizer(for: device)
        // Holds are measured in libinput's device units; the mapping only places `location`.
        hold = HoldGestureRecognizer.Configuration.touchpad(device: device).map { configuration in
            HoldGestureRecognizer(mapping: .touchpad(padWidthMM: 1, containerWidth: 1), configuration: configuration)
        }
        recognizer?.addTarget { [unowned self] pan in self.panChanged(pan) }
        hold?.addTarget { [unowned self] hold in self.holdChanged(hold) }
    }

    /// Feeds one event.
    func feed(_ event: InputEvent) {
        events += 1
        lastTime = max(lastTime, event.time)
        guard let frame = assembler.feed(event) else { return }
        frames += 1
        let fingers = frame.fingers
        maxFingers = max(maxFingers, fingers)
        hold?.handle(frame)
        guard let recognizer else { return }
        recognizer.handle(frame)
        if recognizer.state.isActive, let last = gestures.indices.last, gestures[last].outcome == .unfinished {
            gestures[last].maxFingers = max(gestures[last].maxFingers, fingers)
            gestures[last].end = frame.time
        }
    }

    /// The gestures, with one still running at the end of the trace ending at the last event.
    func finishedGestures() -> [GestureSummary] {
        guard let last = gestures.indices.last, gestures[last].outcome == .unfinished else { return gestures }
        var result = gestures
        result[last].end = lastTime
        return result
    }

    /// The holds, nil on a device without them; one still held at the end of the trace ends at the last event.
    func finishedHolds() -> [HoldSummary]? {
        guard hold != nil else { return nil }
        guard let last = holds.indices.last, holds[last].outcome == .unfinished else { return holds }
        var result = holds
        result[last].end = lastTime
        return result
    }

    /// Follows the hold's state changes.
    private func holdChanged(_ hold: HoldGestureRecognizer) {
        let time = hold.stateTimes[hold.state] ?? lastTime
        switch hold.state {
        case .began: holds.append(HoldSummary(fingers: hold.numberOfTouches, begin: time, end: time, outcome: .unfinished))
        case .ended, .cancelled:
            guard let last = holds.indices.last else { return }
            holds[last].end = time
            holds[last].outcome = hold.state == .cancelled ? .cancelled : .ended
        case .possible, .changed, .failed: break
        }
    }

    /// Follows the recognizer's state changes.
    private func panChanged(_ pan: PanGestureRecognizer) {
        let time = pan.stateTimes[pan.state] ?? lastTime
        switch pan.state {
        case .began:
            gestures.append(GestureSummary(
                fingers: pan.numberOfTouches, maxFingers: pan.numberOfTouches, begin: time, end: time,
                dx: pan.translation.dx, dy: pan.translation.dy, outcome: .unfinished))
        case .changed, .ended, .cancelled:
            guard let last = gestures.indices.last else { return }
            gestures[last].dx = pan.translation.dx
            gestures[last].dy = pan.translation.dy
            gestures[last].end = time
            if pan.state == .ended { gestures[last].outcome = .ended }
            if pan.state == .cancelled { gestures[last].outcome = .cancelled }
        case .possible, .failed:
            break
        }
    }

    /// A pan in a space of one point per millimetre: 2–4 fingers on a touchpad (2 where it
    /// cannot position more, `PanGestureRecognizer.Configuration.touchpadFingerLimit(for:)`), 1+ on a touchscreen.
    private static func recognizer(for device: DeviceDescription) -> PanGestureRecognizer? {
        guard let width = device.sizeInMillimetres?.width, width > 0, width.isFinite else { return nil }
        switch device.kind {
        case .touchpad, .clickpad:
            let mapping = TouchMapping.touchpad(padWidthMM: width, containerWidth: width)
            return PanGestureRecognizer(mapping: mapping, configuration: .touchpad(fingers: 2...4, mapping: mapping, device: device))
        case .touchscreen:
            let mapping = TouchMapping.custom { touch in GesturePoint(x: touch.mm.x, y: touch.mm.y) }
            let configuration = PanGestureRecognizer.Configuration(
                minimumNumberOfTouches: 1, maximumNumberOfTouches: .max, hysteresis: TraceSummary.touchscreenHysteresisMM)
            return PanGestureRecognizer(mapping: mapping, configuration: configuration)
        case .notTouch:
            return nil
        }
    }
}
