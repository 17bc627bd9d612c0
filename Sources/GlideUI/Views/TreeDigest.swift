/// Which values of a view tree a digest describes.
public enum TreeValues: Hashable, Sendable {
    /// The model values (what the tree shows once every animation has ended).
    case model
    /// The presentation values at the engine's current time.
    case presentation
}

/// A structural fingerprint of a view subtree: a stable 64-bit FNV-1a hash of a canonical dump.
///
/// The dump has one line per view in pre-order, indented by depth, identifying each view by its
/// name and class (never by object identity), with its frame, bounds, transform, alpha, hidden
/// flag, mask, zPosition, background colour and interaction flag. Numbers are rounded to 1e-6
/// (so float noise below a micro-point does not count as a change; -0 reads as 0). Equal trees in
/// any process, on any run, give equal digests; the dump doubles as a readable failure message.
public struct TreeDigest: Hashable, Sendable, CustomStringConvertible {
    /// The 64-bit hash of `dump`.
    public let value: UInt64
    /// The canonical, readable serialisation the hash is taken over.
    public let dump: String

    /// Digests the subtree rooted at `root`.
    public init(of root: View, values: TreeValues = .model) {
        var lines: [String] = []
        Self.append(root, depth: 0, values: values, to: &lines)
        self.init(lines: lines)
    }

    /// Digests the dump made of `lines` (each from `line(for:name:depth:state:isUserInteractionEnabled:)`).
    init(lines: [String]) {
        dump = lines.joined(separator: "\n")
        value = Self.fnv1a(dump)
    }

    /// The 64-bit FNV-1a hash of the text's UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash as 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hex hash.
    public var description: String { hex }

    /// A readable account of how `other` differs from this digest (first differing lines), or nil when equal.
    public func difference(from other: TreeDigest) -> String? {
        guard other.value != value || other.dump != dump else { return nil }
        let mine = dump.split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = other.dump.split(separator: "\n", omittingEmptySubsequences: false)
        var report = ["tree digest \(other.hex) → \(hex):"]
        for index in 0..<max(mine.count, theirs.count) {
            let before = index < theirs.count ? String(theirs[index]) : "(none)"
            let after = index < mine.count ? String(mine[index]) : "(none)"
            if before != after {
                report.append("line \(index + 1):\n  - \(before)\n  + \(after)")
                if report.count > 6 { break }
            }
        }
        return report.joined(separator: "\n")
    }

    private static func append(_ view: View, depth: Int, values: TreeValues, to lines: inout [String]) {
        let state = values == .model ? view.modelValues : view.presentation
        lines.append(line(for: view, name: view.name, depth: depth, state: state, isUserInteractionEnabled: view.isUserInteractionEnabled))
        for subview in view.subviews {
            append(subview, depth: depth + 1, values: values, to: &lines)
        }
    }

    /// The dump's line for `view`, called `name`, at `depth` with the values `state`.
    static func line(for view: View, name: String, depth: Int, state: ViewPresentation, isUserInteractionEnabled: Bool) -> String {
        var line = String(repeating: "  ", count: depth)
        line += "\(name) (\(view.typeName)) frame=\(format(state.frame)) bounds=\(format(state.bounds)) alpha=\(format(state.alpha))"
        if state.isHidden { line += " hidden" }
        if !state.transform.isIdentity {
            let t = state.transform
            line += " transform=[\(format(t.a)) \(format(t.b)) \(format(t.c)) \(format(t.d)) \(format(t.tx)) \(format(t.ty))]"
        }
        if let mask = state.mask {
            switch mask {
            case .rect(let rect): line += " mask=rect\(format(rect))"
            case .roundedRect(let rect, let radius): line += " mask=roundedRect\(format(rect))r\(format(radius))"
            case .oval(let rect): line += " mask=oval\(format(rect))"
            case .path(let path): line += " mask=path(\(path.svgData(format)))"
            }
        }
        if state.zPosition != 0 { line += " z=\(format(state.zPosition))" }
        if state.cornerRadius != 0 { line += " radius=\(format(state.cornerRadius))" }
        if state.clipsToBounds { line += " clips" }
        if let color = state.backgroundColor {
            line += " bg=(\(format(color.red)) \(format(color.green)) \(format(color.blue)) \(format(color.alpha)))"
        }
        if !isUserInteractionEnabled { line += " no-interaction" }
        return line
    }

    private static func format(_ rect: Rect) -> String {
        "(\(format(rect.origin.x)),\(format(rect.origin.y)),\(format(rect.size.width))x\(format(rect.size.height)))"
    }

    /// A number rounded to 6 decimals, trailing zeros dropped; non-finite and huge values verbatim.
    private static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 9e12 else { return "\(value)" }
        let micro = Int64((value * 1e6).rounded())
        let magnitude = micro.magnitude
        var text = micro < 0 ? "-" : ""
        text += String(magnitude / 1_000_000)
        var fraction = magnitude % 1_000_000
        if fraction != 0 {
            var digits = 6
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}

extension View {
    /// The digest of this view's subtree (model values).
    public var treeDigest: TreeDigest { TreeDigest(of: self) }
}
