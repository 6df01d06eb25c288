import Foundation

/// The exact motion of a damped oscillator m·x'' + c·x' + k·x = 0, over any elapsed time.
///
/// A spring's displacement x = value − destination obeys this equation. Instead of integrating
/// frame by frame, the oscillator carries a state (x0, v0) across an elapsed time τ in closed
/// form, so one ten-second step lands where six hundred steps of 1/60 s do. With α = c / 2m,
/// ω0² = k / m and D = α² − ω0²:
///
///     x(τ) = e^(−ατ) · (x0·C(τ) + (v0 + α·x0)·S(τ))
///
/// where C = cos ωτ and S = sin(ωτ) / ω when under-damped (ζ < 1, ω² = −D), C = cosh βτ and
/// S = sinh(βτ) / β when over-damped (ζ > 1, β² = D), and C = 1, S = τ when critically damped.
/// Around ζ = 1, wherever |D|·τ² ≤ 1, C and S are summed as power series in D·τ²: exact at
/// D = 0, well conditioned beside it, and continuous with the closed forms, so the three regimes
/// meet without a seam. k = 0 is pure damping (a glide to a stop); k = c = 0 keeps a constant
/// velocity. The motion is isotropic, so a `Point` moves with the same scalar coefficients as
/// a `Double`.
struct DampedOscillator: Sendable, Hashable {
  // Only the rates are kept, not k, c and m: every running point spring's flight holds a copy,
  // and a frame reads them all (see `MotionRuntime`).

  /// α = c / 2m, the rate of the exponential envelope.
  let decayRate: Double
  /// ω0² = k / m.
  let naturalFrequencySquared: Double
  /// ω0 = √(k / m).
  let naturalFrequency: Double
  /// 1 / ω0², so that the rest rule a spring checks every step multiplies instead of dividing.
  let inverseNaturalFrequencySquared: Double
  /// √|α² − ω0²|: β when over-damped, the damped frequency ω when under-damped.
  let splitRate: Double
  /// α < ω0: the motion oscillates.
  let isUnderdamped: Bool

  /// Validates the parameters and precomputes the rates.
  ///
  /// Throws when the mass is not finite and positive, when stiffness or damping is negative or
  /// not finite, or when their ratios to the mass overflow a `Double`.
  init(stiffness: Double, damping: Double, mass: Double) throws(SpringError) {
    guard mass.isFinite, mass > 0 else { throw .invalidMass(mass) }
    guard stiffness.isFinite, stiffness >= 0 else { throw .invalidStiffness(stiffness) }
    guard damping.isFinite, damping >= 0 else { throw .invalidDamping(damping) }
    let w2 = stiffness / mass
    let a = damping / mass / 2
    let w = w2.squareRoot()
    guard w2.isFinite, a.isFinite, (a + w).isFinite else {
      throw .outOfRange(stiffness: stiffness, damping: damping, mass: mass)
    }
    decayRate = a
    naturalFrequencySquared = w2
    naturalFrequency = w
    inverseNaturalFrequencySquared = 1 / w2
    // The product of roots keeps α² − ω0² from overflowing and from cancelling near ζ = 1.
    splitRate = abs(a - w).squareRoot() * (a + w).squareRoot()
    isUnderdamped = a < w
  }

  /// ζ = c / (2·√(k·m)): below 1 the motion oscillates, above 1 it creeps. Infinite when k = 0.
  var dampingRatio: Double {
    naturalFrequency > 0 ? decayRate / naturalFrequency : .infinity
  }

  /// The displacement and velocity `elapsed` seconds after (`displacement`, `velocity`), or nil
  /// when the result does not fit in a `Double` (only for absurd inputs, such as a constant
  /// velocity carried over 10³⁰⁰ seconds). A negative or NaN `elapsed` counts as zero.
  func evolve<T: SpringValue>(
    displacement: T, velocity: T, after elapsed: Double
  ) -> (displacement: T, velocity: T)? {
    let state = carry(displacement: displacement, velocity: velocity, after: elapsed)
    guard state.displacement.isFinite, state.velocity.isFinite else { return nil }
    return state
  }

