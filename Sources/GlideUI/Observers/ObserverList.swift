/// Names an observer added to an `ObserverList`, to remove it again.
public struct ObserverID: Hashable, Sendable {
    /// The list's counter when the observer was added.
    public let rawValue: Int
}

/// Everyone listening to one kind of event (an engine's ticks, a window's transition inputs, a
/// log's late diagnostics), called in the order they were added: any number of observers, none
/// replacing another. Confined to its owner's thread.
public struct ObserverList<Event> {
    private var observers: [(id: ObserverID, body: (Event) -> Void)] = []
    private var nextID = 0

    /// An empty list.
    public init() {}

    /// Whether nobody listens (so that an owner can skip making the event).
    public var isEmpty: Bool { observers.isEmpty }

    /// Calls `body` with every event from now on, until removed.
    public mutating func add(_ body: @escaping (Event) -> Void) -> ObserverID {
        let id = ObserverID(rawValue: nextID)
        nextID += 1
        observers.append((id, body))
        return id
    }

    /// Stops calling the observer `id` (nothing when it is not there).
    public mutating func remove(_ id: ObserverID) {
        observers.removeAll { $0.id == id }
    }

    /// Calls every observer with `event`, those added first first.
    public func notify(_ event: Event) {
        for observer in observers { observer.body(event) }
    }
}
