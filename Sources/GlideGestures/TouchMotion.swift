import GlideInput

/// Follows the touches from frame to frame and measures how far they moved together.
///
/// The step is the mean displacement of the contacts present in both frames (matched by
/// tracking id), as libinput averages its active touches. Summing steps gives the centroid's
/// travel while the same fingers stay down, and never jumps when a finger lands or lifts,
/// because a contact only counts once it has a previous position: this is the re-anchoring.
/// Like libinput, it also distrusts the frames where positions are known to jump: a frame
/// whose finger count differs from the last one's (firmware reassigns contacts then, and
/// libinput resets its motion history), and a contact that moved farther than the jump
/// threshold (libinput's 20 mm per 12 ms on touchpads) is left out of the mean.
struct TouchMotion {
    /// The touches of the last frame seen.
    private(set) var touches: [Touch] = []
    /// The finger count and time of the last frame seen.
    private var fingers = 0
    private var time: Int64 = 0

    /// The interval libinput's jump threshold refers to: 12 ms.
    static let jumpReferenceInterval: Int64 = 12_000

    /// The mean motion of the matched contacts since the last frame, in points.
    ///
    /// Zero for the first frame, for a frame marked `resynced` (motion across a
    /// `SYN_DROPPED` is not real), for a frame whose finger count changed, and when the
    /// mapping yields a non-finite point. A contact that moved more than `jumpThreshold`
    /// points (scaled up for frames more than 12 ms apart) is left out.
    mutating func step(_ frame: TouchFrame, mapping: TouchMapping, jumpThreshold: Double? = nil) -> GestureVector {
        defer {
            // Copied into storage of its own: keeping `frame.touches` would share the frame
            // assembler's buffer, which must then copy it (one allocation per frame).
            touches.removeAll(keepingCapacity: true)
            touches.append(contentsOf: frame.touches)
            fingers = frame.fingers
            time = frame.time
        }
        if frame.resynced || frame.fingers != fingers { return .zero }
        let limit = jumpThreshold.map { $0 * Double(max(Self.jumpReferenceInterval, frame.time - time)) / Double(Self.jumpReferenceInterval) }
        var sum = GestureVector.zero
        var matched = 0
        for touch in frame.touches {
            guard let before = touches.first(where: { $0.trackingID == touch.trackingID }) else { continue }
            let delta = mapping.point(for: touch) - mapping.point(for: before)
            if let limit, delta.length > limit { continue }
            sum = sum + delta
            matched += 1
        }
        guard matched > 0 else { return .zero }
        let step = sum * (1 / Double(matched))
        return step.isFinite ? step : .zero
    }
}