  /// `evolve` without its check: the state may not be finite, and is not finite wherever a
  /// coefficient of the propagator overflows (a coefficient that is not finite makes every
  /// component it scales so; 0·∞ is NaN). Inlined: a frame samples every running spring through
  /// it, and as a call it copied the oscillator out of the scheduler's list first.
  @inline(__always)
  func carry<T: SpringValue>(
    displacement: T, velocity: T, after elapsed: Double
  ) -> (displacement: T, velocity: T) {
    let g = propagator(after: elapsed)
    return (displacement * g.p + velocity * g.q, displacement * g.r + velocity * g.s)
  }

  /// The elapsed time after which an oscillator started at (`displacement`, `velocity`) is at
  /// rest, or infinity when it never is.
  ///
  /// The rule, for k > 0: at rest once √(x² + (v / ω0)²) ≤ `threshold`, that is, once its
  /// energy ½k·x² + ½m·v² is no more than that of a spring held still `threshold` away. Then
  /// |x| ≤ threshold and |v| ≤ threshold·ω0 (the peak speed of an oscillation of amplitude
  /// `threshold`). Damping only ever removes energy (dE/dt = −c·v²), so once at rest the
  /// oscillator stays so: the rest time is a property of the trajectory, found here by bisection
  /// to full precision, never of the times anyone sampled it at. Without damping the energy
  /// never falls, so the oscillator is at rest at once or never.
  ///
  /// For k = 0 nothing pulls to the destination: the oscillator is at rest once what is left of
  /// its glide, |v| / (c / m), is no more than `threshold` (see `restingDisplacement`); with a
  /// threshold of zero, once it is below the smallest positive `Double`, which the glide reaches
  /// in finite time (a rule of exactly zero never would). A negative or NaN threshold counts as
  /// zero.
  func restTime<T: SpringValue>(displacement: T, velocity: T, threshold: Double) -> Double {
    if let known = knownRestTime(displacement: displacement, velocity: velocity, threshold: threshold) {
      return known
    }
    let th = threshold >= 0 ? threshold : 0
    var lo = 0.0
    var hi = min(1 / max(decayRate, naturalFrequency), .greatestFiniteMagnitude)
    while !isRested(displacement, velocity, after: hi, threshold: th) {
      if hi >= 1e300 { return .infinity }
      lo = hi
      hi *= 2
    }
    for _ in 0..<200 {
      let mid = lo + (hi - lo) / 2
      guard mid > lo, mid < hi else { break }
      if isRested(displacement, velocity, after: mid, threshold: th) {
        hi = mid
      } else {
        lo = mid
      }
    }
    return hi
  }

  /// The rest time of `restTime` when it takes no search: for k = 0 (a closed form), for a
  /// flight at rest from its start (0), and without damping (infinity). Nil when the flight is
  /// damped, pulled and not yet at rest: then it comes to rest at the first time the energy rule
  /// holds, which a running spring finds by checking each state it samples
  /// (`isRested(displacement:velocity:threshold:)`), so starting a flight costs no search.
  func knownRestTime<T: SpringValue>(displacement: T, velocity: T, threshold: Double) -> Double? {
    let th = threshold >= 0 ? threshold : 0
    if naturalFrequencySquared == 0 {
      let speed = velocity.magnitudeWithoutOverflow
      if speed == 0 { return 0 }
      if decayRate == 0 { return .infinity }
      // |v(τ)| = |v0|·e^(−2ατ); logarithms keep |v0| / (2α·th) from overflowing.
      let excess = log(speed) - log(2.0) - log(decayRate) - log(max(th, .leastNonzeroMagnitude))
      guard excess > 0 else { return 0 }
      return excess / decayRate / 2
    }
    if isRested(displacement: displacement, velocity: velocity, threshold: th) { return 0 }
    if decayRate == 0 { return .infinity }
    return nil
  }

