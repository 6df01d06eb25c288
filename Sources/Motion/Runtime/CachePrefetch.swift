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

/// How far into an array's storage object its first element lies: Swift's native array header
/// (the object header, then the count and the capacity) on a 64-bit machine. A test holds it to
/// the real layout.
let arrayElementsOffset = 32

/// Where the storage object of the array stored at `array` lies, read as a plain word: without
/// the retain that any use of the array as a value makes, which writes to that object and would
/// wait for the very memory a fetch ahead is about to ask for. An empty array points at a shared
/// empty storage, so there is always an address.
@inline(__always)
func storageAddress<Element>(of array: inout [Element]) -> UnsafeRawPointer {
  withUnsafePointer(to: &array) { UnsafeRawPointer($0).load(as: UnsafeRawPointer.self) }
}

/// `prefetchForWrite(_:bytes:)` for the elements `elements` of the array whose storage is at
/// `storage`, each `stride` bytes long, with the array's header (its count, and the reference
/// count a copy of the array writes).
@inline(__always)
func prefetchArrayForWrite(_ storage: UnsafeRawPointer, elements: Range<Int>, stride: Int) {
  memory_prefetch_for_write(storage)
  guard !elements.isEmpty else { return }
  prefetchForWrite(
    storage,
    bytes: (arrayElementsOffset + elements.lowerBound * stride)..<(arrayElementsOffset + elements.upperBound
      * stride))
}
