/// Writes numbers into SVG text with a fixed number of decimals, rounded half away from zero,
/// trailing zeros dropped and never "-0", by integer arithmetic: the same value gives the same
/// bytes on every run, and no `String(format:)` or locale is involved.
public struct SVGNumbers: Sendable {
    /// The most decimals a number is written with (so that a scaled value fits an `Int64`).
    static let maximumDecimals = 12
    private static let powersOfTen: [Int64] = (0...maximumDecimals).map { exponent in
        (0..<exponent).reduce(Int64(1)) { power, _ in power * 10 }
    }

    /// Decimals of coordinates and lengths.
    public let decimals: Int

    /// Numbers with `decimals` places (clamped to 0…`maximumDecimals`).
    public init(decimals: Int) {
        self.decimals = min(max(decimals, 0), Self.maximumDecimals)
    }

    /// Appends `value` with this format's decimals (or `places` when given).
    func append(_ value: Double, places: Int? = nil, to out: inout String) {
        let places = min(max(places ?? decimals, 0), Self.maximumDecimals)
        let scale = Self.powersOfTen[places]
        let scaled = (value * Double(scale)).rounded()
        guard value.isFinite else {
            out += "0"
            return
        }
        guard abs(scaled) < 9e18 else {
            // Beyond what a screen holds: Swift's own shortest form of the rounded value.
            out += "\(value.rounded())"
            return
        }
        var units = Int64(scaled)
        if units == 0 {
            out += "0"
            return
        }
        if units < 0 {
            out += "-"
            units = -units
        }
        out += String(units / scale)
        var fraction = units % scale
        guard fraction != 0 else { return }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        out += "."
        let text = String(fraction)
        for _ in text.count..<digits { out += "0" }
        out += text
    }

    /// `value` as text with this format's decimals.
    public func text(_ value: Double, places: Int? = nil) -> String {
        var out = ""
        append(value, places: places, to: &out)
        return out
    }
}
