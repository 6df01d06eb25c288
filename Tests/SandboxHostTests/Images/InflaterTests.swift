import CSDL2
import Testing

@testable import SandboxHost

@Suite struct InflaterTests {
  static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var compressed = [UInt8](repeating: 0, count: Int(compressBound(UInt(bytes.count))))
    var length = UInt(compressed.count)
    let status = compress(&compressed, &length, bytes, UInt(bytes.count))
    precondition(status == Z_OK)
    return Array(compressed.prefix(Int(length)))
  }

  /// One inflater decodes stream after stream, each split over several pieces of a file as a
  /// film's frame is split over chunks, with other bytes between the pieces.
  @Test func streamsSplitOverPiecesDecodeOneAfterAnother() {
    let inflater = Inflater()
    for n in [1, 300, 5000, 40] {
      let original = (0..<n).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) }
      let stream = Self.zlib(original)
      let cut = stream.count / 2
      let file: [UInt8] = [9, 9] + stream[..<cut] + [1, 2, 3, 4] + stream[cut...]
      let pieces = [2..<(2 + cut), (6 + cut)..<file.count]
      var output = [UInt8](repeating: 0, count: n + 1)
      #expect(inflater.decompress(pieces, of: file, into: &output, length: n), "\(n) bytes")
      #expect(Array(output.prefix(n)) == original, "\(n) bytes")
    }
  }

  /// A stream that holds more or fewer bytes than expected, is cut short or is damaged is
  /// refused, and the inflater still decodes the next good stream.
  @Test func aStreamOfTheWrongLengthOrDamagedIsRefused() {
    let inflater = Inflater()
    let original = (0..<1000).map { UInt8(truncatingIfNeeded: $0) }
    let stream = Self.zlib(original)
    let whole = [0..<stream.count]
    var output = [UInt8](repeating: 0, count: 1001)
    #expect(!inflater.decompress(whole, of: stream, into: &output, length: 999))
    var larger = [UInt8](repeating: 0, count: 1002)
    #expect(!inflater.decompress(whole, of: stream, into: &larger, length: 1001))
    #expect(!inflater.decompress([0..<(stream.count - 5)], of: stream, into: &output, length: 1000))
    var damaged = stream
    damaged[stream.count / 2] ^= 0x55
    #expect(!inflater.decompress(whole, of: damaged, into: &output, length: 1000))
    #expect(inflater.decompress(whole, of: stream, into: &output, length: 1000))
    #expect(Array(output.prefix(1000)) == original)
  }
}

extension InflaterTests {
  /// Unchecked (a film's frame, whose chunks' CRCs vouch for its bytes), a stream's Adler-32 is
  /// not read, but its header still is: a wrong checksum is refused only when checked, a header
  /// that is not zlib's always, and a stream cut short in its deflate data either way.
  @Test func anUncheckedStreamSkipsItsChecksumButNotItsHeader() {
    let inflater = Inflater()
    let original = (0..<2000).map { UInt8(truncatingIfNeeded: $0 / 5) }
    var stream = Self.zlib(original)
    stream[stream.count - 1] ^= 0x01
    let whole = [0..<stream.count]
    var output = [UInt8](repeating: 0, count: 2001)
    #expect(!inflater.decompress(whole, of: stream, into: &output, length: 2000))
    #expect(inflater.decompress(whole, of: stream, into: &output, length: 2000, checksummed: false))
    #expect(Array(output.prefix(2000)) == original)
    for header in [(0x78 as UInt8, 0x9D as UInt8), (0x79, 0x9C), (0x78, 0xBB), (0x88, 0x9C)] {
      var wrong = stream
      (wrong[0], wrong[1]) = header
      #expect(!inflater.decompress(whole, of: wrong, into: &output, length: 2000, checksummed: false))
    }
    #expect(!inflater.decompress([0..<1], of: stream, into: &output, length: 2000, checksummed: false))
    let cutShort = [0..<(stream.count - 6)]
    #expect(!inflater.decompress(cutShort, of: stream, into: &output, length: 2000, checksummed: false))
  }
}
