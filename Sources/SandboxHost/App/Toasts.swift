/// A short message shown in the live window for a moment: the path `c`, `d` or `w` wrote, the
/// scene switched to, a reload, or what went wrong. A newer message replaces the one showing.
struct Toasts: Sendable {
  /// How long a message stays, in seconds of wall time.
  static let duration = 2.5
  private var text = ""
  private var until = -Double.infinity

  /// Creates an empty set: nothing showing.
  init() {}

  /// Shows `message` (its first line, for a multi-line report) from wall time `time` on.
  mutating func show(_ message: String, at time: Double) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: true)
    guard let first = lines.first else { return }
    text = lines.count > 1 ? "\(first) (+\(lines.count - 1) more in the terminal)" : String(first)
    until = time + Self.duration
  }

  /// The message showing at wall time `time`, or nil.
  func message(at time: Double) -> String? {
    time < until ? text : nil
  }
}
