import Foundation

/// A film being recorded, checked against its golden frame by frame as each frame is drawn
/// (`FilmGolden.frameCheck`): while every frame agrees within the tolerance nothing is encoded,
/// and a film that agrees throughout is written as its golden's own bytes.
final class FilmFrameCheck {
  /// The golden's path.
  let path: String
  private let tolerance: Int
  private let allowance: PixelAllowance
  private var golden: FilmDecoder
  /// Whether the golden's next frame was decoded ahead, while the recorded frame was drawn
  /// (nil when that was not tried).
  private var decodedAhead: Bool?
  /// Whether the last frame checked was the golden's to the byte.
  private var lastWasExact = false

  /// A check against the film at `path`, a pixel alike within `tolerance` per channel and a
  /// frame alike when at most `allowance`'s pixels differ; nil when it cannot be read as a film.
  init?(golden path: String, tolerance: Int, allowance: PixelAllowance) {
    guard let golden = try? FilmDecoder(path: path) else { return nil }
    self.path = path
    self.tolerance = tolerance
    self.allowance = allowance
    self.golden = golden
  }

  /// Whether the golden is a film of `width` × `height` with exactly the frame `times` planned;
  /// only then can its frames stand for the recording's.
  func fits(width: Int, height: Int, times: [Double]) -> Bool {
    golden.width == width && golden.height == height && golden.times == times
  }

  /// Inflates the golden's next frame; called while the recorded frame is drawn, so the two
  /// overlap on two cores.
  func inflateAhead() {
    decodedAhead = (try? golden.inflateNext()) == true
  }

  /// Finishes the frame inflated ahead (unfiltering it in bands, on every core).
  func finishAhead() {
    if decodedAhead == true { decodedAhead = (try? golden.unfilterInflated()) != nil }
  }

  /// Whether `frame` (RGB rows of `width` × `height`) is alike with the golden's next frame.
  /// `changed` holds every pixel that may differ from the frame checked before (nil: any): when
  /// that frame was the golden's to the byte, only the rows of `changed` and of the golden
  /// frame's own rectangle can differ, and only they are compared.
  func matches(_ frame: [UInt8], width: Int, height: Int, changed: PixelBox? = nil) -> Bool {
    let decoded = decodedAhead ?? ((try? golden.next()) != nil)
    decodedAhead = nil
    guard decoded, golden.width == width, golden.height == height else { return false }
    var rows = 0..<height
    if lastWasExact, let changed, let rectangle = golden.lastRectangle {
      let box = changed.union(
        PixelBox(
          left: rectangle.x, top: rectangle.y, right: rectangle.x + rectangle.width,
          bottom: rectangle.y + rectangle.height)
      ).intersection(PixelBox(width: width, height: height))
      rows = box.top..<box.bottom
    }
    let result = ImageComparison.differences(
      golden.canvas, frame, width: width, height: height, channels: 3, tolerance: tolerance, rows: rows)
    lastWasExact = result.largest == 0
    return result.count <= allowance.allowed(of: width * height)
  }

  /// An encoder holding the golden's first `count` frames: the start of a film that agreed with
  /// its golden up to its frame `count`, each shown for `frameInterval` seconds.
  func encoderWithFrames(before count: Int, frameInterval: Double) throws -> FilmEncoder {
    var encoder = FilmEncoder(width: golden.width, height: golden.height, frameInterval: frameInterval)
    var again = try FilmDecoder(path: path)
    while let index = try again.next(), index < count {
      try encoder.append(again.canvas, at: again.times[index])
    }
    return encoder
  }
}
