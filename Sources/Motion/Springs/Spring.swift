/// A spring's configuration (the Tossable specification): where it pulls to, where it starts, how it behaves.
///
/// Destination, initial value and initial velocity are read when the spring starts; a change of
/// the destination while it runs retargets it with position and velocity continuous, and a
/// change of stiffness, damping or mass takes effect at once, also continuously.
///
/// The physics is `DampedOscillator`'s, with its rest rule: the spring is at rest once
/// √(x² + (v / ω0)²) ≤ `threshold`, with x the distance to the destination and ω0 = √(k / m), and
/// then it snaps exactly onto the destination. With stiffness 0 nothing pulls: the value glides
/// to a stop (damping alone slows it) and rests where the glide ends once what is left of it is
/// within `threshold` (on the destination when the glide ends within `threshold` of it).
///
/// Use `configure(stiffness:damping:mass:)` to change parameters with validation (it throws a
/// `SpringError` and changes nothing), or `validate()` to check values written straight into the
/// properties. Values written straight in that make no spring (mass ≤ 0, negative stiffness or
/// damping, anything not finite) are a precondition failure, with the `SpringError`'s message,
/// when the spring starts or when such a value is written while it runs; so is a threshold that
/// is not a finite number above 0.
public final class Spring<T: SpringValue> {
  /// Where the spring pulls the value.
  public let destination: ReactiveProperty<T>
  /// Where the spring starts, read when it is enabled.
  public let initialValue: ReactiveProperty<T>
  /// The velocity it starts with, in units per second.
  public let initialVelocity = ReactiveProperty<T>(T.zero)
  /// Whether the spring runs; turning it on restarts it from `initialValue`.
  public let enabled = ReactiveProperty<Bool>(true)
  /// Stiffness k, ≥ 0 (default 342).
  public var stiffness: ReactiveProperty<Double> { property(of: .stiffness) }
  /// Damping c, ≥ 0 (default 30).
  public var damping: ReactiveProperty<Double> { property(of: .damping) }
  /// Mass m, > 0 (default 1).
  public var mass: ReactiveProperty<Double> { property(of: .mass) }

  /// Stiffness, damping and mass, held as values until a property is asked for (see
  /// `SpringParameters`): most springs of a large scene are never tuned.
  private var parameters = SpringParameters()
  /// Distance from the destination under which the spring may come to rest (see the rest rule
  /// above). A change while the spring runs takes effect at once, with position and velocity
  /// continuous.
  ///
  /// - Precondition: a finite number above 0 (at 0 a spring would take its whole tail, many
  ///   seconds, to come to rest).
  public var threshold: Double {
    didSet {
      Self.check(threshold: threshold)
      thresholdWrites &+= 1
      let thisWrite = thresholdWrites
      tellRuns(unlessOvertaken: { thresholdWrites == thisWrite }) { $0.parametersDidChange() }
    }
  }

  /// Counts writes of `threshold`, so that telling the runs of one can stop when a run's
  /// observer wrote it again meanwhile (as a property's write stops).
  private var thresholdWrites: UInt32 = 0
  /// True while `configure` writes its three values, so that running springs rebase once, on
  /// the last write, instead of on an intermediate mix of old and new values.
  var isConfiguring = false
  /// Which of the properties the spring is the watcher of (see `Watched`) while it has runs.
  private var watched: Watched = []

  /// The runs of the spring (one a subscription of one of its streams) in the order they
  /// started; almost every spring has one. The spring tells them of its properties' writes (see
  /// `startWatching()`).
  private var runs = InlineList<SpringRunner<T>>.empty
  /// Its observations of the properties whose watcher another spring is (a destination shared by
  /// two springs), while it has runs.
  private var observations: [Subscription] = []

  /// Maps `initialValue` to where a flight starts. A tossable under constraints sets it: its
  /// element's position is the spring's value after the constraints, so a flight that started
  /// there would pass through them twice (a rubber band pulling the element in at the release).
  var startsFrom: ((T) -> T)?

  /// Where a flight starts: `initialValue`, through `startsFrom` when set.
  var startingValue: T {
    let value = initialValue.read()
    return startsFrom.map { $0(value) } ?? value
  }

  /// Creates a spring pulling `initialValue` towards `destination`. The threshold defaults to
  /// the value type's `SpringValue.defaultRestThreshold`: one point for a `Spring<Point>`, a
  /// thousandth for a `Spring<Double>` (a scale or an angle in radians).
  public init(
    to destination: ReactiveProperty<T>, initialValue: ReactiveProperty<T>,
    threshold: Double = T.defaultRestThreshold
  ) {
    Self.check(threshold: threshold)
    self.destination = destination
    self.initialValue = initialValue
    self.threshold = threshold
  }

