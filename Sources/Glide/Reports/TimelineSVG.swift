import GlideRender
import GlideUI

/// Draws replays as an SVG timeline, one chart per trace: each transition's progress against
/// time (solid while the finger drives, then the completion curve), the release point, the
/// threshold line, and the decision at the end.
///
/// The completion curve is the presented fraction of the transition's animations, sampled at
/// every animation tick; when an interaction animates the rest itself (the Aweme drag), no
/// fraction can be read, and a dashed line joins the release to the end instead. Elements carry
/// classes (`progress`, `completion`, `completion-estimate`, `release`, `threshold`,
/// `decision`) so scripts and tests can find them. The same results give the same bytes.
public struct TimelineSVG: Sendable {
    /// One chart: a replay and the heading it is drawn under.
    public struct Chart: Sendable {
        /// The heading (e.g. the trace and the scene).
        public var title: String
        /// The replay drawn.
        public var result: ReplayResult
        /// Other replays of the same trace drawn under it, each named and in its own colour (the
        /// other release policies of `glide compare --svg` and `--html`): every transition's percent as a thin line (class `other`).
        public var others: [(label: String, result: ReplayResult)]

        /// Makes a chart, with `others` drawn under its replay.
        public init(title: String, result: ReplayResult, others: [(label: String, result: ReplayResult)] = []) {
            self.title = title
            self.result = result
            self.others = others
        }
    }

    /// The charts, top to bottom.
    public var charts: [Chart]
    /// The drawing's width in pixels.
    public var width = 960.0
    /// One chart's height in pixels.
    public var chartHeight = 360.0

    /// A drawing of `charts`.
    public init(charts: [Chart]) {
        self.charts = charts
    }

    private let left = 70.0, right = 30.0, top = 76.0, bottom = 46.0

