/// A rectangle of whole pixels: columns `left..<right` of rows `top..<bottom`. Empty when either
/// range is.
struct PixelBox: Equatable, Sendable {
  var left: Int
  var top: Int
  var right: Int
  var bottom: Int

  /// The box of no pixels.
  static let empty = PixelBox(left: 0, top: 0, right: 0, bottom: 0)

  /// The box of every pixel of a `width` × `height` surface.
  init(width: Int, height: Int) {
    self.init(left: 0, top: 0, right: width, bottom: height)
  }

  init(left: Int, top: Int, right: Int, bottom: Int) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  var isEmpty: Bool { left >= right || top >= bottom }

  /// The smallest box holding both (an empty box adds nothing).
  func union(_ other: PixelBox) -> PixelBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBox(
      left: min(left, other.left), top: min(top, other.top), right: max(right, other.right),
      bottom: max(bottom, other.bottom))
  }

  /// The pixels of this box that lie in `other` (empty when none do).
  func intersection(_ other: PixelBox) -> PixelBox {
    let box = PixelBox(
      left: max(left, other.left), top: max(top, other.top), right: min(right, other.right),
      bottom: min(bottom, other.bottom))
    return box.isEmpty ? .empty : box
  }

  /// The box of pixels of an image `factor` times smaller along each axis that the pixels of
  /// this box fall into (each pixel (x, y) into (x / factor, y / factor)).
  func shrunk(by factor: Int) -> PixelBox {
    precondition(factor > 0)
    guard !isEmpty else { return .empty }
    func down(_ n: Int) -> Int { n >= 0 ? n / factor : -((-n + factor - 1) / factor) }
    return PixelBox(
      left: down(left), top: down(top), right: down(right - 1) + 1, bottom: down(bottom - 1) + 1)
  }
}
