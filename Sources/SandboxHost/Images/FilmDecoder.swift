import CSDL2
import Foundation

/// Reads a film that `FilmEncoder` wrote, strictly, one frame at a time.
///
/// The whole file is checked when it is opened: the PNG signature, every chunk's length and
/// CRC, an 8-bit RGB header without interlacing, the animation control (`acTL`) before the
/// image data and a frame control (`fcTL`) before every frame with sequence numbers in order,
/// each frame inside the canvas with the first covering all of it, the frame count the `acTL`
/// gives, the frame times (see `FilmEncoder.timesKeyword`) one per frame and increasing, and
/// `IEND` last. Anything else (a still PNG, a truncated film, another program's APNG with
/// features films never use) is an `ImageError.unreadable` saying what is wrong. Frames are then
/// decompressed and unfiltered one at a time into `canvas`, so a long film needs the memory of
/// one frame.
struct FilmDecoder {
  /// Pixels across.
  let width: Int
  /// Pixels down.
  let height: Int
  /// Each frame's script time.
  let times: [Double]
  /// The frame last decoded, whole: RGB, rows `3 · width` bytes apart.
  private(set) var canvas: [UInt8]
  /// How many frames `next()` has decoded.
  private(set) var decoded = 0

  private let path: String
  private let bytes: [UInt8]
  /// Each frame's rectangle and the byte ranges of its compressed data (one range a chunk).
  private let frames: [(rectangle: FrameRectangle, data: [Range<Int>])]
  private var raw: [UInt8] = []
  private let inflater = Inflater()

