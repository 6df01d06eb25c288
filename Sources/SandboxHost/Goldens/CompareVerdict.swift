/// The options of `motion-sandbox compare` as given; each kind of file checks those that apply
/// to it.
struct CompareOptions: Sendable, Equatable {
  /// `--tolerance`: per channel for images and films, for numbers in dumps and tracks; nil for
  /// the kind's default.
  var tolerance: Double?
  /// `--max-pixels`: pixels of an image that may differ beyond the tolerance.
  var maxPixels = 0
  /// `--diff`: where an image's diff goes; nil for the default beside the current folder.
  var diffPath: String?
}

/// What `compare` found for two files of one kind, for the command to print: a line after
/// `alike: ` or `different: `, and for differences the lines under it.
struct CompareVerdict: Sendable, Equatable {
  var alike: Bool
  var summary: String
  var details: [String] = []

  /// The lines the command prints.
  var lines: [String] { [(alike ? "alike: " : "different: ") + summary] + details }
}
