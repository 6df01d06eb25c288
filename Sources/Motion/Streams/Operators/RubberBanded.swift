extension MotionObservable<Point> {
  /// Emits each point with resistance outside `rect`: inside it passes unchanged; a coordinate
  /// a distance d past an edge comes out `band(d)` past it, where
  /// `band(d) = L · (1 − 1 / (c · d / L + 1))` with L = `maxLength` and c = 0.55.
  ///
  /// `band` is the function iOS's scroll views are commonly measured to follow: it starts with
  /// slope c (the element follows the finger at about half speed past the edge), grows ever
  /// more slowly, and stays below L, so the output never passes more than `maxLength` beyond
  /// the bounds (far out, added to the edge, it may round to exactly L; it never falls back).
  /// A `maxLength` of 0 (or less) clamps into `rect` instead.
  ///
  /// Its way back (`StreamMetadata.unconstrained`) is the band's inverse, so a drag that grabs
  /// the element while it is stretched carries on from the finger position that stretches it
  /// that far.
  ///
  /// The output's velocity is the upstream's scaled by the band's slope at the latest point
  /// (c / (c · d / L + 1)² past an edge), and its rest constraint is `rect.clamped(_:)` after any
  /// upstream one: an interaction releasing it springs back to the nearest point inside.
  public func rubberBanded(outsideOf rect: Rect, maxLength: Double) -> MotionObservable<Point> {
    let band = RubberBand(rect: rect, maxLength: maxLength)
    let latest = LatestPoint()
    let upstream = metadata
    let velocity = upstream.velocity.map { read in
      {
        read().map { v in
          guard let point = latest.point else { return v }
          return band.slope(at: point, scaling: v)
        }
      }
    }
    let upstreamNearest = upstream.nearestAllowed
    let upstreamUnconstrained = upstream.unconstrained
    return nextOperator { point, next in
      latest.point = point
      next(band.apply(to: point))
    }
    .withMetadata(
      StreamMetadata(
        velocity: velocity, enabled: upstream.enabled,
        nearestAllowed: { point in rect.clamped(upstreamNearest?(point) ?? point) },
        unconstrained: { point in
          let unbanded = band.inverse(of: point)
          return upstreamUnconstrained?(unbanded) ?? unbanded
        }))
  }
}

extension MotionObservable<Double> {
  /// Emits each number with resistance outside `range`, as `rubberBanded(outsideOf:maxLength:)`
  /// bands each coordinate of a point: inside it passes unchanged; a number a distance d past a
  /// bound comes out `L · (1 − 1 / (0.55 · d / L + 1))` past it, with L = `maxLength`, so it
  /// never passes more than `maxLength` beyond the range. A `maxLength` of 0 (or less) clamps
  /// into `range`. A range with a bound that is not finite bands nothing past that bound.
  ///
  /// Made for a pinch's scale (`{ $0.rubberBanded(within: 1...4, maxLength: 0.25) }`) and a
  /// turn's angle. Its way back (`StreamMetadata.unconstrained`) is the band's inverse, the
  /// output's velocity is the upstream's times the band's slope at the latest number, and its
  /// rest constraint clamps into `range` after any upstream one: a pinch released past the range
  /// springs back to the nearest bound.
  public func rubberBanded(within range: ClosedRange<Double>, maxLength: Double) -> MotionObservable<Double> {
    let length = maxLength.isFinite && maxLength > 0 ? maxLength : 0
    let band = { (value: Double) in
      RubberBand.band(value, min: range.lowerBound, max: range.upperBound, length: length)
    }
    let latest = LatestNumber()
    let upstream = metadata
    let velocity = upstream.velocity.map { read in
      {
        read().map { v in
          guard let value = latest.value else { return v }
          return v * RubberBand.slope(value, min: range.lowerBound, max: range.upperBound, length: length)
        }
      }
    }
    let upstreamNearest = upstream.nearestAllowed
    let upstreamUnconstrained = upstream.unconstrained
    return nextOperator { value, next in
      latest.value = value
      next(band(value))
    }
    .withMetadata(
      StreamMetadata(
        velocity: velocity, enabled: upstream.enabled,
        nearestAllowed: { value in range.clamped(upstreamNearest?(value) ?? value) },
        unconstrained: { value in
          let unbanded = RubberBand.unband(
            value, min: range.lowerBound, max: range.upperBound, length: length)
          return upstreamUnconstrained?(unbanded) ?? unbanded
        }))
  }
}