  /// Opens and checks the film at `path`.
  init(path: String) throws(ImageError) {
    _ = try PNGHeader.size(of: path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "permission denied")
    }
    try self.init(bytes: [UInt8](data), path: path)
  }

  /// Checks film bytes; `path` only names the film in faults.
  init(bytes: [UInt8], path: String) throws(ImageError) {
    self.path = path
    self.bytes = bytes
    func fault(_ reason: String) -> ImageError { .unreadable(path: path, reason: "not a film: " + reason) }
    guard bytes.count >= 8, Array(bytes[0..<8]) == PNGEncoder.signature else { throw .notPNG(path: path) }
    func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }

    var size: (width: Int, height: Int)?
    var frameCount: Int?
    var times: [Double]?
    var frames: [(rectangle: FrameRectangle, data: [Range<Int>])] = []
    var expectedSequence = 0
    var sawImageData = false
    var sawEnd = false
    var chunks = PNGChunks(bytes)
    while !chunks.isAtEnd {
      guard !sawEnd else { throw fault("bytes follow its IEND chunk") }
      let chunk: PNGChunks.Chunk
      do {
        chunk = try chunks.next()
      } catch {
        switch error {
        case .cutShort: throw fault("it is cut short inside a chunk (truncated)")
        case .damaged(let type): throw fault("the CRC of its \(type) chunk is wrong (damaged)")
        }
      }
      let (type, dataRange) = (chunk.type, chunk.data)
      let (dataStart, length) = (dataRange.lowerBound, dataRange.count)
      if size == nil, type != "IHDR" { throw fault("its first chunk is \(type), not IHDR") }
      switch type {
      case "IHDR":
        guard size == nil, length == 13 else { throw fault("its IHDR chunk is repeated or malformed") }
        let (w, h) = (bigEndian(dataStart), bigEndian(dataStart + 4))
        guard w > 0, h > 0, w <= 1 << 15, h <= 1 << 15 else {
          throw fault("its size \(w)×\(h) is out of range")
        }
        guard Array(bytes[(dataStart + 8)..<(dataStart + 13)]) == [8, 2, 0, 0, 0] else {
          throw fault("its pixels are not 8-bit RGB without interlacing, as films are")
        }
        size = (w, h)
      case "acTL":
        guard frameCount == nil, length == 8, !sawImageData else {
          throw fault("its acTL chunk is repeated, malformed or after the image data")
        }
        frameCount = bigEndian(dataStart)
        guard frameCount! > 0 else { throw fault("its acTL chunk counts no frames") }
      case "tEXt":
        let text = bytes[dataRange]
        guard let zero = text.firstIndex(of: 0),
          String(decoding: text[text.startIndex..<zero], as: UTF8.self) == FilmEncoder.timesKeyword
        else { break }
        let spelled = String(decoding: text[(zero + 1)...], as: UTF8.self).split(separator: " ")
        let parsed = spelled.compactMap { Double($0) }
        guard parsed.count == spelled.count, parsed.allSatisfy(\.isFinite),
          zip(parsed, parsed.dropFirst()).allSatisfy({ $0 < $1 })
        else { throw fault("its frame times are not increasing numbers") }
        times = parsed
      case "fcTL":
        guard let size, length == 26, bigEndian(dataStart) == expectedSequence else {
          throw fault("frame control \(frames.count) is malformed or out of sequence")
        }
        expectedSequence += 1
        let rectangle = FrameRectangle(
          x: bigEndian(dataStart + 12), y: bigEndian(dataStart + 16), width: bigEndian(dataStart + 4),
          height: bigEndian(dataStart + 8))
        guard rectangle.width > 0, rectangle.height > 0, rectangle.x + rectangle.width <= size.width,
          rectangle.y + rectangle.height <= size.height
        else { throw fault("frame \(frames.count) lies outside the \(size.width)×\(size.height) canvas") }
        if frames.isEmpty, rectangle != FrameRectangle(x: 0, y: 0, width: size.width, height: size.height) {
          throw fault("its first frame does not cover the whole canvas")
        }
        guard bytes[dataStart + 24] == 0 else { throw fault("frame \(frames.count) disposes of itself") }
        if let last = frames.last, last.data.isEmpty { throw fault("frame \(frames.count - 1) has no data") }
        frames.append((rectangle, []))
      case "IDAT":
        guard frameCount != nil else { throw fault("it has no acTL chunk: a still PNG, not an animated one") }
        guard frames.count == 1, !sawImageData || !(frames[0].data.isEmpty) else {
          throw fault("its image data is not the first frame")
        }
        sawImageData = true
        frames[0].data.append(dataRange)
      case "fdAT":
        guard frames.count > 1, length > 4, bigEndian(dataStart) == expectedSequence else {
          throw fault("frame data \(max(0, frames.count - 1)) is misplaced or out of sequence")
        }
        expectedSequence += 1
        frames[frames.count - 1].data.append((dataStart + 4)..<dataRange.upperBound)
      case "IEND":
        sawEnd = true
      default:
        // Ancillary chunks (a lower-case first letter) may be skipped; critical ones may not.
        guard let first = type.utf8.first, first & 0x20 != 0 else {
          throw fault("it has a critical chunk \(type) that films never hold")
        }
      }
    }
    guard sawEnd else { throw fault("it has no IEND chunk (truncated)") }
    guard let size, let frameCount else {
      throw fault("it has no acTL chunk: a still PNG, not an animated one")
    }
    guard sawImageData else { throw fault("it has no image data") }
    guard frames.count == frameCount, frames.allSatisfy({ !$0.data.isEmpty }) else {
      throw fault("its acTL chunk counts \(frameCount) frames but it holds \(frames.count)")
    }
    guard let times else {
      throw fault("it has no frame times (a \"\(FilmEncoder.timesKeyword)\" text chunk)")
    }
    guard times.count == frameCount else {
      throw fault("it has \(frameCount) frames but \(times.count) frame times")
    }
    width = size.width
    height = size.height
    self.times = times
    self.frames = frames
    canvas = [UInt8](repeating: 0, count: size.width * size.height * 3)
  }

  /// How many frames the film has.
  var frameCount: Int { times.count }

  /// The rectangle of the frame last decoded: where it differs from the frame before (the
  /// whole canvas for the first); nil before the first.
  var lastRectangle: FrameRectangle? { decoded > 0 ? frames[decoded - 1].rectangle : nil }

  /// Decodes the next frame into `canvas` and returns its index, or nil after the last.
  /// Throws when its data does not decompress to exactly the rectangle's filtered rows.
  mutating func next() throws(ImageError) -> Int? {
    guard try inflateNext() else { return nil }
    return try unfilterInflated()
  }

  /// The first half of `next()`: inflates the next frame's rows, to be unfiltered by
  /// `unfilterInflated()`; false after the last frame.
  mutating func inflateNext() throws(ImageError) -> Bool {
    guard decoded < frames.count else { return false }
    let rectangle = frames[decoded].rectangle
    let stride = rectangle.width * 3 + 1
    let expected = stride * rectangle.height
    // One byte more than the rows need: a stream that fills it holds too much.
    if raw.count < expected + 1 { raw = [UInt8](repeating: 0, count: expected + 1) }
    // Every chunk's CRC was checked when the film was opened: the stream's own Adler-32 over the
    // inflated rows (about half as long as inflating them) would check the same bytes again.
    guard
      inflater.decompress(frames[decoded].data, of: bytes, into: &raw, length: expected, checksummed: false)
    else {
      throw .unreadable(
        path: path, reason: "not a film: frame \(decoded)'s data is damaged or not the size of its rectangle")
    }
    return true
  }

  /// The second half of `next()`: unfilters the rows `inflateNext()` inflated onto the canvas and
  /// returns the frame's index. Rows filtered with None or Sub need no row above, so when every
  /// row is (a film's rows are all Sub), a large rectangle's rows are unfiltered in bands at once,
  /// as many as a capture of that size is encoded in (`PNGEncoder.bandCount`).
  mutating func unfilterInflated() throws(ImageError) -> Int {
    let rectangle = frames[decoded].rectangle
    let stride = rectangle.width * 3 + 1
    let bands = PNGEncoder.bandCount(rawBytes: rectangle.width * rectangle.height * 3)
    let independent = bands > 1 && (0..<rectangle.height).allSatisfy { raw[$0 * stride] <= 1 }
    if independent {
      unfilterIndependentRows(rectangle, stride: stride, bands: min(bands, rectangle.height))
    } else if let filter = unfilter(rectangle, stride: stride) {
      throw .unreadable(
        path: path, reason: "not a film: frame \(decoded) has an unknown row filter \(filter)")
    }
    decoded += 1
    return decoded - 1
  }

  /// Unfilters rows filtered with None or Sub in `bands` bands on as many threads, each band
  /// writing only its own rows of the canvas.
  private mutating func unfilterIndependentRows(_ rectangle: FrameRectangle, stride: Int, bands: Int) {
    let rowBytes = width * 3
    let rows = raw
    let height = rectangle.height
    @Sendable func firstRow(_ band: Int) -> Int { band * height / bands }
    PixelRows.forEachBand(
      bands, of: &canvas,
      range: { (rectangle.y + firstRow($0)) * rowBytes..<(rectangle.y + firstRow($0 + 1)) * rowBytes }
    ) { band, canvas in
      let source = rows.span
      for y in firstRow(band)..<firstRow(band + 1) {
        let at = (y - firstRow(band)) * rowBytes + rectangle.x * 3
        _ = RowFilter.unfilter(
          source[y * stride], source, from: y * stride + 1, into: &canvas, at: at, above: nil,
          count: rectangle.width * 3)
      }
    }
  }

  /// Unfilters the rows of `raw`, each `stride` bytes, onto the canvas at `rectangle`; the
  /// first unknown filter found, or nil.
  private mutating func unfilter(_ rectangle: FrameRectangle, stride: Int) -> UInt8? {
    let rowBytes = width * 3
    let rows = raw
    let raw = rows.span
    var canvas = canvas.mutableSpan
    for y in 0..<rectangle.height {
      let filter = raw[y * stride]
      // Unfiltered straight onto the canvas, where the row above is the frame's row above once
      // it is done (PNG filters see the frame alone: its first row has none above).
      let target = (rectangle.y + y) * rowBytes + rectangle.x * 3
      guard
        RowFilter.unfilter(
          filter, raw, from: y * stride + 1, into: &canvas, at: target,
          above: y > 0 ? target - rowBytes : nil, count: rectangle.width * 3)
      else { return filter }
    }
    return nil
  }
}
