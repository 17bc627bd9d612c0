import Foundation
import GlideUI

/// One trace replayed under several release policies (`glide compare`): for every gesture, each
/// policy's decision, reason and completion time, and the first instant of the gesture at which a
/// lift would have been decided differently by two of them.
///
/// Each policy replays the trace on a fresh scene of its own, so a later gesture starts from
/// what that policy made of the earlier ones; gestures are matched by their order among the
/// interactive transitions. The instants are found in the first policy's replay: at every frame
/// while a pan drives, every policy is asked about what it would be told if the fingers lifted then.
public struct PolicyComparison: Sendable {
    /// One policy's release of a gesture.
    public struct Release: Sendable, Equatable {
        /// The policy's name.
        public var policy: String
        /// Finish or cancel.
        public var decision: TransitionDecision
        /// Why.
        public var reason: TransitionReason
        /// The percent at the lift.
        public var percent: Double?
        /// The velocity at the lift, points per second.
        public var velocity: Double?
        /// How long the rest took, milliseconds.
        public var completionMilliseconds: Double?
    }

    /// The first instant two policies part.
    public struct Disagreement: Sendable, Equatable {
        /// Milliseconds since the gesture's transition began.
        public var milliseconds: Double
        /// The percent then.
        public var percent: Double
        /// The policies a lift then would finish.
        public var finishing: [String]
        /// The policies it would cancel.
        public var cancelling: [String]
    }

    /// One gesture: the trace's nth interactive transition, and each policy's release.
    public struct Gesture: Sendable {
        /// 1 for the trace's first interactive transition, and so on.
        public var number: Int
        /// The transition's kind (in the first replay that reached it).
        public var kind: TransitionKind
        /// The releases, one per policy that reached this gesture, in the policies' order (a
        /// policy whose earlier decisions left the scene elsewhere may have fewer gestures).
        public var releases: [Release]
        /// Whether the first policy's replay reached this gesture: only there are lifts watched for a disagreement.
        public var watched: Bool
        /// The first instant two policies part; nil when they agree throughout (or it was not watched).
        public var disagreement: Disagreement?
    }

    /// One policy's replay of the trace: what `ComparisonPictures` draws.
    public struct Run: Sendable {
        /// The policy's name.
        public var name: String
        /// The options it replayed with.
        public var options: ReplayOptions
        /// What the replay gave (timelines only when kept).
        public var result: ReplayResult
        /// When the replay settled, ms.
        public var settledAt: Double
    }

    /// The trace, as given.
    public var tracePath: String
    /// The policies' names, in order.
    public var policies: [String]
    /// The gestures.
    public var gestures: [Gesture]
    /// Each policy's replay, in the policies' order.
    public var runs: [Run]

    /// Replays `tracePath` through `options`' scene of `scenes` once per policy of `policies`,
    /// keeping its records (and, with `retention` `.everything`, the timelines pictures draw).
    public static func compare(
        tracePath: String, descriptionPath: String? = nil, policies: [(name: String, policy: any ReleasePolicy)],
        options: ReplayOptions = ReplayOptions(), scenes: any SceneCatalogue, retention: ReplayRetention = .records
    ) throws(GlideError) -> PolicyComparison {
        guard !policies.isEmpty else { throw GlideError(status: .usage, message: "compare needs at least one policy") }
        var releases: [[Release]] = []
        var kinds: [TransitionKind] = []
        /// The first policy's gestures' first disagreements: only its lifts are watched.
        var watched: [Disagreement?] = []
        var runs: [Run] = []
        for (index, entry) in policies.enumerated() {
            let policyOptions = Self.options(options, decidingWith: entry.policy)
            let session = try ReplaySession(tracePath: tracePath, descriptionPath: descriptionPath, options: policyOptions, scenes: scenes)
            // Each policy as the scene decides with it (a profile may wrap it, cancelling on reversal).
            let watch = index == 0
                ? DisagreementWatch(policies: policies.map { ($0.name, Self.options(options, decidingWith: $0.policy).policy(for: session.device)) }) : nil
            if let watch { session.observers.append(watch) }
            let result = try session.run(keeping: retention)
            runs.append(Run(name: entry.name, options: policyOptions, result: result, settledAt: session.milliseconds))
            let outcomes = result.outcomes.filter(\.interactive)
            releases.append(outcomes.map { outcome in
                Release(
                    policy: entry.name, decision: outcome.decision, reason: outcome.reason, percent: outcome.percentAtRelease,
                    velocity: outcome.velocityAtRelease,
                    completionMilliseconds: outcome.releaseMilliseconds.map { outcome.endMilliseconds - $0 })
            })
            if let watch { watched = outcomes.map { watch.found[$0.transition] } }
            if outcomes.count > kinds.count { kinds += outcomes[kinds.count...].map(\.kind) }
        }
        let gestures = kinds.enumerated().map { index, kind in
            Gesture(
                number: index + 1, kind: kind, releases: releases.compactMap { $0.count > index ? $0[index] : nil },
                watched: index < watched.count, disagreement: index < watched.count ? watched[index] : nil)
        }
        return PolicyComparison(tracePath: tracePath, policies: policies.map(\.name), gestures: gestures, runs: runs)
    }

