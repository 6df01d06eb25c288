import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct PNGHeaders {
    @Test func aPNGsSizeIsReadFromItsHeaderAndAnythingElseIsRefused() throws {
      // The contact sheet lays its tiles out from these sizes before it decodes any image.
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try writeImage(folder.file("a.png"), width: 37, height: 21, fill: Color(red: 1, green: 2, blue: 3))
      let size = try PNGHeader.size(of: folder.file("a.png"))
      #expect(size.width == 37 && size.height == 21)
      try Data("not a png at all, just text".utf8).write(to: URL(fileURLWithPath: folder.file("b.png")))
      #expect(throws: ImageError.notPNG(path: folder.file("b.png"))) {
        try PNGHeader.size(of: folder.file("b.png"))
      }
      #expect(throws: ImageError.missing(path: folder.file("c.png"))) {
        try PNGHeader.size(of: folder.file("c.png"))
      }
    }

    @Test func aPNGCutShortIsRefusedBeforeAnyDecoderReadsIt() throws {
      // SDL_image's reader, fed past the end of such a file, hung for ever (make fuzz found it).
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try writeImage(folder.file("whole.png"), width: 8, height: 8, fill: Color(red: 9, green: 8, blue: 7))
      let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("whole.png"))))
      // Every chunk from the IHDR on: where its data starts and its name.
      var chunks: [(start: Int, name: String)] = []
      var offset = 8
      while offset + 8 <= whole.count {
        let length = whole[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        chunks.append((offset, String(decoding: whole[(offset + 4)..<(offset + 8)], as: UTF8.self)))
        offset += 12 + length
      }
      #expect(chunks.map(\.name).first == "IHDR" && chunks.map(\.name).last == "IEND")
      let cases: [(bytes: [UInt8], reason: String)] = [
        (Array(whole.dropLast(12)), "it is cut short before its IEND chunk (truncated)"),
        (
          Array(whole.dropLast(14)),
          "it is cut short inside its \(chunks[chunks.count - 2].name) chunk (truncated)"
        ),
        (Array(whole.prefix(chunks[1].start)), "it is cut short before its IEND chunk (truncated)"),
        (
          Array(whole.prefix(chunks[1].start)) + [0x80, 0, 0, 0] + Array("IDAT".utf8),
          "its IDAT chunk's length is past the format's limit"
        ),
      ]
      for (index, (bytes, reason)) in cases.enumerated() {
        let path = folder.file("cut-\(index).png")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: ImageError.unreadable(path: path, reason: reason)) {
          try PNGHeader.sizeOfWholeFile(path)
        }
        #expect(throws: ImageError.unreadable(path: path, reason: reason)) {
          try RGBAImage(contentsOfPNG: path)
        }
      }
      let size = try PNGHeader.sizeOfWholeFile(folder.file("whole.png"))
      #expect(size.width == 8 && size.height == 8)
      // The header alone is all the contact sheet needs before it decodes: a film cut short
      // still says its size there, and `FilmDecoder` says where its bytes end.
      #expect(try PNGHeader.size(of: folder.file("cut-0.png")).width == 8)
    }
  }
}
