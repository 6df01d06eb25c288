/// An element's position read back through its constraints' inverse
/// (`StreamMetadata.unconstrained`): the point a tossable's drag starts from.
final class UnconstrainedPosition: ScopedReadable {
  let position: ReactiveProperty<Point>
  var unconstrained: (Point) -> Point = { $0 }

  init(of position: ReactiveProperty<Point>) {
    self.position = position
  }

  func read() -> Point { unconstrained(position.read()) }
}
