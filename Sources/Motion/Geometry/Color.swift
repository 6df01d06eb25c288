/// An sRGB colour with alpha, each channel 0–255.
public struct Color: Hashable, Sendable {
  /// The red channel.
  public var red: UInt8
  /// The green channel.
  public var green: UInt8
  /// The blue channel.
  public var blue: UInt8
  /// Opacity: 0 is transparent, 255 opaque.
  public var alpha: UInt8

  /// Creates a colour from its four channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque white, the default fill of an element.
  public static let white = Color(red: 255, green: 255, blue: 255)

  /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
  public init?(hex: String) {
    // Read as bytes: `#` and six or eight ASCII hex digits, nothing else.
    let bytes = hex.utf8
    guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
    var value: UInt32 = 0
    for byte in bytes.dropFirst() {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    if bytes.count == 7 {
      self.init(
        red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    } else {
      self.init(
        red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
        blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
    }
  }

  /// The `#RRGGBB` or (when not opaque) `#RRGGBBAA` spelling of the colour.
  public var hexString: String {
    func h(_ v: UInt8) -> String {
      let s = String(v, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + h(red) + h(green) + h(blue) + (alpha == 255 ? "" : h(alpha))
  }
}
