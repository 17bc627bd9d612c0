import GlideUI

/// A JSON value whose objects keep their keys in the order given, rendered the same way every
/// time (no whitespace, shortest round-trip numbers), so records can be compared byte for byte.
///
/// Foundation's `JSONSerialization` reorders keys and its number formatting is not specified;
/// outcome records and summaries are a contract that scripts diff, so Glide renders its own.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int64)
    /// A floating-point number; non-finite values render as `null`.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object with its keys in order.
    case object([(String, JSONValue)])

    /// The value as compact JSON text.
    public var rendered: String {
        var output = ""
        render(into: &output)
        return output
    }

    /// Appends the value as compact JSON text to `output`.
    public func render(into output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += Self.number(value)
        case .string(let value): JSONText.appendString(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.render(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                JSONText.appendString(key, to: &output)
                output += ":"
                value.render(into: &output)
            }
            output += "}"
        }
    }

    /// A double as JSON: integral values without a fraction, others in Swift's shortest round-trip form.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

extension JSONValue {
    /// `value` rounded to `decimals` places (to keep summaries free of float noise), or `null` when not finite.
    public static func rounded(_ value: Double, decimals: Int = 3) -> JSONValue {
        guard value.isFinite else { return .null }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return .double((value * scale).rounded() / scale)
    }

    /// Microseconds as milliseconds (exact to the microsecond).
    public static func milliseconds(_ microseconds: Int64) -> JSONValue {
        .double(Double(microseconds) / 1000)
    }
}

extension JSONValue: Equatable {
    /// Values are equal when they render the same.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered == rhs.rendered }
}

extension JSONValue: Hashable {
    /// Hashes the rendered text, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered) }
}
