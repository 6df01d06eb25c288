import CSDL2
import Testing

@testable import SandboxHost

/// The checksums PNG files and zlib streams carry: the standard check values, and zlib's own
/// results, which the files written before libdeflate computed them hold.
@Suite struct ZlibTests {
  @Test func checksumsAreTheStandardOnes() {
    #expect(Zlib.crc32(Array("123456789".utf8).span) == 0xCBF4_3926)
    #expect(Zlib.adler32(Array("Wikipedia".utf8).span) == 0x11E6_0398)
    #expect(Zlib.crc32([UInt8]().span) == 0)
    #expect(Zlib.adler32([UInt8]().span) == 1)
  }

  @Test func checksumsAreZlibsOverLongRows() {
    let rows = (0..<1_440_600).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 977) }
    let zlibCRC = rows.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
    let zlibAdler = rows.withUnsafeBufferPointer { adler32(1, $0.baseAddress, UInt32($0.count)) }
    #expect(Zlib.crc32(rows.span) == zlibCRC)
    #expect(Zlib.adler32(rows.span) == zlibAdler)
    let half = rows.count / 2
    let combined = Zlib.adler32(
      combining: Zlib.adler32(rows.span.extracting(..<half)), Zlib.adler32(rows.span.extracting(half...)),
      secondLength: rows.count - half)
    #expect(combined == zlibAdler)
  }
}
