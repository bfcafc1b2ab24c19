// SPDX-License-Identifier: MIT

/// A ``TextMeasuring`` for terminal user interfaces: every character takes one cell of a fixed
/// grid (two for the wide characters of East Asian scripts and emoji), a line is
/// one cell tall, and the font size is ignored.
///
/// ```swift
/// let label = LayoutLabel(text: "Ready", debugName: "status")
/// label.textMeasurer = FixedCellTextMeasurer()
/// label.intrinsicContentSize   // Size(width: 5, height: 1)
/// ```
public struct FixedCellTextMeasurer: TextMeasuring {
  /// The width of one cell.
  public var cellWidth: Double
  /// The height of one cell, which is the height of a line.
  public var cellHeight: Double

  /// A measurer on cells of the given size (one by one by default: sizes count characters
  /// and lines).
  public init(cellWidth: Double = 1, cellHeight: Double = 1) {
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  public func advance(of character: Character, font: LayoutFont) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    return scalar.isWide ? 2 * cellWidth : cellWidth
  }

  public func lineMetrics(for font: LayoutFont) -> LineMetrics {
    LineMetrics(ascent: cellHeight, descent: 0)
  }
}

extension Unicode.Scalar {
  /// Whether the scalar takes two cells in a terminal: Hangul, CJK, fullwidth forms and the
  /// emoji blocks (East Asian Wide and Fullwidth, in broad ranges).
  var isWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
