import Glibc
import GlideInput
import GlideRender
import GlideUI

/// The pictures `glide replay` draws besides its records: frames at chosen instants
/// (`--frames`), a contact sheet of every transition (`--filmstrip`), a page that plays the
/// replays (`--html`, `PlayerRecording`) and an animated PNG of them (`--apng`, `AnimationOptions`).
///
/// Everything that can be refused is refused before anything is written: each trace is first
/// replayed once on its own (replays are deterministic), which gives when it settles (the end of
/// `--every`) and its transitions' moments; then the frame count is checked against
/// `FrameOptions.maximumFrames`, the directories are made and the sheet's and page's files created. The
/// replay that prints the records then draws every instant (`FrameCapture`). Traces are read
/// twice, so they must be files, not standard input. With several traces, each one's frames go
/// in a folder of the frames directory named after it (`folderName(for:)`). The frames are drawn
/// into a stage in the frames directory (`StagedDirectory`) and moved into place by `writeFrames()`
/// once every trace has run, so a run that fails leaves the previous frames as they were.
final class ReplayPictures {
    /// One trace's part.
    private struct TracePlan {
        /// Its frames' folder relative to the frames directory (empty for one trace); nil without `--frames`.
        var directory: String?
        /// Its frames' instants, ms.
        var frameTimes: [Double]
        /// Its animation's instants, ms (empty without `--apng`).
        var animationTimes: [Double]
        /// When its replay settles, ms.
        var settledAt: Double
        /// Its transitions' rows of the sheet, with each moment's instant (nil: never reached).
        var rows: [(title: String, decision: TransitionDecision, instants: [Double?])]
    }

    private let frames: FrameOptions?
    /// Where the frames are drawn until `writeFrames()`; nil without `--frames`.
    private let frameStage: StagedDirectory?
    private var plans: [TracePlan] = []
    private let rasterizer: PNGRasterizer?
    private let filmstripFile: OutputFile?
    private let filmstripIsPNG: Bool
    private let htmlFile: OutputFile?
    private let animation: AnimationOptions?
    private let animationFile: OutputFile?
    /// Each trace's animation frames (SVG), drawn while it replays.
    private var animationFrames: [[String]] = []
    private let recording: PlayerRecording?
    private let frameSize: Size
    private var rows: [Filmstrip.Row] = []
    private let renderer = FrameRenderer()

    /// Plans and checks the pictures of `traces` (64 for a bad request, 65/66 for a bad trace,
    /// 71 without `rsvg-convert` for PNG, 73 for a directory or file that cannot be made); nil
    /// when no frames, filmstrip, page or animation are asked for.
    init?(traces: [String], descriptionPath: String?, options: ReplayOptions, scenes: any SceneCatalogue, frames: FrameOptions?, filmstripPath: String?,
          htmlPath: String? = nil, animation: AnimationOptions? = nil) throws(GlideError) {
        guard frames != nil || filmstripPath != nil || htmlPath != nil || animation != nil else { return nil }
        self.frames = frames
        self.animation = animation
        frameSize = Size(width: options.screen.width, height: options.screen.height + renderer.captionHeight)
        let lowercased = filmstripPath?.lowercased()
        filmstripIsPNG = lowercased?.hasSuffix(".png") == true
        if let filmstripPath, !filmstripIsPNG, lowercased?.hasSuffix(".svg") != true {
            throw GlideError(status: .usage, message: "--filmstrip \(filmstripPath): give a file name ending in .svg or .png (the format follows the extension)")
        }
        if let htmlPath { try PlayerRecording.checkName(htmlPath) }
        if (traces + [descriptionPath]).contains(Trace.standardInputPath) {
            throw GlideError(status: .usage, message: "--frames, --filmstrip, --html and --apng replay each trace twice, and standard input (-) can be read only once: save the trace to a file and give its path")
        }
        recording = htmlPath == nil ? nil : PlayerRecording()
        let folders = try frames.map { frames throws(GlideError) in try Self.folders(for: traces, in: frames.directory) }
        var total = 0.0, animationTotal = 0.0
        for (index, trace) in traces.enumerated() {
            let session = try ReplaySession(tracePath: trace, descriptionPath: descriptionPath, options: options, scenes: scenes)
            // Only the filmstrip and the page read the timelines; frames alone keep memory flat.
            let result = try session.run(keeping: filmstripPath == nil && htmlPath == nil ? .streaming : .everything)
            let settledAt = session.milliseconds
            let frameTimes = try frames?.times(settledAt: settledAt, trace: trace) ?? []
            total += Double(frameTimes.count)
            let animationTimes = try animation?.times(settledAt: settledAt, trace: trace) ?? []
            animationTotal += Double(animationTimes.count)
            let name = ReplayCommandRun.baseName(trace)
            try recording?.add(trace, title: ReplayCommandRun.chartTitle(trace, options, device: session.device), result: result, settledAt: settledAt)
            let rows = filmstripPath == nil ? [] : result.timelines.compactMap { timeline -> (String, TransitionDecision, [Double?])? in
                guard let outcome = timeline.outcome else { return nil }
                let title = "\(name) · #\(outcome.transition) \(outcome.kind.rawValue) · \(outcome.decision.rawValue) (\(outcome.reason.rawValue))"
                return (title, outcome.decision, Filmstrip.instants(of: timeline))
            }
            plans.append(TracePlan(directory: folders?[index], frameTimes: frameTimes, animationTimes: animationTimes, settledAt: settledAt, rows: rows))
        }
        let rowCount = plans.reduce(0) { $0 + $1.rows.count }
        if rowCount > Filmstrip.maximumRows {
            throw GlideError(status: .usage, message: """
                --filmstrip: the traces have \(rowCount) transitions, more than the \(Filmstrip.maximumRows) rows one sheet draws; \
                nothing was written. Give fewer traces, or cut the trace down
                """)
        }
        if traces.count > 1 {
            try FrameOptions.checkCount(total, of: "The \(traces.count) traces ask for \(FrameOptions.countText(total)) frames in all")
            try FrameOptions.checkCount(animationTotal, of: "--apng draws the \(traces.count) traces in \(FrameOptions.countText(animationTotal)) frames in all")
        }
        if frames?.png == true || filmstripIsPNG || animation != nil {
            do {
                rasterizer = try PNGRasterizer()
            } catch {
                throw GlideError(status: .osError, message: "\(error)")
            }
        } else {
            rasterizer = nil
        }
        if let frames {
            try Self.makeDirectory(frames.directory)
            do {
                frameStage = try StagedDirectory(destination: frames.directory)
            } catch {
                throw GlideError(status: .cannotCreate, message: "\(error); give a directory you can write to")
            }
        } else {
            frameStage = nil
        }
        filmstripFile = try filmstripPath.map { path throws(GlideError) in try TextOutput.createFile(at: path) }
        htmlFile = try htmlPath.map { path throws(GlideError) in try TextOutput.createFile(at: path) }
        animationFile = try animation.map { animation throws(GlideError) in try TextOutput.createFile(at: animation.path) }
    }

