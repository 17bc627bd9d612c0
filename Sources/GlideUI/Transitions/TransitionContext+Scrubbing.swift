/// The animations a percent-driven interaction scrubs, owned by the transition's context.
enum ScrubbedAnimations {
    /// The animator's interruptible property animator: paused, scrubbed, reversed and continued.
    case propertyAnimator(PropertyAnimator)
    /// The animator's animations, captured into one group stretched to the transition's duration.
    case group(AnimationGroup)
    /// Nothing to scrub (the window had no engine): a release ends the completion animation at once.
    case nothing
}

/// The context's percent-driven half: it runs the animator's animations for a
/// `PercentDrivenInteractiveTransition` and carries out the machine's seeks, releases and grabs on them.
extension TransitionContext {
    /// Starts the animator's animations for scrubbing, with the coordinator's alongside
    /// animations: pauses its interruptible animator at 0 (or lets it run when the transition did
    /// not start interactively), or runs `animateTransition` inside the engine's capture, stretches the group to the duration and,
    /// interactive, pauses it at offset 0. A group that holds an animation makes the transition interruptible.
    func scrubAnimatorAnimations() {
        if let interruptibleAnimator {
            scrubbed = .propertyAnimator(interruptibleAnimator)
            beginAlongsideAnimations()
            if isInteractive {
                interruptibleAnimator.pauseAnimation()
                interruptibleAnimator.scrub(toPosition: 0)
            } else {
                animator.animateTransition(using: self)
            }
            return
        }
        guard let engine else {
            scrubbed = .nothing
            animator.animateTransition(using: self)
            return beginAlongsideAnimations()
        }
        let group = engine.captureAnimations {
            animator.animateTransition(using: self)
            beginAlongsideAnimations()
        }
        group.extendDuration(to: duration)
        scrubbed = .group(group)
        if isInteractive { group.seek(toOffset: 0) }
        if group.capturedCount > 0, isInFlight { markInterruptible() }
    }

    /// The scrubbed animations' presented fraction (the property animator's position, or
    /// the group's offset / duration) while the completion (or a non-interactive start) runs and
    /// a grab would be accepted; nil otherwise, and once a captured animation has completed.
    var scrubbedFraction: Double? {
        guard isInterruptible, state == .completing || state == .animating else { return nil }
        switch scrubbed {
        case .propertyAnimator(let propertyAnimator):
            return propertyAnimator.position
        case .group(let group):
            guard !group.isEnded, !group.hasCompletedMembers else { return nil }
            return duration > 0 ? group.offset / duration : scrubbedPercent
        case .nothing, nil:
            return nil
        }
    }

    /// Shows the scrubbed animations at `percent`.
    func seekScrubbed(to percent: Double) {
        switch scrubbed {
        case .propertyAnimator(let propertyAnimator): propertyAnimator.scrub(toPosition: percent)
        case .group(let group): group.seek(toOffset: percent * duration)
        case .nothing, nil: break
        }
    }

    /// Runs the rest of the scrubbed animations forward or back at `speed` with `timing`; their end
    /// is the completion animation's end. A property animator continues over the time the rest
    /// takes at `speed` with the interaction's `completionTiming`, else its `timingCurve`, or, when
    /// it has neither, with its own timing (UIKit's `timingCurve` nil: a spring animator still springs).
    ///
    /// Run back (a cancel), what UIKit animated goes back where it started, in the model too, before
    /// the completions run, as iOS's percent-driven transition does: it tracks the animation
    /// block's animations as property animators and reverses them, and a reversed animator's
    /// "view properties animate back to their original values"
    /// (developer.apple.com/documentation/uikit/uiviewanimating/isreversed), ending at `.start`,
    /// "the values of the properties before you applied any animations"
    /// (developer.apple.com/documentation/uikit/uiviewanimatingposition/start). What the animator
    /// changed outside its animations stays as it left it, on iOS as here.
    func runScrubbedCompletion(forward: Bool, speed: Double, timing: AnimationTiming) {
        switch scrubbed {
        case .propertyAnimator(let propertyAnimator):
            if !watchesPropertyAnimatorEnd {
                watchesPropertyAnimatorEnd = true
                propertyAnimator.addCompletion { [weak self] _ in self?.completionAnimationEnded() }
            }
            if propertyAnimator.isRunning { propertyAnimator.pauseAnimation() }
            propertyAnimator.isReversed = !forward
            // The rest takes (remaining fraction)·duration / speed, as a percent-driven completion does.
            propertyAnimator.continueAnimation(withTimingParameters: interactor?.completionTiming ?? interactor?.timingCurve, pace: 1 / speed)
        case .group(let group):
            group.resume(forward: forward, speed: speed, timing: timing, restoresStart: true) { [weak self] _ in self?.completionAnimationEnded() }
        case .nothing:
            completionAnimationEnded()
        case nil:
            break
        }
    }

    /// The property animator the animator vends, nil when it does not implement
    /// `interruptibleAnimator(using:)` (or vends a type Glide cannot drive, which it records).
    func vendedPropertyAnimator() -> PropertyAnimator? {
        let vended = animator.interruptibleAnimator(using: self)
        if vended is NoInterruptibleAnimator { return nil }
        guard let propertyAnimator = vended as? PropertyAnimator else {
            record(.interruptibleAnimatorUnsupported)
            return nil
        }
        return propertyAnimator
    }

    /// Stops the scrubbed animations at `percent` after an accepted grab.
    func holdScrubbed(at percent: Double) {
        switch scrubbed {
        case .propertyAnimator(let propertyAnimator):
            if propertyAnimator.isRunning { propertyAnimator.pauseAnimation() }
            propertyAnimator.scrub(toPosition: percent)
        case .group(let group):
            group.seek(toOffset: percent * duration)
        case .nothing, nil:
            break
        }
    }
}
