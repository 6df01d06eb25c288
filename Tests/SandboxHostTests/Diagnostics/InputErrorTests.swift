import Testing

@testable import SandboxHost

@Suite struct InputErrorTests {
  /// A file whose name holds a line break printed its error over two lines, the second of
  /// which named no file.
  @Test func anErrorLineStaysOneLineWhateverTheFileIsCalled() {
    let error = InputError(file: "a\nb\r.jsonl", line: 2, message: "unexpected word 'bad'")
    #expect(error.description == "error: a\\nb\\r.jsonl:2: unexpected word 'bad'")
    #expect(!error.description.contains("\n"))
    #expect(
      InputError(file: "plain é.json", line: nil, message: "no such file").description
        == "error: plain é.json: no such file")
  }
}
