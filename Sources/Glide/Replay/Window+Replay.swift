import GlideUI

extension Window {
    /// Replays the trace at `tracePath` (any format `glide replay` reads) through this window, on
    /// its `VirtualClock`, and returns what happened: the records of the transitions the trace
    /// drove (`outcomes`), their timelines and the warnings. The window must be in its start
    /// state (controllers shown, recognizers attached); transitions it already ran are left out.
    ///
    /// Throws 66 for a trace that cannot be read, 65 for a malformed one, 64 for a window on a real-time clock.
    public func replay(tracePath: String, descriptionPath: String? = nil) throws(GlideError) -> ReplayResult {
        try ReplaySession(tracePath: tracePath, descriptionPath: descriptionPath, window: self).run()
    }
}
