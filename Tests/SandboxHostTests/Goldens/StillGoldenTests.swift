import CSDL2
import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  /// A capture alike with its golden to the pixel is written as the golden's own bytes
  /// (`GoldenStrategy.sameStill`), so it is not encoded and `test` needs decode neither file.
  @Suite struct StillGoldenTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A 40 × 30 frame of varied RGB bytes, and the PNG of it at `name`.
    private func frameAndGolden(_ name: String) throws -> [UInt8] {
      let frame = (0..<(40 * 30 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 31 >> 2) }
      var encoder = PNGEncoder()
      try encoder.encode(width: 40, height: 30, channels: 3) { y, rows, at in
        PixelRows.copy(frame.span, (y * 120)..<((y + 1) * 120), into: &rows, at: at)
      }
      try encoder.write(to: folder.file(name))
      return frame
    }

    @Test func aGoldenOfTheVeryPixelsGivesItsBytes() throws {
      let frame = try frameAndGolden("golden.png")
      let path = folder.file("golden.png")
      let bytes = StillGolden().sameStill(golden: path, as: frame, width: 40, height: 30)
      #expect(bytes == FileManager.default.contents(atPath: path))
      #expect(
        GoldenStrategies.strategy(forFileAt: path).sameStill(golden: path, as: frame, width: 40, height: 30)
          != nil)
      // An RGB PNG loads as RGB24, whose rows are compared with the frame's at once.
      let loaded = try #require(IMG_Load(path))
      #expect(Surface(owning: loaded).withRGB24Bytes { _ in true } == true)
    }

    @Test func aPixelOrASizeThatDiffersOrNoGoldenGivesNothing() throws {
      var frame = try frameAndGolden("golden.png")
      let path = folder.file("golden.png")
      frame[3 * (40 * 17 + 23) + 1] &+= 1
      #expect(StillGolden().sameStill(golden: path, as: frame, width: 40, height: 30) == nil)
      #expect(
        StillGolden().sameStill(
          golden: path, as: [UInt8](repeating: 0, count: 30 * 40 * 3), width: 30, height: 40) == nil)
      #expect(
        StillGolden().sameStill(golden: folder.file("none.png"), as: frame, width: 40, height: 30) == nil)
    }

    @Test func aFilmGoldenIsNeverTakenForAStill() throws {
      let frame = try frameAndGolden("still.png")
      var film = FilmEncoder(width: 40, height: 30)
      try film.append(frame, at: 0)
      let path = folder.file("film.png")
      try writeAtomically(Data(film.file()), to: path)
      #expect(
        GoldenStrategies.strategy(forFileAt: path).sameStill(golden: path, as: frame, width: 40, height: 30)
          == nil)
    }
  }
}
