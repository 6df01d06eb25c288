import CSDL2
import Motion

/// Draws single lines of text with SDL_ttf (blended, so anti-aliased), by default in DejaVu
/// Sans Mono.
///
/// Each distinct string is rendered once into a white texture and tinted when drawn, so text
/// that does not change costs no rendering per frame. The cache keeps at most `cacheLimit`
/// strings, dropping the least recently drawn. Coordinates and sizes are in pixels; the font is
/// opened at `pointSize` times the renderer's `pixelScale`, so text is as large on every screen,
/// and opened again by `followScale()` when a resized window scales the scene, so text keeps its
/// size against the scene and the panels drawn around it.
final class TextRenderer {
  /// How many strings' textures are kept at most.
  static let cacheLimit = 256

  /// The most characters of one string drawn; a longer one is cut and ends in "…", so no
  /// string, however long, asks SDL_ttf for a surface wider than a few screens.
  static let characterLimit = 200

  /// The renderer drawn with.
  let renderer: Renderer
  /// The distance between the tops of two lines, in pixels.
  private(set) var lineHeight: Int
  private var font: Font
  private let fontPath: String
  private let pointSize: Double
  private var fontPixels: Int
  private var cache: [String: CachedText] = [:]
  private var clock: UInt64 = 0

  /// Opens the font at `fontPath` (default: `FontLocator.monospacedFontPath()`) at `pointSize`
  /// scene points. Throws `SDLError` when no font is found or it cannot be opened.
  init(renderer: Renderer, pointSize: Double = 14, fontPath: String? = nil) throws {
    self.renderer = renderer
    let path = try fontPath ?? FontLocator.monospacedFontPath()
    self.fontPath = path
    self.pointSize = pointSize
    fontPixels = Self.fontPixels(pointSize: pointSize, scale: renderer.pixelScale)
    font = try Font(path: path, pointSize: fontPixels)
    lineHeight = font.lineSkip
    cache.reserveCapacity(Self.cacheLimit + 1)
  }

  /// The font's size in pixels for `pointSize` scene points at `scale` pixels a point; never
  /// below 6 pixels, so a much shrunken window still shows glyphs rather than specks.
  private static func fontPixels(pointSize: Double, scale: Double) -> Int {
    let pixels = (pointSize * scale).rounded()
    return pixels.isFinite ? Int(min(max(pixels, 6), 500)) : 14
  }

  /// Opens the font again when the renderer's pixels per scene point (or `scale`, when given)
  /// changed, as when the window was resized, dropping the cached strings; does nothing
  /// otherwise, so it costs nothing per frame while the window keeps its size.
  func followScale(_ scale: Double? = nil) throws {
    let pixels = Self.fontPixels(pointSize: pointSize, scale: scale ?? renderer.pixelScale)
    guard pixels != fontPixels else { return }
    font = try Font(path: fontPath, pointSize: pixels)
    fontPixels = pixels
    lineHeight = font.lineSkip
    cache.removeAll(keepingCapacity: true)
  }

  /// How many strings are cached now.
  var cachedCount: Int { cache.count }

  /// The size `text` takes when drawn, in pixels; an empty string is 0 wide and a line high.
  func size(of text: String) throws -> (width: Int, height: Int) {
    guard let texture = try texture(for: text) else { return (0, lineHeight) }
    return (texture.width, texture.height)
  }

  /// The width of `text` in pixels, measured without rendering (0 where it cannot be).
  func width(of text: String) -> Double {
    var w: Int32 = 0
    var h: Int32 = 0
    return TTF_SizeUTF8(font.pointer, text, &w, &h) == 0 ? Double(w) : 0
  }

  /// Where `elided(_:toWidth:cut:)` takes characters out.
  enum Cut {
    /// At the end: the start is kept.
    case end
    /// In the middle: the start and the end are kept (names that differ only at the end stay
    /// apart).
    case middle
  }

  /// `text` as it fits in `width` pixels: whole, or with "…" for the characters `cut` takes
  /// out. Measured without rendering, so trying lengths leaves nothing in the cache.
  func elided(_ text: String, toWidth width: Double, cut: Cut = .end) -> String {
    let shown = text.elided(to: Self.characterLimit)
    guard self.width(of: shown) > width else { return shown }
    let characters = Array(shown)
    func kept(_ count: Int) -> String {
      let head = cut == .end ? count : count / 2
      return String(characters[..<head]) + "…" + String(characters[(characters.count - (count - head))...])
    }
    // The most characters kept that fit with their "…": counts that fit come before those that
    // don't.
    var low = 0
    var high = characters.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if self.width(of: kept(middle)) <= width { low = middle } else { high = middle - 1 }
    }
    return kept(low)
  }

  /// Draws `text` with its top-left corner at pixel (x, y) in `color` (alpha included) and
  /// returns its size in pixels; `scale` below 1 draws it that much smaller (smoothly), for a
  /// panel shrunk to fit a small window.
  @discardableResult
  func draw(_ text: String, x: Double, y: Double, color: Color = .white, scale: Double = 1) throws -> (
    width: Int, height: Int
  ) {
    guard let texture = try texture(for: text) else { return (0, lineHeight) }
    SDL_SetTextureColorMod(texture.pointer, color.red, color.green, color.blue)
    SDL_SetTextureAlphaMod(texture.pointer, color.alpha)
    let shrink = scale.isFinite && scale > 0 && scale < 1 ? scale : 1
    var target = SDL_Rect(
      x: Int32(clamping: Int(x.isFinite ? x.rounded() : 0)),
      y: Int32(clamping: Int(y.isFinite ? y.rounded() : 0)),
      w: Int32((Double(texture.width) * shrink).rounded()),
      h: Int32((Double(texture.height) * shrink).rounded()))
    if shrink < 1 { SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear) }
    if SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &target) != 0 {
      throw SDLError.last("SDL_RenderCopy")
    }
    return (texture.width, texture.height)
  }

  /// The cached texture of `text`, rendered on first use; nil for the empty string.
  private func texture(for text: String) throws -> Texture? {
    guard !text.isEmpty else { return nil }
    clock &+= 1
    if let cached = cache[text] {
      cached.lastUse = clock
      return cached.texture
    }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    let shown = text.elided(to: Self.characterLimit)
    guard let rendered = TTF_RenderUTF8_Blended(font.pointer, shown, white) else {
      throw SDLError.last("TTF_RenderUTF8_Blended")
    }
    let texture = try Texture(surface: Surface(owning: rendered), renderer: renderer)
    if cache.count >= Self.cacheLimit { evictLeastRecentlyUsed() }
    cache[text] = CachedText(texture: texture, lastUse: clock)
    return texture
  }

  private func evictLeastRecentlyUsed() {
    var oldest: (key: String, use: UInt64)? = nil
    for (key, value) in cache where oldest == nil || value.lastUse < oldest!.use {
      oldest = (key, value.lastUse)
    }
    if let oldest { cache[oldest.key] = nil }
  }
}

/// One cached string's texture and when it was last drawn.
private final class CachedText {
  let texture: Texture
  var lastUse: UInt64

  init(texture: Texture, lastUse: UInt64) {
    self.texture = texture
    self.lastUse = lastUse
  }
}