/// The latest number a rubber band saw, for its velocity reader.
private final class LatestNumber {
  var value: Double?
}

/// The latest point a rubber band saw, for its velocity reader.
private final class LatestPoint {
  var point: Point?
}

/// The rubber band of `rubberBanded(outsideOf:maxLength:)`, per coordinate.
struct RubberBand {
  /// The band's slope where it leaves the bounds: the element first follows at 0.55 of the
  /// finger's pace, as UIKit's scroll views are commonly measured to.
  static let coefficient = 0.55

  let rect: Rect
  let maxLength: Double

  /// The point with each coordinate banded.
  func apply(to point: Point) -> Point {
    Point(
      x: Self.band(point.x, min: rect.minX, max: rect.maxX, length: maxLength),
      y: Self.band(point.y, min: rect.minY, max: rect.maxY, length: maxLength))
  }

  /// The point the band maps to `point`, per coordinate: the inverse of `apply(to:)` for the
  /// points it gives (inside, or less than `maxLength` past an edge); a coordinate at or past
  /// that reach, which no point maps to, is left as it is.
  func inverse(of point: Point) -> Point {
    Point(
      x: Self.unband(point.x, min: rect.minX, max: rect.maxX, length: maxLength),
      y: Self.unband(point.y, min: rect.minY, max: rect.maxY, length: maxLength))
  }

  /// `vector` scaled, per coordinate, by the band's slope at `point`.
  func slope(at point: Point, scaling vector: Point) -> Point {
    Point(
      x: vector.x * Self.slope(point.x, min: rect.minX, max: rect.maxX, length: maxLength),
      y: vector.y * Self.slope(point.y, min: rect.minY, max: rect.maxY, length: maxLength))
  }

  /// `value` inside [min, max] unchanged; past an edge by d, `L · (1 − 1 / (c·d/L + 1))` past it.
  static func band(_ value: Double, min: Double, max: Double, length: Double) -> Double {
    if value > max { return max + stretch(value - max, length: length) }
    if value < min { return min - stretch(min - value, length: length) }
    return value
  }

  /// The derivative of `band` at `value`.
  static func slope(_ value: Double, min: Double, max: Double, length: Double) -> Double {
    let d = value > max ? value - max : (value < min ? min - value : 0)
    guard d > 0 else { return 1 }
    guard length > 0 else { return 0 }
    let denominator = coefficient * d / length + 1
    return coefficient / (denominator * denominator)
  }

  /// The inverse of `band` for the values it gives.
  static func unband(_ value: Double, min: Double, max: Double, length: Double) -> Double {
    if value > max { return max + (unstretch(value - max, length: length) ?? (value - max)) }
    if value < min { return min - (unstretch(min - value, length: length) ?? (min - value)) }
    return value
  }

  // Written as c·d / (c·d/L + 1), equal to L·(1 − 1/(c·d/L + 1)) but without the cancellation
  // that loses the stretch when L is very large against d. Far out the quotient rounds to L, or
  // (c·d/L overflowing) fell back to 0; it stays just under L instead, as the curve does, and
  // keeps rising with d.
  private static func stretch(_ d: Double, length: Double) -> Double {
    guard length > 0 else { return 0 }
    let pulled = coefficient * d
    let ratio = pulled / length
    let stretched = d.isFinite && ratio.isFinite ? pulled / (ratio + 1) : length
    return min(stretched, length.nextDown)
  }

  /// The d that `stretch` takes to `s`: (L/c) · s / (L − s); nil when no d gives `s`.
  private static func unstretch(_ s: Double, length: Double) -> Double? {
    guard length > 0, s < length else { return nil }
    let d = length / coefficient * s / (length - s)
    return d.isFinite ? d : nil
  }
}
