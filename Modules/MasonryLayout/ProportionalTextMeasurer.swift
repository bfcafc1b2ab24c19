// SPDX-License-Identifier: MIT

/// The default ``TextMeasuring``: each character advances a fixed fraction of the font size,
/// by class of character, and a line is 1.25 font sizes tall (ascent 1, descent 0.25).
///
/// The fractions of the point size:
///
/// | characters | advance |
/// | --- | --- |
/// | space and `i j l . , : ; ' ! \|` | 0.25 |
/// | `f r t` | 0.375 |
/// | `m w` | 0.8125 |
/// | `M W @` | 0.875 |
/// | other uppercase letters | 0.625 |
/// | digits | 0.5625 |
/// | other ASCII | 0.5 |
/// | wide characters (CJK, Hangul, fullwidth forms, emoji) | 1.0 |
/// | other characters | 0.625 |
///
/// These are not the metrics of any real font; they are deterministic, cheap, and shaped like
/// a proportional sans serif, so wrapping behaves as it does on a device (a line of 17-point
/// text holds about as many characters as it would on an iPhone). Every fraction is a
/// multiple of 1/16, so widths and heights at whole point sizes are exact in binary.
public struct ProportionalTextMeasurer: TextMeasuring {
  /// A measurer.
  public init() {}

  public func advance(of character: Character, font: LayoutFont) -> Double {
    font.pointSize * Self.fraction(of: character)
  }

  public func lineMetrics(for font: LayoutFont) -> LineMetrics {
    LineMetrics(ascent: font.pointSize, descent: font.pointSize * 0.25)
  }

  /// The advance of `character` as a fraction of the point size (the table above).
  static func fraction(of character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if scalar.isWide { return 1.0 }
    guard scalar.isASCII else { return 0.625 }
    switch character {
    case " ", "i", "j", "l", ".", ",", ":", ";", "'", "!", "|": return 0.25
    case "f", "r", "t": return 0.375
    case "m", "w": return 0.8125
    case "M", "W", "@": return 0.875
    default: break
    }
    if character.isUppercase { return 0.625 }
    if character.isNumber { return 0.5625 }
    return 0.5
  }
}
