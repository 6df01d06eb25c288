import Motion

/// What the tuned element did lately, for the panel's graphs: its speed over the last two
/// seconds of wall time, when it was released, and where it is along its current flight.
///
/// Samples go into ring buffers allocated once, so sampling every frame allocates nothing.
final class SelectionHistory {
  /// How far back the speed graph reaches, in wall seconds.
  static let span = 2.0
  /// How many speed samples are kept (the last release's graph needs its two seconds, and the
  /// next toss's half second before its release, at up to 1,000 frames per second).
  static let capacity = 4096
  /// How many points of a flight's path are kept (the rest of a longer flight is not).
  static let pathCapacity = 1024
  /// How many release marks are kept.
  static let releaseCapacity = 16

  private var times: [Double]
  private var speeds: [Double]
  private var head = 0
  private var count = 0
  private var releases: [Double]
  private var releaseHead = 0
  private var releaseCount = 0
  private var wasEnabled = true
  private var flightStart = 0.0
  private var flightOffset = Point.zero
  /// Where the element is along the flight it is in: motion seconds since its release and its
  /// progress from the release point (0) to the destination (1); nil while it is not flying.
  private(set) var flight: (elapsed: Double, progress: Double)?
  /// The last release: its wall time and the element's speed then, in points per second.
  private(set) var lastRelease: (time: Double, speed: Double)?

  /// The path of the flight under way, in scene points.
  private var path: [Point]
  private(set) var pathCount = 0
  /// The path of the last flight that ended: the ghost drawn to compare the next toss with.
  private var ghost: [Point]
  private(set) var ghostCount = 0

  /// Creates an empty history.
  init() {
    path = Array(repeating: .zero, count: Self.pathCapacity)
    ghost = Array(repeating: .zero, count: Self.pathCapacity)
    times = Array(repeating: 0, count: Self.capacity)
    speeds = Array(repeating: 0, count: Self.capacity)
    releases = Array(repeating: 0, count: Self.releaseCapacity)
  }

  /// Forgets everything (another element was selected, or the scene changed).
  func reset() {
    count = 0
    releaseCount = 0
    lastRelease = nil
    pathCount = 0
    ghostCount = 0
    wasEnabled = true
    flight = nil
  }

  /// Samples the tossable `toss` at a frame: wall time for the graph, motion time for the flight.
  func sample(_ toss: Tossable, runtime: MotionRuntime, wallTime: Double, motionTime: Double) {
    let element = toss.element
    let speed = runtime.velocity(of: element).length
    if count == 0 || wallTime > times[(head + Self.capacity - 1) % Self.capacity] {
      times[head] = wallTime
      speeds[head] = speed
      head = (head + 1) % Self.capacity
      count = min(count + 1, Self.capacity)
    }
    let enabled = toss.spring.enabled.read()
    let released = enabled && !wasEnabled
    wasEnabled = enabled
    let offset = element.position - toss.destination.read()
    if released {
      // The speed the toss handed the spring (the element's own reads 0 on the frame the
      // spring takes over).
      lastRelease = (wallTime, toss.spring.initialVelocity.read().length)
      releases[releaseHead] = wallTime
      releaseHead = (releaseHead + 1) % Self.releaseCapacity
      releaseCount = min(releaseCount + 1, Self.releaseCapacity)
    }
    // A flight is the spring moving the element; one already under way when sampling began
    // counts from the first sample.
    guard enabled, toss.state == .active else {
      if flight != nil { keepPathAsGhost() }
      flight = nil
      return
    }
    if released || flight == nil {
      if flight != nil { keepPathAsGhost() }
      flightStart = motionTime
      flightOffset = offset
      pathCount = 0
    }
    if pathCount < Self.pathCapacity {
      path[pathCount] = element.parent?.convert(element.position, to: nil) ?? element.position
      pathCount += 1
    }
    let lengthSquared = flightOffset.x * flightOffset.x + flightOffset.y * flightOffset.y
    let along =
      lengthSquared > 1e-12 ? (offset.x * flightOffset.x + offset.y * flightOffset.y) / lengthSquared : 0
    flight = (motionTime - flightStart, 1 - along)
  }

  /// The wall time of the newest speed sample, or nil when there is none.
  var latestSampleTime: Double? {
    count == 0 ? nil : times[(head + Self.capacity - 1) % Self.capacity]
  }

  /// The flight that ended becomes the ghost (its buffer is swapped in, nothing is copied).
  private func keepPathAsGhost() {
    guard pathCount > 1 else { return }
    swap(&path, &ghost)
    ghostCount = pathCount
    pathCount = 0
  }

  /// Calls `body` with each point of the ghost, the last finished flight's path, in order.
  func forEachGhostPoint(_ body: (Point) -> Void) {
    for i in 0..<ghostCount { body(ghost[i]) }
  }

  /// Calls `body` with every speed sample at or after wall time `since`, oldest first.
  func forEachSpeed(since: Double, _ body: (_ time: Double, _ speed: Double) -> Void) {
    for i in 0..<count {
      let index = (head + Self.capacity - count + i) % Self.capacity
      if times[index] >= since { body(times[index], speeds[index]) }
    }
  }

  /// Calls `body` with every release at or after wall time `since`.
  func forEachRelease(since: Double, _ body: (Double) -> Void) {
    for i in 0..<releaseCount {
      let time = releases[(releaseHead + Self.releaseCapacity - releaseCount + i) % Self.releaseCapacity]
      if time >= since { body(time) }
    }
  }
}
