import CSDL2
import Dispatch
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

  /// Encodes a `width` × `height` image of `channels` (3 for RGB, 4 for RGBA) bytes a pixel;
  /// `fillRow(y, bytes)` writes row y's `width · channels` bytes, left to right. It may be called
  /// for several rows at once from different threads, and must write only the row it is given.
  mutating func encode(
    width: Int, height: Int, channels: Int, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) throws {
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
  mutating func compress(
    width: Int, height: Int, channels: Int, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) throws {
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
    var results = [BandResult](repeating: BandResult(), count: count)
    withoutActuallyEscaping(fillRow) { fillRow in
      scanlines.withUnsafeMutableBufferPointer { scanlines in
        compressed.withUnsafeMutableBufferPointer { compressed in
          results.withUnsafeMutableBufferPointer { results in
            let work = BandWork(
              scanlines: scanlines.baseAddress!, compressed: compressed.baseAddress!, offsets: offsets,
              capacities: capacities, results: results.baseAddress!, rows: rows, stride: stride,
              channels: channels,
              fillRow: fillRow)
            DispatchQueue.concurrentPerform(iterations: count) { band in work.run(band) }
          }
        }
      }
    }
    var checksum: UInt = 1
    for (band, result) in results.enumerated() {
      guard result.status == Z_OK || result.status == Z_STREAM_END else {
        throw SDLError("zlib could not compress (\(result.status))")
      }
      checksum =
        band == 0
        ? result.checksum : adler32_combine(checksum, result.checksum, off_t(stride * rows[band].count))
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
    try file.withUnsafeBytes { try writeAtomically($0, to: path) }
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
    let crc = file.withUnsafeBufferPointer { bytes in
      crc32(0, bytes.baseAddress! + start, UInt32(bytes.count - start))
    }
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
  var status: Int32 = Z_STREAM_ERROR
  var length = 0
  var checksum: UInt = 1
}

/// What the threads that encode the bands share. Each band writes only its own rows of
/// `scanlines`, its own stretch of `compressed` and its own result, so no two threads touch the
/// same bytes; the buffers outlive `DispatchQueue.concurrentPerform`, which returns only when
/// every band is done.
private struct BandWork: @unchecked Sendable {
  let scanlines: UnsafeMutablePointer<UInt8>
  let compressed: UnsafeMutablePointer<UInt8>
  let offsets: [Int]
  let capacities: [Int]
  let results: UnsafeMutablePointer<BandResult>
  let rows: [Range<Int>]
  let stride: Int
  let channels: Int
  let fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void

  /// Fills, filters and compresses band `band`.
  func run(_ band: Int) {
    let start = scanlines + rows[band].lowerBound * stride
    for y in rows[band] {
      let row = scanlines + y * stride
      row[0] = 1  // Sub
      fillRow(y, row + 1)
      var i = stride - 1
      while i > channels {
        row[i] &-= row[i - channels]
        i -= 1
      }
    }
    let count = rows[band].count * stride
    results[band].checksum = adler32(1, start, UInt32(count))
    var stream = z_stream()
    // Raw deflate (negative window bits): the zlib header and checksum are the whole file's.
    let ready = deflateInit2_(
      &stream, 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard ready == Z_OK else {
      results[band].status = ready
      return
    }
    defer { deflateEnd(&stream) }
    stream.next_in = start
    stream.avail_in = UInt32(count)
    stream.next_out = compressed + offsets[band]
    stream.avail_out = UInt32(capacities[band])
    // Every band but the last ends on a byte boundary with its final block still open, so the
    // next band's blocks follow on; the last ends the stream.
    let isLast = band == rows.count - 1
    let status = deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
    let complete =
      isLast ? status == Z_STREAM_END : status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0
    results[band].status = complete ? (isLast ? Z_STREAM_END : Z_OK) : (status == Z_OK ? Z_BUF_ERROR : status)
    results[band].length = Int(stream.total_out)
  }
}
