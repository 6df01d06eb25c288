// The libFuzzer entry of the `dump` target: the dump and track readers with their comparisons
// (docs/reliability.md).
// Built by scripts/fuzz.sh, never by `swift build`; libFuzzer brings the program's main.
@testable import SandboxHost

/// Runs the `dump` target on one input; libFuzzer calls it with every input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.dump.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
