import Foundation
import Motion

/// Turns mouse and wheel input into touches, as docs/live.md describes.
///
/// - Left drag: one finger (`primaryID`) follows the pointer.
/// - Ctrl- or Alt-drag: a second finger (`secondID`) goes down at the mirror image of the pointer
///   about the centre of the element under the press (the window's centre over empty space) and
///   mirrors every move, so the pair pinches and rotates about that centre. With Shift held too,
///   the second finger keeps its offset from the pointer instead, so the two move together.
///   Pressing or releasing Shift during a two-finger drag switches between the two without a
///   jump: the mirror centre becomes the pair's midpoint, or the offset the pair's current offset.
/// - Wheel: two fingers go down symmetrically about the pointer, move, and lift again, all at the
///   wheel event's time. Without Shift their span grows by `wheelScaleStep` per step (wheel up
///   spreads); with Shift the pair turns by `wheelAngleStep` per step (wheel up turns clockwise).
///   The pair is as wide as `wheelRadii` allows while both fingers still land on the element the
///   pointer is over, so the pinch reaches that element.
/// - Right click: pins a finger at the pointer, or lifts a pinned finger within `pinRadius`; a
///   pinned finger stays down, so a left drag beside it is a two-finger gesture.
///
/// The emulator knows nothing of SDL: it takes inputs and a probe of the scene and appends the
/// touches they mean to a caller's buffer, all stamped with the time it is given.
struct MouseEmulator {
  /// The id of the finger that follows the pointer.
  static let primaryID = 1001
  /// The id of the mirrored or parallel second finger of a Ctrl-drag.
  static let secondID = 1002
  /// The ids of the two fingers of a wheel pinch or rotation.
  static let wheelIDs = (1003, 1004)
  /// The id of the first pinned finger; later pins count up from it.
  static let firstPinnedID = 1100

