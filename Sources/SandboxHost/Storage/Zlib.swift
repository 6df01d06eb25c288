import CSDL2

/// zlib's calls, taking spans: checksums, one-shot compression of a text, and a raw deflate
/// stream of one band of PNG rows. zlib reads and writes only the lengths it is given, which
/// are the spans' own.
enum Zlib {
  /// The CRC-32 of `bytes`, as a PNG chunk stores it.
  static func crc32(_ bytes: Span<UInt8>) -> UInt {
    // Safe: zlib reads `bytes.count` bytes from the span, which is borrowed for the call.
    bytes.withUnsafeBufferPointer { CSDL2.crc32(0, $0.baseAddress, UInt32($0.count)) }
  }

  /// The Adler-32 of `bytes`, as a zlib stream ends with.
  static func adler32(_ bytes: Span<UInt8>) -> UInt {
    // Safe: as `crc32`.
    bytes.withUnsafeBufferPointer { CSDL2.adler32(1, $0.baseAddress, UInt32($0.count)) }
  }

  /// The Adler-32 of two stretches one after the other, from each one's and the second's length.
  static func adler32(combining first: UInt, _ second: UInt, secondLength: Int) -> UInt {
    adler32_combine(first, second, off_t(secondLength))
  }

  /// `bytes` deflated at zlib's fastest level, in storage of its own length; nil when zlib
  /// cannot deflate them.
  static func compress(_ bytes: Span<UInt8>) -> [UInt8]? {
    var length = compressBound(UInt(bytes.count))
    var deflated = [UInt8](repeating: 0, count: Int(length))
    // Safe: zlib reads `bytes.count` bytes and writes at most `length` bytes, the room it was
    // given; both buffers are borrowed for the call.
    let status = bytes.withUnsafeBufferPointer { source in
      deflated.withUnsafeMutableBufferPointer { target in
        compress2(target.baseAddress, &length, source.baseAddress, UInt(source.count), 1)
      }
    }
    guard status == Z_OK else { return nil }
    // Copied into storage of its own length: the buffer deflated into has room for the worst
    // case, as large as the input.
    return Array(deflated[..<Int(length)])
  }

  /// What `compress` deflated, inflated again: nil unless it inflates to exactly `count` bytes.
  static func uncompress(_ stored: [UInt8], count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var length = UInt(count)
    // Safe: zlib reads `stored.count` bytes and writes at most `count`, the room it was given.
    let status = bytes.withUnsafeMutableBufferPointer { target in
      stored.withUnsafeBufferPointer { source in
        CSDL2.uncompress(target.baseAddress, &length, source.baseAddress, UInt(source.count))
      }
    }
    return status == Z_OK && Int(length) == count ? bytes : nil
  }

  /// Deflates `input` at level 1 with run-length matching into a raw deflate stream (no zlib
  /// header or checksum) at the front of `output`: ended when `finishing`, else flushed to a byte
  /// boundary with its last block open, so another band's stream may follow it. Returns zlib's
  /// status (`Z_STREAM_END` or `Z_OK` when all went in and fitted) and the bytes written.
  static func deflateBand(
    _ input: Span<UInt8>, into output: inout MutableSpan<UInt8>, finishing: Bool
  ) -> (status: Int32, length: Int) {
    var stream = z_stream()
    let ready = deflateInit2_(
      &stream, 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard ready == Z_OK else { return (ready, 0) }
    defer { deflateEnd(&stream) }
    // Safe: zlib reads the `input.count` bytes and writes at most `output.count` bytes it is
    // told of, from spans borrowed for the whole call; the stream forgets both before it ends.
    let status = input.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { output in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = UInt32(input.count)
        stream.next_out = output.baseAddress
        stream.avail_out = UInt32(output.count)
        defer { (stream.next_in, stream.next_out) = (nil, nil) }
        return deflate(&stream, finishing ? Z_FINISH : Z_SYNC_FLUSH)
      }
    }
    let complete =
      finishing ? status == Z_STREAM_END : status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0
    return (
      complete ? (finishing ? Z_STREAM_END : Z_OK) : (status == Z_OK ? Z_BUF_ERROR : status),
      Int(stream.total_out)
    )
  }
}

/// Decompresses zlib streams one after another with one zlib inflater, reset between streams.
///
/// zlib's `uncompress` sets up an inflater (about 7 KiB of state) and tears it down on every
/// call; a film decodes one stream a frame, so a suite verifying a film would allocate and free
/// that much for every frame. This keeps the state for as long as the decoder lives.
final class Inflater {
  private var stream = z_stream()
  private let ready: Bool

  init() {
    ready = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
  }

  deinit {
    if ready { inflateEnd(&stream) }
  }

  /// Decompresses the zlib stream whose bytes are the `pieces` of `source`, in order, into the
  /// front of `output`; true when the stream is whole and decompresses to exactly `length`
  /// bytes. `output` must hold more than `length`, so that a stream holding more fills the
  /// spare byte and is refused. Bytes after the end of the stream are ignored, as `uncompress`
  /// ignores them. `checksummed: false` skips the stream's Adler-32 check, for data whose bytes
  /// a checksum of their own has already vouched for (a PNG chunk's CRC).
  func decompress(
    _ pieces: [Range<Int>], of source: [UInt8], into output: inout [UInt8], length: Int,
    checksummed: Bool = true
  ) -> Bool {
    precondition(output.count > length)
    precondition(pieces.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= source.count })
    guard ready, inflateReset(&stream) == Z_OK, inflateValidate(&stream, checksummed ? 1 : 0) == Z_OK else {
      return false
    }
    var status = Z_OK
    // Safe: every piece lies within `source` (checked above) and zlib writes at most
    // `length + 1` bytes, within `output`; both arrays are borrowed while zlib holds their
    // addresses, and the stream forgets them before this returns.
    source.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { output in
        stream.next_out = output.baseAddress
        stream.avail_out = UInt32(length + 1)
        for piece in pieces where status == Z_OK {
          stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress! + piece.lowerBound)
          stream.avail_in = UInt32(piece.count)
          // Until this piece is used up, the stream ends or zlib can go no further.
          repeat { status = inflate(&stream, Z_NO_FLUSH) } while status == Z_OK && stream.avail_in > 0
        }
      }
    }
    let produced = Int(stream.total_out)
    stream.next_in = nil
    stream.next_out = nil
    return status == Z_STREAM_END && produced == length
  }
}
