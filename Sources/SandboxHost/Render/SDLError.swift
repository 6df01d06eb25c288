import CSDL2

/// A failure reported by SDL, SDL_image or SDL_ttf, carrying the library's own message.
///
/// Every SDL call in the host that can fail turns its failure into this error, so callers see
/// what SDL said instead of a bare status code.
struct SDLError: Error, Equatable, CustomStringConvertible {
  /// What failed and why, as `operation: SDL_GetError()`.
  let message: String

  /// Creates an error with a message of the caller's choosing.
  init(_ message: String) {
    self.message = message
  }

  /// The error for a failed `operation`, with SDL's current error text appended.
  static func last(_ operation: String) -> SDLError {
    let reason = String(cString: SDL_GetError())
    return SDLError(reason.isEmpty ? operation : operation + ": " + reason)
  }

  /// The message, as an `error:` line prints it.
  var description: String { message }
}
