/// Seed 003: drag an element and toss it; on release it springs to a destination.
public final class Tossable: Interaction {
  /// The spring that carries the element to the destination after a toss.
  public let spring: Spring<Point>
  /// The tossed element.
  public let element: Element
  /// The element whose drag gesture tosses, and whose space the destination is measured in.
  public let container: Element
  /// Where the element is tossed to, in the container's space.
  public let destination: ReactiveProperty<Point>
  /// The drag recognizer attached to the container.
  public let dragGesture: DragGestureRecognizer

  /// Creates a tossable for `element`, with its drag gesture on `container`.
  public init(
    destination: ReactiveProperty<Point>, toss element: Element, container: Element,
    springSource: SpringSource<Point>
  ) {
    self.destination = destination
    self.element = element
    self.container = container
    self.dragGesture = DragGestureRecognizer()
    self.spring = Spring(to: destination, initialValue: propertyOf(element).center, threshold: 1)
  }

  public var typeName: String { "tossable" }
  public var state: MotionState { .atRest }

  public func add(to target: Element, withRuntime runtime: MotionRuntime) {}
}
