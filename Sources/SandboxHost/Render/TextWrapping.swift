extension TextRenderer {
  /// `line` broken at spaces into lines no wider than `width` pixels as this renderer draws
  /// them (a word wider than that is broken where it reaches the edge): messages and faults
  /// wrap inside the area they are drawn in rather than being cut at its edge.
  func wrapped(_ line: String, toWidth width: Double) throws -> [String] {
    func fits(_ candidate: String) throws -> Bool { Double(try size(of: candidate).width) <= width }
    guard try !fits(line) else { return [line] }
    var result: [String] = []
    var current = ""
    for word in line.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if try fits(candidate) {
        current = candidate
        continue
      }
      if !current.isEmpty { result.append(current) }
      current = ""
      for character in word {
        if try !current.isEmpty && !fits(current + String(character)) {
          result.append(current)
          current = ""
        }
        current.append(character)
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }
}
