import Foundation
import Testing

@testable import Motion

/// Expected values below were worked out independently with mpmath (40 digits) from the roots
/// r1,2 = (−c ± √(c² − 4km)) / 2m of the characteristic equation, x = A·e^(r1·t) + B·e^(r2·t).
@Suite struct DampedOscillatorTests {
  /// (t, x, v) triples.
  typealias Expected = [(Double, Double, Double)]

  private func expectMatches(
    _ oscillator: DampedOscillator, x0: Double, v0: Double, _ expected: Expected,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (t, x, v) in expected {
      let state = oscillator.evolve(displacement: x0, velocity: v0, after: t)
      #expect(state != nil, sourceLocation: sourceLocation)
      guard let state else { continue }
      #expect(
        abs(state.displacement - x) <= 1e-9 * max(1, abs(x)), "x at \(t)", sourceLocation: sourceLocation)
      #expect(abs(state.velocity - v) <= 1e-9 * max(1, abs(v)), "v at \(t)", sourceLocation: sourceLocation)
    }
  }

  @Test func underdampedMatchesTheAnalyticSolution() throws {
    let oscillator = try DampedOscillator(stiffness: 342, damping: 30, mass: 1)
    #expect(oscillator.dampingRatio < 1)
    expectMatches(
      oscillator, x0: -100, v0: 0,
      [
        (0.05, -74.220537213587117, 768.94105219476128),
        (0.1, -37.798274958805268, 622.76616507163929),
        (0.25, 0.74880352523077403, 31.499034864960284),
        (0.5, 0.0234043128476566, -1.3420731682140947),
        (1.0, 4.7187889846910565e-5, -0.00095175924750204539),
      ])
  }

  @Test func criticallyDampedMatchesTheAnalyticSolution() throws {
    let oscillator = try DampedOscillator(stiffness: 100, damping: 20, mass: 1)
    #expect(oscillator.dampingRatio == 1)
    expectMatches(
      oscillator, x0: -50, v0: 200,
      [
        (0.05, -39.424492881321172, 212.2857308994217),
        (0.1, -29.430355293715385, 183.93972058572116),
        (0.25, -10.260624827987349, 77.980748692703855),
        (0.5, -1.3475893998170934, 11.454509898445294),
        (1.0, -0.015889975416869698, 0.14527977523995152),
      ])
  }

  @Test func overdampedMatchesTheAnalyticSolution() throws {
    let oscillator = try DampedOscillator(stiffness: 100, damping: 50, mass: 2)
    #expect(oscillator.dampingRatio > 1)
    expectMatches(
      oscillator, x0: 30, v0: -10,
      [
        (0.05, 28.444914609369075, -44.529514046105143),
        (0.1, 25.99036954189276, -51.27735773065032),
        (0.25, 18.896828974479309, -41.240074668608493),
        (0.5, 10.928896319451538, -23.9580973313674),
        (1.0, 3.6520735865529352, -8.0062069502607827),
      ])
  }

  /// Just beside ζ = 1 (k = m = 1, c = 2 ± δ). With δ = 0.01 the series band |D|·τ² ≤ 1 ends
  /// near τ = 10, so 9.99 and 10.01 straddle the switch to the closed forms: no seam there.
  @Test func regimesMeetWithoutASeamAroundCriticalDamping() throws {
    let expected: [(c: Double, t: Double, x: Double, v: Double)] = [
      (1.99, 0.5, 15.296145117949773, 76.177359494867431),
      (1.99, 5, 4.6737448731712367, -3.7226090913737929),
      (1.99, 9.99, 0.059627147756556607, -0.055199749984215113),
      (1.99, 10.01, 0.058533137434007829, -0.054204239110723931),
      (1.99, 20, 3.1667416373960942e-6, -3.282203346528243e-6),
      (2.01, 0.5, 15.030787483387619, 75.457101336425959),
      (2.01, 5, 4.757977148641225, -3.688922030239178),
      (2.01, 9.99, 0.073331637296968396, -0.063873117326915744),
      (2.01, 10.01, 0.072065123496416774, -0.062781355803861894),
      (2.01, 20, 9.791220372281524e-6, -8.8208680570581628e-6),
      (1.99999999, 0.5, 15.163266625494417, 75.816332824206756),
      (1.99999999, 5, 4.7165628572476578, -3.7058708663418742),
      (1.99999999, 9.99, 0.066422708467997509, -0.05954427998779983),
      (1.99999999, 10.01, 0.065242295247070247, -0.058500068788031608),
      (1.99999999, 20, 6.0803998883483682e-6, -5.771227380882405e-6),
      (2.00000001, 0.5, 15.163266360137255, 75.816332103951602),
      (2.00000001, 5, 4.7165629414719948, -3.7058708326521394),
      (2.00000001, 9.99, 0.066422722174477181, -0.059544288662012538),
      (2.00000001, 10.01, 0.065242308781029506, -0.058500077365996404),
      (2.00000001, 20, 6.0804064840399199e-6, -5.7712329047740795e-6),
    ]
    for e in expected {
      let oscillator = try DampedOscillator(stiffness: 1, damping: e.c, mass: 1)
      let state = try #require(oscillator.evolve(displacement: -50.0, velocity: 200.0, after: e.t))
      #expect(abs(state.displacement - e.x) <= 1e-10 * abs(e.x), "c=\(e.c) t=\(e.t)")
      #expect(abs(state.velocity - e.v) <= 1e-10 * abs(e.v), "c=\(e.c) t=\(e.t)")
    }
  }

  @Test func pointsMoveAlongTheSameCoefficientsInEachAxis() throws {
    let oscillator = try DampedOscillator(stiffness: 342, damping: 30, mass: 1)
    let state = try #require(
      oscillator.evolve(
        displacement: Point(x: -550, y: 350), velocity: Point(x: 1200, y: -800), after: 0.1))
    #expect(abs(state.displacement.x - -186.0390678849504) < 1e-9)
    #expect(abs(state.velocity.x - 3223.2498757453221) < 1e-9)
    #expect(abs(state.displacement.y - 117.72633276349939) < 1e-9)
    #expect(abs(state.velocity.y - -2045.0388896516082) < 1e-9)
  }

  @Test func pureDampingGlidesToAStop() throws {
    // k = 0, c/m = 4: v = v0·e^(−4t), x = x0 + v0·(1 − e^(−4t)) / 4.
    let oscillator = try DampedOscillator(stiffness: 0, damping: 8, mass: 2)
    let state = try #require(oscillator.evolve(displacement: 10.0, velocity: 40.0, after: 0.5))
    #expect(abs(state.displacement - (10 + 10 * (1 - exp(-2.0)))) < 1e-12)
    #expect(abs(state.velocity - 40 * exp(-2.0)) < 1e-12)
    // The glide ends at x0 + v0 / (c/m) = 20; the rest of it is |v| / 4 ≤ 0.5 once |v| ≤ 2,
    // at t = ln(20) / 4.
    #expect(
      abs(oscillator.restTime(displacement: 10.0, velocity: 40.0, threshold: 0.5) - log(20.0) / 4) < 1e-12)
    #expect(oscillator.restingDisplacement(displacement: 10.0, velocity: 40.0, threshold: 0.5) == 20)
    // A glide that ends within the threshold settles on the destination itself.
    #expect(oscillator.restingDisplacement(displacement: -10.0, velocity: 40.0, threshold: 0.5) == 0)
    // With a threshold of 0 it rests once what is left of the glide is below the smallest
    // Double (it never rested: nothing is ever exactly 0 away from the glide's end).
    let rest = oscillator.restTime(displacement: 10.0, velocity: 40.0, threshold: 0)
    #expect(rest.isFinite && abs(rest - (log(10.0) - log(Double.leastNonzeroMagnitude)) / 4) < 1e-9)
    #expect(oscillator.restingDisplacement(displacement: 10.0, velocity: 40.0, threshold: 0) == 20)
  }

  @Test func noStiffnessNoDampingKeepsAConstantVelocity() throws {
    let oscillator = try DampedOscillator(stiffness: 0, damping: 0, mass: 1)
    let state = try #require(oscillator.evolve(displacement: 3.0, velocity: -2.0, after: 7.5))
    #expect(state.displacement == -12)
    #expect(state.velocity == -2)
    #expect(oscillator.restTime(displacement: 3.0, velocity: -2.0, threshold: 1) == .infinity)
    #expect(oscillator.restTime(displacement: 3.0, velocity: 0.0, threshold: 1) == 0)
  }

  @Test func zeroAndNegativeStepsLeaveTheStateUnchanged() throws {
    for (k, c, m) in [(342.0, 30.0, 1.0), (100, 20, 1), (100, 50, 2), (0, 5, 1), (0, 0, 1)] {
      let oscillator = try DampedOscillator(stiffness: k, damping: c, mass: m)
      for step in [0.0, -1.0, .nan] {
        let state = try #require(oscillator.evolve(displacement: 12.5, velocity: -3.25, after: step))
        #expect(state.displacement == 12.5)
        #expect(state.velocity == -3.25)
      }
    }
  }

  @Test func hugeStepsEndAtTheDestinationAndStayFinite() throws {
    for (k, c, m) in [(342.0, 30.0, 1.0), (100, 20, 1), (100, 50, 2), (1, 1e-6, 1), (1e-3, 1e3, 1)] {
      let oscillator = try DampedOscillator(stiffness: k, damping: c, mass: m)
      for step in [1e9, 1e300, .greatestFiniteMagnitude, .infinity] {
        let state = try #require(oscillator.evolve(displacement: -100.0, velocity: 50.0, after: step))
        #expect(state.displacement.isFinite && state.velocity.isFinite)
        #expect(abs(state.displacement) < 1e-6, "k=\(k) c=\(c) step=\(step)")
      }
    }
  }

  @Test func extremeParametersNeverGiveNaN() throws {
    let parameters: [(Double, Double, Double)] = [
      (1e300, 0, 1), (1e300, 1e150, 1), (0, 1e300, 1), (1, 1e300, 1), (1e-300, 1e-300, 1),
      (1e-300, 0, 1e300), (.leastNonzeroMagnitude, .leastNonzeroMagnitude, 1), (1e300, 1e300, 1e-5),
      (1e10, 2e5, 1),
    ]
    for (k, c, m) in parameters {
      let oscillator = try DampedOscillator(stiffness: k, damping: c, mass: m)
      for step in [0.0, 1e-300, 1e-9, 0.016, 1, 1e6, 1e300] {
        // A nil result means "overflowed", which a spring turns into a snap: never a NaN.
        if let state = oscillator.evolve(
          displacement: Point(x: -100, y: 1e6), velocity: Point(x: 1e4, y: 0), after: step)
        {
          #expect(state.displacement.isFinite && state.velocity.isFinite, "k=\(k) c=\(c) m=\(m) step=\(step)")
        }
      }
      let rest = oscillator.restTime(
        displacement: Point(x: -100, y: 1e6), velocity: Point(x: 1e4, y: 0), threshold: 1)
      #expect(!rest.isNaN && rest >= 0, "k=\(k) c=\(c) m=\(m)")
    }
  }

  @Test func restTimesMatchTheEnergyRule() throws {
    // t* solves √(x² + (v/ω0)²) = threshold, by mpmath bisection on the analytic solution.
    let cases: [(k: Double, c: Double, m: Double, x0: Double, v0: Double, threshold: Double, rest: Double)] =
      [
        (342, 30, 1, -100, 0, 1, 0.35138661930569667),
        (100, 20, 1, -50, 200, 1, 0.56732046374916603),
        (100, 50, 2, 30, -10, 0.5, 1.9279702373039906),
      ]
    for c in cases {
      let oscillator = try DampedOscillator(stiffness: c.k, damping: c.c, mass: c.m)
      let rest = oscillator.restTime(displacement: c.x0, velocity: c.v0, threshold: c.threshold)
      #expect(abs(rest - c.rest) < 1e-9, "k=\(c.k) c=\(c.c) m=\(c.m): \(rest)")
    }
    let oscillator = try DampedOscillator(stiffness: 342, damping: 30, mass: 1)
    let rest = oscillator.restTime(
      displacement: Point(x: -550, y: 350), velocity: Point(x: 1200, y: -800), threshold: 1)
    #expect(abs(rest - 0.46507901805127996) < 1e-9)
  }

  @Test func restIsBothCloseAndSlow() throws {
    let oscillator = try DampedOscillator(stiffness: 342, damping: 30, mass: 1)
    let omega = 342.0.squareRoot()
    let rest = oscillator.restTime(displacement: -100.0, velocity: 0.0, threshold: 1)
    let at = try #require(oscillator.evolve(displacement: -100.0, velocity: 0.0, after: rest))
    #expect(abs(at.displacement) <= 1 && abs(at.velocity) <= omega)
    let before = try #require(oscillator.evolve(displacement: -100.0, velocity: 0.0, after: rest - 1e-9))
    #expect(
      before.displacement * before.displacement + (before.velocity / omega) * (before.velocity / omega) > 1)
    // A spring that starts inside the threshold but fast is not at rest.
    #expect(oscillator.restTime(displacement: 0.5, velocity: 100.0, threshold: 1) > 0)
    #expect(oscillator.restTime(displacement: 0.5, velocity: 0.0, threshold: 1) == 0)
    // Without damping the energy never falls: at rest at once or never.
    let undamped = try DampedOscillator(stiffness: 342, damping: 0, mass: 1)
    #expect(undamped.restTime(displacement: 5.0, velocity: 0.0, threshold: 1) == .infinity)
  }

  @Test func invalidParametersAreRejected() {
    #expect(throws: SpringError.invalidMass(0)) { try DampedOscillator(stiffness: 1, damping: 1, mass: 0) }
    #expect(throws: SpringError.invalidMass(-2)) { try DampedOscillator(stiffness: 1, damping: 1, mass: -2) }
    #expect(throws: SpringError.invalidMass(.infinity)) {
      try DampedOscillator(stiffness: 1, damping: 1, mass: .infinity)
    }
    #expect(throws: SpringError.invalidStiffness(-1)) {
      try DampedOscillator(stiffness: -1, damping: 1, mass: 1)
    }
    #expect(throws: SpringError.invalidDamping(-0.5)) {
      try DampedOscillator(stiffness: 1, damping: -0.5, mass: 1)
    }
    #expect(throws: SpringError.self) { try DampedOscillator(stiffness: .nan, damping: 1, mass: 1) }
    #expect(throws: SpringError.self) { try DampedOscillator(stiffness: 1, damping: .nan, mass: 1) }
    #expect(throws: SpringError.self) { try DampedOscillator(stiffness: 1, damping: 1, mass: .nan) }
    #expect(throws: SpringError.outOfRange(stiffness: 1e300, damping: 0, mass: 1e-300)) {
      try DampedOscillator(stiffness: 1e300, damping: 0, mass: 1e-300)
    }
  }
}