    /// The SVG document.
    public var document: String {
        let height = chartHeight * Double(max(charts.count, 1))
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        for (index, chart) in charts.enumerated() {
            svg += "<g class=\"chart\" transform=\"translate(0 \(n(Double(index) * chartHeight)))\">\n"
            draw(chart, into: &svg)
            svg += "</g>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// Where a chart's plot is in its drawing, in pixels, and the milliseconds its width spans
    /// (an instant's x is left + ms / span × width).
    struct PlotArea: Equatable {
        var left: Double
        var top: Double
        var width: Double
        var height: Double
        var span: Double
    }

    /// The plot of `chart`: its time axis spans the last event or end of its replay and the others, whichever is later, and 4 % more.
    func plotArea(of chart: Chart) -> PlotArea {
        var endMs = Double(chart.result.duration) / 1000
        for result in [chart.result] + chart.others.map(\.result) {
            for timeline in result.timelines {
                if let outcome = timeline.outcome { endMs = max(endMs, outcome.endMilliseconds) }
                if let last = timeline.samples.last { endMs = max(endMs, last.time * 1000) }
            }
        }
        let span = max(endMs, 100) * 1.04
        return PlotArea(left: left, top: top, width: width - left - right, height: chartHeight - top - bottom, span: span)
    }

    private func draw(_ chart: Chart, into svg: inout String) {
        let result = chart.result
        let plot = plotArea(of: chart)
        let plotWidth = plot.width, plotHeight = plot.height, span = plot.span
        func x(_ ms: Double) -> Double { left + ms / span * plotWidth }
        func y(_ percent: Double) -> Double { top + (1 - min(max(percent, 0), 1)) * plotHeight }

        svg += "<text x=\"\(n(left))\" y=\"22\" font-size=\"15\" font-weight=\"bold\">\(SVGText.escaped(chart.title))</text>\n"
        let subtitle = "\(result.device.name) (\(result.device.kind)) · \(result.outcomes.count) transition\(result.outcomes.count == 1 ? "" : "s")"
        svg += "<text x=\"\(n(left))\" y=\"40\" fill=\"#555555\">\(SVGText.escaped(subtitle))</text>\n"
        svg += Self.legend()
        // Axes and grid.
        svg += "<g class=\"axes\" stroke=\"#dddddd\" stroke-width=\"1\">\n"
        for step in 0...4 {
            let percent = Double(step) / 4
            svg += "<line x1=\"\(n(left))\" y1=\"\(n(y(percent)))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(y(percent)))\"/>\n"
        }
        svg += "</g>\n<g class=\"labels\" fill=\"#555555\" text-anchor=\"end\">\n"
        for step in 0...4 {
            let percent = Double(step) / 4
            svg += "<text x=\"\(n(left - 8))\" y=\"\(n(y(percent) + 4))\">\(step * 25)%</text>\n"
        }
        svg += "</g>\n"
        let tick = Self.tickStep(span: span)
        svg += "<g class=\"time-axis\" fill=\"#555555\" text-anchor=\"middle\">\n"
        var ms = 0.0
        while ms <= span {
            svg += "<line x1=\"\(n(x(ms)))\" y1=\"\(n(top + plotHeight))\" x2=\"\(n(x(ms)))\" y2=\"\(n(top + plotHeight + 5))\" stroke=\"#555555\"/>\n"
            svg += "<text x=\"\(n(x(ms)))\" y=\"\(n(top + plotHeight + 18))\">\(n(ms))</text>\n"
            ms += tick
        }
        svg += "<text x=\"\(n(left + plotWidth / 2))\" y=\"\(n(top + plotHeight + 36))\">time (ms)</text>\n</g>\n"
        svg += "<line x1=\"\(n(left))\" y1=\"\(n(top + plotHeight))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(top + plotHeight))\" stroke=\"#555555\"/>\n"
        svg += "<line x1=\"\(n(left))\" y1=\"\(n(top))\" x2=\"\(n(left))\" y2=\"\(n(top + plotHeight))\" stroke=\"#555555\"/>\n"
        if let threshold = result.threshold {
            svg += "<line class=\"threshold\" x1=\"\(n(left))\" y1=\"\(n(y(threshold)))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(y(threshold)))\" stroke=\"#d62728\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>\n"
            svg += "<text class=\"threshold-label\" x=\"\(n(left + 4))\" y=\"\(n(y(threshold) - 5))\" fill=\"#d62728\">threshold \(n(threshold, places: 3))</text>\n"
        }
        if result.timelines.isEmpty {
            svg += "<text x=\"\(n(left + plotWidth / 2))\" y=\"\(n(top + plotHeight / 2))\" text-anchor=\"middle\" fill=\"#555555\">no transition</text>\n"
        }
        if !chart.others.isEmpty {
            let names = chart.others.enumerated().map { index, other in
                "<tspan fill=\"\(Self.otherColours[index % Self.otherColours.count])\">\(SVGText.escaped(other.label))</tspan>"
            }
            svg += "<text class=\"others\" x=\"\(n(left + plotWidth))\" y=\"40\" text-anchor=\"end\" font-size=\"11\" fill=\"#555555\">under it: \(names.joined(separator: " "))</text>\n"
        }
        for (index, other) in chart.others.enumerated() {
            let colour = Self.otherColours[index % Self.otherColours.count]
            let label = SVGText.escaped(other.label)
            for timeline in other.result.timelines {
                let shown = timeline.samples.filter { $0.state != .idle && $0.time * 1000 <= span }
                guard shown.count > 1 else { continue }
                svg += "<polyline class=\"other\" data-label=\"\(label)\" points=\"\(points(shown, x: x, y: y))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" stroke-opacity=\"0.8\"/>\n"
            }
        }
        for timeline in result.timelines { draw(timeline, x: x, y: y, into: &svg) }
    }

    /// The colours of the other replays, in turn: none the chart's own marks use (progress,
    /// completion, threshold, a finish, a grab, a non-interactive animation).
    private static let otherColours = ["#8c564b", "#e377c2", "#17becf", "#bcbd22", "#393b79", "#637939", "#843c39"]

    /// `samples` as a polyline's points.
    private func points(_ samples: [TransitionTimeline.Sample], x: (Double) -> Double, y: (Double) -> Double) -> String {
        samples.map { "\(n(x($0.time * 1000))),\(n(y($0.percent)))" }.joined(separator: " ")
    }

    private func draw(_ timeline: TransitionTimeline, x: (Double) -> Double, y: (Double) -> Double, into svg: inout String) {
        svg += "<g class=\"transition\" data-transition=\"\(timeline.transition)\">\n"
        let driven = timeline.samples.filter { $0.state == .interacting }
        let after = timeline.samples.filter { $0.state != .interacting && $0.state != .idle }
        func points(_ samples: [TransitionTimeline.Sample]) -> String { self.points(samples, x: x, y: y) }
        if driven.count > 0 {
            svg += "<polyline class=\"progress\" points=\"\(points(driven))\" fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\"/>\n"
        }
        let outcome = timeline.outcome
        let release = outcome.flatMap { outcome in
            outcome.releaseMilliseconds.map { (ms: $0, percent: outcome.percentAtRelease ?? driven.last?.percent ?? 0) }
        }
        if timeline.outcome?.interactive == false || (driven.isEmpty && timeline.outcome?.releaseMilliseconds == nil) {
            if after.count >= 2 {
                svg += "<polyline class=\"animation\" points=\"\(points(after))\" fill=\"none\" stroke=\"#7f7f7f\" stroke-width=\"2\"/>\n"
            }
        }
        let measured = after.filter(\.isPresentedFraction)
        if timeline.outcome?.interactive == false {
            // A non-interactive transition has no release and no completion: its animation is drawn above.
        } else if measured.count >= 2 {
            var curve = measured
            if let release, (curve.first?.time ?? 0) * 1000 > release.ms {
                curve.insert(TransitionTimeline.Sample(time: release.ms / 1000, percent: release.percent, state: .completing, isPresentedFraction: true), at: 0)
            }
            svg += "<polyline class=\"completion\" points=\"\(points(curve))\" fill=\"none\" stroke=\"#ff7f0e\" stroke-width=\"2\"/>\n"
        } else if let outcome, let release {
            let final = outcome.decision.finalPercent
            svg += "<line class=\"completion-estimate\" x1=\"\(n(x(release.ms)))\" y1=\"\(n(y(release.percent)))\" x2=\"\(n(x(outcome.endMilliseconds)))\" y2=\"\(n(y(final)))\" stroke=\"#ff7f0e\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\n"
        }
        if let outcome {
            if let release {
                let velocity = outcome.velocityAtRelease.map { ", v " + OutcomeTable.decimal($0, places: 0) + " pt/s" } ?? ""
                svg += "<circle class=\"release\" cx=\"\(n(x(release.ms)))\" cy=\"\(n(y(release.percent)))\" r=\"5\" fill=\"#1f77b4\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>\n"
                let above = release.percent < 0.85
                let nearRightEdge = x(release.ms) > left + (width - left - right) * 0.7
                let labelX = nearRightEdge ? x(release.ms) - 8 : x(release.ms) + 8
                svg += "<text class=\"release-label\" x=\"\(n(labelX))\" y=\"\(n(y(release.percent) + (above ? -8 : 16)))\" fill=\"#1f77b4\" text-anchor=\"\(nearRightEdge ? "end" : "start")\">release p \(n(release.percent, places: 3))\(velocity)</text>\n"
            }
            // Each abandoned completion: a hollow dot at its release and a tick where a touch grabbed it back.
            for interruption in outcome.interruptions {
                if let ms = interruption.releaseMilliseconds, let percent = interruption.percentAtRelease {
                    svg += "<circle class=\"interrupted-release\" cx=\"\(n(x(ms)))\" cy=\"\(n(y(percent)))\" r=\"4\" fill=\"#ffffff\" stroke=\"#1f77b4\" stroke-width=\"1.5\"/>\n"
                }
                let grabX = x(interruption.grabMilliseconds), grabY = y(interruption.percentAtGrab)
                svg += "<path class=\"grab\" d=\"M \(n(grabX)) \(n(grabY - 6)) L \(n(grabX)) \(n(grabY + 6))\" stroke=\"#9467bd\" stroke-width=\"2\"/>\n"
                svg += "<text class=\"grab-label\" x=\"\(n(grabX))\" y=\"\(n(grabY - 10))\" fill=\"#9467bd\" text-anchor=\"middle\">grabbed at p \(n(interruption.percentAtGrab, places: 3))</text>\n"
            }
            let final = outcome.decision.finalPercent
            let colour = outcome.decision == .finish ? "#2ca02c" : "#d62728"
            let endX = x(outcome.endMilliseconds)
            svg += "<path class=\"decision-marker\" d=\"M \(n(endX - 5)) \(n(y(final) - 5)) L \(n(endX + 5)) \(n(y(final) + 5)) M \(n(endX - 5)) \(n(y(final) + 5)) L \(n(endX + 5)) \(n(y(final) - 5))\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
            let label = "#\(outcome.transition) \(outcome.kind.rawValue): \(outcome.decision.rawValue) (\(outcome.reason.rawValue))"
            let anchor = endX > left + (width - left - right) * 0.7 ? "end" : "start"
            let labelX = anchor == "end" ? endX - 8 : endX + 8
            let labelY = final == 1 ? y(final) + 18 : y(final) - 10
            svg += "<text class=\"decision\" x=\"\(n(labelX))\" y=\"\(n(labelY))\" fill=\"\(colour)\" text-anchor=\"\(anchor)\" font-weight=\"bold\">\(SVGText.escaped(label))</text>\n"
        }
        svg += "</g>\n"
    }

    /// The key, on its own line under the title.
    private static func legend() -> String {
        let items: [(String, String, String)] = [
            ("#1f77b4", "", "finger drives"), ("#ff7f0e", "", "completion"), ("#ff7f0e", "4 3", "completion, not sampled"),
            ("#7f7f7f", "", "non-interactive"), ("#d62728", "6 4", "threshold"),
        ]
        var svg = "<g class=\"legend\" font-size=\"11\" fill=\"#555555\">\n"
        var x = 70.0
        for (colour, dash, label) in items {
            let dashAttribute = dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\""
            svg += "<line x1=\"\(Int(x))\" y1=\"56\" x2=\"\(Int(x) + 18)\" y2=\"56\" stroke=\"\(colour)\" stroke-width=\"2\"\(dashAttribute)/>\n"
            svg += "<text x=\"\(Int(x) + 22)\" y=\"60\">\(label)</text>\n"
            x += 28 + Double(label.count) * 6.2
        }
        return svg + "</g>\n"
    }

    /// A round tick spacing giving at most about 10 ticks over `span` ms.
    static func tickStep(span: Double) -> Double {
        var step = 1.0
        while span / step > 10 {
            for factor in [2.0, 2.5, 2.0] where span / step > 10 { step *= factor }
        }
        return step
    }

    private func n(_ value: Double, places: Int = 1) -> String {
        SVGNumbers(decimals: places).text(value)
    }
}
