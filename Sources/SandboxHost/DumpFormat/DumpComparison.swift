/// One field that differs between two state dumps (docs/dumps.md).
struct DumpDifference: Equatable, Sendable, CustomStringConvertible {
  /// Where the field is, such as `elements[square].position[0]`; array items that carry a name
  /// are keyed by it (see `DumpComparison`), others by their index.
  var path: String
  /// The expected value as compact JSON, or `(absent)`.
  var expected: String
  /// The actual value as compact JSON, or `(absent)`.
  var actual: String
  /// For two numbers: how far apart they are, of what quantity, and the tolerance they exceed.
  var gap: NumberGap?

  /// `PATH: expected E, actual A`, and for numbers how far apart in the quantity's unit.
  var description: String {
    "\(path): expected \(expected), actual \(actual)" + (gap.map { " (\($0))" } ?? "")
  }
}

/// How far two numbers of a dump are apart, beyond their tolerance.
struct NumberGap: Equatable, Sendable, CustomStringConvertible {
  /// The absolute difference (infinite or NaN where one is not finite).
  var distance: Double
  /// The tolerance it exceeds.
  var tolerance: Double
  /// What the numbers measure, or nil for a number of no quantity.
  var quantity: DumpQuantity?

  /// `3 pt apart, tolerance 0.5 pt (points)`.
  var description: String {
    let unit = quantity.map { " " + $0.unit } ?? ""
    let name = quantity.map { " (\($0.rawValue))" } ?? " (dumpTolerance)"
    return
      "\(distance.significantSpelling)\(unit) apart, tolerance \(tolerance.significantSpelling)\(unit)\(name)"
  }
}

/// Compares two state dumps field by field: numbers within a tolerance, everything else equal.
///
/// The one implementation behind `motion-sandbox compare` on dumps and the suite runner. Objects
/// are compared key by key (a key on one side only is a difference). Arrays whose items are all
/// objects with a label are matched by label, so a difference names the element rather than an
/// index: an item's label is its `name`, else `TYPE:ELEMENT` from its `type` (or `kind`) and
/// `element` (`interactions[tossable:square]`, `gestures[drag:scene]`); a label seen again in
/// the same array gets `#2`, `#3`… Other arrays are compared index by index.
enum DumpComparison {
  /// How an absent value is shown.
  static let absent = "(absent)"

  /// Reads and compares the dumps at `expected` and `actual`; an empty result means they are
  /// alike. Throws `InputErrors` naming the file (and line) when one is missing, unreadable or
  /// not JSON.
  static func compare(expected: String, actual: String, tolerances: NumberTolerances = NumberTolerances())
    throws(InputErrors) -> [DumpDifference]
  {
    var errors: [InputError] = []
    let a = parse(file: expected, into: &errors)
    let b = parse(file: actual, into: &errors)
    guard errors.isEmpty, let a, let b else { throw InputErrors(errors) }
    return differences(expected: a, actual: b, tolerances: tolerances)
  }

  /// Parses one dump file, adding its fault to `errors` when it cannot be read or parsed, or
  /// is JSON of another kind (a dump is an object with `t` and `atRest`).
  static func parse(file path: String, into errors: inout [InputError]) -> JSONValue? {
    do {
      let text = try TextFile.read(path)
      let value = try JSONParser.parse(text, file: path)
      let looks = FileContents.guess(text)
      guard looks == .dump else {
        let instead = looks.map { "; it looks like \($0.rawValue)" } ?? ""
        errors.append(
          InputError(
            file: path, line: nil,
            message: "not a state dump (an object with \"t\" and \"atRest\", as dump lines write)\(instead)"))
        return nil
      }
      guard Self.hasDumpHeader(value) else {
        errors.append(
          InputError(
            file: path, line: nil,
            message: "not a state dump: its \"t\" must be a number and its \"atRest\" true or false"))
        return nil
      }
      return value
    } catch {
      errors.append(contentsOf: error.errors)
      return nil
    }
  }

  /// Whether `value`'s `t` is a number and its `atRest` a boolean, as every dump's are.
  private static func hasDumpHeader(_ value: JSONValue) -> Bool {
    guard let members = value.members else { return false }
    let t = members.first { $0.key == "t" }?.value.kind
    let atRest = members.first { $0.key == "atRest" }?.value.kind
    guard case .number = t, case .bool = atRest else { return false }
    return true
  }

  /// Every difference between two parsed dumps, in the expected dump's order.
  static func differences(expected: JSONValue, actual: JSONValue, tolerances: NumberTolerances)
    -> [DumpDifference]
  {
    var found: [DumpDifference] = []
    walk(expected, actual, path: "", tolerances: tolerances, into: &found)
    return found
  }

