/// Walks the chunks of a PNG file's bytes after its eight-byte signature, one at a time: each
/// chunk's type and the range of its data, its length checked against the bytes there are and
/// its CRC against its bytes. `FilmDecoder` and `RGBStill` read chunks through it, each saying
/// in its own words what it makes of a fault.
struct PNGChunks {
  /// A chunk whose length and CRC hold.
  struct Chunk {
    /// The four letters of its type.
    let type: String
    /// Where its data lies in the bytes.
    let data: Range<Int>
  }

  /// Why a chunk could not be read.
  enum Fault: Error {
    /// The bytes end inside the chunk.
    case cutShort
    /// The chunk's CRC does not match its bytes.
    case damaged(type: String)
  }

  private let bytes: [UInt8]
  /// Where the next chunk begins.
  private var offset = 8

  /// The walk of `bytes`, which begin with a PNG signature (not checked here).
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte has been walked: the last chunk ended where the bytes do.
  var isAtEnd: Bool { offset >= bytes.count }

  /// Reads the next chunk.
  ///
  /// - Precondition: `isAtEnd` is false.
  mutating func next() throws(Fault) -> Chunk {
    precondition(!isAtEnd)
    guard offset + 12 <= bytes.count else { throw .cutShort }
    let length = bigEndian(at: offset)
    guard length <= bytes.count - offset - 12 else { throw .cutShort }
    let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
    let data = (offset + 8)..<(offset + 8 + length)
    let computed = Zlib.crc32(bytes.span.extracting((offset + 4)..<data.upperBound))
    guard UInt(bigEndian(at: data.upperBound)) == computed else { throw .damaged(type: type) }
    offset = data.upperBound + 4
    return Chunk(type: type, data: data)
  }

  /// The four bytes at `at` as a big-endian number, as PNG stores lengths and sizes.
  func bigEndian(at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
}
