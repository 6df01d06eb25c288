import Motion

extension SceneDescription {
  /// The keys only a `setPositionOnTap` interaction may have.
  static let setPositionOnTapKeys = ["taps"]
  /// The keys only a `tween` interaction may have.
  static let tweenKeys = ["property", "duration", "delay", "values", "offsets", "timingFunction", "trigger"]
  /// The named timing functions a `tween` takes, as CSS names them.
  static let timingFunctionNames: [(name: String, function: TimingFunction)] = [
    ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut),
    ("ease-in-out", .easeInOut),
  ]

  /// A `setPositionOnTap`'s `taps` (1 or 2, 1 by default), or nil when it is wrong.
  static func readTaps(_ members: [JSONMember], reader: inout DocumentReader) -> Int? {
    guard let member = reader.member("taps", in: members) else { return 1 }
    guard let n = reader.number(member) else { return nil }
    guard n == 1 || n == 2 else {
      reader.fail("\"taps\" must be 1 or 2, not \(n.messageSpelling)", line: member.value.line)
      return nil
    }
    return Int(n)
  }

  /// A `tween`'s options, or nil when any is wrong (each fault recorded with its line).
  static func readTween(_ members: [JSONMember], line: Int, reader: inout DocumentReader) -> TweenDescription?
  {
    let what = "a tween interaction"
    var property: TweenDescription.Property?
    if let member = reader.required("property", in: members, of: what, line: line),
      let s = reader.string(member)
    {
      property = TweenDescription.Property(rawValue: s)
      if property == nil {
        reader.fail(
          "\"property\" must be one of "
            + TweenDescription.Property.allCases.map(\.rawValue).joined(separator: ", ") + ", not \"\(s)\"",
          line: member.value.line)
      }
    }
    let duration = readSeconds("duration", members, required: true, line: line, reader: &reader)
    let delay = readSeconds("delay", members, required: false, line: line, reader: &reader)
    var values: [Point]?
    if let member = reader.required("values", in: members, of: what, line: line), let property {
      values = readValues(member, points: property == .position, reader: &reader)
    }
    var offsets: [Double]?
    var offsetsValid = true
    if let member = reader.member("offsets", in: members) {
      let numbers = numbers(member.value)
      let rising = numbers.map { zip($0, $0.dropFirst()).allSatisfy { $0 <= $1 } } ?? false
      if let numbers, rising, numbers.first == 0, numbers.last == 1,
        numbers.count == values?.count ?? numbers.count
      {
        offsets = numbers
      } else {
        offsetsValid = false
        reader.fail(
          "\"offsets\" must be one fraction for each value, rising from 0 to 1", line: member.value.line)
      }
    }
    let timing = readTimingFunction(members, reader: &reader)
    let trigger = readTrigger(members, reader: &reader)
    guard let property, let duration, let delay, let values, offsetsValid, let timing, let trigger else {
      return nil
    }
    guard reachesOnlyNumbers(values, timing: timing) else {
      // The element would be given infinity, which stops the program (an element holds only
      // finite geometry).
      reader.fail(
        "the tween's \"values\" and \"timingFunction\" reach past the largest number: a keyframe and "
          + "the next differ by more than a number holds, or the curve's overshoot carries them there",
        line: line)
      return nil
    }
    return TweenDescription(
      property: property, duration: duration, delay: delay, values: values, offsets: offsets,
      timingFunction: timing, trigger: trigger)
  }

  /// `trigger`: the gesture that starts the tween, `.some(nil)` when absent (it starts when the
  /// scene loads), or nil when it is wrong.
  private static func readTrigger(_ members: [JSONMember], reader: inout DocumentReader)
    -> TweenDescription.Trigger??
  {
    guard let member = reader.member("trigger", in: members) else { return .some(nil) }
    guard let name = reader.string(member) else { return nil }
    guard let trigger = TweenDescription.Trigger(rawValue: name) else {
      reader.fail(
        "\"trigger\" must be one of "
          + TweenDescription.Trigger.allCases.map(\.rawValue).joined(separator: ", ") + ", not \"\(name)\"",
        line: member.value.line)
      return nil
    }
    return .some(trigger)
  }

  /// A number of seconds, finite and at least 0 (0 when not required and absent).
  private static func readSeconds(
    _ key: String, _ members: [JSONMember], required: Bool, line: Int, reader: inout DocumentReader
  ) -> Double? {
    let member =
      required
      ? reader.required(key, in: members, of: "a tween interaction", line: line)
      : reader.member(key, in: members)
    guard let member else { return required ? nil : 0 }
    guard let n = reader.number(member) else { return nil }
    guard n.isFinite, n >= 0 else {
      reader.fail("\"\(key)\" must be 0 or more seconds, not \(n.messageSpelling)", line: member.value.line)
      return nil
    }
    return n
  }

  /// The keyframes: `[x, y]` pairs for a position, numbers otherwise; at least one.
  private static func readValues(_ member: JSONMember, points: Bool, reader: inout DocumentReader) -> [Point]?
  {
    guard case .array(let items) = member.value.kind, !items.isEmpty else {
      reader.fail("\"values\" must be an array of at least one keyframe", line: member.value.line)
      return nil
    }
    var values: [Point] = []
    for item in items {
      if points {
        guard let point = reader.pair(item, named: "values") else { return nil }
        values.append(point)
      } else if case .number(let n) = item.kind, n.isFinite {
        values.append(Point(x: n, y: 0))
      } else {
        reader.fail("\"values\" of a scale or a rotation must be numbers", line: item.line)
        return nil
      }
    }
    return values
  }

  /// Whether every value the tween gives stays a finite number: each segment runs from a
  /// keyframe `a` to the next `b` as a + (b − a)·progress, and a Bézier's progress stays between
  /// its control points' y and 0 and 1 (its curve lies within their hull).
  static func reachesOnlyNumbers(_ values: [Point], timing: TimingFunction) -> Bool {
    let progress: [Double]
    switch timing {
    case .linear: progress = [0, 1]
    case .cubicBezier(_, let y1, _, let y2): progress = [min(0, y1, y2), max(1, y1, y2)]
    case .piecewiseLinear(let stops): progress = stops.map(\.output) + [0, 1]
    }
    return zip(values, values.dropFirst()).allSatisfy { a, b in
      progress.allSatisfy { (a + (b - a) * $0).isFinite }
    }
  }

  /// `timingFunction`: a CSS name or `[x1, y1, x2, y2]` of a cubic Bézier (ease-in-out when absent).
  private static func readTimingFunction(_ members: [JSONMember], reader: inout DocumentReader)
    -> TimingFunction?
  {
    guard let member = reader.member("timingFunction", in: members) else { return .easeInOut }
    if case .string(let name) = member.value.kind,
      let named = timingFunctionNames.first(where: { $0.name == name })
    {
      return named.function
    }
    if let c = numbers(member.value), c.count == 4, (0...1).contains(c[0]), (0...1).contains(c[2]) {
      return .cubicBezier(x1: c[0], y1: c[1], x2: c[2], y2: c[3])
    }
    reader.fail(
      "\"timingFunction\" must be one of " + timingFunctionNames.map(\.name).joined(separator: ", ")
        + ", or [x1, y1, x2, y2] with x1 and x2 in 0...1", line: member.value.line)
    return nil
  }

  /// The finite numbers of an array value, or nil when it is not one.
  private static func numbers(_ value: JSONValue) -> [Double]? {
    guard case .array(let items) = value.kind else { return nil }
    var numbers: [Double] = []
    for item in items {
      guard case .number(let n) = item.kind, n.isFinite else { return nil }
      numbers.append(n)
    }
    return numbers
  }
}
