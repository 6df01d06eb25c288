/// What an image comparison allowed: the per-channel tolerance a pixel may differ by, and how
/// many pixels of an image (or a film's frame) may differ beyond it. A failure names it beside
/// what it found, so a QA engineer sees which limit broke and by how much.
struct PixelLimit: Equatable, Sendable, CustomStringConvertible {
  /// The largest per-channel difference still equal (0–255).
  var tolerance = 0
  /// How many pixels may differ beyond it.
  var allowance = PixelAllowance.pixels(0)
  /// The pixels of one image or frame.
  var total = 0

  /// How many pixels may differ.
  var allowed: Int { allowance.allowed(of: total) }

  /// `by more than 50, where maxPixelRatio 0.0001 allows 6 of 61440`.
  var description: String {
    "by more than \(tolerance), where \(allowance) allows \(allowed) of \(total)"
  }
}
