import Testing

@testable import GlideUI

/// `TransitionStrictness`: Glide's recoveries, or exactly what UIKit does, with the same diagnostics.
@Suite struct StrictnessTests {
    /// A sheet over home, presented without animation, dismissed by `animator` driven by an interaction.
    private func sheetScene(_ strictness: TransitionStrictness, flaw: AnimatorFlaw) -> (Scene, ViewController, ViewController, LoggingInteraction, LoggingDelegate) {
        let log = CallLog()
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.4, flaw: flaw), interaction: interaction)
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .overFullScreen
        let scene = Scene(root: home)
        scene.window.strictness = strictness
        home.present(sheet, animated: false)
        return (scene, home, sheet, interaction, delegate)
    }

    @Test(arguments: [TransitionStrictness.glide, .uikit])
    func completeTransitionTrueAfterACancel(strictness: TransitionStrictness) throws {
        let (scene, home, sheet, interaction, delegate) = sheetScene(strictness, flaw: .alwaysCompletesTrue)
        sheet.dismiss(animated: true)
        interaction.update(0.2)
        interaction.cancel()
        scene.clock.advance(by: 2)
        let record = try #require(scene.log.outcomes.last)
        #expect(record.diagnostics.contains(.completedDespiteCancel))
        if strictness == .uikit {
            // UIKit believes the flag: the dismissal counts as done although the animations went back.
            #expect(record.decision == .finish && home.presentedViewController == nil)
        } else {
            #expect(record.decision == .cancel && home.presentedViewController === sheet)
        }
        withExtendedLifetime(delegate) {}
    }

    @Test(arguments: [TransitionStrictness.glide, .uikit])
    func anAnimatorThatNeverCompletes(strictness: TransitionStrictness) throws {
        let (scene, home, sheet, interaction, delegate) = sheetScene(strictness, flaw: .neverCompletes)
        delegate.interaction = nil
        _ = interaction
        sheet.dismiss(animated: true)
        scene.clock.advance(by: 60)
        sheet.dismiss(animated: false)
        if strictness == .uikit {
            // Stuck for good, as on an iPhone: no record, every later transition refused.
            #expect(scene.log.outcomes.count == 1)
            #expect(scene.window.currentTransition?.isInFlight == true)
            #expect(scene.window.warnings.contains { $0.contains("is stuck") })
            #expect(scene.window.warnings.contains { $0.hasPrefix("transition refused") })
            #expect(home.presentedViewController === sheet)
        } else {
            // Recovered as cancelled: the next dismissal runs.
            let record = try #require(scene.log.outcomes.first(where: { $0.kind == .dismiss }))
            #expect(record.diagnostics.contains(.stuck) && record.reason == .stuck)
            #expect(home.presentedViewController == nil)
        }
        withExtendedLifetime(delegate) {}
    }

    @Test(arguments: [TransitionStrictness.glide, .uikit])
    func aCancelThatLeavesAChangeMadeOutsideTheAnimation(strictness: TransitionStrictness) throws {
        let (scene, _, sheet, interaction, delegate) = sheetScene(strictness, flaw: .movesFromViewOutsideAnimation)
        let before = scene.digest
        sheet.dismiss(animated: true)
        interaction.update(0.3)
        interaction.cancel()
        scene.clock.advance(by: 2)
        let record = try #require(scene.log.outcomes.last)
        #expect(record.decision == .cancel)
        if strictness == .uikit {
            #expect(record.diagnostics == [.changeOutsideAnimationKept] && scene.digest != before)
            // The animated x is back; the nudge made outside the block stays, as on iOS.
            #expect(sheet.view.frame.minX == 0 && sheet.view.frame.minY == 10)
        } else {
            #expect(record.diagnostics == [.treeRestored] && scene.digest == before)
        }
        withExtendedLifetime(delegate) {}
    }

    /// iOS runs a cancelled percent-driven transition's animations back and writes their start
    /// values into the model before the completion runs (`finished == true`); an animator that
    /// does not reset what it animated, as Apple's samples do not, cancels clean in both modes.
    @Test(arguments: [TransitionStrictness.glide, .uikit], [false, true])
    func aCancelPutsBackWhatTheAnimationBlockAnimated(strictness: TransitionStrictness, ownPropertyAnimator: Bool) throws {
        let (scene, _, sheet, interaction, delegate) = sheetScene(strictness, flaw: .leavesAnimatedFromView)
        let animator = try #require(delegate.animator as? SlideAnimator)
        animator.startsOwnPropertyAnimator = ownPropertyAnimator
        let before = scene.digest
        let start = sheet.view.frame
        sheet.dismiss(animated: true)
        interaction.update(0.4)
        interaction.cancel()
        scene.clock.advance(by: 2)
        let record = try #require(scene.log.outcomes.last)
        #expect(record.decision == .cancel && record.diagnostics.isEmpty)
        #expect(scene.digest == before, "\(before.difference(from: scene.digest) ?? "")")
        #expect(sheet.view.frame == start)
        if !ownPropertyAnimator {
            let completions = animator.movedFramesAtCompletion
            #expect(completions.count == 1)
            #expect(completions.first?.frame == start && completions.first?.finished == true)
        }
        withExtendedLifetime(delegate) {}
    }
}
