internal import MemoryPrefetch

/// Asks the processor to fetch, ahead of a write, the cache lines that hold `bytes` of the object
/// at `object` (offsets from its start; its header takes the first 16). A hint, one instruction a
/// line: nothing waits for it and nothing faults, so a frame that is about to write thousands of
/// scattered objects issues it for each well before the write, and their misses overlap instead
/// of following one another. `bytes` spans at most 65 bytes, so it lies on at most two lines.
@inline(__always)
func prefetchForWrite(_ object: UnsafeRawPointer, bytes: Range<Int>) {
  memory_prefetch_for_write(object + bytes.lowerBound)
  memory_prefetch_for_write(object + (bytes.upperBound - 1))
}
