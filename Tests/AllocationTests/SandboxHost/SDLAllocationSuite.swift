import Testing

/// The allocation tests that call SDL, one at a time: SDL, SDL_image and SDL_ttf keep global
/// state and are not meant for concurrent use. `make allocations` runs this target alone
/// (`--filter Allocation`), so nothing of SandboxHostTests' own SDL suite runs beside it.
@Suite(.serialized) struct SDLAllocationSuite {}
