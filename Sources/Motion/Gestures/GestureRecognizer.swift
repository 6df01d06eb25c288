/// The base of the drag, pinch and rotation recognizers: touches in, a state and values out.
///
/// The runtime feeds it the touches routed to its element; it tells its observers (and so
/// `gestureSource(_:)` streams) after every change. Subclasses read touches in scene space and
/// convert into any element's space on request.
open class GestureRecognizer {
  /// The recognizer's state, as UIKit's.
  public internal(set) var state: GestureRecognizerState = .possible
  /// The element the recognizer is attached to.
  public internal(set) weak var element: Element?
  /// The touches the recognizer holds, in the order they went down, in scene space.
  public internal(set) var touches: [(id: Int, location: Point)] = []
  /// The time of the latest event the recognizer handled.
  public internal(set) var lastEventTime: Double = 0

  private var observers: [(id: Int, notify: (GestureRecognizer) -> Void)] = []
  private var nextObserverID = 0

  /// Creates a recognizer attached to nothing.
  public init() {}

  /// The recognizer's kind in dumps: `drag`, `pinch` or `rotate`.
  open var kind: String { "gesture" }

  /// How many touches the recognizer holds.
  public var numberOfTouches: Int { touches.count }

  /// The mean location of the held touches, converted into `element`'s space.
  public func centroid(in element: Element) -> Point {
    element.convert(sceneCentroid, from: nil)
  }

  /// The mean location of the held touches in scene space (the origin when none is held).
  public var sceneCentroid: Point {
    guard !touches.isEmpty else { return .zero }
    var sum = Point.zero
    for touch in touches { sum += touch.location }
    return sum / Double(touches.count)
  }

  /// Takes one touch event routed to the recognizer's element. Subclasses override it to update
  /// their state and values and then call `notifyObservers()`.
  open func handle(_ event: TouchEvent) {}

  /// Calls `observer` after every change of state or value until the subscription is cancelled.
  @discardableResult
  public func observe(_ observer: @escaping (GestureRecognizer) -> Void) -> Subscription {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, observer))
    return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  /// Tells every observer that the recognizer changed.
  public func notifyObservers() {
    for observer in observers { observer.notify(self) }
  }
}

/// A recognizer that reports a translation and its velocity (the seeds' TranslationGestureRecognizer).
public protocol TranslationGestureRecognizer: GestureRecognizer {
  /// The movement of the touches' centroid since the gesture began, in `element`'s space.
  func translation(in element: Element) -> Point
  /// The centroid's velocity in `element`'s space, in points per second.
  func velocity(in element: Element) -> Point
}