    /// `options` with `policy` deciding every release, over a device profile's policy (its other settings stay).
    static func options(_ options: ReplayOptions, decidingWith policy: any ReleasePolicy) -> ReplayOptions {
        var deciding = options
        deciding.policy = policy
        deciding.overrides.policy = policy
        return deciding
    }

    /// A table for people: per gesture, a row per policy, then the first disagreement.
    public var table: String {
        var lines = ["\(tracePath)"]
        if gestures.isEmpty { lines.append("  no interactive transition") }
        let width = max(8, policies.map(\.count).max() ?? 0)
        for gesture in gestures {
            lines.append("  gesture \(gesture.number) (\(gesture.kind.rawValue))")
            lines.append("    " + "policy".padding(toLength: width, withPad: " ", startingAt: 0) + "  decision  " + "reason".padding(toLength: 17, withPad: " ", startingAt: 0)
                + "     p  v (pt/s)  rest (ms)")
            for name in policies {
                guard let release = gesture.releases.first(where: { $0.policy == name }) else {
                    lines.append("    " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  -         its earlier decisions left no gesture \(gesture.number)")
                    continue
                }
                lines.append("    " + release.policy.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + release.decision.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                    + release.reason.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0) + "  "
                    + Self.number(release.percent, 2, 4) + "  " + Self.number(release.velocity, 0, 8) + "  " + Self.number(release.completionMilliseconds, 0, 9))
            }
            if !gesture.watched {
                lines.append("    not watched for a disagreement: \(policies[0])'s replay has no gesture \(gesture.number)")
            } else if let split = gesture.disagreement {
                lines.append("    first disagreement \(Self.number(split.milliseconds, 0, 0)) ms into the gesture, at p = \(Self.number(split.percent, 2, 0)): "
                    + "\(split.finishing.joined(separator: ", ")) finish; \(split.cancelling.joined(separator: ", ")) cancel")
            } else {
                lines.append("    no disagreement: every lift would have been decided alike")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON object a line: a gesture's number, kind, releases and first disagreement.
    public var jsonLines: String {
        gestures.map { gesture in
            var out = "{\"trace\":" + JSONText.string(tracePath)
            out += ",\"gesture\":\(gesture.number),\"kind\":" + JSONText.string(gesture.kind.rawValue)
            out += ",\"releases\":[" + gesture.releases.map(Self.json).joined(separator: ",") + "]"
            out += ",\"first_disagreement\":" + (gesture.disagreement.map(Self.json) ?? "null")
            return out + "}\n"
        }.joined()
    }

    private static func json(_ release: Release) -> String {
        var out = "{\"policy\":" + JSONText.string(release.policy)
        out += ",\"decision\":" + JSONText.string(release.decision.rawValue)
        out += ",\"reason\":" + JSONText.string(release.reason.rawValue)
        out += ",\"percent_at_release\":" + JSONText.number(release.percent)
        out += ",\"velocity_at_release\":" + JSONText.number(release.velocity)
        out += ",\"completion_ms\":" + JSONText.number(release.completionMilliseconds)
        return out + "}"
    }

    private static func json(_ split: Disagreement) -> String {
        var out = "{\"ms\":" + JSONText.number(split.milliseconds) + ",\"percent\":" + JSONText.number(split.percent)
        out += ",\"finishing\":[" + split.finishing.map { JSONText.string($0) }.joined(separator: ",") + "]"
        out += ",\"cancelling\":[" + split.cancelling.map { JSONText.string($0) }.joined(separator: ",") + "]"
        return out + "}"
    }

    private static func number(_ value: Double?, _ decimals: Int, _ width: Int) -> String {
        let text = value.map { $0.isFinite ? String(format: "%.\(decimals)f", $0) : "\($0)" } ?? "-"
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

/// Asks every policy, at each frame while a pan drives, what a lift then would give, and keeps
/// the first instant of each transition at which two of them part.
final class DisagreementWatch: ReplayObserver {
    let policies: [(name: String, policy: any ReleasePolicy)]
    /// Transition number → its first disagreement.
    private(set) var found: [Int: PolicyComparison.Disagreement] = [:]

    init(policies: [(name: String, policy: any ReleasePolicy)]) {
        self.policies = policies
    }

    func replay(_ session: ReplaySession, didHandleFrameAt time: Int64) {
        guard let context = session.target.window.currentTransition, context.isInFlight, found[context.number] == nil,
            let controller = context.interactor as? PanInteractionController, let release = controller.pendingRelease(for: policies[0].policy)
        else { return }
        // Each policy is told the lift as it measures the velocity. Nothing is kept until two
        // policies part: most frames find them agreeing.
        func decision(_ policy: any ReleasePolicy) -> TransitionDecision? { controller.pendingRelease(for: policy).map { policy.decide($0).decision } }
        let first = policies[0].policy.decide(release).decision
        guard policies.dropFirst().contains(where: { decision($0.policy) != first }) else { return }
        let finishing = policies.filter { decision($0.policy) == .finish }.map(\.name)
        let cancelling = policies.filter { decision($0.policy) == .cancel }.map(\.name)
        let window = session.target.window
        found[context.number] = PolicyComparison.Disagreement(
            milliseconds: (window.clock.now - context.startTime) * 1000, percent: release.percent, finishing: finishing, cancelling: cancelling)
    }
}
