/// The tolerances of a case (`case.json`, docs/suites.md): the case's own, and those of single
/// goldens under `files`, each starting from the case's and overriding what it names.
struct CaseTolerances: Sendable, Equatable {
  /// The keys of tolerances, at the top of `case.json` and in each entry of `files`.
  static let keys = [
    "tolerance", "maxPixels", "maxPixelRatio", "dumpTolerance", "points", "scale", "radians",
    "pointsPerSecond",
  ]

  /// The case's tolerances.
  var shared = GoldenTolerances()
  /// The tolerances of the goldens named under `files`, by output name.
  var byFile: [String: GoldenTolerances] = [:]

  /// The tolerances of the golden named `name`.
  func tolerances(for name: String) -> GoldenTolerances { byFile[name] ?? shared }

  /// The strictest channel tolerance of any film or still, so that a replay comparing films
  /// while it films them (`replay --goldens`) never takes as alike what the case would not.
  var strictestPixels: Int { ([shared.pixels] + byFile.values.map(\.pixels)).min() ?? shared.pixels }

  /// Reads the tolerance keys of `members` (the top of `case.json`) and its `files`, recording
  /// each fault with its line in `reader`.
  static func read(_ members: [JSONMember], reader: inout DocumentReader) -> CaseTolerances {
    var result = CaseTolerances()
    result.shared = read(members, over: GoldenTolerances(), reader: &reader)
    guard let files = reader.member("files", in: members) else { return result }
    guard let entries = reader.object(files.value, "\"files\"") else { return result }
    for entry in entries {
      guard let keys = reader.object(entry.value, "\"files\".\"\(entry.key)\"") else { continue }
      reader.rejectUnknownKeys(keys, allowed: Self.keys, in: "\"files\".\"\(entry.key)\"")
      result.byFile[entry.key] = read(keys, over: result.shared, reader: &reader)
    }
    return result
  }

  /// `base` with what `members` give of the tolerance keys.
  private static func read(
    _ members: [JSONMember], over base: GoldenTolerances, reader: inout DocumentReader
  ) -> GoldenTolerances {
    var tolerances = base
    func number(_ key: String, _ rule: String, isAllowed: (Double) -> Bool) -> Double? {
      reader.number(key, in: members, mustBe: rule, where: isAllowed)
    }
    let isWhole = { (value: Double) in value == value.rounded() }
    if let value = number(
      "tolerance", "a whole number from 0 to 255", isAllowed: { (0...255).contains($0) && isWhole($0) })
    {
      tolerances.pixels = Int(value)
    }
    let count = number("maxPixels", "a whole number ≥ 0", isAllowed: { $0 >= 0 && $0 <= 1e9 && isWhole($0) })
    let ratio = number("maxPixelRatio", "from 0 to 1", isAllowed: { (0...1).contains($0) })
    if count != nil, ratio != nil, let member = reader.member("maxPixelRatio", in: members) {
      reader.fail("give \"maxPixels\" or \"maxPixelRatio\", not both", line: member.value.line)
    } else if let count {
      tolerances.allowance = .pixels(Int(count))
    } else if let ratio {
      tolerances.allowance = .ratio(ratio)
    }
    if let value = number("dumpTolerance", "≥ 0", isAllowed: { $0 >= 0 }) { tolerances.numbers.any = value }
    for quantity in DumpQuantity.allCases {
      if let value = number(quantity.rawValue, "≥ 0 (\(quantity.unit))", isAllowed: { $0 >= 0 }) {
        tolerances.numbers.byQuantity[quantity] = value
      }
    }
    return tolerances
  }
}
