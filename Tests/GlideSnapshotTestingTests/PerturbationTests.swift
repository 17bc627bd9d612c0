import Foundation
import GlideGallery
import GlideSnapshotTesting
import GlideTesting
import SnapshotTesting
import Testing

/// A change in a transition's maths fails the gallery's goldens (those `GallerySnapshotTests`
/// keeps): the navigation cross-fade with a 0.6 s animator instead of 0.5 s fails the timeline;
/// its pop scrubbed by a scaling animator fails the midway frame (a duration alone cannot move a
/// frame the finger's percent decides).
@Suite struct PerturbationTests {
    /// The folder of `GallerySnapshotTests`' goldens.
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/GallerySnapshotTests").path

    /// nav-fade's world with its animators made by `animator`.
    static func navFade(gesture: GalleryGesture, animator: @escaping (NavigationOperation) -> any ViewControllerAnimatedTransitioning) throws -> ReplayWorld {
        let world = try gesture.world()
        let navigation = try #require(world.window.rootViewController as? NavigationController)
        let coordinator = try #require(navigation.delegate as? NavigationTransitionCoordinator)
        coordinator.animator = animator
        return world
    }

    @Test func aLongerCrossFadeFailsTheTimelineNamingTheViewAndInstant() throws {
        let gesture = try GalleryGesture(scene: "nav-fade")
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("glide-perturbation-\(getpid())")
        defer { try? FileManager.default.removeItem(at: pictures) }
        // The unchanged scene matches its golden, so what fails below is the duration alone.
        let unchanged = verifySnapshot(
            of: try gesture.world(), as: .timeline(trace: gesture.script), named: "nav-fade", record: .never,
            snapshotDirectory: Self.goldens, testName: "timeline(of:)")
        #expect(unchanged == nil)

        let failure = try #require(verifySnapshot(
            of: try Self.navFade(gesture: gesture) { _ in CrossFadeNavigationTransition(duration: 0.6) },
            as: .timeline(trace: gesture.script, file: pictures.appendingPathComponent("Perturbed.swift").path, function: "perturbed()"),
            named: "nav-fade", record: .never, snapshotDirectory: Self.goldens, testName: "timeline(of:)"))
        // The tap's push fades the root out more slowly: 0.012 past the tolerance at the 14th tick.
        #expect(failure.contains("""
            the timeline diverges at 116.667 ms (tick, #1 animating): view "root" (View, #3 in pre-order): \
            alpha 0.976, expected 0.964: off by 0.012 (tolerance 0.01)
            """), "\(failure)")
        let folder = pictures.appendingPathComponent("__Snapshots__/Perturbed")
        for side in ["expected", "actual"] {
            let file = folder.appendingPathComponent("perturbed.diverged.\(side).svg")
            let svg = try String(contentsOf: file, encoding: .utf8)
            #expect(svg.contains("data-name=\"detail\""))
            #expect(failure.contains(file.path))
        }
    }

    @Test func aScalingPopFailsTheMidwayFrame() throws {
        let gesture = try GalleryGesture(scene: "nav-fade")
        let timeline = try gesture.world().timeline(replaying: gesture.script)
        let instants = try #require(gesture.instants(in: timeline))
        let failure = try #require(verifySnapshot(
            of: try Self.navFade(gesture: gesture) { ScalePushPopTransition($0 == .pop ? .shrinkFrom : .growTo) }, as: .frame(at: instants[2], trace: gesture.script),
            named: "nav-fade-50", record: .never, snapshotDirectory: Self.goldens, testName: "frames(of:)"))
        #expect(failure.contains("the frame differs: view \"detail\""), "\(failure)")
    }
}
