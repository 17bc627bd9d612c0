import GlideGestures

/// Where a recognizer stands among the UIKit recognizers of one touch sequence.
enum Arbitration: Equatable {
    /// Watching; nothing recognized yet.
    case undecided
    /// Declined the sequence (`shouldReceive` said no, or disabled): sees none of its frames.
    case ignoring
    /// Would recognize, but waits for recognizers it requires to fail.
    case waiting
    /// Recognized: its actions are sent.
    case recognized
    /// Failed or was made to fail: sends nothing more this sequence.
    case failed
}

/// UIKit recognizers, held weakly (recognizers name each other; none keeps another alive).
struct WeakRecognizers {
    private var boxes: [Box] = []
    private struct Box { weak var recognizer: UIGestureRecognizer? }

    init(_ recognizers: [UIGestureRecognizer] = []) {
        boxes = recognizers.map { Box(recognizer: $0) }
    }

    /// The recognizers still alive.
    var all: [UIGestureRecognizer] { boxes.compactMap(\.recognizer) }

    mutating func append(_ recognizer: UIGestureRecognizer) {
        boxes.append(Box(recognizer: recognizer))
    }
}

/// Which recognizers of a touch sequence recognize, as UIKit decides it
/// (Apple's `UIGestureRecognizer` and `UIGestureRecognizerDelegate` documentation):
/// - a recognizer about to leave `possible` asks its delegate `gestureRecognizerShouldBegin`; no
///   fails it, and a failure sends no action;
/// - by default no two recognize at once: one that would recognize while another has fails, and
///   the first to recognize makes every other still undecided fail, unless either delegate allows
///   them to recognize simultaneously. The first to recognize wins; in the same frame the touched
///   view's recognizers come before their ancestors' (UIKit leaves that order open);
/// - one that requires others to fail (`require(toFail:)`, or either delegate's
///   `shouldRequireFailureOf` / `shouldBeRequiredToFailBy`) waits, showing `possible`, until each
///   has failed, declined the sequence, or is not in it; then it recognizes late, its first
///   action carrying the state it reached meanwhile;
/// - one that is still undecided when every finger has lifted and has no deadline pending fails.
extension UIGestureRecognizer {
    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// The Glide recognizer changed state: arbitrate, then send the actions a recognized gesture sends.
    func recognizerChanged() {
        guard let inner = recognizer else { return }
        switch arbitration {
        case .ignoring, .failed:
            return
        case .recognized:
            sendActions()
        case .waiting:
            if inner.state == .failed || inner.state == .cancelled { fail() }
        case .undecided:
            switch inner.state {
            case .began, .changed, .ended: attemptRecognition()
            case .failed, .cancelled: fail()
            case .possible: break
            }
        }
    }

    /// Every finger lifted: a recognizer still undecided with nothing pending has failed.
    func sequenceLifted() {
        guard arbitration == .undecided, let inner = recognizer, inner.state == .possible, inner.deadline == nil else { return }
        fail()
    }

    private func attemptRecognition() {
        guard permitsBegin(), delegate?.gestureRecognizerShouldBegin(self) ?? true else { return fail() }
        if isExcludedByARecognizedPeer { return fail() }
        if requiredFailures.contains(where: { !$0.isOutOfTheWay }) {
            arbitration = .waiting
            return
        }
        recognize()
    }

    private func recognize() {
        arbitration = .recognized
        for peer in peers.all where peer.arbitration == .undecided || peer.arbitration == .waiting {
            if !canRecognizeSimultaneously(with: peer) { peer.fail() }
        }
        sendActions()
    }

    /// Fails the recognizer for the rest of the sequence (its Glide recognizer ignores the touches
    /// down) and lets those waiting for it go on.
    func fail() {
        guard arbitration != .failed else { return }
        arbitration = .failed
        if let inner = recognizer, !inner.state.isTerminal { inner.reset(at: lastFrameTime ?? 0) }
        for peer in peers.all where peer.arbitration == .waiting { peer.requirementsChanged() }
    }

    /// One of the recognizers this one waits for failed: recognize once none is left.
    private func requirementsChanged() {
        guard arbitration == .waiting, requiredFailures.allSatisfy(\.isOutOfTheWay) else { return }
        if isExcludedByARecognizedPeer { return fail() }
        recognize()
    }

    /// Whether another recognizer of the sequence has recognized and may not recognize alongside this one.
    private var isExcludedByARecognizedPeer: Bool {
        peers.all.contains { $0.arbitration == .recognized && !canRecognizeSimultaneously(with: $0) }
    }

    /// Whether this recognizer no longer stands in the way of those requiring it to fail.
    private var isOutOfTheWay: Bool { arbitration == .failed || arbitration == .ignoring }

    /// The recognizers of the sequence this one must wait for.
    private var requiredFailures: [UIGestureRecognizer] {
        let named = failureRequirements.all
        return peers.all.filter { peer in
            named.contains { $0 === peer }
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: peer) == true
                || peer.delegate?.gestureRecognizer(peer, shouldBeRequiredToFailBy: self) == true
        }
    }

    private func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }
}
