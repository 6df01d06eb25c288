/// A text cut to a width in pixels (`TextRenderer.elided`), worked out again only when the text
/// or the width changes: a label drawn every frame is measured once, not every frame.
struct FittedText {
  private var text = ""
  private var width = -1.0
  private var cut = TextRenderer.Cut.end
  private var shown = ""

  /// `text` as it fits `width` pixels when drawn by `renderer`.
  mutating func shown(_ text: String, width: Double, cut: TextRenderer.Cut = .end, by renderer: TextRenderer)
    -> String
  {
    if text != self.text || width != self.width || cut != self.cut {
      (self.text, self.width, self.cut) = (text, width, cut)
      shown = renderer.elided(text, toWidth: width, cut: cut)
    }
    return shown
  }
}
