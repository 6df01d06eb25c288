/// A tossable's destinations (its snap points), and the choice among them on a release.
///
/// A lone destination is held as it is, not in an array. A type of its own rather than an
/// `InlineList`, whose generic layout is larger (see `TossDestinationsTests`).
enum TossDestinations {
  case none
  case one(ReactiveProperty<Point>)
  case many([ReactiveProperty<Point>])

  init(_ destinations: [ReactiveProperty<Point>]) {
    switch destinations.count {
    case 0: self = .none
    case 1: self = .one(destinations[0])
    default: self = .many(destinations)
    }
  }

  var count: Int {
    switch self {
    case .none: 0
    case .one: 1
    case .many(let all): all.count
    }
  }

  var all: [ReactiveProperty<Point>] {
    switch self {
    case .none: []
    case .one(let only): [only]
    case .many(let all): all
    }
  }

  /// The destination at `index`, which must be below `count`.
  subscript(index: Int) -> ReactiveProperty<Point> {
    switch self {
    case .none: preconditionFailure("a tossable that glides has no destinations")
    case .one(let only): only
    case .many(let all): all[index]
    }
  }

  /// The index of the destination nearest `point`, each measured where `nearestAllowed` moves
  /// it; of destinations equally near, the first. Nil when there are none.
  func nearest(to point: Point, through nearestAllowed: (Point) -> Point) -> Int? {
    var best: (index: Int, distance: Double)?
    for index in 0..<count {
      let distance = (nearestAllowed(self[index].read()) - point).magnitudeSquared
      // Strictly nearer only: of destinations equally near, the first keeps the choice.
      if best == nil || distance < best!.distance { best = (index, distance) }
    }
    return best?.index
  }
}
