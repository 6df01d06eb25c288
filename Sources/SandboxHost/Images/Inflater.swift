import CSDL2

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
    guard ready, inflateReset(&stream) == Z_OK, inflateValidate(&stream, checksummed ? 1 : 0) == Z_OK else {
      return false
    }
    var status = Z_OK
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