  /// Where, relative to the destination, the oscillator settles: zero (the destination itself)
  /// when k > 0; when k = 0, the end of its glide x0 + v0 / (c / m), or zero when that end lies
  /// within `threshold` of the destination (or cannot be represented). A negative or NaN
  /// threshold counts as zero.
  func restingDisplacement<T: SpringValue>(displacement: T, velocity: T, threshold: Double) -> T {
    guard naturalFrequencySquared == 0 else { return .zero }
    let th = threshold >= 0 ? threshold : 0
    let end = decayRate > 0 ? displacement + velocity * (1 / decayRate / 2) : displacement
    guard end.isFinite, end.magnitudeWithoutOverflow > th else { return .zero }
    return end
  }

  /// Whether the state `elapsed` after (x0, v0) satisfies the energy rule of `restTime`. A state
  /// that overflows counts as at rest, because the spring then snaps to its destination.
  private func isRested<T: SpringValue>(_ x0: T, _ v0: T, after elapsed: Double, threshold: Double) -> Bool {
    let state = carry(displacement: x0, velocity: v0, after: elapsed)
    return isRested(displacement: state.displacement, velocity: state.velocity, threshold: threshold)
  }

  /// Whether a state (x, v) satisfies the energy rule of `restTime` for k > 0:
  /// √(x² + (v / ω0)²) ≤ `threshold`. A state that is not finite counts as at rest.
  @inline(__always)
  func isRested<T: SpringValue>(displacement: T, velocity: T, threshold: Double) -> Bool {
    // Squares first: a spring checks this on every step. Only when they overflow (or the state
    // is not finite) does the scaled form decide.
    let sum = restEnergy(displacement: displacement, velocity: velocity)
    if sum.isFinite { return sum <= threshold * threshold }
    return isRestedScaled(displacement: displacement, velocity: velocity, threshold: threshold)
  }

  /// x² + (v / ω0)², the square of what the energy rule compares with the threshold. Finite only
  /// when x and v are (ω0 > 0 wherever the rule applies, so 1 / ω0² > 0): a spring's step that
  /// finds it finite needs no other check of its state.
  @inline(__always)
  func restEnergy<T: SpringValue>(displacement: T, velocity: T) -> Double {
    displacement.magnitudeSquared + velocity.magnitudeSquared * inverseNaturalFrequencySquared
  }

  /// `isRested(displacement:velocity:threshold:)` where the squares overflow or the state is not
  /// finite: the same rule on magnitudes scaled by the larger one.
  @inline(never)
  private func isRestedScaled<T: SpringValue>(displacement: T, velocity: T, threshold: Double) -> Bool {
    let a = displacement.magnitude
    let b = velocity.magnitude / naturalFrequency
    guard a.isFinite, b.isFinite else { return true }
    let big = max(a, b)
    guard big > 0 else { return true }
    let ratio = min(a, b) / big
    return big * (1 + ratio * ratio).squareRoot() <= threshold
  }

  /// e^−x for x ≥ 0. Past 746 it is 0 without calling `exp`, whose underflow path (it reports
  /// the underflow through `errno`) cost more than the rest of the step, and every spring long
  /// past its rest time takes it.
  @inline(__always)
  private static func decay(_ x: Double) -> Double {
    x > 746 ? 0 : exp(-x)
  }

  /// Σ yⁿ / (2n)! for n ≤ 10: cosh √y for y ≥ 0, cos √−y below, to a few ulps for |y| ≤ 1.
  private static func evenSeries(_ y: Double) -> Double {
    estrin(
      y, 1, 1 / 2.0, 1 / 24.0, 1 / 720.0, 1 / 40_320.0, 1 / 3_628_800.0, 1 / 479_001_600.0,
      1 / 87_178_291_200.0, 1 / 20_922_789_888_000.0, 1 / 6_402_373_705_728_000.0,
      1 / 2_432_902_008_176_640_000.0)
  }

