// Test doubles of streams, shared by MotionTests and AllocationTests.
@testable import Motion

/// One thing a stream delivered: a value or a change of activity.
package enum Event<T: Equatable>: Equatable {
  case next(T)
  case state(MotionState)
}

/// Records everything a subscription delivers, in order.
package final class Recorder<T: Equatable> {
  package var events: [Event<T>] = []

  package init() {}
  package var values: [T] {
    events.compactMap {
      if case .next(let value) = $0 { return value }
      return nil
    }
  }

  @discardableResult
  package func record(_ stream: MotionObservable<T>) -> Subscription {
    stream.subscribe(
      next: { [unowned self] in self.events.append(.next($0)) },
      state: { [unowned self] in self.events.append(.state($0)) })
  }
}

/// A hand-driven source: values and states are pushed with `send`, and it counts how many
/// subscriptions it has had and still has.
package final class TestSource<T> {
  private var observers: [(id: Int, observer: MotionObserver<T>)] = []
  private var nextID = 0

  package init() {}
  package private(set) var subscribeCount = 0
  package var observerCount: Int { observers.count }

  /// A new stream on this source each time; it holds the source strongly, as a real source's
  /// stream does.
  package var stream: MotionObservable<T> {
    MotionObservable { observer in
      self.subscribeCount += 1
      let id = self.nextID
      self.nextID += 1
      self.observers.append((id, observer))
      return { self.observers.removeAll { $0.id == id } }
    }
  }

  package func send(_ value: T) {
    for entry in observers { entry.observer.next(value) }
  }

  /// For each live subscription, the property its observer says it writes every value to.
  package var writtenProperties: [ReactiveProperty<T>?] { observers.map(\.observer.property) }

  package func send(state: MotionState) {
    for entry in observers { entry.observer.state(state) }
  }
}
