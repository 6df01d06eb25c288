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
  /// The spring whose `enabled` is watched for flights that start within a frame, and the watch.
  private var watchedSpring: ObjectIdentifier?
  private var enabledWatch: Subscription?
  /// Whether the watched spring was turned on since the last sample: a flight started, even
  /// one that was turned off and on again within a frame (a tap during a tap's flight).
  private var turnedOn = false
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
  /// The paths of the last flights that ended, up to `ghostLimit`: the ghosts drawn to compare
  /// the next toss with. `newestGhost` is the latest's buffer; the others are older in turn.
  private var ghosts: [[Point]]
  private var ghostCounts: [Int]
  private var newestGhost = 0
  /// How many finished flights are kept as ghosts.
  static let ghostLimit = 3
  /// The ghost kept with the pinned reference (`b`): the flight made with the spring pinned.
  private var pinned: [Point] = []
  /// Whether a sample was taken since the last reset: a flight under way then counts from it.
  private var sampledSinceReset = false

  /// Creates an empty history.
  init() {
    path = Array(repeating: .zero, count: Self.pathCapacity)
    ghosts = Array(repeating: Array(repeating: .zero, count: Self.pathCapacity), count: Self.ghostLimit)
    ghostCounts = Array(repeating: 0, count: Self.ghostLimit)
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
    for index in ghostCounts.indices { ghostCounts[index] = 0 }
    wasEnabled = true
    flight = nil
    sampledSinceReset = false
    enabledWatch?.cancel()
    enabledWatch = nil
    watchedSpring = nil
    turnedOn = false
  }

  /// Watches `spring`'s `enabled` for the turns on that a sample would not see, in place of the
  /// spring watched before.
  private func watch(_ spring: Spring<Point>) {
    guard watchedSpring != ObjectIdentifier(spring) else { return }
    enabledWatch?.cancel()
    watchedSpring = ObjectIdentifier(spring)
    turnedOn = false
    enabledWatch = spring.enabled.observe { [weak self] enabled in
      if enabled { self?.turnedOn = true }
    }
  }

  /// Samples at a frame the element `spring` moves (a toss's, or a draggable's spring back
  /// inside its bounds), its interaction in `state`: wall time for the graph, motion time for
  /// the flight.
  func sample(
    _ element: Element, spring: Spring<Point>, state: MotionState, runtime: MotionRuntime, wallTime: Double,
    motionTime: Double
  ) {
    let speed = runtime.velocity(of: element).length
    if count == 0 || wallTime > times[(head + Self.capacity - 1) % Self.capacity] {
      times[head] = wallTime
      speeds[head] = speed
      head = (head + 1) % Self.capacity
      count = min(count + 1, Self.capacity)
    }
    watch(spring)
    let enabled = spring.enabled.read()
    let released = enabled && (!wasEnabled || turnedOn)
    wasEnabled = enabled
    turnedOn = false
    let offset = element.position - spring.destination.read()
    if released {
      // The speed the toss handed the spring (the element's own reads 0 on the frame the
      // spring takes over).
      lastRelease = (wallTime, spring.initialVelocity.read().length)
      releases[releaseHead] = wallTime
      releaseHead = (releaseHead + 1) % Self.releaseCapacity
      releaseCount = min(releaseCount + 1, Self.releaseCapacity)
    }
    // A flight is the spring moving the element from a release; one already under way when
    // sampling began counts from the first sample. The element following a destination that
    // is dragged, with no release, is none: it neither draws a path nor replaces a ghost.
    let first = !sampledSinceReset
    sampledSinceReset = true
    guard enabled, state == .active, released || flight != nil || first else {
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

  /// The flight that ended becomes the newest ghost, in the oldest's buffer (swapped in,
  /// nothing is copied).
  private func keepPathAsGhost() {
    guard pathCount > 1 else { return }
    newestGhost = (newestGhost + 1) % Self.ghostLimit
    swap(&path, &ghosts[newestGhost])
    ghostCounts[newestGhost] = pathCount
    pathCount = 0
  }

  /// The number of points of the newest ghost, the last finished flight's path.
  var ghostCount: Int { ghostCounts[newestGhost] }

  /// Calls `body` with each point of the ghost `age` flights back (0: the last finished
  /// flight's path), in order; nothing past the ghosts kept.
  func forEachGhostPoint(age: Int = 0, _ body: (Point) -> Void) {
    guard age >= 0, age < Self.ghostLimit else { return }
    let index = (newestGhost + Self.ghostLimit - age) % Self.ghostLimit
    for i in 0..<ghostCounts[index] { body(ghosts[index][i]) }
  }

  /// The newest ghost's points, copied (kept with a pinned reference).
  var newestGhostPath: [Point] { Array(ghosts[newestGhost][0..<ghostCount]) }

  /// The ghost drawn with the pinned reference: `points`, or none.
  func setPinnedGhost(_ points: [Point]) { pinned = points }

  /// Calls `body` with each point of the pinned reference's ghost, in order.
  func forEachPinnedGhostPoint(_ body: (Point) -> Void) {
    for point in pinned { body(point) }
  }

  /// Whether the pinned reference has a ghost to draw.
  var hasPinnedGhost: Bool { pinned.count > 1 }

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