  /// Σ yⁿ / (2n + 1)! for n ≤ 10: sinh √y / √y for y ≥ 0, sin √−y / √−y below.
  private static func oddSeries(_ y: Double) -> Double {
    estrin(
      y, 1, 1 / 6.0, 1 / 120.0, 1 / 5_040.0, 1 / 362_880.0, 1 / 39_916_800.0, 1 / 6_227_020_800.0,
      1 / 1_307_674_368_000.0, 1 / 355_687_428_096_000.0, 1 / 121_645_100_408_832_000.0,
      1 / 51_090_942_171_709_440_000.0)
  }

  /// c0 + c1·y + … + c10·y¹⁰ by Estrin's scheme: the terms pair up in a tree four levels deep
  /// rather than a chain of ten multiply-adds, and the series' latency was most of a spring step.
  // The factorials are exact in binary, so each coefficient is the correctly rounded reciprocal.
  @inline(__always)
  private static func estrin(
    _ y: Double, _ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double, _ c4: Double, _ c5: Double,
    _ c6: Double, _ c7: Double, _ c8: Double, _ c9: Double, _ c10: Double
  ) -> Double {
    let y2 = y * y
    let y4 = y2 * y2
    let low = (c0 + c1 * y) + (c2 + c3 * y) * y2
    let middle = (c4 + c5 * y) + (c6 + c7 * y) * y2
    let high = (c8 + c9 * y) + c10 * y2
    return (low + middle * y4) + high * (y4 * y4)
  }

  /// The linear map carrying (x0, v0) over τ: x = p·x0 + q·v0, v = r·x0 + s·v0.
  struct Propagator {
    var p: Double
    var q: Double
    var r: Double
    var s: Double
  }

  /// The propagator over `elapsed` seconds. A coefficient may overflow (see `carry`).
  @inline(__always)
  func propagator(after elapsed: Double) -> Propagator {
    let tau = elapsed > 0 ? min(elapsed, .greatestFiniteMagnitude) : 0
    let a = decayRate
    let w2 = naturalFrequencySquared
    let b = splitRate
    let bt = b * tau
    let g: Propagator
    if bt <= 1 {
      // The band around critical damping: C and S as series in y = D·τ², |y| ≤ 1.
      // The envelope first: `exp` is a call, across which every value in flight is saved.
      let e = Self.decay(a * tau)
      let y = isUnderdamped ? -(bt * bt) : bt * bt
      let even = Self.evenSeries(y)
      let odd = Self.oddSeries(y)
      let c = e * even
      let sn = e == 0 ? 0 : e * tau * odd
      g = Propagator(p: c + a * sn, q: sn, r: -w2 * sn, s: c - a * sn)
    } else if isUnderdamped {
      let e = Self.decay(a * tau)
      // Past the envelope's underflow ωτ may be infinite, where cos and sin are NaN.
      guard e > 0 else { return Propagator(p: 0, q: 0, r: 0, s: 0) }
      let c = e * cos(bt)
      let sn = e * sin(bt) / b
      g = Propagator(p: c + a * sn, q: sn, r: -w2 * sn, s: c - a * sn)
    } else {
      // Two real roots −(α − β) and −(α + β); α − β = ω0² / (α + β) avoids cancellation.
      let fast = a + b
      let slow = w2 / fast
      let e1 = Self.decay(slow * tau)
      let e2 = Self.decay(fast * tau)
      let q = (e1 - e2) / b / 2
      g = Propagator(
        p: (fast * e1 - slow * e2) / b / 2, q: q, r: -w2 * q,
        s: (fast * e2 - slow * e1) / b / 2)
    }
    return g
  }
}
