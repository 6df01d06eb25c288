/// Recognizes taps: `numberOfTapsRequired` touches of one finger, each lifted soon after it went
/// down and near where it went down, following one another quickly and near the first (UIKit's
/// `UITapGestureRecognizer`).
///
/// A discrete gesture: it stays `possible` while the taps come, and is `ended` (UIKit's
/// `recognized`) on the lift that completes the last tap, with `sceneCentroid` (and
/// `location(in:)`) where that tap was. It `failed` when a touch moves more than
/// `allowableMovement` from where it went down, is held longer than `maximumTapDuration`, or a
/// second finger lands; a tap that comes later than `maximumTapInterval` after the previous lift,
/// or farther than `maximumTapDistance` from the first, starts the count anew. It is never in
/// progress (`began` or `changed`), so it holds no gesture up and counts towards no activity.
public final class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture (1 by default, 2 for a double tap).
  public let numberOfTapsRequired: Int
  /// How far (scene points) a touch may move from where it went down and still tap (10).
  ///
  /// - Precondition: finite and at least 0.
  public var allowableMovement: Double = 10 { didSet { Self.check(allowableMovement, "allowableMovement") } }
  /// How long (seconds) a touch may stay down and still tap (0.5).
  ///
  /// - Precondition: finite and at least 0.
  public var maximumTapDuration: Double = 0.5 {
    didSet { Self.check(maximumTapDuration, "maximumTapDuration") }
  }
  /// How long (seconds) after a lift the next tap may go down and still count (0.35).
  ///
  /// - Precondition: finite and at least 0.
  public var maximumTapInterval: Double = 0.35 {
    didSet { Self.check(maximumTapInterval, "maximumTapInterval") }
  }
  /// How far (scene points) a later tap may land from the first and still count (45).
  ///
  /// - Precondition: finite and at least 0.
  public var maximumTapDistance: Double = 45 {
    didSet { Self.check(maximumTapDistance, "maximumTapDistance") }
  }
  /// How many taps of the current sequence have been made.
  public private(set) var tapCount = 0
  private var downLocation = Point.zero
  private var downTime = 0.0
  private var firstTapLocation = Point.zero
  private var lastLiftTime = -Double.infinity
  /// Whether the touch down now may still make a tap.
  private var mayTap = false

  /// Creates a tap recognizer attached to nothing.
  ///
  /// - Precondition: `numberOfTapsRequired` is at least 1.
  public init(numberOfTapsRequired: Int = 1) {
    precondition(
      numberOfTapsRequired >= 1, "numberOfTapsRequired must be at least 1, got \(numberOfTapsRequired)")
    self.numberOfTapsRequired = numberOfTapsRequired
  }

  /// Where the last tap was, in `element`'s space.
  public func location(in element: Element) -> Point { centroid(in: element) }

  /// Counts taps and decides, after each event, whether they make the gesture (see the type's
  /// documentation).
  public override func nextState(after event: TouchEvent, proposed: GestureRecognizerState)
    -> GestureRecognizerState
  {
    switch event.phase {
    case .began:
      guard touches.count == 1 else { return fail() }
      mayTap = true
      let continues =
        tapCount > 0 && event.time - lastLiftTime <= maximumTapInterval
        && event.location.distance(to: firstTapLocation) <= maximumTapDistance
      if !continues {
        tapCount = 0
        firstTapLocation = event.location
      }
      downLocation = event.location
      downTime = event.time
      return .possible
    case .moved:
      guard mayTap, event.location.distance(to: downLocation) <= allowableMovement else { return fail() }
      return .possible
    case .ended:
      guard mayTap, event.time - downTime <= maximumTapDuration else { return fail() }
      mayTap = false
      tapCount += 1
      lastLiftTime = event.time
      guard tapCount >= numberOfTapsRequired else { return .possible }
      tapCount = 0
      return .ended
    case .cancelled:
      return fail()
    }
  }

  /// Holding a touch longer than `maximumTapDuration` fails the taps.
  public override func nextState(atGestureTime time: Double) -> GestureRecognizerState? {
    mayTap && time - downTime > maximumTapDuration ? fail() : nil
  }

  private func fail() -> GestureRecognizerState {
    tapCount = 0
    mayTap = false
    return .failed
  }
}
