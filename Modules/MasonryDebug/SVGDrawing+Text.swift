// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

extension SVGDrawing {
  /// The font family of a label's text: a sans-serif face close to the widths the default
  /// measurer gives.
  static let textFontFamily = "Helvetica, Arial, sans-serif"

  /// The lines a label shows, as SVG text in its `frame` (drawing units): each at its baseline
  /// (the ascent below the top of its line), at the font's size, stretched or squeezed to the
  /// width the label's measurer gave it, so that the drawing shows the text the layout
  /// measured. Also returns each line's box, for names to keep clear of.
  func textElements(of label: LayoutLabel, in frame: Rect) -> (svg: [String], boxes: [Rect]) {
    let layout = label.displayedTextLayout
    let metrics = label.textMeasurer.lineMetrics(for: label.font)
    let scale = options.scale
    let size = min(label.font.pointSize, metrics.lineHeight) * scale
    let rightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
    var elements: [String] = []
    var boxes: [Rect] = []
    for (row, line) in layout.lines.enumerated() {
      let width = (row < layout.lineWidths.count ? layout.lineWidths[row] : 0) * scale
      let top = frame.minY + Double(row) * metrics.lineHeight * scale
      let x = rightToLeft ? frame.maxX - width : frame.minX
      let text = line.reversed().drop { $0 == " " }.reversed()
      guard !text.isEmpty, width > 0 else { continue }
      boxes.append(Rect(x: x, y: top, width: width, height: metrics.lineHeight * scale))
      elements.append(
        #"<text class="text" x="\#(n(x))" y="\#(n(top + metrics.ascent * scale))" "#
          + #"font-family="\#(Self.textFontFamily)" font-size="\#(n(size))" "#
          + #"textLength="\#(n(width))" lengthAdjust="spacingAndGlyphs" "#
          + #"fill="\#(Self.ink)">\#(xml(String(text)))</text>"#)
    }
    return (elements, boxes)
  }
}