  /// Stops the program on a threshold a spring cannot rest by.
  static func check(threshold: Double) {
    precondition(threshold.isFinite && threshold > 0, "\(SpringError.invalidThreshold(threshold))")
  }

  /// Checks the current parameters and threshold; throws the first invalid one.
  public func validate() throws(SpringError) {
    _ = try DampedOscillator(stiffness: stiffnessValue, damping: dampingValue, mass: massValue)
    guard threshold.isFinite, threshold >= 0 else { throw .invalidThreshold(threshold) }
  }

  /// Sets stiffness, damping and mass together after checking them; on error nothing changes.
  /// A running spring continues from its current position and velocity under the new values.
  public func configure(stiffness k: Double, damping c: Double, mass m: Double) throws(SpringError) {
    _ = try DampedOscillator(stiffness: k, damping: c, mass: m)
    isConfiguring = true
    stiffness.write(k)
    mass.write(m)
    isConfiguring = false
    damping.write(c)
  }

  /// Writes stiffness, damping and mass, as writing each property in turn would (unchecked, in
  /// that order), except that a parameter whose property was never made, on a spring with no
  /// runs, keeps the value without making it: nothing could tell the difference, and a scene's
  /// loader writes every spring's parameters.
  package func write(stiffness k: Double, damping c: Double, mass m: Double) {
    write(k, to: .stiffness)
    write(c, to: .damping)
    write(m, to: .mass)
  }

  private func write(_ value: Double, to which: Watched) {
    if runs.isEmpty, parameters.made(which) == nil {
      parameters.keep(value, as: which)
    } else {
      property(of: which).write(value)
    }
  }

  /// The solver for the current parameters; parameters that make no spring stop the program
  /// with the `SpringError`'s message.
  var oscillator: DampedOscillator? {
    do {
      return try DampedOscillator(stiffness: stiffnessValue, damping: dampingValue, mass: massValue)
    } catch {
      preconditionFailure("\(error); configure(stiffness:damping:mass:) checks parameters and throws instead")
    }
  }

  /// The parameters' values, read without making their properties (reading every spring's
  /// would make three for each).
  package var stiffnessValue: Double { parameters.read(.stiffness) }
  package var dampingValue: Double { parameters.read(.damping) }
  package var massValue: Double { parameters.read(.mass) }

  /// The property of the parameter `which`, made now when it was not yet, and watched at once
  /// when the spring has runs (as it would have been when they started).
  private func property(of which: Watched) -> ReactiveProperty<Double> {
    if let made = parameters.made(which) { return made }
    let property = parameters.property(which)
    if !runs.isEmpty { watchParameter(property, as: which) }
    return property
  }

  /// Watches the parameter `which` when its property is made.
  private func watchParameterIfMade(_ which: Watched) {
    if let made = parameters.made(which) { watchParameter(made, as: which) }
  }

  /// Tells the runs of every write of the parameter `property`.
  private func watchParameter(_ property: ReactiveProperty<Double>, as which: Watched) {
    watch(property, as: which) { self.tellRuns(of: property) { $0.parametersDidChange() } }
  }

  /// Adds a run, which from now on hears of every write of `enabled`, `destination`, the
  /// parameters and the threshold. The first run is told where an observer of each property
  /// subscribing now would be; runs added while it runs are told right after it.
  func add(_ run: SpringRunner<T>) {
    runs.append(run)
    if runs.count == 1 { startWatching() }
  }

  /// Removes a run; the last one gone, the spring stops watching its properties.
  func remove(_ run: SpringRunner<T>) {
    let hadRuns = !runs.isEmpty
    runs.removeAll { $0 === run }
    if hadRuns, runs.isEmpty { stopWatching() }
  }

  /// The velocity of the first run of `stream` in flight, at its runtime's current time: every
  /// run of a stream follows the same trajectory, so the first speaks for all.
  func currentVelocity(of stream: SpringStream<T>) -> T? {
    for run in runs where run.stream === stream {
      if let velocity = run.currentVelocity { return velocity }
    }
    return nil
  }

  /// Becomes the watcher of its properties (an observer of those watched already), as its first
  /// run starts. The closures hold the spring, as a property holds its observers: the spring
  /// and its runs live until the last run stops, which removes them.
  private func startWatching() {
    watch(enabled, as: .enabled) {
      self.tellRuns(of: self.enabled) { $0.enabledDidChange(to: self.enabled.read()) }
    }
    watch(destination, as: .destination) {
      self.tellRuns(of: self.destination) { $0.destinationDidChange(to: self.destination.read()) }
    }
    // A parameter not made yet is watched when it is made.
    watchParameterIfMade(.stiffness)
    watchParameterIfMade(.damping)
    watchParameterIfMade(.mass)
  }

