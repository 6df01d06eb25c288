/// A live connection to a `MotionObservable`; cancelling it stops delivery and frees its closures.
///
/// Cancelling twice is harmless. A subscription that is released without being cancelled keeps
/// delivering: keep it, or cancel it, as the owner of the connection decides. An operator's
/// subscription and the ones it holds upstream are freed by cancelling: while connected they
/// hold each other (see `StageSubscription`), even after the source has gone.
public class Subscription {
  /// What cancelling runs, once: the closure a connect closure returned, or what cancels an
  /// operator stage's upstream (see `StageSubscription`).
  final var disconnect: (() -> Void)?

  /// Creates a subscription that runs `disconnect` once, when cancelled.
  init(_ disconnect: @escaping () -> Void) {
    self.disconnect = disconnect
  }

  /// For a source or operator whose subscription is itself the observer it registered (a
  /// property's, a gesture stream's, an operator stage's), which overrides `isActive` and
  /// `cancel()`: one object a subscription instead of an observer, a subscription and the
  /// closure between them (a scene of ten thousand springs makes sixty thousand).
  init() {}

  /// True until `cancel()` has been called.
  public var isActive: Bool { disconnect != nil }

  /// Stops delivery and releases the source's closures.
  public func cancel() {
    let d = disconnect
    disconnect = nil
    d?()
  }
}

extension Subscription {
  /// A closure that cancels this subscription, for a subscription that cancels another when
  /// cancelled: its whole context is this subscription, so it allocates nothing.
  var cancelling: () -> Void { { self.cancel() } }
}
