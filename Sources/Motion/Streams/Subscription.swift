/// A live connection to a `MotionObservable`; cancelling it stops delivery and frees its closures.
///
/// Cancelling twice is harmless. A subscription that is released without being cancelled keeps
/// delivering: keep it, or cancel it, as the owner of the connection decides. An operator's
/// subscription and the ones it holds upstream are freed by cancelling: while connected they
/// hold each other (see `StageSubscription`), even after the source has gone.
///
/// Only the library makes subscriptions, each of a subclass that keeps what cancelling needs
/// and no more: most are also the observer they registered (a property's, a gesture stream's,
/// an operator stage's), so none keeps a closure it never uses (a scene of ten thousand
/// tossables holds some hundred thousand subscriptions).
public class Subscription {
  init() {}

  /// True until `cancel()` has been called.
  public var isActive: Bool { preconditionFailure("\(Self.self) must override isActive") }

  /// Stops delivery and releases the source's closures.
  public func cancel() { preconditionFailure("\(Self.self) must override cancel()") }
}

/// A subscription that runs a closure once, when cancelled: a stream made from a connect
/// closure's, or a runtime's at-rest observer's.
final class ClosureSubscription: Subscription {
  private var disconnect: (() -> Void)?

  init(_ disconnect: @escaping () -> Void) {
    self.disconnect = disconnect
    super.init()
  }

  override var isActive: Bool { disconnect != nil }

  override func cancel() {
    let d = disconnect
    disconnect = nil
    d?()
  }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "subscriptions are confined with the runtime that drives them")
extension Subscription: Sendable {}
