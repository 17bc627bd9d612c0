/// Whether a window's transitions get Glide's recoveries or behave exactly as UIKit's, so that a
/// transition that would break on an iPhone breaks in a test too. Both record the same diagnostics.
///
/// | the animator… | `glide` | `uikit` |
/// | --- | --- | --- |
/// | calls `completeTransition(true)` after a cancel (or `false` after a finish) | the release stands | the flag wins, as in UIKit |
/// | never calls `completeTransition` | after the stuck bound the transition ends as cancelled, the tree restored (`stuck`) | it stays in flight, refusing every later transition (`stuck` kept for its record, a window warning) |
/// | leaves a change made outside an animation after a cancel (both run what was animated back to its start, as iOS) | the tree is restored (`tree-restored`) | it stays changed (`change-outside-animation-kept`) |
public enum TransitionStrictness: Sendable {
    /// Glide's recoveries (the default of `Window`).
    case glide
    /// Exactly as UIKit (the default of GlideUIKit's `UIWindow`).
    case uikit
}
