/// How far the numbers of a dump or track may be from their golden's: one tolerance for every
/// number (`dumpTolerance`), and one a quantity that wins over it for that quantity's numbers.
struct NumberTolerances: Sendable, Equatable {
  /// Every number without a tolerance of its quantity (default 1e-6).
  var any = CommandLineDefaults.dumpTolerance
  /// The tolerance of each quantity given.
  var byQuantity: [DumpQuantity: Double] = [:]

  /// The tolerance of a number of `quantity`.
  func tolerance(for quantity: DumpQuantity?) -> Double {
    quantity.flatMap { byQuantity[$0] } ?? any
  }

  /// `every number within 1e-6`, or with the quantities' own: `every number within 1e-6
  /// (points within 0.5 pt)`.
  var within: String {
    let own = DumpQuantity.allCases.compactMap { quantity in
      byQuantity[quantity].map { "\(quantity.rawValue) within \(JSONWriter.format($0)) \(quantity.unit)" }
    }
    return "every number within \(JSONWriter.format(any))"
      + (own.isEmpty ? "" : " (\(own.joined(separator: ", ")))")
  }
}
