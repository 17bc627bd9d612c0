import GlideRender
import GlideUI

/// A contact sheet of replayed transitions: one row per transition, one reduced frame per moment
/// of it (begin, 25 %, 50 %, 75 %, release, end), each labelled with the moment, the percent it
/// shows and the transition's decision.
///
/// The cells are `FrameRenderer` documents nested whole (each its own `<svg>` viewport, under a
/// `<g>` that places and scales it), so a cell looks exactly like the frame `--frames` writes
/// at that instant; their ids must be distinct (`FrameRenderer.idPrefix`). A moment the
/// transition never reached (a cancel below 50 %, a non-interactive transition's release) is an
/// empty dashed cell. Elements carry classes (`row`, `row-title`, `cell`, `cell-moment`,
/// `cell-label`, `missing`) for scripts and tests. The same rows give the same bytes.
public struct Filmstrip: Sendable {
    /// A moment of a transition.
    public enum Moment: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// When it began (`start_ms`).
        case begin
        /// Where its progress first reaches 25 %.
        case quarter
        /// Where its progress first reaches 50 %.
        case half
        /// Where its progress first reaches 75 %.
        case threeQuarters
        /// When the finger lifted (`release_ms`; interactive transitions only).
        case release
        /// When it ended (`end_ms`).
        case end

        /// The moment's name in a label: `begin`, `25 %`, …, `release`, `end`.
        public var description: String {
            switch self {
            case .begin: "begin"
            case .quarter: "25 %"
            case .half: "50 %"
            case .threeQuarters: "75 %"
            case .release: "release"
            case .end: "end"
            }
        }

