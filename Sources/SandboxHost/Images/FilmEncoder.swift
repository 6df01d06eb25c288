import CSDL2
import Foundation

/// Builds a film: an animated PNG (APNG) of opaque RGB frames, each shown for one frame
/// interval (the last one too), so a browser plays it at the speed it happened.
///
/// The first frame is the PNG's own image, whole; every later frame stores only the smallest
/// rectangle holding the pixels that changed since the frame before (a frame that changed
/// nothing stores one unchanged pixel), drawn over the canvas as it was. Most of a scene stands
/// still while one element moves, so a film costs little more than its moving parts.
///
/// Delays are fractions of a second with a 16-bit numerator and denominator (1/60 exactly for a
/// frame at 60 a second); the frames' exact script times are kept too, as the shortest decimals that read
/// back as the same doubles, in a `tEXt` chunk (`FilmEncoder.timesKeyword`) that players
/// ignore. `FilmDecoder` reads them.
struct FilmEncoder {
  /// The `tEXt` keyword under which the frames' script times are stored.
  static let timesKeyword = "Frame times"

  /// Pixels across.
  let width: Int
  /// Pixels down.
  let height: Int
  /// How long each frame is shown, in seconds.
  let frameInterval: Double
  /// The frames' script times so far.
  private(set) var times: [Double] = []
  /// The last frame given, whole (RGB, rows `3 · width` bytes apart).
  private var previous: [UInt8] = []
  /// Each frame's rectangle and zlib stream, in order.
  private var frames: [(rectangle: FrameRectangle, stream: [UInt8])] = []
  private var encoder = PNGEncoder()

  /// An empty film of `width` × `height` pixels (both > 0), each frame shown for
  /// `frameInterval` seconds (> 0; a sixtieth by default).
  init(width: Int, height: Int, frameInterval: Double = 1.0 / 60) {
    precondition(width > 0 && height > 0 && frameInterval > 0)
    self.width = width
    self.height = height
    self.frameInterval = frameInterval
  }

  /// How many frames have been added.
  var frameCount: Int { times.count }

  /// Adds `frame` (RGB, `3 · width · height` bytes, rows top to bottom) shown from script time
  /// `time`, which must be later than the last frame's.
  mutating func append(_ frame: [UInt8], at time: Double) throws {
    precondition(frame.count == width * height * 3)
    precondition(times.last.map { time > $0 } ?? true)
    let rectangle =
      previous.isEmpty
      ? FrameRectangle(x: 0, y: 0, width: width, height: height)
      : FrameRectangle.changed(from: previous, to: frame, width: width, height: height)
    let rowBytes = width * 3
    try encoder.compress(width: rectangle.width, height: rectangle.height, channels: 3) { y, rows, at in
      let start = (rectangle.y + y) * rowBytes + rectangle.x * 3
      PixelRows.copy(frame.span, start..<(start + rectangle.width * 3), into: &rows, at: at)
    }
    frames.append((rectangle, encoder.stream))
    times.append(time)
    previous = frame
  }

  /// The APNG file of every frame added (at least one), every frame shown for `frameInterval`;
  /// the film plays once.
  func file() -> [UInt8] {
    precondition(!frames.isEmpty)
    var png = PNGEncoder()
    png.appendSignature()
    png.appendChunk("IHDR", PNGEncoder.header(width: width, height: height, channels: 3))
    var control: [UInt8] = []
    PNGEncoder.appendBigEndian(UInt32(frames.count), to: &control)
    PNGEncoder.appendBigEndian(1, to: &control)
    png.appendChunk("acTL", control)
    let spelled = times.map { "\($0)" }.joined(separator: " ")
    png.appendChunk("tEXt", Array(Self.timesKeyword.utf8) + [0] + Array(spelled.utf8))
    var sequence: UInt32 = 0
    for (index, frame) in frames.enumerated() {
      png.appendChunk("fcTL", Self.frameControl(sequence, frame.rectangle, delay: frameInterval))
      sequence += 1
      if index == 0 {
        png.appendChunk("IDAT", frame.stream)
      } else {
        var data: [UInt8] = []
        data.reserveCapacity(frame.stream.count + 4)
        PNGEncoder.appendBigEndian(sequence, to: &data)
        data.append(contentsOf: frame.stream)
        png.appendChunk("fdAT", data)
        sequence += 1
      }
    }
    png.appendChunk("IEND", [])
    return png.file
  }

  /// Writes the film at `path`, atomically (see `writeAtomically(_:to:)`).
  func write(to path: String) throws {
    try writeAtomically(file().span, to: path)
  }

  /// An fcTL chunk's data: the frame's place, its delay, drawn over the canvas as it was (no
  /// disposal) replacing the pixels it covers.
  private static func frameControl(_ sequence: UInt32, _ rectangle: FrameRectangle, delay: Double) -> [UInt8]
  {
    var data: [UInt8] = []
    data.reserveCapacity(26)
    for value in [
      sequence, UInt32(rectangle.width), UInt32(rectangle.height), UInt32(rectangle.x), UInt32(rectangle.y),
    ] {
      PNGEncoder.appendBigEndian(value, to: &data)
    }
    let (numerator, denominator) = delayFraction(delay)
    data += [
      UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF),
    ]
    data += [0, 0]
    return data
  }

  /// `seconds` as a fraction with a 16-bit numerator and denominator: exact when it is a whole
  /// number of 1/d seconds for a d up to 1000 (a frame at 60, 30 or 24 a second, a twentieth);
  /// else in ten-thousandths of a second where they fit (6.5 s), else in hundredths (clamped at
  /// 655 s).
  static func delayFraction(_ seconds: Double) -> (numerator: UInt16, denominator: UInt16) {
    for denominator in 1...1000 {
      let numerator = (seconds * Double(denominator)).rounded()
      if numerator >= 1, numerator <= Double(UInt16.max),
        abs(seconds * Double(denominator) - numerator) < 1e-9
      {
        return (UInt16(numerator), UInt16(denominator))
      }
    }
    let fine = (seconds * 10_000).rounded()
    if fine <= Double(UInt16.max) { return (UInt16(max(0, fine)), 10_000) }
    return (UInt16(min(Double(UInt16.max), (seconds * 100).rounded())), 100)
  }
}

/// A rectangle of a film's canvas that one frame stores.
struct FrameRectangle: Equatable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// The smallest rectangle holding every pixel that differs between the RGB images `old` and
  /// `new` (`width` × `height`), or the top-left pixel alone when none does.
  static func changed(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> FrameRectangle {
    let rowBytes = width * 3
    var top = -1
    var bottom = -1
    var left = width
    var right = -1
    for y in 0..<height {
      let start = y * rowBytes
      // A row's bytes at once: comparing the slices element by element took a quarter of an
      // updated frame's time.
      guard !ImageComparison.bytesEqual(old, new, in: start..<(start + rowBytes)) else { continue }
      if top < 0 { top = y }
      bottom = y
      // Only the columns outside what is already known need looking at.
      var x = 0
      while x < left, x < width {
        let i = start + 3 * x
        if old[i] != new[i] || old[i + 1] != new[i + 1] || old[i + 2] != new[i + 2] {
          left = x
          break
        }
        x += 1
      }
      x = width - 1
      while x > right {
        let i = start + 3 * x
        if old[i] != new[i] || old[i + 1] != new[i + 1] || old[i + 2] != new[i + 2] {
          right = x
          break
        }
        x -= 1
      }
    }
    guard top >= 0 else { return FrameRectangle(x: 0, y: 0, width: 1, height: 1) }
    return FrameRectangle(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}
