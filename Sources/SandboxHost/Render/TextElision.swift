extension String {
  /// The string cut to at most `limit` characters, its last one "…" when it was cut.
  ///
  /// Labels drawn from names in a file (element and scene names) go through this: a name may be
  /// any length, and SDL_ttf would render a million characters into one enormous surface.
  func elided(to limit: Int) -> String {
    // A string of at most `limit` UTF-8 bytes has at most `limit` characters: no count needed.
    guard utf8.count > limit, count > limit else { return self }
    return String(prefix(Swift.max(limit - 1, 0))) + "…"
  }
}
