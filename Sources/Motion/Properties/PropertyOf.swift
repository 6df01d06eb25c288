/// The reactive properties of one element; each accessor returns the same object every time.
///
/// - Precondition: every value written to them, by a write or by a stream connected to them,
///   is finite, and a size is at least 0 each way, as the element's own setters require: a
///   value that is not stops the program with a message naming the element.
///
/// The value holds its element strongly; a closure stored on one of the element's properties
/// should capture the property it needs, not this value, or the element keeps itself alive.
public struct ElementProperties {
  /// The element whose properties these are.
  public let element: Element

  /// The position (the same object as `position`), as UIKit's `view.center`.
  public var center: ReactiveProperty<Point> { element.positionProperty }
  /// Where the anchor point lies in the parent's space.
  public var position: ReactiveProperty<Point> { element.positionProperty }
  /// The anchor point in unit coordinates.
  public var anchorPoint: ReactiveProperty<Point> { element.anchorPointProperty }
  /// The uniform scale.
  public var scale: ReactiveProperty<Double> { element.scaleProperty }
  /// The rotation in radians, clockwise positive.
  public var rotation: ReactiveProperty<Double> { element.rotationProperty }
  /// The unscaled size.
  public var size: ReactiveProperty<Size> { element.sizeProperty }
}

/// The reactive properties of `element`, as the seeds' `propertyOf(view)`.
public func propertyOf(_ element: Element) -> ElementProperties {
  ElementProperties(element: element)
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "properties are confined with the runtime that drives them")
extension ElementProperties: Sendable {}