  private static func walk(
    _ a: JSONValue, _ b: JSONValue, path: String, tolerances: NumberTolerances,
    into found: inout [DumpDifference]
  ) {
    switch (a.kind, b.kind) {
    case (.number(let x), .number(let y)):
      // The quantity is looked up only where a quantity has a tolerance of its own, or to name
      // it in a difference: most numbers of a large dump are equal.
      let quantity = tolerances.byQuantity.isEmpty ? nil : DumpQuantity.of(path: path)
      let tolerance = tolerances.tolerance(for: quantity)
      if !(abs(x - y) <= tolerance) {
        var difference = difference(path, a, b)
        difference.gap = NumberGap(
          distance: abs(x - y), tolerance: tolerance, quantity: quantity ?? DumpQuantity.of(path: path))
        found.append(difference)
      }
    case (.object(let x), .object(let y)):
      let (inX, inY) = (MemberFinder(x), MemberFinder(y))
      for member in x {
        let childPath = path.isEmpty ? member.key : path + "." + member.key
        if let other = inY.first(member.key) {
          walk(member.value, other.value, path: childPath, tolerances: tolerances, into: &found)
        } else {
          found.append(DumpDifference(path: childPath, expected: compact(member.value), actual: absent))
        }
      }
      for member in y where inX.first(member.key) == nil {
        let childPath = path.isEmpty ? member.key : path + "." + member.key
        found.append(DumpDifference(path: childPath, expected: absent, actual: compact(member.value)))
      }
    case (.array(let x), .array(let y)):
      if let keysA = labels(x), let keysB = labels(y) {
        walkKeyed(x, keysA, y, keysB, path: path, tolerances: tolerances, into: &found)
      } else {
        for index in 0..<max(x.count, y.count) {
          let childPath = "\(path)[\(index)]"
          if index < x.count, index < y.count {
            walk(x[index], y[index], path: childPath, tolerances: tolerances, into: &found)
          } else {
            found.append(
              DumpDifference(
                path: childPath, expected: index < x.count ? compact(x[index]) : absent,
                actual: index < y.count ? compact(y[index]) : absent))
          }
        }
      }
    default:
      if a.kind != b.kind { found.append(difference(path, a, b)) }
    }
  }

  /// Arrays of labelled items: matched by label; an item on one side only, or the same items in
  /// another order, is a difference.
  private static func walkKeyed(
    _ x: [JSONValue], _ keysA: [String], _ y: [JSONValue], _ keysB: [String], path: String,
    tolerances: NumberTolerances, into found: inout [DumpDifference]
  ) {
    // Labels are unique within an array (`labels` numbers repeats), so tables find them in
    // constant time: thousands of elements compare in linear time.
    var whereInB: [String: Int] = [:]
    for (index, key) in keysB.enumerated() { whereInB[key] = index }
    let inA = Set(keysA)
    for (index, key) in keysA.enumerated() {
      let childPath = "\(path)[\(key)]"
      if let other = whereInB[key] {
        walk(x[index], y[other], path: childPath, tolerances: tolerances, into: &found)
      } else {
        found.append(DumpDifference(path: childPath, expected: compact(x[index]), actual: absent))
      }
    }
    for (index, key) in keysB.enumerated() where !inA.contains(key) {
      found.append(DumpDifference(path: "\(path)[\(key)]", expected: absent, actual: compact(y[index])))
    }
    let common = inA.intersection(keysB)
    let orderA = keysA.filter { common.contains($0) }
    let orderB = keysB.filter { common.contains($0) }
    if orderA != orderB {
      found.append(
        DumpDifference(
          path: path + " (order)", expected: "[" + orderA.joined(separator: ", ") + "]",
          actual: "[" + orderB.joined(separator: ", ") + "]"))
    }
  }

  /// The label of every item, or nil when some item has none.
  static func labels(_ items: [JSONValue]) -> [String]? {
    var labels: [String] = []
    var seen: [String: Int] = [:]
    for item in items {
      guard let label = label(of: item) else { return nil }
      let count = (seen[label] ?? 0) + 1
      seen[label] = count
      labels.append(count == 1 ? label : "\(label)#\(count)")
    }
    return labels
  }

  /// `name`, else `TYPE:ELEMENT` (or `KIND:ELEMENT`), else nil.
  static func label(of item: JSONValue) -> String? {
    guard let members = item.members else { return nil }
    func string(_ key: String) -> String? {
      guard let member = members.first(where: { $0.key == key }), case .string(let s) = member.value.kind
      else { return nil }
      return s
    }
    if let name = string("name") { return name }
    if let element = string("element"), let type = string("type") ?? string("kind") {
      return "\(type):\(element)"
    }
    return nil
  }

  private static func difference(_ path: String, _ a: JSONValue, _ b: JSONValue) -> DumpDifference {
    DumpDifference(path: path.isEmpty ? "(document)" : path, expected: compact(a), actual: compact(b))
  }

  /// The value as one line of JSON, numbers spelled as dumps spell them: a number written whole
  /// (a count) stays whole, any other shows its fraction.
  static func compact(_ value: JSONValue) -> String {
    JSONWriter(expandedDepth: 0).string(from: output(value))
  }

  private static func output(_ value: JSONValue) -> JSONOutput {
    switch value.kind {
    case .null: .null
    case .bool(let b): .bool(b)
    case .number(let n):
      if value.isWrittenWhole, let whole = Int(exactly: n) { .integer(whole) } else { .number(n) }
    case .string(let s): .string(s)
    case .array(let items): .array(items.map(output))
    case .object(let members): .object(members.map { ($0.key, output($0.value)) })
    }
  }
}

/// Finds an object's members by key (a parsed object has each key once): by a search in an
/// object of a few members (a dump's element has eight), through a table in a larger one, so that comparing two objects of many keys takes linear time (a search
/// for each key took 1.4 s for two objects of 20,000 keys).
private struct MemberFinder {
  private let members: [JSONMember]
  private let table: [String: Int]?
  /// Up to this many members, a search costs less than hashing each key.
  private static let largestSearched = 16

  init(_ members: [JSONMember]) {
    self.members = members
    guard members.count > Self.largestSearched else {
      table = nil
      return
    }
    var table: [String: Int] = [:]
    table.reserveCapacity(members.count)
    for (index, member) in members.enumerated() { table[member.key] = index }
    self.table = table
  }

  /// The member whose key is `key`, or nil.
  func first(_ key: String) -> JSONMember? {
    guard let table else { return members.first { $0.key == key } }
    return table[key].map { members[$0] }
  }
}
