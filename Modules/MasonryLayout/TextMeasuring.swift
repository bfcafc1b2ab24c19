// SPDX-License-Identifier: MIT

/// Measures text for ``LayoutLabel``: the advance of each character and the height of a line,
/// for a font.
///
/// The label lays the text out itself (wrapping, truncation, the number of lines) from these
/// two measures, so a measurer decides only how wide characters are and how tall lines are.
/// Conforming types must be deterministic: the same character and font always give the same
/// numbers, so that layouts are bit-identical from run to run.
///
/// ```swift
/// let label = LayoutLabel(text: "Hello", debugName: "title")
/// label.textMeasurer = FixedCellTextMeasurer()   // one cell per character, for a terminal
/// ```
///
/// The package ships ``ProportionalTextMeasurer`` (the default: per-character advances
/// proportional to the font size) and ``FixedCellTextMeasurer`` (a terminal's character grid).
public protocol TextMeasuring: Sendable {
  /// How far the pen moves after drawing `character` in `font`.
  func advance(of character: Character, font: LayoutFont) -> Double

  /// The vertical measures of a line of text in `font`.
  func lineMetrics(for font: LayoutFont) -> LineMetrics
}

extension TextMeasuring {
  /// The width of `text` on one line: the sum of its characters' advances.
  public func width(of text: some Sequence<Character>, font: LayoutFont) -> Double {
    var total = 0.0
    for character in text { total += advance(of: character, font: font) }
    return total
  }
}

/// The vertical measures of a line of text.
public struct LineMetrics: Hashable, Sendable {
  /// The distance from the top of the line to its baseline.
  public var ascent: Double
  /// The distance from the baseline to the bottom of the line.
  public var descent: Double

  /// Measures with the given ascent and descent.
  public init(ascent: Double, descent: Double) {
    self.ascent = ascent
    self.descent = descent
  }

  /// The height of one line: ascent plus descent. Lines are stacked this far apart.
  public var lineHeight: Double { ascent + descent }
}

/// A font as the layout sees it: a point size. A ``TextMeasuring`` turns it into advances and
/// line heights.
public struct LayoutFont: Hashable, Sendable {
  /// The font's size in points.
  public var pointSize: Double

  /// A font of the given size.
  public init(pointSize: Double) {
    self.pointSize = pointSize
  }

  /// The system font at `size` points (UIKit's spelling).
  public static func systemFont(ofSize size: Double) -> LayoutFont {
    LayoutFont(pointSize: size)
  }

  /// The size of the system font for body text: 17 points, as on iOS.
  public static let systemFontSize: Double = 17

  /// The system font at ``systemFontSize``: a label's default font.
  public static let body = LayoutFont(pointSize: systemFontSize)
}
