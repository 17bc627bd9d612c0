/// Deterministic JSON scalars for outcome records (the string escaping is also `JSONValue`'s, in `Glide`).
package enum JSONText {
    /// A JSON string literal with `"`, `\` and control characters escaped.
    package static func string(_ text: String) -> String {
        var out = ""
        appendString(text, to: &out)
        return out
    }

    /// Appends `text` to `out` as a JSON string literal, with `"`, `\` and control characters escaped.
    package static func appendString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// A JSON number with at most six decimals, or `null` for nil and non-finite values.
    package static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        let micro = (value * 1_000_000).rounded(.toNearestOrAwayFromZero)
        // Beyond ±9.2e12 the fixed-point form would overflow; such times or speeds are not
        // meaningful in a record, so they get Swift's own round-trip form.
        guard abs(micro) < 9.2e18 else { return String(value) }
        let scaled = Int64(micro)
        guard scaled != 0 else { return "0" }
        let magnitude = scaled.magnitude
        let whole = magnitude / 1_000_000
        var fraction = magnitude % 1_000_000
        let sign = scaled < 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
}