  /// The factor by which one wheel step changes the span of the two wheel fingers.
  static let wheelScaleStep = 1.1
  /// The most wheel steps one event makes, either way; more are taken as this many. A turn goes
  /// in quarter turns, so this bounds the moves of an event (a thousand steps turn 111 quarters).
  static let maximumWheelSteps = 1000.0
  /// The angle in radians by which one Shift-wheel step turns the two wheel fingers (10°).
  static let wheelAngleStep = Double.pi / 18
  /// Half-spans of the wheel fingers, tried widest first, in scene points.
  static let wheelRadii: [Double] = [40, 20, 10, 5, 2.5, 1]
  /// The directions tried for the wheel fingers, in order: across, down, and the diagonals.
  static let wheelDirections: [Point] = [
    Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: 0.5.squareRoot(), y: 0.5.squareRoot()),
    Point(x: 0.5.squareRoot(), y: -0.5.squareRoot()),
  ]
  /// How near a right click must be to a pinned finger to lift it, in scene points.
  static let pinRadius = 20.0

  private enum SecondFinger {
    case mirror(center: Point)
    case parallel(offset: Point)
  }

  private var primary: Point?
  private var second: SecondFinger?
  private var pinnedFingers: [(id: Int, location: Point)] = []

  /// Creates an emulator with no button held and nothing pinned.
  init() {
    pinnedFingers.reserveCapacity(8)
  }

  /// The emulated touches that are down right now, with their kind, in a stable order:
  /// the pointer's finger, its partner, then the pinned fingers.
  var activeTouches: [ActiveTouch] {
    var result: [ActiveTouch] = []
    forEachActiveTouch { result.append($0) }
    return result
  }

  /// Calls `body` with each emulated touch that is down, without building an array.
  func forEachActiveTouch(_ body: (ActiveTouch) -> Void) {
    if let primary {
      body(ActiveTouch(id: Self.primaryID, location: primary, kind: .mouse))
      if let partner = secondLocation(for: primary) {
        body(ActiveTouch(id: Self.secondID, location: partner, kind: .emulated))
      }
    }
    for pin in pinnedFingers {
      body(ActiveTouch(id: pin.id, location: pin.location, kind: .pinned))
    }
  }

  /// Handles a mouse press, move or release at `location` with `modifiers` held.
  mutating func mouse(
    _ phase: MousePhase, button: MouseButton?, at location: Point, modifiers: KeyModifiers,
    time: Double, probe: (Point) -> PointerTarget, into out: inout [TouchEvent]
  ) {
    guard location.isFinite else { return }
    switch (phase, button) {
    case (.down, .left):
      if primary != nil { endDrag(at: nil, time: time, into: &out) }
      beginDrag(at: location, modifiers: modifiers, time: time, probe: probe, into: &out)
    case (.down, .right):
      togglePin(at: location, time: time, into: &out)
    case (.move, _):
      moveDrag(to: location, modifiers: modifiers, time: time, into: &out)
    case (.up, .left):
      endDrag(at: location, time: time, into: &out)
    default:
      break
    }
  }

  /// Handles `delta` wheel steps at `location`: a pinch, or with Shift a rotation, about it.
  /// Vertical steps count; horizontal steps count when there are no vertical ones.
  mutating func wheel(
    delta: Point, at location: Point, modifiers: KeyModifiers, time: Double,
    probe: (Point) -> PointerTarget, into out: inout [TouchEvent]
  ) {
    let given = delta.y != 0 ? delta.y : delta.x
    guard given != 0, given.isFinite, location.isFinite else { return }
    // A script may give no more (`InputScript` refuses it); live input never comes near.
    let steps = min(max(given, -Self.maximumWheelSteps), Self.maximumWheelSteps)
    let arm = Self.wheelArm(at: location, probe: probe)
    let motion: WheelMotion =
      modifiers.contains(.shift)
      ? .turn(angle: steps * Self.wheelAngleStep) : .spread(factor: pow(Self.wheelScaleStep, steps))
    let ids = [Self.wheelIDs.0, Self.wheelIDs.1]
    let moves = Self.wheelMoves(from: arm, motion)
    guard !moves.isEmpty, moves.allSatisfy(\.offset.isFinite) else { return }
    var last = [-arm, arm]
    for finger in 0..<2 {
      out.append(TouchEvent(id: ids[finger], phase: .began, location: location + last[finger], time: time))
    }
    for move in moves {
      last[move.finger] = move.offset
      out.append(
        TouchEvent(id: ids[move.finger], phase: .moved, location: location + move.offset, time: time))
    }
    for finger in 0..<2 {
      out.append(TouchEvent(id: ids[finger], phase: .ended, location: location + last[finger], time: time))
    }
  }

  /// How a wheel event moves its pair of fingers.
  enum WheelMotion {
    /// Their span grows by `factor`.
    case spread(factor: Double)
    /// The pair turns by `angle` radians.
    case turn(angle: Double)
  }

  /// One finger of a wheel pair moving to `offset` from the pointer: finger 0 (which lands at
  /// minus the arm) or finger 1 (at plus the arm).
  struct WheelMove: Equatable {
    var finger: Int
    var offset: Point
  }

  /// The moves of a wheel pair that lands at ∓`arm` about the pointer, one finger at a time as
  /// touches arrive, so that the recognizers read exactly `motion`: a pinch of the factor (and
  /// no turn), or a turn of the angle (and a pinch of 1), recognized about the pointer.
  ///
  /// - Recognition: the pair first makes a small symmetric move that takes the recognizers past
  ///   their recognition distance with the second finger, not the first, so a plan that puts
  ///   the anchor point under the fingers when its gesture begins (a `pinchable`, a `rotatable`)
  ///   puts it at the pointer rather than half a finger's move beside it.
  /// - Where the recognizers measure the motion from the landing arm (the spans at least
  ///   `GestureRecognizer.minimumSpan`) the pair makes it there. Else (a small element, so a
  ///   short landing arm; many steps that would close the pair below that span) it closes below
  ///   the shortest span, where the recognizers hold their values, and opens out along the same
  ///   line to a span they start measuring afresh from, wide enough for the motion; the pinch's
  ///   value at each span is known, so the last span gives the factor asked for. Moves along the
  ///   pair's line turn nothing.
  /// - A turn goes in quarter turns at most (the angle between two events reads between −½ and
  ///   ½ a turn), at an arm where the pair's one-finger-ahead spans stay measurable.
  static func wheelMoves(from arm: Point, _ motion: WheelMotion) -> [WheelMove] {
    let radius = arm.magnitude
    guard radius > 0, radius.isFinite else { return [] }
    let direction = arm / radius
    let usable = GestureRecognizer.minimumSpan + 0.5
    let reach = GestureRecognizer.defaultRecognitionDistance + 0.5
    // What a priming pair changes: the first finger half of it, under the recognition distance;
    // both, past it.
    let priming = 2 * GestureRecognizer.defaultRecognitionDistance - 2
    // A quarter turn one finger ahead spans √2 times the arm at least.
    let turningArm = usable / 2.squareRoot()
    func pair(_ arm: Double, turnedBy angle: Double = 0) -> [WheelMove] {
      let offset = direction.rotated(by: angle) * arm
      return [WheelMove(finger: 0, offset: -offset), WheelMove(finger: 1, offset: offset)]
    }
    func turn(from start: Double, to end: Double, at arm: Double) -> [WheelMove] {
      // Finite, and bounded by the angle's bound below, so the count converts and stays small.
      let quarters = max(1, Int((abs(end - start) / (Double.pi / 2)).rounded(.up)))
      return (1...quarters).flatMap {
        pair(arm, turnedBy: start + (end - start) * Double($0) / Double(quarters))
      }
    }
    let factor: Double
    let angle: Double
    switch motion {
    case .spread(let f):
      guard f.isFinite, f > 0, f != 1 else { return [] }
      (factor, angle) = (f, 0)
    case .turn(let a):
      guard a.isFinite, a != 0, abs(a) <= maximumWheelSteps * wheelAngleStep else { return [] }
      (factor, angle) = (1, a)
    }
    // The pair's first turn, when it primes a turn: an arc of `priming` at `arm`.
    func primingAngle(at arm: Double) -> Double { (angle < 0 ? -1 : 1) * priming / arm }
    var moves: [WheelMove] = []
    let landsMeasured = 2 * radius >= usable
    if landsMeasured {
      if angle == 0 {
        moves += pair(radius + priming / 2)
        if 2 * radius * factor >= usable { return moves + pair(radius * factor) }
      } else {
        let primed = primingAngle(at: radius)
        moves += pair(radius, turnedBy: primed)
        if radius >= turningArm { return moves + turn(from: primed, to: angle, at: radius) }
      }
    }
    // The pinch's value where the pair comes below the shortest span (and holds there).
    var value = 1.0
    var closed = radius
    if 2 * radius >= GestureRecognizer.minimumSpan {
      moves += pair(usable / 2)
      value = usable / (2 * radius)
      closed = 1
      moves += pair(closed)
    }
    // Finger 0 opens out first: the span it makes (`span`) is the one measured from, at `value`;
    // finger 1's opening passes the recognition distance on its own, so a pinch not yet
    // recognized is recognized with the pair symmetric; then the pair's arm makes the value
    // `factor`.
    var span = max(usable, closed + usable / 2, 2 * closed + reach, usable * value / factor)
    if angle != 0 { span = max(span, 2 * value * turningArm) }
    span = min(span, 2 * maximumWheelArm)
    let opened = span - closed
    moves.append(WheelMove(finger: 0, offset: direction * -opened))
    moves.append(WheelMove(finger: 1, offset: direction * opened))
    let arm = factor * span / (2 * value)
    moves += pair(arm)
    if angle != 0 {
      // Along the line nothing turned: a turn not primed at the landing is primed here.
      let primed = landsMeasured ? 0 : primingAngle(at: arm)
      if primed != 0 { moves += pair(arm, turnedBy: primed) }
      moves += turn(from: primed, to: angle, at: arm)
    }
    return moves
  }

  /// The longest arm a wheel pair opens out to, in scene points: a fraction of a step, whose
  /// motion the recognizers would measure only further out, is left unmade.
  static let maximumWheelArm = 1_000_000.0

  /// Cancels every emulated touch (focus lost, scene reset): the drag's fingers and the pins.
  mutating func cancelAll(time: Double, into out: inout [TouchEvent]) {
    if let primary {
      out.append(TouchEvent(id: Self.primaryID, phase: .cancelled, location: primary, time: time))
      if let partner = secondLocation(for: primary) {
        out.append(TouchEvent(id: Self.secondID, phase: .cancelled, location: partner, time: time))
      }
    }
    for pin in pinnedFingers {
      out.append(TouchEvent(id: pin.id, phase: .cancelled, location: pin.location, time: time))
    }
    primary = nil
    second = nil
    pinnedFingers.removeAll(keepingCapacity: true)
  }

  /// The vector from the pointer to the second wheel finger: the widest of `wheelRadii`, along
  /// the first of four directions, that puts both fingers on the pointer's own owner.
  static func wheelArm(at location: Point, probe: (Point) -> PointerTarget) -> Point {
    let owner = probe(location).owner
    for radius in wheelRadii {
      for direction in wheelDirections {
        let arm = direction * radius
        if probe(location - arm).owner == owner, probe(location + arm).owner == owner { return arm }
      }
    }
    return Point(x: wheelRadii.last ?? 1, y: 0)
  }

  private func secondLocation(for primary: Point) -> Point? {
    switch second {
    case .mirror(let center): return center * 2 - primary
    case .parallel(let offset): return primary + offset
    case nil: return nil
    }
  }

  private mutating func beginDrag(
    at location: Point, modifiers: KeyModifiers, time: Double, probe: (Point) -> PointerTarget,
    into out: inout [TouchEvent]
  ) {
    primary = location
    out.append(TouchEvent(id: Self.primaryID, phase: .began, location: location, time: time))
    guard !modifiers.isDisjoint(with: [.ctrl, .alt]) else {
      second = nil
      return
    }
    let center = probe(location).center
    let partner = center * 2 - location
    second = modifiers.contains(.shift) ? .parallel(offset: partner - location) : .mirror(center: center)
    out.append(TouchEvent(id: Self.secondID, phase: .began, location: partner, time: time))
  }

  private mutating func moveDrag(
    to location: Point, modifiers: KeyModifiers, time: Double, into out: inout [TouchEvent]
  ) {
    guard let old = primary else { return }
    if let partner = secondLocation(for: old) {
      switch (second, modifiers.contains(.shift)) {
      case (.mirror, true): second = .parallel(offset: partner - old)
      case (.parallel, false): second = .mirror(center: (old + partner) / 2)
      default: break
      }
    }
    primary = location
    out.append(TouchEvent(id: Self.primaryID, phase: .moved, location: location, time: time))
    if let partner = secondLocation(for: location) {
      out.append(TouchEvent(id: Self.secondID, phase: .moved, location: partner, time: time))
    }
  }

  private mutating func endDrag(at location: Point?, time: Double, into out: inout [TouchEvent]) {
    guard let old = primary else { return }
    let last = location ?? old
    if last != old {
      moveDrag(to: last, modifiers: currentShift, time: time, into: &out)
    }
    out.append(TouchEvent(id: Self.primaryID, phase: .ended, location: last, time: time))
    if let partner = secondLocation(for: last) {
      out.append(TouchEvent(id: Self.secondID, phase: .ended, location: partner, time: time))
    }
    primary = nil
    second = nil
  }

  /// The modifiers that keep the second finger in its current mode.
  private var currentShift: KeyModifiers {
    if case .parallel = second { return [.ctrl, .shift] }
    return [.ctrl]
  }

  private mutating func togglePin(at location: Point, time: Double, into out: inout [TouchEvent]) {
    var nearest: Int?
    var nearestDistance = Self.pinRadius
    for (index, pin) in pinnedFingers.enumerated() {
      let d = pin.location.distance(to: location)
      if d <= nearestDistance {
        nearest = index
        nearestDistance = d
      }
    }
    if let nearest {
      let pin = pinnedFingers.remove(at: nearest)
      out.append(TouchEvent(id: pin.id, phase: .ended, location: pin.location, time: time))
      return
    }
    var id = Self.firstPinnedID
    while pinnedFingers.contains(where: { $0.id == id }) { id += 1 }
    pinnedFingers.append((id, location))
    out.append(TouchEvent(id: id, phase: .began, location: location, time: time))
  }
}
