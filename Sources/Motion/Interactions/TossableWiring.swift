/// How a tossable connects to a runtime and what a release does.
extension Tossable {
  /// The position stream on `source`'s clock: the spring's (or the glide's, or the spring's
  /// back inside the bounds) toggled with the finger's.
  static func positions(
    of spring: Spring<Point>, _ glider: TossGlide?, following translationStream: MotionObservable<Point>,
    on source: SpringSource<Point>
  ) -> MotionObservable<Point> {
    guard let glider else { return source(spring).toggled(with: translationStream) }
    let settling = MotionObservable.either(source(glider.decay), or: source(spring)) { glider.glides }
    return settling.toggled(with: translationStream)
  }

  func connect(with runtime: MotionRuntime, constraints: PositionConstraints?) {
    guard connectedRuntime?.owner !== runtime else { return }
    // Another live runtime that has it refuses it in `wire`.
    runtime.wire(self, on: element) {
      connectedRuntime = runtime.link
      // Attached at creation; detached when an earlier runtime went.
      if dragGesture.element == nil {
        touchTarget.addGestureRecognizer(dragGesture)
        dragGesture.attachedByInteraction = true
      }
      wire(on: runtime, constraints: constraints)
    }
  }

  private func wire(on runtime: MotionRuntime, constraints: PositionConstraints?) {
    // The spring source given at creation runs springs on its own runtime's clock only: on
    // any other runtime the spring runs on that runtime's, or it would never move there.
    let unconstrainedPositions =
      springSource.runs(on: runtime)
      ? positionStream
      : Self.positions(of: spring, glider, following: translationStream, on: runtime.springSource)
    let positions = constraints.map { $0(unconstrainedPositions) } ?? unconstrainedPositions
    // Set whether or not there are constraints: connected again to a new runtime, the tossable
    // may have other constraints, or none. (Not `?? { $0 }`: the operator is generic, and the
    // identity would go through a reabstraction thunk, an object for every tossable.)
    if let constrained = positions.metadata.nearestAllowed {
      nearestAllowed = constrained
    } else {
      nearestAllowed = { $0 }
    }
    spring.destination.write(nearestAllowed(destination.read()))
    // The element's position is what the constraints made of the spring's or the finger's; a
    // catch or a release carries on from the point they made it of, or the element would jump
    // (a rubber band applied twice).
    let unconstrained = positions.metadata.unconstrained
    if let unconstrained {
      dragStart.unconstrained = unconstrained
    } else {
      dragStart.unconstrained = { $0 }
    }
    spring.startsFrom = unconstrained
    glide?.startsFrom = unconstrained
    // The release velocity must reach the spring before the toggle restarts it, so this
    // connection is made first and so observes the recognizer first; the destination is
    // chosen on the way. The runtime holds the operation, and so the tossable, until it removes
    // the tossable, which cancels the connection.
    let releases = initialVelocityStream.nextOperator { [self] velocity, next in
      next(release(at: velocity))
    }
    runtime.listConnection(of: releases, to: spring.initialVelocity)
    runtime.listConnection(of: activity.tap(positions), to: propertyOf(element).center)
  }

  /// Projects a release at `velocity` and chooses where it settles; returns the velocity the
  /// spring starts with.
  private func release(at velocity: Point) -> Point {
    let start = spring.startingValue
    let rate = decelerationRateValue.read()
    guard let glider else {
      let projected = rate.projection(of: start, velocity: velocity)
      projectedPoint = projected
      chosenDestination = destinationList.nearest(to: projected, through: nearestAllowed)
      springDestination.write(nearestAllowed(destination.read()))
      return velocity
    }
    let gliding = TossGlide.velocity(releasedAt: velocity, from: start, through: nearestAllowed)
    let projected = rate.projection(of: start, velocity: gliding)
    projectedPoint = projected
    springDestination.write(
      glider.release(projectedTo: projected, velocity: gliding, through: nearestAllowed))
    return gliding
  }
}

extension Tossable: RuntimeBound {
  func runtimeDidRemove(_ runtime: MotionRuntime) {
    // Added again, to this runtime or another, it connects anew.
    if connectedRuntime?.owner === runtime { connectedRuntime = nil }
    activity.reset()
  }
}
