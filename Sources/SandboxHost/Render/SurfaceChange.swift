/// Which pixels of a surface drawing changed: none, those within a box, or any of them (what a
/// drawing that keeps no account of its pixels says).
enum SurfaceChange: Equatable, Sendable {
  case none
  case within(PixelBox)
  case everything

  /// The change of `box`: none when it is empty.
  static func box(_ box: PixelBox) -> SurfaceChange {
    box.isEmpty ? .none : .within(box)
  }

  /// This change followed by `other`: the pixels either changed.
  func followed(by other: SurfaceChange) -> SurfaceChange {
    switch (self, other) {
    case (.everything, _), (_, .everything): .everything
    case (.none, _): other
    case (_, .none): self
    case (.within(let a), .within(let b)): .within(a.union(b))
    }
  }
}
