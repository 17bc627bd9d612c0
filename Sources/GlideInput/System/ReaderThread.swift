import Glibc

/// A detached POSIX thread, so that a blocking read or `poll` never occupies Swift's
/// cooperative pool: `ReaderQueue` reads devices on one, and `LiveSessionEvents` runs a live session on one.
package enum ReaderThread {
    /// Holds the body while the thread starts.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        precondition(result == 0, "pthread_create failed with errno \(result) starting a thread to read an input device")
        pthread_detach(thread)
    }
}
