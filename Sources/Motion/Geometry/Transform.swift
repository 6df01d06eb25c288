import Foundation

/// An affine map of the plane: `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Used to carry points between element spaces; composition is function composition.
public struct Transform: Hashable, Sendable {
  /// How far x moves along x per unit of x.
  public var a: Double
  /// How far y moves per unit of x.
  public var b: Double
  /// How far x moves per unit of y.
  public var c: Double
  /// How far y moves along y per unit of y.
  public var d: Double
  /// The translation along x.
  public var tx: Double
  /// The translation along y.
  public var ty: Double

  /// Creates a transform from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The map from an element's local space into its parent's space (see
  /// `Element.transformToParent`): the element's `anchorPoint` (unit coordinates of `size`)
  /// lies at `position`, and the element is scaled by `scale` and turned by `rotation` radians
  /// (clockwise) about it.
  public init(elementAt position: Point, size: Size, anchorPoint: Point, scale: Double, rotation: Double) {
    let s = scale
    let r = rotation
    // Most elements are not turned, and cos 0 = 1, sin 0 = 0 exactly: the same transform
    // without the two calls, which hit testing and drawing make for every element.
    let c = r == 0 ? s : cos(r) * s
    let sn = r == 0 ? 0 : sin(r) * s
    let offset = Point(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
    self.init(
      a: c, b: sn, c: -sn, d: c,
      tx: position.x - (c * offset.x - sn * offset.y),
      ty: position.y - (sn * offset.x + c * offset.y))
  }

  /// The map that leaves every point where it is.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Applies the transform to a point (translation included).
  public func apply(to p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// Applies the linear part only, as befits a vector such as a translation or a velocity.
  public func applyToVector(_ v: Point) -> Point {
    Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
  }

  /// The transform that applies `self` first and then `outer`.
  public func then(_ outer: Transform) -> Transform {
    Transform(
      a: outer.a * a + outer.c * b,
      b: outer.b * a + outer.d * b,
      c: outer.a * c + outer.c * d,
      d: outer.b * c + outer.d * d,
      tx: outer.a * tx + outer.c * ty + outer.tx,
      ty: outer.b * tx + outer.d * ty + outer.ty)
  }

  /// The determinant of the linear part; zero when the map flattens the plane.
  public var determinant: Double { a * d - b * c }

  /// The inverse map, or nil when the transform is singular (for example at scale 0).
  public var inverted: Transform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return Transform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(ia * tx + ic * ty),
      ty: -(ib * tx + id * ty))
  }
}
