/// What one script line does in the scene shown at its time, as the script model reads it.
struct LineMeaning: Sendable, Equatable {
  /// What the line does.
  enum Effect: Sendable, Equatable {
    /// A touch going down, moving or lifting, for the input adapter.
    case touch
    /// Mouse or wheel input, which the input adapter's mouse emulation turns into touches.
    case pointer
    /// A key press that carries out a command in a replay.
    case command(KeyCommand)
    /// A Shift key going down or up: it changes what `/`, `r` and the arrows mean.
    case shift
    /// A Ctrl key going down or up: it changes what the tuning keys mean (Ctrl-Z undoes).
    case ctrl
    /// A `set` line: the spring of interaction `interaction` takes `parameters` (nil when no
    /// scene is known to read them from).
    case setSpring(interaction: Int, parameters: SpringSetting?)
    /// A `set` line: the deceleration rate of interaction `interaction` becomes `rate`.
    case setDecelerationRate(interaction: Int, rate: Double)
    /// A `capture` or `dump` line: its file is in `writes`.
    case output
    /// Nothing in a replay (a key without a command, a release, a quit key, a touch that is not
    /// down, a `set` line that cannot act, which is an error).
    case nothing
  }

  /// The line.
  var line: ScriptLine
  /// What it does.
  var effect: Effect
  /// The files it writes, in the order it writes them.
  var writes: [ScriptOutput] = []

  /// Whether a recording keeps the line as it is: it acts on replay, and its effect is not
  /// recorded otherwise (a press of `c` or `d` is recorded as the `capture` or `dump` line it
  /// writes, a press of `f` as the `film` and `track` lines it starts, a tuning key, Ctrl-Z and
  /// Ctrl-Y among them, as the `set` lines it makes, and the tuned scene `w` writes is no input
  /// of a replay). A Ctrl key is left out with them: it changes what tuning keys alone mean.
  var isRecorded: Bool {
    switch effect {
    case .touch, .pointer, .shift, .setSpring, .setDecelerationRate, .output: true
    case .command(let command):
      !(command.isTuning || command == .capture || command == .dump || command == .toggleFilm)
    case .ctrl, .nothing: false
    }
  }
}
