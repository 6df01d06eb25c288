import ArgumentParser
import SandboxHost

/// `replay`'s contact sheet: whether to write one, extra frames and the tile size.
struct ContactSheetOptions: ParsableArguments {
  @Flag(help: "Also write contact-sheet.png: the captures in a grid, each labelled with its name and t.")
  var contactSheet = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --contact-sheet: also a frame every S seconds of script time (from t = 0; the first 500).",
      valueName: "S"))
  var every: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The contact sheet's tile width in pixels (64–4096).", valueName: "PIXELS"))
  var tileWidth: Int = ContactSheet.defaultCellWidth
}
