/// A value of an element's geometry (its position, size, anchor point, scale or rotation), with
/// the rule every such value keeps: one that breaks it would leave the element where nothing
/// could draw, hit or move it.
protocol ElementGeometryValue {
  /// Whether the value keeps the rule.
  var isElementGeometry: Bool { get }
  /// The rule, as a message completes "must be …".
  static var elementGeometryRule: String { get }
}

extension Point: ElementGeometryValue {
  var isElementGeometry: Bool { isFinite }
  static var elementGeometryRule: String { "finite" }
}

extension Double: ElementGeometryValue {
  var isElementGeometry: Bool { isFinite }
  static var elementGeometryRule: String { "finite" }
}

extension Size: ElementGeometryValue {
  var isElementGeometry: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
  static var elementGeometryRule: String { "finite and at least 0" }
}