    /// The pictures of trace `index`, drawn while `session` replays it;
    /// call `finish()` on what it returns once the session has run.
    func capture(_ session: ReplaySession, trace index: Int) -> Capture {
        let plan = plans[index]
        let capture = Capture(FrameCapture(renderer: renderer, settledAt: plan.settledAt))
        session.observers.append(capture.frames)
        recording?.capture(capture.frames, trace: index)
        if let directory = plan.directory, let frames, let frameStage {
            let suffix = frames.png ? "png" : "svg"
            for (number, time) in plan.frameTimes.enumerated() {
                let relative = (directory.isEmpty ? "" : directory + "/") + Self.frameName(number + 1, suffix: suffix)
                capture.frames.schedule(atMilliseconds: time) { [weak self, weak session, unowned capture] frame in
                    guard capture.failure == nil, let self else { return }
                    do throws(GlideError) {
                        let path: String
                        do {
                            path = try frameStage.path(for: relative)
                        } catch {
                            throw GlideError(status: .cannotCreate, message: "\(error); give a directory you can write to")
                        }
                        do throws(GlideError) {
                            try write(frame.svg, to: path)
                        } catch {
                            // Named where it was to go, not in the stage.
                            guard error.message.hasPrefix(path) else { throw error }
                            let destination = frameStage.destination + "/" + relative
                            throw GlideError(status: error.status, message: destination + error.message.dropFirst(path.count) + "; the frames directory keeps its previous frames")
                        }
                    } catch {
                        capture.failure = error
                        session?.stop()
                    }
                }
            }
        }
        if !plan.animationTimes.isEmpty {
            let number = animationFrames.count
            animationFrames.append([])
            for time in plan.animationTimes {
                capture.frames.schedule(atMilliseconds: time) { [weak self] frame in self?.animationFrames[number].append(frame.svg) }
            }
        }
        for row in plan.rows {
            let rowNumber = rows.count
            rows.append(Filmstrip.Row(title: row.title, decision: row.decision, cells: Filmstrip.Moment.allCases.map {
                Filmstrip.Cell(moment: $0, svg: nil, percent: nil)
            }))
            for (column, instant) in row.instants.enumerated() {
                guard let instant else { continue }
                let final = row.decision.finalPercent
                let moment = Filmstrip.Moment.allCases[column]
                capture.frames.schedule(atMilliseconds: instant, idPrefix: "r\(rowNumber + 1)c\(column + 1)-") { [weak self] frame in
                    self?.rows[rowNumber].cells[column] = Filmstrip.Cell(
                        moment: moment, svg: frame.svg, percent: frame.percent ?? (moment == .end ? final : nil))
                }
            }
        }
        return capture
    }

    /// Moves the frames drawn into the frames directory, when frames were asked for (74 when that fails).
    func writeFrames() throws(GlideError) {
        do {
            try frameStage?.commit()
        } catch {
            throw GlideError(status: .ioError, message: "\(error); the frames directory keeps its previous frames")
        }
    }

