// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing

@Suite struct SVGColorsAndLabelsTests {
  /// A 200 × 100 root with `outer` (10, 10, 120, 80) holding `inner` in its top left corner.
  private func nested() -> LayoutView {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100), debugName: "root")
    let outer = LayoutView(frame: Rect(x: 10, y: 10, width: 120, height: 80), debugName: "outer")
    root.addSubview(outer)
    outer.addSubview(
      LayoutView(frame: Rect(x: 0, y: 0, width: 60, height: 30), debugName: "inner"))
    return root
  }

  @Test func aNameHiddenByASubviewMovesToAFreeCorner() throws {
    let svg = nested().svgDrawing(SVGDrawingOptions(padding: 0))
    try expectWellFormed(svg)
    // The inner view covers outer's top left corner, so outer's name goes to its bottom left
    // (baseline 4 above the bottom, 10 + 80 - 4); inner's stays in its own top left.
    #expect(svg.contains(##"<text x="13" y="86" fill="#24292f">outer</text>"##))
    #expect(svg.contains(##"<text x="13" y="22" fill="#24292f">inner</text>"##))
    // outer covers the root's top left corner but not its top right: 200 - 3 - 4 × 6.7.
    #expect(svg.contains(##"<text x="170.2" y="12" fill="#24292f">root</text>"##))
  }

  @Test func colorsFillViewsByNameAndLeaveTheContainerLight() throws {
    let options = SVGDrawingOptions(padding: 0, colors: ["inner": "#3fb950"], colorsViews: true)
    let svg = nested().svgDrawing(options)
    try expectWellFormed(svg)
    #expect(svg.contains(##"fill="#3fb950" stroke="#24292f""##))
    // The top view keeps the faint default fill; the others are filled and named on a halo.
    #expect(svg.components(separatedBy: #"fill-opacity="0.05""#).count == 2)
    #expect(svg.contains(#"paint-order="stroke">inner</text>"#))
    // A view without a colour of its own gets the same palette colour in every drawing.
    let again = nested().svgDrawing(SVGDrawingOptions(padding: 0, colorsViews: true))
    let outerFill = { (text: String) in
      text.components(separatedBy: "\n").first { $0.contains(#"x="10" y="10" width="120""#) }
    }
    #expect(outerFill(svg) != nil)
    #expect(outerFill(svg) == outerFill(again))
    #expect(outerFill(svg)?.contains("fill-opacity") == false)
  }

  @Test func guidesAreNamedWhereTheNameFits() throws {
    let root = nested()
    let wide = LayoutGuide(debugName: "band")
    let narrow = LayoutGuide(debugName: "gap")
    root.addLayoutGuide(wide)
    root.addLayoutGuide(narrow)
    LayoutConstraint.activate([
      LayoutConstraint(item: wide, attribute: .left, toItem: root, attribute: .left, constant: 140),
      LayoutConstraint(item: wide, attribute: .top, toItem: root, attribute: .top, constant: 40),
      LayoutConstraint(item: wide, attribute: .width, constant: 50),
      LayoutConstraint(item: wide, attribute: .height, constant: 30),
      LayoutConstraint(item: narrow, attribute: .left, toItem: root, attribute: .left),
      LayoutConstraint(item: narrow, attribute: .top, toItem: root, attribute: .top),
      LayoutConstraint(item: narrow, attribute: .width, constant: 4),
      LayoutConstraint(item: narrow, attribute: .height, constant: 30),
    ])
    let svg = root.svgDrawing(SVGDrawingOptions(padding: 0))
    try expectWellFormed(svg)
    #expect(
      svg.contains(
        ##"<text class="guide" x="143" y="52" fill="#24292f" font-style="italic">band</text>"##))
    #expect(!svg.contains(">gap</text>"))
  }
}
