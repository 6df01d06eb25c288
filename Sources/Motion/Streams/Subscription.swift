/// A live connection to a `MotionObservable`; cancelling it stops delivery and frees its closures.
///
/// Cancelling twice is harmless. A subscription that is released without being cancelled keeps
/// delivering: keep it, or cancel it, as the owner of the connection decides.
public final class Subscription {
  private var disconnect: (() -> Void)?

  /// Creates a subscription that runs `disconnect` once, when cancelled.
  init(_ disconnect: @escaping () -> Void) {
    self.disconnect = disconnect
  }

  /// True until `cancel()` has been called.
  public var isActive: Bool { disconnect != nil }

  /// Stops delivery and releases the source's closures.
  public func cancel() {
    let d = disconnect
    disconnect = nil
    d?()
  }
}