        /// The percent a crossing moment stands for.
        var crossing: Double? {
            switch self {
            case .quarter: 0.25
            case .half: 0.5
            case .threeQuarters: 0.75
            case .begin, .release, .end: nil
            }
        }
    }

    /// One frame of a row.
    public struct Cell: Sendable {
        /// Which moment it shows.
        public var moment: Moment
        /// The frame's SVG document (`FrameRenderer`), nil when the transition never reached the moment.
        public var svg: String?
        /// The percent the transition showed then, nil when unknown.
        public var percent: Double?

        /// Makes a cell.
        public init(moment: Moment, svg: String?, percent: Double?) {
            self.moment = moment
            self.svg = svg
            self.percent = percent
        }
    }

    /// One transition's row.
    public struct Row: Sendable {
        /// The heading (the trace and the transition).
        public var title: String
        /// The transition's decision, in every label.
        public var decision: TransitionDecision
        /// The cells, one per moment, in `Moment.allCases` order.
        public var cells: [Cell]

        /// Makes a row.
        public init(title: String, decision: TransitionDecision, cells: [Cell]) {
            self.title = title
            self.decision = decision
            self.cells = cells
        }
    }

    /// The rows, top to bottom.
    public var rows: [Row]
    /// The size of every frame, in points (the screen and the caption band under it).
    public var frameSize: Size
    /// How much smaller than the frames the cells are drawn.
    public var scale = 0.3

    /// The most rows one sheet draws (each holds six frames while it is made).
    public static let maximumRows = 200

    /// A sheet of `rows` whose frames are `frameSize`.
    public init(rows: [Row], frameSize: Size) {
        self.rows = rows
        self.frameSize = frameSize
    }

    /// A 1 µs step, in ms: moments are drawn just after the input or completion that makes them,
    /// since a frame at an input's exact instant shows the window before that input.
    static let justAfter = 0.001

    /// The instants (ms of trace time) of each moment of `timeline`'s transition, in
    /// `Moment.allCases` order; nil for a moment it never reached. A crossing is where the
    /// progress first reaches 25, 50 or 75 %: at the frame that took it there while a finger
    /// drives, else between the two samples around it, in proportion (an animation moves between
    /// its samples; a finger's percent does not).
    public static func instants(of timeline: TransitionTimeline) -> [Double?] {
        let outcome = timeline.outcome
        return Moment.allCases.map { moment -> Double? in
            let ms: Double? = switch moment {
            case .begin: outcome?.startMilliseconds ?? timeline.samples.first.map { $0.time * 1000 }
            case .quarter, .half, .threeQuarters: crossing(moment.crossing ?? 0, in: timeline.samples).map { $0 * 1000 }
            case .release: outcome?.releaseMilliseconds
            case .end: outcome?.endMilliseconds
            }
            return ms.map { $0 + justAfter }
        }
    }

    /// When `samples` first reach `target`, in seconds.
    static func crossing(_ target: Double, in samples: [TransitionTimeline.Sample]) -> Double? {
        guard let index = samples.firstIndex(where: { $0.state != .idle && $0.percent >= target }) else { return nil }
        let reached = samples[index]
        guard index > 0, reached.state != .interacting else { return reached.time }
        let before = samples[index - 1]
        guard reached.percent > before.percent, reached.time > before.time else { return reached.time }
        return before.time + (target - before.percent) / (reached.percent - before.percent) * (reached.time - before.time)
    }

    private let margin = 16.0, titleHeight = 24.0, labelHeight = 36.0, gap = 12.0

    /// The SVG document.
    public var document: String {
        let cellWidth = frameSize.width * scale, cellHeight = frameSize.height * scale
        let columns = Double(Moment.allCases.count)
        let width = margin * 2 + columns * cellWidth + (columns - 1) * gap
        let rowHeight = titleHeight + cellHeight + labelHeight + gap
        let height = margin * 2 + Double(max(rows.count, 1)) * rowHeight
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        if rows.isEmpty {
            svg += "<text x=\"\(n(margin))\" y=\"\(n(margin + titleHeight))\" fill=\"#555555\">no transition</text>\n"
        }
        for (rowIndex, row) in rows.enumerated() {
            let top = margin + Double(rowIndex) * rowHeight
            svg += "<g class=\"row\" data-row=\"\(rowIndex + 1)\">\n"
            svg += "<text class=\"row-title\" x=\"\(n(margin))\" y=\"\(n(top + 16))\" font-size=\"14\" font-weight=\"bold\">\(SVGText.escaped(row.title))</text>\n"
            for (column, cell) in row.cells.enumerated() {
                let x = margin + Double(column) * (cellWidth + gap), y = top + titleHeight
                if let frame = cell.svg {
                    svg += "<g class=\"cell\" data-moment=\"\(SVGText.escaped(cell.moment.description))\" transform=\"translate(\(n(x)) \(n(y))) scale(\(n(scale, places: 4)))\">\n"
                    svg += SVGText.withoutDeclaration(frame)
                    svg += "</g>\n"
                } else {
                    svg += "<rect class=\"missing\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(cellWidth))\" height=\"\(n(cellHeight))\" fill=\"none\" stroke=\"#bbbbbb\" stroke-dasharray=\"4 3\"/>\n"
                }
                let centre = n(x + cellWidth / 2), colour = cell.svg == nil ? "#999999" : "#222222"
                svg += "<text class=\"cell-moment\" x=\"\(centre)\" y=\"\(n(y + cellHeight + 15))\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"\(colour)\">\(SVGText.escaped(cell.moment.description))</text>\n"
                let label = cell.svg == nil ? "not reached" : Self.label(cell, decision: row.decision)
                svg += "<text class=\"cell-label\" x=\"\(centre)\" y=\"\(n(y + cellHeight + 30))\" text-anchor=\"middle\" fill=\"\(colour)\">\(SVGText.escaped(label))</text>\n"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// "p 0.52 · finish", under the moment's name.
    static func label(_ cell: Cell, decision: TransitionDecision) -> String {
        let percent = cell.percent.map { OutcomeTable.decimal($0, places: 2) } ?? "–"
        return "p \(percent) · \(decision.rawValue)"
    }

    private func n(_ value: Double, places: Int = 2) -> String {
        SVGNumbers(decimals: places).text(value)
    }
}
