import CSDL2

/// zlib's and libdeflate's calls, taking spans: checksums, one-shot compression of a text, and a
/// raw deflate stream of one band of PNG rows. Each library reads and writes only the lengths it
/// is given, which are the spans' own.
enum Zlib {
  /// The CRC-32 of `bytes`, as a PNG chunk stores it.
  static func crc32(_ bytes: Span<UInt8>) -> UInt {
    // Safe: libdeflate reads `bytes.count` bytes from the span, which is borrowed for the call.
    bytes.withUnsafeBufferPointer { UInt(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
  }

  /// The Adler-32 of `bytes`, as a zlib stream ends with.
  ///
  /// libdeflate's: zlib's took 0.8 ms over the rows of an 800 × 600 capture, a quarter of
  /// capturing it, where libdeflate's takes 0.06 ms.
  static func adler32(_ bytes: Span<UInt8>) -> UInt {
    // Safe: as `crc32`.
    bytes.withUnsafeBufferPointer { UInt(libdeflate_adler32(1, $0.baseAddress, $0.count)) }
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

/// Decompresses zlib streams one after another with one libdeflate decompressor.
///
/// A film's frames are deflated with run-length matches (see `Zlib.deflateBand`), which zlib's
/// inflate copies a byte at a time: it took about 2.3 ms to inflate an 800 × 600 frame, most of
/// what verifying a film frame costs, where libdeflate, which decompresses whole buffers, takes
/// about 0.13 ms. The decompressor (its tables, about 11 KiB) is made once and kept for as long as
/// the decoder lives, as is the buffer a stream split over several chunks is gathered into.
final class Inflater {
  private let decompressor: OpaquePointer?
  /// The pieces of the last stream that came in more than one, gathered in order; its storage
  /// is kept for the next.
  private var gathered: [UInt8] = []

  init() {
    decompressor = libdeflate_alloc_decompressor()
  }

  deinit {
    if let decompressor { libdeflate_free_decompressor(decompressor) }
  }

  /// Decompresses the zlib stream whose bytes are the `pieces` of `source`, in order, into the
  /// front of `output`; true when the stream is whole and decompresses to exactly `length`
  /// bytes. `output` must hold more than `length`, so that a stream holding more fills the
  /// spare byte and is refused. Bytes after the end of the stream are ignored, as zlib's
  /// `uncompress` ignores them. `checksummed: false` skips the stream's Adler-32 check, for data
  /// whose bytes a checksum of their own has already vouched for (a PNG chunk's CRC).
  func decompress(
    _ pieces: [Range<Int>], of source: [UInt8], into output: inout [UInt8], length: Int,
    checksummed: Bool = true
  ) -> Bool {
    precondition(output.count > length)
    precondition(pieces.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= source.count })
    guard let decompressor else { return false }
    if pieces.count == 1 {
      return Self.decompress(
        source.span.extracting(pieces[0]), with: decompressor, into: &output, length: length,
        checksummed: checksummed)
    }
    gathered.removeAll(keepingCapacity: true)
    for piece in pieces { gathered.append(contentsOf: source[piece]) }
    let stream = gathered
    return Self.decompress(
      stream.span, with: decompressor, into: &output, length: length, checksummed: checksummed)
  }

  /// `decompress` of a stream whose bytes lie together in `stream`.
  private static func decompress(
    _ stream: Span<UInt8>, with decompressor: OpaquePointer, into output: inout [UInt8], length: Int,
    checksummed: Bool
  ) -> Bool {
    // Without the check, the stream's two-byte header is checked here, as zlib checks it, and
    // the deflate data after it is decompressed alone: the checksum after it is never read.
    if !checksummed, !(stream.count >= 2 && isZlibHeader(stream[0], stream[1])) { return false }
    let deflated = checksummed ? stream : stream.extracting(2...)
    var produced = 0
    // Safe: libdeflate reads the `deflated.count` bytes of the span and writes at most
    // `length + 1` bytes, within `output` (it holds more than `length`, checked above); both are
    // borrowed for the call, and libdeflate keeps neither address.
    let result = deflated.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { output in
        checksummed
          ? libdeflate_zlib_decompress_ex(
            decompressor, input.baseAddress, input.count, output.baseAddress, length + 1, nil, &produced)
          : libdeflate_deflate_decompress_ex(
            decompressor, input.baseAddress, input.count, output.baseAddress, length + 1, nil, &produced)
      }
    }
    return result == LIBDEFLATE_SUCCESS && produced == length
  }

  /// Whether two bytes begin a zlib stream zlib would read: deflate with a window of at most
  /// 32 KiB, no preset dictionary, and the header's own check (a multiple of 31).
  static func isZlibHeader(_ method: UInt8, _ flags: UInt8) -> Bool {
    method & 0x0F == 8 && method >> 4 <= 7 && flags & 0x20 == 0
      && (UInt16(method) << 8 | UInt16(flags)) % 31 == 0
  }
}
