// The libFuzzer entry of the `image` target: the PNG and film (APNG) readers (docs/reliability.md).
// Built by scripts/fuzz.sh, never by `swift build`; libFuzzer brings the program's main.
@testable import SandboxHost

/// Runs the `image` target on one input; libFuzzer calls it with every input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.image.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