  /// Makes `tell` the watcher of `property`, or, when the property has one, an observer of it.
  private func watch<Value>(
    _ property: ReactiveProperty<Value>, as which: Watched, _ tell: @escaping () -> Void
  ) {
    if property.watch(tell) {
      watched.insert(which)
    } else {
      observations.append(property.observe { _ in tell() })
    }
  }

  /// Stops watching and observing its properties, as its last run stops.
  private func stopWatching() {
    if watched.contains(.enabled) { enabled.unwatch() }
    if watched.contains(.destination) { destination.unwatch() }
    if watched.contains(.stiffness) { parameters.made(.stiffness)?.unwatch() }
    if watched.contains(.damping) { parameters.made(.damping)?.unwatch() }
    if watched.contains(.mass) { parameters.made(.mass)?.unwatch() }
    watched = []
    for observation in observations { observation.cancel() }
    observations = []
  }

  /// Tells every run of a write of `property`, in the order they started, unless a run's
  /// observer wrote it again meanwhile: that newer write has told them all (see `ReactiveProperty`).
  private func tellRuns<Value>(of property: ReactiveProperty<Value>, _ tell: (SpringRunner<T>) -> Void) {
    let thisWrite = property.writeCount
    tellRuns(unlessOvertaken: { property.writeCount == thisWrite }, tell)
  }

  /// Tells the runs there were when it began, in the order they started, while `isCurrent`;
  /// a run stopped meanwhile ignores it.
  private func tellRuns(unlessOvertaken isCurrent: () -> Bool, _ tell: (SpringRunner<T>) -> Void) {
    switch runs {
    case .empty: break
    case .one(let run): tell(run)
    case .many(let all):
      for (index, run) in all.enumerated() {
        guard index == 0 || isCurrent() else { return }
        tell(run)
      }
    }
  }
}

/// The properties of a spring that it watches (and, one at a time, names a parameter).
private struct Watched: OptionSet {
  let rawValue: UInt8
  static let enabled = Watched(rawValue: 1 << 0)
  static let destination = Watched(rawValue: 1 << 1)
  static let stiffness = Watched(rawValue: 1 << 2)
  static let damping = Watched(rawValue: 1 << 3)
  static let mass = Watched(rawValue: 1 << 4)
}

/// A spring's stiffness, damping and mass: plain values until something asks for a parameter's
/// `ReactiveProperty`, then that property, which is from then on the value's one home (as a
/// `DeferredProperty` is). The properties made lie in one object shared by the three, made with
/// the first, since almost no spring has any.
private struct SpringParameters {
  private var stiffness: Double = 342
  private var damping: Double = 30
  private var mass: Double = 1
  private var properties: Properties?

  private final class Properties {
    var stiffness: ReactiveProperty<Double>?
    var damping: ReactiveProperty<Double>?
    var mass: ReactiveProperty<Double>?
  }

  /// The property of the parameter `which`, when made.
  func made(_ which: Watched) -> ReactiveProperty<Double>? {
    guard let properties else { return nil }
    switch which {
    case .stiffness: return properties.stiffness
    case .damping: return properties.damping
    default: return properties.mass
    }
  }

  /// The current value of the parameter `which`.
  func read(_ which: Watched) -> Double {
    switch which {
    case .stiffness: DeferredProperty.read(stiffness, properties?.stiffness)
    case .damping: DeferredProperty.read(damping, properties?.damping)
    default: DeferredProperty.read(mass, properties?.mass)
    }
  }

  /// Keeps `value` as the parameter `which`, whose property is not made.
  mutating func keep(_ value: Double, as which: Watched) {
    switch which {
    case .stiffness: stiffness = value
    case .damping: damping = value
    default: mass = value
    }
  }

  /// The property of the parameter `which`, made now holding its current value when it was not.
  mutating func property(_ which: Watched) -> ReactiveProperty<Double> {
    let properties = self.properties ?? Properties()
    self.properties = properties
    switch which {
    case .stiffness: return DeferredProperty.property(stiffness, &properties.stiffness)
    case .damping: return DeferredProperty.property(damping, &properties.damping)
    default: return DeferredProperty.property(mass, &properties.mass)
    }
  }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "springs are confined with the runtime that drives them")
extension Spring: Sendable {}
