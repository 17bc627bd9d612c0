import GlideUI

/// What a frame shows over the view tree: a dot per finger and a caption, given as plain values
/// so the renderer needs no session (a replay or a test fills them in).
public struct FrameOverlay: Hashable, Sendable {
    /// The fingers down, in screen points (the root view's coordinates).
    public var touches: [Point]
    /// The line under the screen; nil draws no caption band.
    public var caption: FrameCaption?

    /// An overlay of `touches` and `caption` (by default neither).
    public init(touches: [Point] = [], caption: FrameCaption? = nil) {
        self.touches = touches
        self.caption = caption
    }
}

/// The caption of a frame: when it was taken, what the transition was doing, how far it was.
public struct FrameCaption: Hashable, Sendable, CustomStringConvertible {
    /// Seconds on the frame's clock.
    public var time: Double
    /// The transition's state, as the timeline names it (`idle`, `animating`, `interacting`, `completing`, `ended`).
    public var state: String
    /// The transition's fraction complete, 0…1; nil when no transition is in flight.
    public var percent: Double?

    /// A caption for `time` seconds, `state` and `percent`.
    public init(time: Double, state: String, percent: Double? = nil) {
        self.time = time
        self.state = state
        self.percent = percent
    }

    /// Reads "t 0.250 s · interacting · 42.0 %" (the percent left out when nil).
    public var description: String {
        let numbers = SVGNumbers(decimals: 3)
        var text = "t " + fixed(time, places: 3, numbers) + " s · " + state
        if let percent { text += " · " + fixed(percent * 100, places: 1, numbers) + " %" }
        return text
    }

    /// `value` with exactly `places` decimals (a caption keeps its width as the numbers change).
    private func fixed(_ value: Double, places: Int, _ numbers: SVGNumbers) -> String {
        var text = numbers.text(value, places: places)
        let dot = text.firstIndex(of: ".")
        let have = dot.map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        if dot == nil { text += "." }
        text += String(repeating: "0", count: places - have)
        return text
    }
}
