// The libFuzzer entry of the `suite` target: a case's case.json, a durations file, a shard's
// blob (merged when it reads) and a report's list of cases (docs/reliability.md).
// Built by scripts/fuzz.sh, never by `swift build`; libFuzzer brings the program's main.
@testable import SandboxHost

/// Runs the `suite` target on one input; libFuzzer calls it with every input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSuite(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.suite.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
