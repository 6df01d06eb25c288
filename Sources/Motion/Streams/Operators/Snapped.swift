extension MotionObservable<Double> {
  /// Passes each number, and its velocity, unchanged, and says that at rest it belongs on a
  /// multiple of `step`: its rest constraint (`StreamMetadata.nearestAllowed`) is the multiple
  /// of `step` nearest the value (halves away from zero), after any upstream rest constraint.
  ///
  /// Made for a dial that settles on quarter turns, `{ $0.snapped(toMultiplesOf: .pi / 2) }`:
  /// `Rotatable` springs, on release, to the multiple nearest the angle its release velocity
  /// projects it to. A `step` that is not a positive finite number allows every value.
  public func snapped(toMultiplesOf step: Double) -> MotionObservable<Double> {
    guard step > 0, step.isFinite else { return self }
    let upstreamNearest = metadata.nearestAllowed
    return withMetadata(
      metadata.replacingNearestAllowed { value in
        let allowed = upstreamNearest?(value) ?? value
        let multiple = (allowed / step).rounded(.toNearestOrAwayFromZero) * step
        return multiple.isFinite ? multiple : allowed
      })
  }
}
