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

/// `prefetchForWrite(_:bytes:)` for a class instance.
@inline(__always)
func prefetchForWrite(_ object: AnyObject, bytes: Range<Int>) {
  prefetchForWrite(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()), bytes: bytes)
}
