/// Reads the action of a `film` or `track` line:
/// `{"t": 0.5, "film": "toss.png", "until": 2.5, "every": 0.05}`.
///
/// The name follows the rules of capture and dump names; `until` is a script time ≥ the line's
/// own `t` (checked with `t` by `InputScript`); `every`, when given, is a number of seconds
/// above 0 and at most `InputScript.maximumTime`. A line asking for more than
/// `FilmLine.maximumFrames` frames is refused by the script model, which knows the frame rate.
enum FilmLineReader {
  /// The keys a film or track line may have besides its action.
  static let keys = ["until", "every"]

  /// The action, or nil after recording every fault of the line.
  static func read(
    _ action: JSONMember, _ members: [JSONMember], time: Double?, _ reader: inout DocumentReader
  ) -> Directive? {
    let kind = action.key == "film" ? FilmLine.Kind.film : .track
    reader.rejectUnknownKeys(members, allowed: ["t", action.key] + keys, in: "a \(action.key) line")
    var name = reader.string(action)
    if let given = name, let fault = InputScript.outputNameFault(given) {
      reader.fail("\"\(action.key)\" \(fault)", line: action.value.line)
      name = nil
    } else if let given = name, InputScript.finalOutputNames.contains(given) {
      reader.fail(
        "\(given) is written by every replay at the end; name the \(action.key) otherwise",
        line: action.value.line)
      name = nil
    }
    var until: Double?
    if let m = reader.required("until", in: members, of: "a \(action.key) line", line: action.value.line),
      let value = reader.number(m)
    {
      if let time, value < time {
        reader.fail(
          "\"until\" \(value.messageSpelling) is before the line's \"t\" \(time.messageSpelling)",
          line: m.value.line)
      } else if value > InputScript.maximumTime {
        reader.fail(
          "\"until\" must be at most \(InputScript.maximumTime.messageSpelling) seconds", line: m.value.line)
      } else {
        until = value
      }
    }
    var every: Double?
    var everyIsValid = true
    if let m = reader.member("every", in: members) {
      everyIsValid = false
      if let value = reader.number(m) {
        if value > InputScript.maximumTime {
          // Beyond a script's longest time it is one frame all the same, and its count of frames
          // (every × fps) would overflow an Int.
          reader.fail(
            "\"every\" must be at most \(InputScript.maximumTime.messageSpelling) seconds, the latest time a "
              + "script may have, not \(value.messageSpelling)", line: m.value.line)
        } else if value > 0 {
          every = value
          everyIsValid = true
        } else {
          reader.fail(
            "\"every\" must be a number of seconds above 0, not \(value.messageSpelling)", line: m.value.line)
        }
      }
    }
    guard let name, let until, everyIsValid else { return nil }
    return .record(FilmLine(kind: kind, name: name, until: until, every: every))
  }
}
