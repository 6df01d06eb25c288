// The libFuzzer entry of the `script` target: the script reader and a headless replay of every
// script it accepts (docs/reliability.md).
// Built by scripts/fuzz.sh, never by `swift build`; libFuzzer brings the program's main.
@testable import SandboxHost

/// Runs the `script` target on one input; libFuzzer calls it with every input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.script.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
