import Testing

@testable import SandboxHost

/// The parse error of `text`, or nil when it parses.
private func syntaxError(_ text: String) -> JSONSyntaxError? {
  do {
    _ = try JSONParser.parse(text)
    return nil
  } catch {
    return error
  }
}

@Test func parsesNestedValuesWithTheirLinesAndColumns() throws {
  let text = """
    {
      "a": [1, -2.5e2, true],
      "b": {"c": null, "d": "x"}
    }
    """
  let value = try JSONParser.parse(text)
  let members = try #require(value.members)
  #expect(members.map(\.key) == ["a", "b"])
  #expect((members[0].line, members[0].column) == (2, 3))
  guard case .array(let items) = members[0].value.kind else {
    Issue.record("a is not an array")
    return
  }
  #expect(items.map(\.kind) == [.number(1), .number(-250), .bool(true)])
  #expect(items.map(\.column) == [9, 12, 20])
  let inner = try #require(members[1].value.members)
  #expect(inner[0].value == JSONValue(kind: .null, line: 3, column: 14))
  #expect(inner[1].value == JSONValue(kind: .string("x"), line: 3, column: 25))
}

@Test func unescapesEveryEscapeAndUnicode() throws {
  let value = try JSONParser.parse(#""q\" b\\ s\/ \b\f\n\r\t \u00e9 \uD83D\uDE00 ü""#)
  #expect(value.kind == .string("q\" b\\ s/ \u{08}\u{0C}\n\r\t é 😀 ü"))
}

@Test func columnsCountCharactersNotBytes() {
  // "é" is two bytes in UTF-8 but one column.
  let error = syntaxError(#"["é" 1]"#)
  #expect(error == JSONSyntaxError(line: 1, column: 6, message: "expected ',' or ']' after value, found '1'"))
}

@Test func reportsTheLineOfAMissingComma() {
  let text = """
    {
      "a": 1,
      "b": 2
      "c": 3
    }
    """
  #expect(
    syntaxError(text)
      == JSONSyntaxError(line: 4, column: 3, message: "expected ',' or '}' after value, found '\"'"))
}

@Test func aLoneCRIsALineBreakAsLFAndCRLFAre() throws {
  // A scene saved with CR line endings had every fault reported on line 1.
  let lines = ["{", "  \"a\": 1,", "  \"b\": 2", "  \"c\": 3", "}"]
  for ending in ["\n", "\r\n", "\r"] {
    #expect(
      syntaxError(lines.joined(separator: ending))
        == JSONSyntaxError(line: 4, column: 3, message: "expected ',' or '}' after value, found '\"'"))
    let members = try #require(try JSONParser.parse("{" + ending + "\"a\": 1" + ending + "}").members)
    #expect((members[0].line, members[0].column) == (2, 1))
  }
}

@Test func rejectsEmptyInputAndTrailingGarbage() {
  #expect(syntaxError("")?.message == "empty input: expected a JSON value")
  #expect(syntaxError("  \n ")?.line == 2)
  #expect(
    syntaxError("{} x")
      == JSONSyntaxError(line: 1, column: 4, message: "unexpected text after the JSON value: 'x'"))
  #expect(syntaxError("[1]\n]")?.line == 2)
}

@Test func rejectsNonFiniteNumbers() {
  #expect(syntaxError("[NaN]")?.message == "NaN is not a finite number")
  #expect(syntaxError("[Infinity]")?.message == "Infinity is not a finite number")
  #expect(
    syntaxError("[1, -Infinity]")
      == JSONSyntaxError(line: 1, column: 5, message: "-Infinity is not a finite number"))
  #expect(syntaxError("[1e999]")?.message == "1e999 is not a finite number")
  #expect(syntaxError("[-1e400]")?.message == "-1e400 is not a finite number")
}

@Test func rejectsNumbersOutsideTheGrammar() {
  #expect(syntaxError("01")?.message == "numbers must not have leading zeros")
  #expect(syntaxError("1.")?.message == "expected a digit after '.'")
  #expect(syntaxError("-")?.message == "expected a digit after '-'")
  #expect(syntaxError("1e")?.message == "expected a digit in the exponent")
  #expect(syntaxError("+1")?.message == "expected a value, found '+'")
  #expect(syntaxError(".5")?.message == "expected a value, found '.'")
}

