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
    let latest = LatestRecognizer<T>()
    return cachingTranslation(reading: { initialPosition.read() }, in: element, latest: latest)
      .withTranslationVelocity(of: latest, in: element)
  }

  /// The translationAddedTo specification: as `translation(addedTo:in:)` with a readable, with the initial
  /// position taken
  /// from a stream: each subscription subscribes to `initialPosition` and caches its latest
  /// value when the gesture begins; before that stream has emitted there is nothing to cache.
  public func translation(
    addedTo initialPosition: MotionObservable<Point>, in element: Element
  ) -> MotionObservable<Point> {
    let latest = LatestRecognizer<T>()
    return MotionObservable<Point> { observer in
      var latestPosition: Point?
      let positionSubscription = initialPosition.subscribe(next: { latestPosition = $0 })
      let gestureSubscription = self.cachingTranslation(
        reading: { latestPosition }, in: element, latest: latest
      )
      .subscribe(observer: observer)
      return {
        gestureSubscription.cancel()
        positionSubscription.cancel()
      }
    }
    .withTranslationVelocity(of: latest, in: element)
  }

  /// The translationRelativeTo specification's name for `translation(addedTo:in:)`: the same operator.
  public func translation(
    relativeTo initialPosition: some ScopedReadable<Point>, in element: Element
  ) -> MotionObservable<Point> {
    translation(addedTo: initialPosition, in: element)
  }

  /// The translationRelativeTo specification's name for `translation(addedTo:in:)` with a stream of initial
  /// positions.
  public func translation(
    relativeTo initialPosition: MotionObservable<Point>, in element: Element
  ) -> MotionObservable<Point> {
    translation(addedTo: initialPosition, in: element)
  }

  /// The seeds' caching: `read` is called on activation; the latest recognizer is recorded so
  /// that the output's velocity can ask it.
  private func cachingTranslation(
    reading read: @escaping () -> Point?, in element: Element, latest: LatestRecognizer<T>
  ) -> MotionObservable<Point> {
    _cachingOnActivation(read, recording: latest) { [element = element.link] value, cached, next in
      guard let element = element.owner else { return }
      next(cached + value.translation(in: element))
    }
  }
}

extension MotionObservable<Point> {
  fileprivate func withTranslationVelocity<R: TranslationGestureRecognizer>(
    of latest: LatestRecognizer<R>, in element: Element
  ) -> MotionObservable<Point> {
    _withMetadata(
      StreamMetadata(velocity: { [element = element.link] in
        guard let element = element.owner, let recognizer = latest.recognizer else { return nil }
        return recognizer.velocity(in: element)
      }))
  }
}