    /// Writes the contact sheet, when one was asked for (74 when writing or rasterising fails).
    func writeFilmstrip() throws(GlideError) {
        guard let filmstripFile else { return }
        let document = Filmstrip(rows: rows, frameSize: frameSize).document
        if filmstripIsPNG, let rasterizer {
            try TextOutput.finish(filmstripFile, with: try Self.png(document, rasterizer))
        } else {
            try TextOutput.finish(filmstripFile, with: document)
        }
    }

    /// Writes the page, when one was asked for (74 when writing fails).
    func writeHTML() throws(GlideError) {
        guard let htmlFile, let recording else { return }
        try TextOutput.finish(htmlFile, with: recording.player.document)
    }

    /// Rasterises the animation's frames and writes it, when one was asked for (74 when
    /// rasterising or writing fails); `progress` hears how many frames are done, of how many.
    func writeAnimation(progress: (_ done: Int, _ total: Int) -> Void) throws(GlideError) {
        guard let animation, let animationFile, let rasterizer else { return }
        let total = animationFrames.reduce(0) { $0 + $1.count }
        var done = 0
        let stills = try animationFrames.map { svgs throws(GlideError) in
            try svgs.map { svg throws(GlideError) in
                defer { done += 1; progress(done, total) }
                return try Self.png(svg, rasterizer)
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try animation.animation(of: stills).bytes()
        } catch {
            throw GlideError(status: .ioError, message: "--apng \(animation.path): \(error)")
        }
        try TextOutput.finish(animationFile, with: bytes)
    }

    /// One trace's drawing in progress.
    final class Capture {
        /// Draws the window at the planned instants.
        let frames: FrameCapture
        /// The first frame that could not be written; the replay stopped there.
        var failure: GlideError?

        init(_ frames: FrameCapture) {
            self.frames = frames
        }

        /// Draws the instants after the replay settled, then throws the first write failure.
        func finish() throws(GlideError) {
            if failure == nil { frames.finish() }
            if let failure { throw failure }
        }
    }

    /// `frame-00001.svg`: numbered from 1, five digits (`FrameOptions.maximumFrames` fits).
    static func frameName(_ number: Int, suffix: String) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + "." + suffix
    }

    /// Writes a frame's SVG, or its PNG with `--png`.
    private func write(_ svg: String, to path: String) throws(GlideError) {
        guard let rasterizer, frames?.png == true else { return try TextOutput.writeFile(svg, to: path) }
        try TextOutput.finish(try TextOutput.createFile(at: path), with: try Self.png(svg, rasterizer))
    }

    private static func png(_ svg: String, _ rasterizer: PNGRasterizer) throws(GlideError) -> [UInt8] {
        do {
            return Array(try rasterizer.png(fromSVG: svg))
        } catch let error as PNGRasterizerError {
            throw GlideError(status: .ioError, message: error.description)
        } catch {
            throw GlideError(status: .ioError, message: "cannot rasterise a frame: \(error)")
        }
    }

    /// Each trace's folder relative to the frames directory: the directory itself ("") for one
    /// trace, else `folderName(for:)` (64 when two share a name).
    private static func folders(for traces: [String], in directory: String) throws(GlideError) -> [String] {
        guard traces.count > 1 else { return [""] }
        var seen: [String: String] = [:]
        return try traces.map { trace throws(GlideError) in
            let name = folderName(for: trace)
            if let other = seen[name] {
                throw GlideError(status: .usage, message: "--frames puts each trace's frames in a folder named after it, and \(other) and \(trace) are both '\(name)': replay them in separate runs")
            }
            seen[name] = trace
            return name
        }
    }

    /// A trace's frames folder: its file name without the extension, each character but letters,
    /// digits, `-`, `_` and an inner `.` written `_`, so that no name (`...evemu` is `..`) reaches
    /// another folder or hides; `trace` when empty.
    static func folderName(for trace: String) -> String {
        var name = ReplayCommandRun.baseName(trace)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        var safe = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": safe.unicodeScalars.append(scalar)
            case "." where !safe.isEmpty: safe.unicodeScalars.append(scalar)
            default: safe += "_"
            }
        }
        return safe.isEmpty ? "trace" : safe
    }

    /// Makes `path` a writable directory: an existing one is kept, a missing one is created when
    /// its parent exists; 73 otherwise.
    static func makeDirectory(_ path: String) throws(GlideError) {
        switch OutputDirectory.prepare(path) {
        case nil:
            return
        case .notADirectory:
            throw GlideError(status: .cannotCreate, message: "\(path): cannot write frames there: it is a file, not a directory; give a directory")
        case .cannotWrite(let error):
            throw GlideError(status: .cannotCreate, message: "\(path): cannot write frames there: \(error); give a directory you can write to")
        case .cannotCreate(_, let error):
            throw GlideError(status: .cannotCreate, message: "\(path): cannot create the frames directory: \(error); its parent must be an existing directory you can write to")
        }
    }
}
