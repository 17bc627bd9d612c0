import Testing

@testable import Glide

/// `LiveBroadcast`: what each viewer gets, what a slow one skips, and what is never kept unbounded.
struct LiveBroadcastTests {
    static func point(_ n: Int) -> LiveMessage { LiveMessage(kind: .point, text: "p\(n)") }
    static func frame(_ n: Int) -> LiveMessage { LiveMessage(kind: .frame, text: "f\(n)") }
    static func key(_ n: Int) -> LiveMessage { LiveMessage(kind: .keyFrame, text: "k\(n)") }
    static func record(_ n: Int) -> LiveMessage { LiveMessage(kind: .record, text: "r\(n)") }

    /// Everything queued for `viewer` now, then whether it ended.
    static func drain(_ viewer: LiveViewer, _ broadcast: LiveBroadcast) async -> [String] {
        var seen: [String] = []
        while broadcast.queued(for: viewer.id).messages > 0, let message = await viewer.next() { seen.append(message) }
        return seen
    }

    @Test func aSlowViewerSkipsFramesButNeverPointsKeyFramesOrRecords() async throws {
        let broadcast = LiveBroadcast()
        let viewer = try #require(broadcast.join())
        for message in [Self.frame(1), Self.point(1), Self.frame(2), Self.key(3), Self.frame(4), Self.record(1), Self.frame(5), Self.point(2)] {
            broadcast.publish(message)
        }
        // The key frame replaced the frames before it; the last frame comes after what was queued.
        #expect(await Self.drain(viewer, broadcast) == ["p1", "k3", "r1", "p2", "f5"])
    }

    @Test func aViewerWaitingGetsEachMessageAtOnceAndLeavingEndsItsWait() async throws {
        let broadcast = LiveBroadcast()
        let viewer = try #require(broadcast.join())
        async let first = viewer.next()
        try await Task.sleep(for: .milliseconds(20))
        broadcast.publish(Self.frame(1))
        #expect(await first == "f1")
        async let second = viewer.next()
        try await Task.sleep(for: .milliseconds(20))
        viewer.leave()
        #expect(await second == nil)
        #expect(broadcast.viewerCount == 0)
    }

    @Test func cancellingAWaitingViewerMakesItLeave() async throws {
        let broadcast = LiveBroadcast()
        let viewer = try #require(broadcast.join())
        let task = Task { await viewer.next() }
        try await Task.sleep(for: .milliseconds(20))
        task.cancel()
        #expect(await task.value == nil)
        #expect(broadcast.viewerCount == 0)
    }

    @Test func aViewerTooFarBehindIsClosedInsteadOfKeepingMore() async throws {
        var limits = LiveBroadcast.Limits()
        limits.queuedMessages = 10
        let broadcast = LiveBroadcast(limits: limits)
        let slow = try #require(broadcast.join())
        let fast = try #require(broadcast.join())
        var fastSeen = 0
        for n in 1...1000 {
            broadcast.publish(Self.point(n))
            #expect(broadcast.queued(for: slow.id).messages <= 11)
            if await fast.next() != nil { fastSeen += 1 }
        }
        #expect(fastSeen == 1000, "a viewer that keeps up gets every point")
        #expect(broadcast.viewersClosedAsTooSlow == 1)
        let last = try #require(await slow.next())
        #expect(last.contains(#""type":"closed""#))
        #expect(await slow.next() == nil)
    }

    @Test func aViewerThatJoinsLateGetsTheHistoryThenTheEnd() async throws {
        var limits = LiveBroadcast.Limits()
        limits.historyPoints = 3
        limits.historyKeyFrames = 2
        let broadcast = LiveBroadcast(limits: limits)
        broadcast.publish(LiveMessage(kind: .hello, text: "hello"))
        for n in 1...5 { broadcast.publish(Self.point(n)) }
        for n in 1...3 { broadcast.publish(Self.key(n)) }
        broadcast.publish(Self.record(1))
        broadcast.publish(Self.frame(9))
        let viewer = try #require(broadcast.join())
        #expect(await Self.drain(viewer, broadcast) == ["hello", "k2", "k3", "p3", "p4", "p5", "r1", "f9"])
        broadcast.publish(LiveMessage(kind: .end, text: "end"))
        #expect(await viewer.next() == "end")
        #expect(await viewer.next() == nil)
        let late = try #require(broadcast.join())
        #expect(await Self.drain(late, broadcast) == ["hello", "k2", "k3", "p3", "p4", "p5", "r1", "f9", "end"])
        #expect(await late.next() == nil)
        broadcast.publish(Self.point(6))
        #expect(broadcast.queued(for: late.id).messages == 0, "nothing is published after the end")
    }

    @Test func joiningPastTheViewerLimitIsRefused() throws {
        var limits = LiveBroadcast.Limits()
        limits.viewers = 2
        let broadcast = LiveBroadcast(limits: limits)
        let viewers = [broadcast.join(), broadcast.join()]
        #expect(viewers.allSatisfy { $0 != nil })
        #expect(broadcast.join() == nil)
        viewers[0]?.leave()
        #expect(broadcast.join() != nil)
    }

    @Test func aHeartbeatGoesOnlyToViewersWithNothingQueuedAndIsNeverKept() async throws {
        let broadcast = LiveBroadcast()
        let idle = try #require(broadcast.join())
        let busy = try #require(broadcast.join())
        broadcast.publish(Self.point(1))
        #expect(await idle.next() == "p1")
        broadcast.publish(Self.point(2))
        #expect(await idle.next() == "p2")
        broadcast.publish(.heartbeat)
        #expect(await idle.next() == LiveMessage.heartbeat.text)
        #expect(await Self.drain(busy, broadcast) == ["p1", "p2"], "a viewer with messages queued gets no heartbeat")
        let late = try #require(broadcast.join())
        #expect(await Self.drain(late, broadcast) == ["p1", "p2"], "a heartbeat is not history")
    }
}
