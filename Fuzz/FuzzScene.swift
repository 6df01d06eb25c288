// The libFuzzer entry of the `scene` target: the scene-file reader (docs/reliability.md).
// Built by scripts/fuzz.sh, never by `swift build`; libFuzzer brings the program's main.
@testable import SandboxHost

/// Runs the `scene` target on one input; libFuzzer calls it with every input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.scene.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
