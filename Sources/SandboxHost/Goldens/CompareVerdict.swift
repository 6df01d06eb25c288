/// What `compare` found for two files of one kind, for the command to print: a line after
/// `alike: ` or `different: `, and for differences the lines under it.
struct CompareVerdict: Sendable, Equatable {
  var alike: Bool
  var summary: String
  var details: [String] = []

  /// The lines the command prints.
  var lines: [String] { [(alike ? "alike: " : "different: ") + summary] + details }
}
