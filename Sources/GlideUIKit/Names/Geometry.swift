import Foundation

// Core Graphics' comparisons that UIKit code still calls; Foundation on Linux lacks them.

extension CGPoint {
    /// Whether the two points are equal (`==`).
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// Whether the two sizes are equal (`==`).
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Whether the two rectangles are equal (`==`, on standardized rectangles as Foundation compares).
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
