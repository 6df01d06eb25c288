import ArgumentParser
import Foundation
import SandboxHost

/// A first argument that is no command and no option, or one asked about with `help`:
/// "unknown command", with the closest command's name when one is near, in one line; nil when
/// the arguments name no unknown command.
func unknownCommandMessage(_ arguments: [String]) -> String? {
  guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
  // `help nosuch` printed the root help with exit status 0, as if it had answered.
  if first == "help" { return unknownCommandMessage(Array(arguments.dropFirst())) }
  let names = MotionSandbox.configuration.subcommands.map { $0._commandName } + ["help"]
  guard !names.contains(first) else { return nil }
  let list = "commands: " + names.filter { $0 != "help" }.joined(separator: ", ")
  if let near = CommandSuggestion.closest(to: first, among: names) {
    return "unknown command \"\(first)\"; did you mean \"\(near)\"? (\(list))"
  }
  return "unknown command \"\(first)\" (\(list); see motion-sandbox --help)"
}

/// The arguments that are not UTF-8 text, shown with their bytes escaped. Swift reads every
/// argument as UTF-8, replacing what is not: a path that is not would name another file, or
/// write into another folder.
func argumentsThatAreNotText() -> [String] {
  (1..<Int(CommandLine.argc)).compactMap { index in
    guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { return nil }
    var bytes: [UInt8] = []
    var cursor = raw
    while cursor.pointee != 0 {
      bytes.append(UInt8(bitPattern: cursor.pointee))
      cursor += 1
    }
    return bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }
      .joined()
  }
}

let notText = argumentsThatAreNotText()
if !notText.isEmpty {
  for argument in notText {
    FileHandle.standardError.write(
      Data(("error: the argument \"\(argument)\" is not UTF-8 text; motion-sandbox takes UTF-8 paths\n").utf8)
    )
  }
  Foundation.exit(2)
}

/// `arguments` with a bare `--accept` (last, or followed by another option) spelled
/// `--accept=*`, the target that accepts every case: an option of the argument parser
/// always takes a value.
func spellingBareAccept(_ arguments: [String]) -> [String] {
  arguments.indices.map { index in
    let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
    let isBare = arguments[index] == "--accept" && (next.map { $0.hasPrefix("-") } ?? true)
    return isBare ? "--accept=*" : arguments[index]
  }
}
SuiteRunner.endWithTheTestThatStarted()

// An unknown command is refused before parsing: with `--help` after it, the parser printed the
// default command's help and exited 0, as if the command existed.
if let unknown = unknownCommandMessage(Array(CommandLine.arguments.dropFirst())) {
  Commands.printError(unknown)
  Foundation.exit(2)
}

// ArgumentParser's own usage errors exit with status 2 and an `error:` line, as bad input does.
do {
  var command = try MotionSandbox.parseAsRoot(spellingBareAccept(Array(CommandLine.arguments.dropFirst())))
  try command.run()
} catch let exit as ExitCode {
  Foundation.exit(exit.rawValue)
} catch {
  let code = MotionSandbox.exitCode(for: error)
  if code == .success {
    print(MotionSandbox.fullMessage(for: error))
    Foundation.exit(0)
  }
  var message = MotionSandbox.fullMessage(for: error)
  if message.hasPrefix("Error: ") { message = String(message.dropFirst("Error: ".count)) }
  // As the parser wrote it: its usage errors span lines (the help and usage follow).
  FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
  Foundation.exit(2)
}

/// `line` with its arrows and signs spelled in ASCII: the argument parser's man-page generator
/// drops every other character, which turned "1–9" into "19" and "← →" into nothing. A column
/// stays where it was: the run of spaces before it gives back what longer spellings took
/// ("↑ ↓        choose" becomes "Up Down    choose"), down to two spaces.
func asciiSpelling(_ line: String) -> String {
  let spellings: [Character: String] = [
    "←": "Left", "→": "Right", "↑": "Up", "↓": "Down", "×": "x", "÷": "/", "–": "-", "—": "-",
    "≥": ">=", "≤": "<=", "·": "-", "…": "...", "⅛": "1/8",
  ]
  let characters = Array(line)
  var spelled = ""
  var owed = 0
  for (index, character) in characters.enumerated() {
    if let spelling = spellings[character] {
      spelled += spelling
      owed += spelling.count - 1
    } else if character == " ", owed > 0, characters.dropFirst(index + 1).prefix(2) == [" ", " "] {
      owed -= 1
    } else if character.isASCII {
      spelled.append(character)
    } else {
      spelled += "?"
    }
  }
  return spelled
}
