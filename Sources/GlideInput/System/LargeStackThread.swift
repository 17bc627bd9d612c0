import Glibc

/// Runs work that recurses as deep as its input on a POSIX thread of its own with a large stack,
/// and waits for it: `glide port` parses and rewrites Swift sources there (swift-syntax recurses
/// once per nesting level). The stack is address space reserved, not memory: pages are used only
/// as deep as the recursion goes.
package enum LargeStackThread {
    /// The stack each thread gets: 1 GiB.
    package static let stackBytes = 1 << 30

    /// Holds the work while the thread runs.
    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Holds the result.
    private final class Box<Value> {
        var value: Value?
    }

    /// Runs `body` on a new thread with a `stackBytes` stack and returns its result.
    package static func run<Value>(_ body: @escaping () -> Value) -> Value {
        let box = Box<Value>()
        let work = Work { box.value = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        precondition(pthread_attr_setstacksize(&attributes, stackBytes) == 0, "pthread_attr_setstacksize refused \(stackBytes) bytes")
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeUnretainedValue().run()
            return nil
        }, Unmanaged.passUnretained(work).toOpaque())
        precondition(result == 0, "pthread_create failed with errno \(result) starting a thread with a \(stackBytes >> 20) MiB stack")
        pthread_join(thread, nil)
        return withExtendedLifetime(work) { box.value! }
    }
}
