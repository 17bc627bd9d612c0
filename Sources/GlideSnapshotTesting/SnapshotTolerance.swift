import GlideRender
import GlideUI

/// How far a replay may drift from its golden and still match: goldens compare numbers, not
/// pixels or bytes, so they pass on every machine and fail on a change of the motion itself.
public struct SnapshotTolerance: Hashable, Sendable {
    /// Points a view's corner may move (0.5 by default).
    public var points: Double
    /// Difference allowed in alphas, colour components and percents (0.01 by default).
    public var fraction: Double
    /// Milliseconds a sample's or record's instant may move (0.5 by default).
    public var milliseconds: Double

    /// Tolerances of `points`, `fraction` and `milliseconds`.
    public init(points: Double = 0.5, fraction: Double = 0.01, milliseconds: Double = 0.5) {
        self.points = points
        self.fraction = fraction
        self.milliseconds = milliseconds
    }

    /// 0.5 pt, 0.01, 0.5 ms.
    public static let standard = SnapshotTolerance()

    /// The first difference beyond these tolerances between the `expected` and `actual` trees,
    /// in words naming the view, the value and by how much; nil when they match.
    public func firstDifference(expected: PresentedTree, actual: PresentedTree) -> String? {
        for (index, (want, got)) in zip(expected.nodes, actual.nodes).enumerated() {
            let view = "view \(PresentedTree.quoted(want.name)) (\(want.type), #\(index + 1) in pre-order)"
            guard want.name == got.name, want.type == got.type, want.depth == got.depth else {
                return "\(view) is \(PresentedTree.quoted(got.name)) (\(got.type)) at depth \(got.depth) instead: the tree's structure changed"
            }
            for (corner, (a, b)) in zip(want.corners, got.corners).enumerated() {
                let distance = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
                guard distance <= points else {
                    let names = ["top-left", "top-right", "bottom-right", "bottom-left"]
                    return "\(view): its \(names[corner]) corner is at \(Self.point(b)), expected \(Self.point(a)): \(Self.number(distance)) pt off (tolerance \(Self.number(points)) pt)"
                }
            }
            if let message = compare("alpha", want.alpha, got.alpha, of: view) { return message }
            guard want.isHidden == got.isHidden else { return "\(view) is \(got.isHidden ? "hidden" : "shown"), expected \(want.isHidden ? "hidden" : "shown")" }
            switch (want.background, got.background) {
            case (nil, nil):
                break
            case (let a?, let b?):
                for (name, x, y) in [("red", a.red, b.red), ("green", a.green, b.green), ("blue", a.blue, b.blue), ("alpha", a.alpha, b.alpha)] {
                    if let message = compare("background \(name)", x, y, of: view) { return message }
                }
            default:
                return "\(view) has \(got.background == nil ? "no background" : "a background") and was expected to have \(want.background == nil ? "none" : "one")"
            }
            if let message = compare(want.mask, got.mask, of: view) { return message }
            if abs(want.cornerRadius - got.cornerRadius) > points {
                return "\(view): corner radius \(Self.number(got.cornerRadius)), expected \(Self.number(want.cornerRadius)) (tolerance \(Self.number(points)) pt)"
            }
        }
        guard expected.nodes.count == actual.nodes.count else {
            let (longer, verb) = expected.nodes.count > actual.nodes.count ? (expected, "is missing") : (actual, "was not expected")
            let extra = longer.nodes[min(expected.nodes.count, actual.nodes.count)]
            return "view \(PresentedTree.quoted(extra.name)) (\(extra.type)) \(verb): \(actual.nodes.count) views, expected \(expected.nodes.count)"
        }
        return nil
    }

    /// A difference of masks beyond `points` (their rectangles' corners, a rounded one's radius), in words.
    private func compare(_ expected: PresentedTree.Mask?, _ actual: PresentedTree.Mask?, of view: String) -> String? {
        switch (expected, actual) {
        case (nil, nil):
            return nil
        case (let a?, let b?) where a.kind == b.kind:
            let offsets = [
                abs(a.rect.minX - b.rect.minX), abs(a.rect.minY - b.rect.minY), abs(a.rect.maxX - b.rect.maxX), abs(a.rect.maxY - b.rect.maxY),
                abs(a.cornerRadius - b.cornerRadius),
            ]
            guard let off = offsets.max(), off > points else { return nil }
            return "\(view): its \(a.kind) mask fills \(Self.rect(b.rect)), expected \(Self.rect(a.rect)): \(Self.number(off)) pt off (tolerance \(Self.number(points)) pt)"
        default:
            let describe = { (mask: PresentedTree.Mask?) in mask.map { "a \($0.kind) mask" } ?? "no mask" }
            return "\(view) has \(describe(actual)), expected \(describe(expected))"
        }
    }

    /// A difference of a fraction-like value beyond `fraction`, in words.
    private func compare(_ what: String, _ expected: Double, _ actual: Double, of view: String) -> String? {
        guard abs(expected - actual) > fraction else { return nil }
        return "\(view): \(what) \(Self.number(actual)), expected \(Self.number(expected)): off by \(Self.number(abs(expected - actual))) (tolerance \(Self.number(fraction)))"
    }

    static func number(_ value: Double) -> String { SVGNumbers(decimals: 3).text(value) }
    static func rect(_ rect: Rect) -> String { "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width))×\(number(rect.height)))" }
    static func point(_ point: Point) -> String { "(\(number(point.x)), \(number(point.y)))" }
}
