internal import MemoryPrefetch

/// Asks the processor to fetch, ahead of a write, the cache lines that hold `bytes` of the object
/// at `object` (offsets from its start; an object's header takes the first 16). A hint, one
/// instruction a line: nothing waits for it and nothing faults, so code that is about to reach
/// many scattered objects one after another issues it for each well before, and their misses
/// overlap instead of following one another.
@inline(__always)
func prefetchForWrite(_ object: UnsafeRawPointer, bytes: Range<Int>) {
  var offset = bytes.lowerBound
  while offset < bytes.upperBound {
    memory_prefetch_for_write(object + offset)
    offset += 64
  }
  // The last line, when the range does not start on a line of its own.
  memory_prefetch_for_write(object + (bytes.upperBound - 1))
}

/// The bytes, from the start of `object`, that its stored properties at `fields` take: the range
/// from the first field's first byte to the last one's last. For the tests that hold a fetched
/// range to an object's real layout.
func storedBytes(of fields: [(address: UnsafeRawPointer, size: Int)], in object: AnyObject) -> Range<Int> {
  let start = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
  let lower = fields.map { $0.address - start }.min() ?? 0
  let upper = fields.map { $0.address - start + $0.size }.max() ?? 0
  return lower..<upper
}

/// Where `field` lies and how many bytes it takes, for `storedBytes(of:in:)`.
func field<Value>(_ field: inout Value) -> (address: UnsafeRawPointer, size: Int) {
  withUnsafeMutablePointer(to: &field) { (UnsafeRawPointer($0), MemoryLayout<Value>.size) }
}

/// `prefetchForWrite(_:bytes:)` for a class instance.
@inline(__always)
func prefetchForWrite(_ object: AnyObject, bytes: Range<Int>) {
  prefetchForWrite(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()), bytes: bytes)
}
