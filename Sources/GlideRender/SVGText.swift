import GlideUI

/// XML escaping and colours as SVG writes them (the one escaper of Glide's SVG documents).
public enum SVGText {
    /// `text` safe inside an attribute value or an element: the five XML specials as entities,
    /// and characters XML 1.0 forbids (controls other than tab, newline, return) as U+FFFD.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// An SVG document without its XML declaration line, to nest it in another document (a sheet of frames, a web page).
    public static func withoutDeclaration(_ document: String) -> Substring {
        guard document.hasPrefix("<?xml"), let end = document.firstIndex(of: "\n") else { return document[...] }
        return document[document.index(after: end)...]
    }

    /// `text` with the five XML entities `escaped` writes turned back into their characters.
    public static func unescaped(_ text: some StringProtocol) -> String {
        var out = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            rest = rest[ampersand...]
            let entity = entities.first { rest.hasPrefix($0.key) }
            out += entity?.value ?? "&"
            rest = rest.dropFirst(entity?.key.count ?? 1)
        }
        return out + rest
    }

    private static let entities: [(key: String, value: String)] = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'")]

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        case "\t", "\n", "\r": false
        default: scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }

    private static let hexDigits = Array("0123456789abcdef")

    /// Appends `color` as `#rrggbb` (components clamped to 0…1, rounded to 0…255).
    static func appendHex(_ color: Color, to out: inout String) {
        out += "#"
        for component in [color.red, color.green, color.blue] {
            let clamped = component.isNaN ? 0 : min(max(component, 0), 1)
            let byte = Int((clamped * 255).rounded())
            out.append(hexDigits[byte >> 4])
            out.append(hexDigits[byte & 0xF])
        }
    }

    /// The colour's opacity clamped to 0…1 (NaN counts as 0).
    static func opacity(_ color: Color) -> Double {
        color.alpha.isNaN ? 0 : min(max(color.alpha, 0), 1)
    }
}
