import Testing

@testable import SandboxHost

/// A scene's text kept deflated reads back exactly, and tells the same text from any other.
@Suite struct CompressedTextTests {
  @Test func aKeptTextReadsBackExactly() {
    let scene = (0..<2000).map {
      "{\"name\": \"e\($0)\", \"position\": [\($0 % 800), 5], \"size\": [16, 12]}"
    }
    .joined(separator: ",\n")
    for text in ["", "x", "Grüße, 世界 🌍\n\tend", scene] {
      let kept = CompressedText(text)
      #expect(kept.text == text)
      #expect(kept.holds(text))
    }
  }

  @Test func aKeptTextHoldsNoOtherText() {
    let text = String(repeating: "{\"size\": [16, 12]}\n", count: 500)
    let kept = CompressedText(text)
    #expect(!kept.holds(text + " "))
    #expect(!kept.holds(text.replacingOccurrences(of: "[16, 12]", with: "[17, 12]")))
    #expect(!kept.holds(""))
    // The same length, another byte.
    var edited = Array(text.utf8)
    edited[100] = UInt8(ascii: "9")
    #expect(!kept.holds(String(decoding: edited, as: UTF8.self)))
  }
}
