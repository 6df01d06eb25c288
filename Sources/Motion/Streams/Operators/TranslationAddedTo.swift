extension MotionObservable where T: TranslationGestureRecognizer {
  /// The translationAddedTo specification: emits the initial position plus the gesture's translation in
  /// `element`'s space.
  ///
  /// Each subscription caches `initialPosition.read()` when the gesture begins, or when it
  /// changes with nothing cached, and forgets it in every other state; it emits only while it
  /// holds a cache. The output's velocity reads the recognizer's current
  /// `velocity(in: element)`. The operator does not keep `element` alive and emits nothing once
  /// it is gone.
  public func translation(
    addedTo initialPosition: some ScopedReadable<Point>, in element: Element
  ) -> MotionObservable<Point> {
    let latest = LatestRecognizer<T>(in: element)
    return cachingTranslation(
      reading: { initialPosition.read() }, recording: latest, metadata: translationVelocity(of: latest))
  }

  /// The translationAddedTo specification: as `translation(addedTo:in:)` with a readable, with the initial
  /// position taken
  /// from a stream: each subscription subscribes to `initialPosition` and caches its latest
  /// value when the gesture begins; before that stream has emitted there is nothing to cache.
  /// Velocity: the recognizer's, as `translation(addedTo:in:)` with a readable gives it.
  public func translation(
    addedTo initialPosition: MotionObservable<Point>, in element: Element
  ) -> MotionObservable<Point> {
    let latest = LatestRecognizer<T>(in: element)
    return MotionObservable<Point>(metadata: translationVelocity(of: latest)) { observer in
      var latestPosition: Point?
      let positionSubscription = initialPosition.subscribe(next: { latestPosition = $0 })
      let gestureSubscription = self.cachingTranslation(
        reading: { latestPosition }, recording: latest, metadata: .none
      )
      .subscribe(observer: observer)
      return {
        gestureSubscription.cancel()
        positionSubscription.cancel()
      }
    }
  }

  /// The translationRelativeTo specification's name for `translation(addedTo:in:)`: the same
  /// operator, the same values and velocity.
  public func translation(
    relativeTo initialPosition: some ScopedReadable<Point>, in element: Element
  ) -> MotionObservable<Point> {
    translation(addedTo: initialPosition, in: element)
  }

  /// The translationRelativeTo specification's name for `translation(addedTo:in:)` with a stream of
  /// initial positions: the same operator, the same values and velocity.
  public func translation(
    relativeTo initialPosition: MotionObservable<Point>, in element: Element
  ) -> MotionObservable<Point> {
    translation(addedTo: initialPosition, in: element)
  }

  /// The seeds' caching: `read` is called on activation; the latest recognizer is recorded so
  /// that the output's velocity can ask it, in the element `latest` names.
  private func cachingTranslation(
    reading read: @escaping () -> Point?, recording latest: LatestRecognizer<T>,
    metadata: StreamMetadata<Point>
  ) -> MotionObservable<Point> {
    _cachingOnActivation(read, recording: latest, metadata: metadata) {
      [latest] value, cached, next in
      guard let element = latest.element?.owner else { return }
      next(cached + value.translation(in: element))
    }
  }

  /// The metadata of a translation: its velocity reads the latest recognizer's velocity in the
  /// element `latest` names.
  private func translationVelocity(of latest: LatestRecognizer<T>) -> StreamMetadata<Point> {
    StreamMetadata(velocity: { [latest] in
      guard let element = latest.element?.owner, let recognizer = latest.recognizer else { return nil }
      return recognizer.velocity(in: element)
    })
  }
}