@Test func acceptsTheWholeNumberGrammar() throws {
  #expect(try JSONParser.parse("-0").kind == .number(0))
  #expect(try JSONParser.parse("1E+2").kind == .number(100))
  #expect(try JSONParser.parse("2.5e-1").kind == .number(0.25))
  #expect(try JSONParser.parse("1e-400").kind == .number(0))
}

@Test func rejectsMalformedStrings() {
  #expect(syntaxError(#"["abc"#) == JSONSyntaxError(line: 1, column: 2, message: "unterminated string"))
  #expect(syntaxError("[\"a\nb\"]")?.message == "line break inside a string (unterminated string?)")
  #expect(syntaxError("[\"a\tb\"]")?.message == "control character U+0009 must be escaped in a string")
  #expect(syntaxError(#"["\x"]"#)?.message == "invalid escape '\\x' in a string")
  #expect(syntaxError(#"["\u12G4"]"#)?.message == "a \\u escape needs four hex digits, found 'G'")
  #expect(syntaxError(#"["\uD83D"]"#)?.message == "unpaired surrogate in a \\u escape")
  #expect(syntaxError(#"["\uDE00"]"#)?.message == "unpaired surrogate in a \\u escape")
}

@Test func rejectsDuplicateKeysAndBadObjects() {
  let text = """
    {"a": 1,
     "a": 2}
    """
  #expect(
    syntaxError(text) == JSONSyntaxError(line: 2, column: 2, message: "duplicate key \"a\" (first on line 1)")
  )
  #expect(syntaxError("{a: 1}")?.message == "expected a string key in double quotes, found 'a'")
  #expect(syntaxError(#"{"a" 1}"#)?.message == "expected ':' after key \"a\", found '1'")
  #expect(syntaxError(#"{"a": 1,}"#)?.message == "trailing comma before '}'")
  #expect(syntaxError("[1,]")?.message == "trailing comma before ']'")
  #expect(syntaxError("[1 2]")?.message == "expected ',' or ']' after value, found '2'")
  #expect(syntaxError(#"{"a": 1"#)?.message == "unexpected end of input: expected ',' or '}'")
  #expect(syntaxError("[tru]")?.message == "unexpected word 'tru' (strings need double quotes)")
}

@Test func limitsNesting() {
  let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
  #expect(syntaxError(deep)?.message == "arrays and objects nested more than 256 deep")
  let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
  #expect(syntaxError(fine) == nil)
}

@Test func numbersLinesFromTheGivenFirstLine() {
  do {
    _ = try JSONParser.parse(#"{"t": }"#, firstLine: 7)
    Issue.record("parsed")
  } catch {
    #expect(error == JSONSyntaxError(line: 7, column: 7, message: "expected a value, found '}'"))
  }
}

@Test func findsADuplicateKeyInAnObjectOfManyKeys() throws {
  // Small objects are checked by looking through their keys, large ones with a table: both
  // name the first occurrence's line.
  let keys = (0..<40).map { "\"k\($0)\": \($0)" }
  let text = "{" + keys.joined(separator: ",\n") + ",\n\"k3\": 0}"
  #expect(
    syntaxError(text)
      == JSONSyntaxError(line: 41, column: 1, message: "duplicate key \"k3\" (first on line 4)"))
  let late = "{" + keys.joined(separator: ",\n") + ",\n\"k39\": 0}"
  #expect(syntaxError(late)?.message == "duplicate key \"k39\" (first on line 40)")
  let unique = try JSONParser.parse("{" + keys.joined(separator: ",\n") + "}")
  #expect(unique.members?.count == 40)
}

@Test func aStringWithAnEscapeAfterPlainTextKeepsBoth() throws {
  let value = try JSONParser.parse(#"["plain then \"quoted\" and \u00e9 then more", "é plain"]"#)
  guard case .array(let items) = value.kind else {
    Issue.record("not an array")
    return
  }
  #expect(items.map(\.kind) == [.string("plain then \"quoted\" and é then more"), .string("é plain")])
  #expect(syntaxError("[\"plain\tthen\"]")?.message == "control character U+0009 must be escaped in a string")
}
