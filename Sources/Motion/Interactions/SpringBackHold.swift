/// A finger that lands on an element springing back inside its bounds holds it where it is, as
/// a tossable's finger does, although the drag begins only once the finger has moved its
/// recognition distance; lifted without dragging, the finger lets it spring back again. (Once
/// the drag begins it has the element, and the toggle springs it back when the drag ends.)
final class SpringBackHold {
  private let spring: Spring<Point>
  private let position: ReactiveProperty<Point>
  private let nearestAllowed: (Point) -> Point
  private var isHolding = false

  init(spring: Spring<Point>, position: ReactiveProperty<Point>, nearestAllowed: @escaping (Point) -> Point) {
    self.spring = spring
    self.position = position
    self.nearestAllowed = nearestAllowed
  }

  func recognizerChanged(_ recognizer: GestureRecognizer, springIsMoving: Bool) {
    switch recognizer.state {
    case .possible where recognizer.numberOfTouches > 0:
      guard !isHolding, springIsMoving else { return }
      isHolding = true
      spring.enabled.write(false)
    case .began, .changed:
      isHolding = false
    case .possible, .ended, .cancelled, .failed:
      guard isHolding else { return }
      isHolding = false
      spring.destination.write(nearestAllowed(position.read()))
      spring.enabled.write(true)
    }
  }
}
