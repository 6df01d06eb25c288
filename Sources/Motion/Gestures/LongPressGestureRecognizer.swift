/// Recognizes a long press: a finger held within `allowableMovement` of where it went down for
/// `minimumPressDuration` (UIKit's `UILongPressGestureRecognizer`).
///
/// A continuous gesture: it `began` once the finger has been held that long (as wall time
/// passes, with no event needed, or on the event that comes then), `changed` on every later
/// event, as the finger moves anywhere, and `ended` when the last touch lifts. It `failed` when
/// the finger moves farther than `allowableMovement` first, lifts first, or a second finger
/// lands first. `sceneCentroid` and `location(in:)` say where the touches are.
public final class LongPressGestureRecognizer: GestureRecognizer {
  /// How long (seconds) the finger must be held (0.5).
  ///
  /// - Precondition: finite and at least 0.
  public var minimumPressDuration: Double = 0.5 {
    didSet { Self.check(minimumPressDuration, "minimumPressDuration") }
  }
  /// How far (scene points) the finger may move before the press is recognized (10).
  ///
  /// - Precondition: finite and at least 0.
  public var allowableMovement: Double = 10 { didSet { Self.check(allowableMovement, "allowableMovement") } }
  private var downLocation = Point.zero
  private var downTime = 0.0

  /// Creates a long press recognizer attached to nothing.
  public override init() {}

  /// Where the touches are (where they lifted, after the end), in `element`'s space.
  public func location(in element: Element) -> Point { centroid(in: element) }

  /// Recognizes the press on an event that comes after `minimumPressDuration`, and fails it on
  /// too much movement, an early lift or a second finger (see the type's documentation).
  public override func nextState(after event: TouchEvent, proposed: GestureRecognizerState)
    -> GestureRecognizerState
  {
    guard !proposed.isActive, proposed != .ended, proposed != .cancelled else { return proposed }
    switch event.phase {
    case .began:
      guard touches.count == 1 else { return .failed }
      downLocation = event.location
      downTime = event.time
      return .possible
    case .moved:
      guard state != .failed, event.location.distance(to: downLocation) <= allowableMovement else {
        return .failed
      }
      return event.time - downTime >= minimumPressDuration ? .began : .possible
    case .ended, .cancelled:
      return .failed
    }
  }

  /// True while a finger is down and the press is not yet recognized or failed: time alone
  /// may recognize it.
  public override var isWaitingForGestureTime: Bool { state == .possible && !touches.isEmpty }

  /// Recognizes the press once the finger has been held `minimumPressDuration`.
  public override func nextState(atGestureTime time: Double) -> GestureRecognizerState? {
    state == .possible && time - downTime >= minimumPressDuration ? .began : nil
  }
}
