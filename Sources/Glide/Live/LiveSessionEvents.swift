/// A live session's reports as an `AsyncSequence` of `SessionEvent`s, to iterate once.
///
/// Iterating runs the session on a thread of its own (its waiting loop never occupies Swift's
/// cooperative pool); the sequence ends when the session ends, and throws the session's
/// `GlideError` when its recording fails. Ending the iteration early (a `break`, or cancelling
/// the task) stops the session.
public struct LiveSessionEvents: AsyncSequence {
    /// The elements are the session's reports.
    public typealias Element = SessionEvent
    /// A failed recording ends the sequence with its error.
    public typealias Failure = GlideError

    let session: LiveSession
    let maxTransitions: Int?
    let timeout: Double?

    /// Hands the session to its thread, starts it, and returns an iterator over what it reports.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: SessionEvent.self, throwing: (any Error).self, bufferingPolicy: .unbounded)
        let stopHandle = session.stopHandle
        continuation.onTermination = { _ in stopHandle.stop() }
        let transfer = SessionTransfer(session: session)
        let maxTransitions = maxTransitions
        let timeout = timeout
        ReaderThread.start {
            let session = transfer.session
            let forward = session.onEvent
            session.onEvent = { event in
                forward?(event)
                continuation.yield(event)
            }
            do {
                try session.run(maxTransitions: maxTransitions, timeout: timeout)
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        return Iterator(base: stream.makeAsyncIterator())
    }

    /// Hands out what the session's thread reports.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<SessionEvent, any Error>.Iterator

        /// The next report, or nil once the session has ended.
        public mutating func next() async throws(GlideError) -> SessionEvent? {
            do {
                return try await base.next()
            } catch let error as GlideError {
                throw error
            } catch {
                throw GlideError(status: .failure, message: "live session: \(error)")
            }
        }
    }
}

/// Moves a session to the thread that runs it; from then on only that thread touches it.
private struct SessionTransfer: @unchecked Sendable {
    let session: LiveSession
}
