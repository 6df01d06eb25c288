extension MotionObservable {
  /// One switch over two switched streams (springs, decays): the output carries the values and
  /// activity of both, and has a switch of its own (`metadata.enabled`, off at first). Turned
  /// on, it calls `choosesFirst` and turns on the switch of the stream it chooses, the other's
  /// off; turned off, it turns both off. Its velocity is the first stream's while that one
  /// reports one, else the second's.
  ///
  /// So `toggled(with:)` can hand a gesture's value over to whichever motion the release calls
  /// for (a tossable's glide, or its spring back inside its bounds), deciding at the moment of
  /// the hand-over. Streams without a switch are never turned on or off.
  static func either(
    _ first: MotionObservable<T>, or second: MotionObservable<T>, choosesFirst: @escaping () -> Bool
  ) -> MotionObservable<T> {
    let switches = (first.metadata.enabled, second.metadata.enabled)
    let enabled = ReactiveProperty(false)
    // The observer holds the two switches, not `enabled`: the property, which the output's
    // metadata keeps, holds the observer and nothing holds the property back.
    enabled.observe { isOn in
      let (chosen, other) = isOn && !choosesFirst() ? (switches.1, switches.0) : (switches.0, switches.1)
      if let other, other.read() { other.write(false) }
      if let chosen, chosen.read() != isOn { chosen.write(isOn) }
    }
    let velocity: () -> T? = {
      first.metadata.velocity?() ?? second.metadata.velocity?()
    }
    return first.merge(with: second).withMetadata(StreamMetadata(velocity: velocity, enabled: enabled))
  }
}
