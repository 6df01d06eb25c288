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
struct PNGEncoder {
  /// The filtered rows, each a filter byte followed by the row's bytes.
  private var scanlines: [UInt8] = []
  /// The whole file after `encode`.
  private(set) var file: [UInt8] = []

  /// Encodes a `width` × `height` image of `channels` (3 for RGB, 4 for RGBA) bytes a pixel;
  /// `fillRow(y, bytes)` writes row y's `width · channels` bytes, left to right.
  mutating func encode(
    width: Int, height: Int, channels: Int, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) throws {
    precondition((channels == 3 || channels == 4) && width > 0 && height > 0)
    let rowBytes = width * channels
    let stride = rowBytes + 1
    let rawCount = stride * height
    if scanlines.count < rawCount { scanlines = [UInt8](repeating: 0, count: rawCount) }
    scanlines.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress!
      for y in 0..<height {
        let row = base + y * stride
        row[0] = 1  // Sub
        fillRow(y, row + 1)
        var i = rowBytes
        while i > channels {
          row[i] &-= row[i - channels]
          i -= 1
        }
      }
    }
    file.removeAll(keepingCapacity: true)
    file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header: [UInt8] = []
    header.reserveCapacity(13)
    Self.appendBigEndian(UInt32(width), to: &header)
    Self.appendBigEndian(UInt32(height), to: &header)
    header.append(contentsOf: [8, channels == 4 ? 6 : 2, 0, 0, 0])
    appendChunk("IHDR", header)
    try appendCompressedChunk(count: rawCount)
    appendChunk("IEND", [])
  }

  /// Writes the encoded file at `path` (see `writeAtomically(_:to:)`).
  func write(to path: String) throws {
    try file.withUnsafeBytes { try writeAtomically($0, to: path) }
  }

  /// Appends the IDAT chunk: the first `count` bytes of `scanlines`, deflated.
  private mutating func appendCompressedChunk(count: Int) throws {
    let lengthAt = file.count
    file.append(contentsOf: [0, 0, 0, 0, 0x49, 0x44, 0x41, 0x54])
    var stream = z_stream()
    let ready = deflateInit2_(
      &stream, 1, Z_DEFLATED, 15, 8, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard ready == Z_OK else { throw SDLError("zlib could not start (\(ready))") }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, UInt(count)))
    let dataAt = file.count
    file.append(contentsOf: repeatElement(0, count: bound))
    let status = scanlines.withUnsafeMutableBufferPointer { input in
      file.withUnsafeMutableBufferPointer { output in
        stream.next_in = input.baseAddress
        stream.avail_in = UInt32(count)
        stream.next_out = output.baseAddress! + dataAt
        stream.avail_out = UInt32(bound)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw SDLError("zlib could not compress (\(status))") }
    let length = Int(stream.total_out)
    file.removeLast(bound - length)
    var lengthBytes: [UInt8] = []
    Self.appendBigEndian(UInt32(length), to: &lengthBytes)
    file.replaceSubrange(lengthAt..<lengthAt + 4, with: lengthBytes)
    appendCRC(from: lengthAt + 4)
  }

  private mutating func appendChunk(_ type: String, _ data: [UInt8]) {
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

  private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(UInt8(value >> 24))
    bytes.append(UInt8((value >> 16) & 0xFF))
    bytes.append(UInt8((value >> 8) & 0xFF))
    bytes.append(UInt8(value & 0xFF))
  }
}
