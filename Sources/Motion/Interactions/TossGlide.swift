/// The glide of a tossable without destinations: a `Decay` that slows a release to a stop, and
/// where the last release comes to rest.
///
/// When constraints bound the position and the glide would end outside them, the release
/// springs instead to the nearest allowed point to where the glide would end.
final class TossGlide {
  /// The decay that runs the glide.
  let decay: Decay<Point>
  /// Whether the last release glides (true) or springs back inside the bounds (false).
  var glides = true
  /// Where the last release comes to rest.
  let end: ReactiveProperty<Point>

  /// A glide of `position`, slowing down at `rate`, off until the first release.
  init(of position: ReactiveProperty<Point>, rate: DecelerationRate) {
    decay = Decay(initialValue: position, decelerationRate: rate)
    decay.enabled.write(false)
    end = ReactiveProperty(position.read())
  }

  /// The velocity a release at `velocity` from `start` glides with: a coordinate the constraints
  /// fix (`nearestAllowed` maps every value of it to the same, as an axis lock does) keeps none.
  static func velocity(
    releasedAt velocity: Point, from start: Point, through nearestAllowed: (Point) -> Point
  ) -> Point {
    let far = 1e9
    let right = nearestAllowed(Point(x: start.x + far, y: start.y))
    let left = nearestAllowed(Point(x: start.x - far, y: start.y))
    let down = nearestAllowed(Point(x: start.x, y: start.y + far))
    let up = nearestAllowed(Point(x: start.x, y: start.y - far))
    return Point(x: right.x != left.x ? velocity.x : 0, y: down.y != up.y ? velocity.y : 0)
  }

  /// Sets off a release at `velocity` whose glide would end at `projected`: it glides when the
  /// constraints allow that end, else it springs to the nearest allowed point. Returns where it
  /// comes to rest, the spring's destination.
  func release(projectedTo projected: Point, velocity: Point, through nearestAllowed: (Point) -> Point)
    -> Point
  {
    let allowed = nearestAllowed(projected)
    glides = (allowed - projected).magnitude <= 1e-9 * max(1, projected.magnitude)
    end.write(glides ? projected : allowed)
    decay.initialVelocity.write(velocity)
    return allowed
  }
}
