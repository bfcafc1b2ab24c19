// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout

extension Example {
  /// The drawing of a scrolling screen's whole content, scaled down to fit `size` (to a
  /// hundredth), with the part of it each stage shows outlined and captioned on its right.
  func contentPanel(
    _ content: LayoutView, windows: [(caption: String, rect: Rect)], fitting size: Size
  ) -> (caption: String, svg: String, width: Double) {
    let bounds = content.bounds.size
    let fit = min(1, size.width / max(bounds.width, 1), size.height / max(bounds.height, 1))
    let scale = max((fit * 100).rounded(.down) / 100, 0.01)
    let options = SVGDrawingOptions(scale: scale, colors: colors, colorsViews: true)
    var svg = content.svgDrawing(options)
    let padding = options.padding
    let width = bounds.width * scale + 2 * padding
    let height = bounds.height * scale + 2 * padding
    let column = 6.7 * Double(windows.map(\.caption.count).max() ?? 0) + 16
    let size = #"width="\#(n(width))" height="\#(n(height))""#
    let box = #"viewBox="0 0 \#(n(width)) \#(n(height))""#
    svg = svg.replacingFirst(
      "\(size) \(box)",
      with: #"width="\#(n(width + column))" height="\#(n(height))" "#
        + #"viewBox="0 0 \#(n(width + column)) \#(n(height))""#)
    var outlines = [##"<g class="visible" fill="none" stroke="#24292f">"##]
    for window in windows {
      let x = padding + window.rect.minX * scale
      let y = padding + window.rect.minY * scale
      let right = x + window.rect.width * scale
      outlines.append(
        #"<rect x="\#(n(x))" y="\#(n(y))" width="\#(n(window.rect.width * scale))" "#
          + #"height="\#(n(window.rect.height * scale))" stroke-width="2" "#
          + #"stroke-dasharray="6 3"><title>on screen: \#(xml(window.caption))</title></rect>"#)
      outlines.append(
        #"<line x1="\#(n(right))" y1="\#(n(y + 1))" x2="\#(n(right + 10))" y2="\#(n(y + 1))"/>"#)
      outlines.append(
        ##"<text x="\##(n(right + 13))" y="\##(n(y + 5))" fill="#24292f" stroke="none">"##
          + "\(xml(window.caption))</text>")
    }
    outlines.append("</g>")
    svg.insertBeforeClosingTag(outlines.joined(separator: "\n"))
    let caption = "content \(n(bounds.width)) × \(n(bounds.height)), ×\(n(scale))"
    return (caption, svg, width + column)
  }
}

extension String {
  /// The text with the first occurrence of `target` replaced, if there is one.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    var text = self
    text.replaceSubrange(range, with: replacement)
    return text
  }

  /// Inserts `element` on a line of its own before the document's closing `</svg>`.
  mutating func insertBeforeClosingTag(_ element: String) {
    guard let end = range(of: "</svg>", options: .backwards) else { return }
    insert(contentsOf: element + "\n", at: end.lowerBound)
  }
}
