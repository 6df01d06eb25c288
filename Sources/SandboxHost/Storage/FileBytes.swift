import Foundation

/// A file open for reading through C's `FILE`, closed when it goes: reads into Swift arrays
/// at the offsets asked for, never past their ends.
struct ReadableFile: ~Copyable {
  private let file: UnsafeMutablePointer<FILE>

  /// Opens the file at `path`, or nil when it cannot be opened.
  init?(path: String) {
    guard let file = fopen(path, "rb") else { return nil }
    self.file = file
  }

  deinit { fclose(file) }

  /// Reads as many bytes as there are, up to the end of `buffer`, into `buffer` from `offset`
  /// on; the count read (0 at the end of the file), or nil when reading failed.
  mutating func read(into buffer: inout [UInt8], at offset: Int) -> Int? {
    precondition(offset >= 0 && offset <= buffer.count)
    // Safe: `fread` writes at most `buffer.count - offset` bytes from `offset`, within the
    // array, which is borrowed for the call.
    let read = buffer.withUnsafeMutableBufferPointer { bytes in
      fread(bytes.baseAddress! + offset, 1, bytes.count - offset, file)
    }
    return read == 0 && ferror(file) != 0 ? nil : read
  }
}

/// Byte searches and writes through C for long runs of bytes: a replay reads hundreds of
/// thousands of script lines, and debug builds scan byte by byte slowly.
enum FileBytes {
  /// The index of the first `byte` in `bytes[range]`, or nil.
  static func firstIndex(of byte: UInt8, in bytes: Span<UInt8>, _ range: Range<Int>) -> Int? {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
    guard !range.isEmpty else { return nil }
    // Safe: `memchr` reads the `range.count` bytes of the range, within the span (checked above).
    return bytes.withUnsafeBufferPointer { bytes in
      let base = bytes.baseAddress!
      guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
  }

  /// Writes all of `bytes` to the open file `descriptor`, going on after interruptions; the
  /// `errno` of the first failure, or nil when every byte was written.
  static func write(_ bytes: Span<UInt8>, to descriptor: Int32) -> Int32? {
    // Safe: each `write` reads the bytes not yet written, within the span, which is borrowed
    // for the call.
    bytes.withUnsafeBytes { bytes in
      var written = 0
      while written < bytes.count {
        let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += result
      }
      return nil
    }
  }
}
