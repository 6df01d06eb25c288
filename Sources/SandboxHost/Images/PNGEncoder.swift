import CSDL2
import Foundation

/// Encodes 8-bit RGB or RGBA images as PNG files with zlib directly, keeping its buffers from
/// one image to the next.
///
/// Each row is stored with PNG's "Sub" filter (a byte minus the same channel of the pixel to its
/// left), which turns the flat colours of a scene into runs of zeros, and compressed at zlib
/// level 1 with run-length matching: several times faster than the default level, and the
/// files stay small because the images are mostly flat. The pixels decoded are exact; only the
/// compressed bytes depend on zlib.
///
/// A large image is filled, filtered and compressed in bands of rows at once, on as many threads
/// as the machine gives (`bandCount(rawBytes:)`): each band is a raw deflate stream of its own
/// that ends on a byte boundary, the bands are joined into one zlib stream, and their checksums
/// are combined. How an image is cut depends on its size alone, so the file is the same on every
/// machine. Run-length matching reaches back one pixel at most, so a band loses nothing by not
/// seeing the one before it.
struct PNGEncoder {
  /// The filtered rows, each a filter byte followed by the row's bytes.
  private var scanlines: [UInt8] = []
  /// The bands' compressed bytes, each band's at the front of its own stretch.
  private var compressed: [UInt8] = []
  /// The whole file after `encode`.
  private(set) var file: [UInt8] = []

  /// How many bands an image of `rawBytes` filtered bytes is compressed in: one per 256 KiB, at
  /// most four. Small images stay whole, where starting threads would cost more than it saves.
  static func bandCount(rawBytes: Int) -> Int { min(4, max(1, rawBytes / (256 * 1024))) }

  /// Writes an image's row `y`, `width · channels` bytes left to right, into `rows` from `at`.
  /// It may be called for several rows at once from different threads, each with its own rows.
  typealias RowFill = @Sendable (_ y: Int, _ rows: inout MutableSpan<UInt8>, _ at: Int) -> Void

  /// Encodes a `width` × `height` image of `channels` (3 for RGB, 4 for RGBA) bytes a pixel,
  /// whose rows `fillRow` writes.
  mutating func encode(width: Int, height: Int, channels: Int, fillRow: RowFill) throws {
    try compress(width: width, height: height, channels: channels, fillRow: fillRow)
    appendSignature()
    appendChunk("IHDR", Self.header(width: width, height: height, channels: channels))
    appendChunk("IDAT", stream)
    appendChunk("IEND", [])
  }

  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Starts `file` afresh with the PNG signature.
  mutating func appendSignature() {
    file.removeAll(keepingCapacity: true)
    file.append(contentsOf: Self.signature)
  }

  /// The IHDR chunk's data: the size, 8 bits a channel, RGB or RGBA, no interlacing.
  static func header(width: Int, height: Int, channels: Int) -> [UInt8] {
    var header: [UInt8] = []
    header.reserveCapacity(13)
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    header.append(contentsOf: [8, channels == 4 ? 6 : 2, 0, 0, 0])
    return header
  }

  /// The zlib stream of the last image given to `compress`: what an IDAT chunk (or an animated
  /// PNG's fdAT chunk) holds.
  private(set) var stream: [UInt8] = []

  /// Filters and compresses a `width` × `height` image into `stream`, as `encode` does, without
  /// making a file of it.
  mutating func compress(width: Int, height: Int, channels: Int, fillRow: RowFill) throws {
    precondition((channels == 3 || channels == 4) && width > 0 && height > 0)
    let stride = width * channels + 1
    let rawCount = stride * height
    if scanlines.count < rawCount { scanlines = [UInt8](repeating: 0, count: rawCount) }
    let count = min(Self.bandCount(rawBytes: rawCount), height)
    let rows = (0..<count).map { band in (band * height / count)..<((band + 1) * height / count) }
    // Each band's stretch holds its worst case, plus the few bytes a flush adds.
    let capacities = rows.map { Int(compressBound(UInt(stride * $0.count))) + 16 }
    let offsets = capacities.indices.map { capacities[..<$0].reduce(0, +) }
    if compressed.count < capacities.reduce(0, +) {
      compressed = [UInt8](repeating: 0, count: capacities.reduce(0, +))
    }
    let results = PixelRows.forEachBand(
      count, of: &scanlines, { rows[$0].lowerBound * stride..<rows[$0].upperBound * stride },
      and: &compressed,
      { offsets[$0]..<offsets[$0] + capacities[$0] }
    ) { band, scanlines, compressed in
      // Each row is its filter byte (Sub) and the row's bytes, minus the pixel to their left.
      for at in Swift.stride(from: 0, to: scanlines.count, by: stride) {
        scanlines[at] = 1
        fillRow(rows[band].lowerBound + at / stride, &scanlines, at + 1)
        PixelRows.applySub(to: &scanlines, at: at + 1, count: stride - 1, channels: channels)
      }
      // Every band but the last ends on a byte boundary with its final block still open, so the
      // next band's blocks follow on; the last ends the stream.
      let deflated = Zlib.deflateBand(scanlines.span, into: &compressed, finishing: band == count - 1)
      return BandResult(
        status: deflated.status, length: deflated.length, checksum: Zlib.adler32(scanlines.span))
    }
    var checksum: UInt = 1
    for (band, result) in results.enumerated() {
      guard result.status == Z_OK || result.status == Z_STREAM_END else {
        throw SDLError("zlib could not compress (\(result.status))")
      }
      checksum =
        band == 0
        ? result.checksum
        : Zlib.adler32(combining: checksum, result.checksum, secondLength: stride * rows[band].count)
    }
    stream.removeAll(keepingCapacity: true)
    // A zlib header (deflate, 32 KiB window, fastest level), the bands' deflate streams in
    // order, and the Adler-32 of all the filtered rows.
    stream.append(contentsOf: [0x78, 0x01])
    for (band, result) in results.enumerated() {
      stream.append(contentsOf: compressed[offsets[band]..<offsets[band] + result.length])
    }
    Self.appendBigEndian(UInt32(truncatingIfNeeded: checksum), to: &stream)
  }

  /// Writes the encoded file at `path` (see `writeAtomically(_:to:)`).
  func write(to path: String) throws {
    try writeAtomically(file.span, to: path)
  }

  /// Appends a chunk of `type` holding `data`, with its length and CRC.
  mutating func appendChunk(_ type: String, _ data: [UInt8]) {
    Self.appendBigEndian(UInt32(data.count), to: &file)
    let typeAt = file.count
    file.append(contentsOf: Array(type.utf8))
    file.append(contentsOf: data)
    appendCRC(from: typeAt)
  }

  /// Appends the CRC of the chunk type and data that start at `start` and run to the end.
  private mutating func appendCRC(from start: Int) {
    let crc = Zlib.crc32(file.span.extracting(start..<file.count))
    Self.appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &file)
  }

  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(UInt8(value >> 24))
    bytes.append(UInt8((value >> 16) & 0xFF))
    bytes.append(UInt8((value >> 8) & 0xFF))
    bytes.append(UInt8(value & 0xFF))
  }
}

/// What compressing one band came to: zlib's last status, the compressed length and the Adler-32
/// of the band's filtered rows.
private struct BandResult {
  var status: Int32
  var length: Int
  var checksum: UInt
}
