/// The options of `motion-sandbox compare` as given; each kind of file checks those that apply
/// to it, and takes its tolerances from them (the names of `case.json`'s keys, docs/suites.md).
package struct CompareOptions: Sendable, Equatable {
  /// `--tolerance`: per channel for images and films, for every number in dumps and tracks; nil
  /// for the kind's default.
  package var tolerance: Double?
  /// `--max-pixels`: pixels of an image, or of each film frame, that may differ beyond the
  /// tolerance.
  package var maxPixels: Int?
  /// `--max-pixel-ratio`: the same as a fraction of the pixels, 0–1.
  package var maxPixelRatio: Double?
  /// `--points`, `--scale`, `--radians`, `--points-per-second`: dumps' and tracks' numbers of
  /// that quantity, winning over `--tolerance`.
  package var quantities: [String: Double]
  /// `--diff`: where an image's diff goes; nil for the default beside the current folder.
  package var diffPath: String?

  /// The options given (nil or empty for those not given).
  package init(
    tolerance: Double? = nil, maxPixels: Int? = nil, maxPixelRatio: Double? = nil,
    quantities: [String: Double] = [:], diffPath: String? = nil
  ) {
    self.tolerance = tolerance
    self.maxPixels = maxPixels
    self.maxPixelRatio = maxPixelRatio
    self.quantities = quantities
    self.diffPath = diffPath
  }

  /// The pixel allowance of images and films, or the faults of `--max-pixels` and
  /// `--max-pixel-ratio`.
  func allowance() -> Result<PixelAllowance, InputErrors> {
    if maxPixels != nil, maxPixelRatio != nil {
      return .failure(
        InputErrors(file: nil, line: nil, message: "give --max-pixels or --max-pixel-ratio, not both"))
    }
    let allowance = maxPixelRatio.map(PixelAllowance.ratio) ?? .pixels(maxPixels ?? 0)
    // The allowance's own fault names the case.json key; here the option is named.
    if allowance.fault != nil {
      let message =
        maxPixelRatio.map { "--max-pixel-ratio must be from 0 to 1, not \($0.messageSpelling)" }
        ?? "--max-pixels must be 0 or more, not \(maxPixels ?? 0)"
      return .failure(InputErrors(file: nil, line: nil, message: message))
    }
    return .success(allowance)
  }

  /// The per-channel tolerance and pixel allowance of `noun` (images or films), with the faults
  /// of `--tolerance` (a whole number from 0 to 255, the default when not given),
  /// `--max-pixels` and `--max-pixel-ratio`; where a value is at fault its default stands in.
  func pixelTolerances(for noun: String) -> (tolerance: Int, allowance: PixelAllowance, faults: [InputError])
  {
    var faults: [InputError] = []
    let whole = tolerance ?? Double(CommandLineDefaults.imageTolerance)
    var channel = CommandLineDefaults.imageTolerance
    if whole.isFinite, whole == whole.rounded(), (0...255).contains(whole) {
      channel = Int(whole)
    } else {
      faults.append(
        InputError(
          file: nil, line: nil,
          message:
            "--tolerance must be a whole number from 0 to 255 for \(noun), not \(whole.messageSpelling)"))
    }
    var pixels = PixelAllowance.pixels(0)
    switch allowance() {
    case .success(let value): pixels = value
    case .failure(let more): faults += more.errors
    }
    return (channel, pixels, faults)
  }

  /// The number tolerances of dumps and tracks (`--tolerance` and the quantities'), or the
  /// faults of those out of range.
  func numberTolerances(for noun: String) -> Result<NumberTolerances, InputErrors> {
    var tolerances = NumberTolerances()
    var faults: [InputError] = []
    if let tolerance {
      if tolerance.isFinite, tolerance >= 0 {
        tolerances.any = tolerance
      } else {
        faults.append(
          InputError(
            file: nil, line: nil,
            message: "--tolerance must be a number ≥ 0 for \(noun), not \(tolerance.messageSpelling)"))
      }
    }
    for quantity in DumpQuantity.allCases {
      guard let value = quantities[quantity.rawValue] else { continue }
      if value.isFinite, value >= 0 {
        tolerances.byQuantity[quantity] = value
      } else {
        faults.append(
          InputError(
            file: nil, line: nil,
            message: "--\(quantity.optionName) must be a number ≥ 0, not \(value.messageSpelling)"))
      }
    }
    return faults.isEmpty ? .success(tolerances) : .failure(InputErrors(faults))
  }

  /// The faults of options given for `noun` that apply only to images and films (`--max-pixels`,
  /// `--max-pixel-ratio`, and `--diff` when `diffToo`).
  func faultsOfImageOptions(for noun: String, diffToo: Bool = true) -> [InputError] {
    var given: [String] = []
    if maxPixels != nil { given.append("--max-pixels") }
    if maxPixelRatio != nil { given.append("--max-pixel-ratio") }
    if diffToo, diffPath != nil { given.append("--diff") }
    return given.map {
      InputError(file: nil, line: nil, message: "\($0) applies to images and films, not \(noun)")
    }
  }

  /// The faults of quantity tolerances given for `noun` (images or films), which have none.
  func faultsOfNumberOptions(for noun: String) -> [InputError] {
    DumpQuantity.allCases.filter { quantities[$0.rawValue] != nil }.map {
      InputError(file: nil, line: nil, message: "--\($0.optionName) applies to dumps and tracks, not \(noun)")
    }
  }

  /// The number tolerances of `noun` (dumps or tracks), after checking that no image option
  /// was given; throws every fault.
  func checkedNumberTolerances(for noun: String) throws(InputErrors) -> NumberTolerances {
    var faults = faultsOfImageOptions(for: noun)
    switch numberTolerances(for: noun) {
    case .success(let tolerances) where faults.isEmpty: return tolerances
    case .success: break
    case .failure(let more): faults += more.errors
    }
    throw InputErrors(faults)
  }
}
