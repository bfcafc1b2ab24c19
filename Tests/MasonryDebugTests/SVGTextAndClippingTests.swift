// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing

/// How drawings show labels' text, clip scroll views' content, place names that do not fit
/// and keep constraints visible.
@Suite struct SVGTextAndClippingTests {
  @Test func aLabelsTextIsDrawnAtItsSizeOnItsBaselines() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 100), debugName: "root")
    let label = LayoutLabel(text: "Bacon ipsum dolor", debugName: "label")
    label.numberOfLines = 0
    label.frame = Rect(x: 10, y: 10, width: 100, height: 42.5)
    root.addSubview(label)
    let svg = root.svgDrawing(SVGDrawingOptions(padding: 0))
    try expectWellFormed(svg)
    // The default measurer at 17 points: lines 21.25 apart, the baseline 17 below a line's
    // top; "Bacon ipsum" is (0.625 + 4 × 0.5 + 0.25 + 0.25 + 3 × 0.5 + 0.8125) × 17 =
    // 92.4375 wide (a space, an i and an l are 0.25, an r 0.375, an m 0.8125, a capital
    // 0.625, other lowercase 0.5), "dolor" (3 × 0.5 + 0.25 + 0.375) × 17 = 36.125.
    #expect(
      svg.contains(
        #"<text class="text" x="10" y="27" font-family="Helvetica, Arial, sans-serif" "#
          + #"font-size="17" textLength="92.4375" lengthAdjust="spacingAndGlyphs" "#
          + ##"fill="#24292f">Bacon ipsum</text>"##))
    #expect(svg.contains(#"x="10" y="48.25""#) && svg.contains(#"textLength="36.125""#))
    // The name keeps clear of the text: the second line leaves the bottom right corner free,
    // 110 - 3 - 5 × 6.7 and 52.5 - 4.
    #expect(svg.contains(##"<text x="73.5" y="48.5" fill="#24292f">label</text>"##))
  }

  @Test func aScrollViewClipsItsContent() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100), debugName: "root")
    let scrollView = LayoutScrollView(
      frame: Rect(x: 20, y: 10, width: 100, height: 50), debugName: "scroller")
    root.addSubview(scrollView)
    scrollView.addSubview(
      LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 80), debugName: "top"))
    scrollView.addSubview(
      LayoutView(frame: Rect(x: 0, y: 120, width: 100, height: 50), debugName: "below"))
    scrollView.contentOffset = Point(x: 0, y: 30)
    let svg = root.svgDrawing(SVGDrawingOptions(padding: 0))
    try expectWellFormed(svg)
    // "top" shows from 30 to 80 of its height, at the scroll view's place, clipped to it.
    #expect(
      svg.contains(
        #"<clipPath id="clip-20_10_100_50"><rect x="20" y="10" width="100" height="50"/>"#))
    #expect(svg.contains(#"<g class="view" clip-path="url(#clip-20_10_100_50)">"#))
    #expect(svg.contains(#"<rect x="20" y="-20" width="100" height="80""#))
    // Its name goes where it shows, not in its scrolled-away top left corner.
    #expect(svg.contains(##"<text x="23" y="22" fill="#24292f">top</text>"##))
    // "below" is scrolled out of sight: not drawn at all.
    #expect(!svg.contains("below"))
    // The scroll view's own guides are its content and its frame, drawn already.
    #expect(!svg.contains("contentLayoutGuide") && !svg.contains("frameLayoutGuide"))
    // Nothing outside a scroll view is clipped.
    #expect(svg.components(separatedBy: "clip-path=").count == 2)
  }

  @Test func aNameThatFitsNowhereIsLeftToTheTitle() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 60), debugName: "root")
    // "wide" covers every corner of the root, so the root's name has no place.
    root.addSubview(
      LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 40), debugName: "wide"))
    root.addSubview(
      LayoutView(frame: Rect(x: 0, y: 40, width: 100, height: 20), debugName: "bottom"))
    // A 10-wide view under a free area: its name sticks out of its top left corner.
    root.addSubview(
      LayoutView(frame: Rect(x: 60, y: 2, width: 10, height: 10), debugName: "dot"))
    let svg = root.svgDrawing(SVGDrawingOptions(padding: 0))
    try expectWellFormed(svg)
    #expect(!svg.contains(">root</text>"))
    #expect(svg.contains("<title>&lt;LayoutView:root; frame = (0 0; 100 60)&gt;</title>"))
    #expect(svg.contains(##"<text x="3" y="12" fill="#24292f">wide</text>"##))
    #expect(svg.contains(##"<text x="63" y="14" fill="#24292f">dot</text>"##))
  }

  @Test func aNameSlidesAlongTheTopPastWhatCoversTheCorners() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100), debugName: "root")
    let box = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100), debugName: "box")
    root.addSubview(box)
    // A 20 × 20 tag in each corner of the box, drawn after it.
    for (x, y) in [(0.0, 0.0), (180.0, 0.0), (0.0, 80.0), (180.0, 80.0)] {
      box.addSubview(LayoutView(frame: Rect(x: x, y: y, width: 20, height: 20), debugName: "t"))
    }
    let svg = root.svgDrawing(SVGDrawingOptions(padding: 0))
    try expectWellFormed(svg)
    // Every corner is covered: the name goes 3 right of the top left tag, 20 + 3.
    #expect(svg.contains(##"<text x="23" y="12" fill="#24292f">box</text>"##))
  }

  @Test func constraintsHaveAWhiteHaloOnFilledViews() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100), debugName: "root")
    let view = LayoutView(frame: Rect(x: 10, y: 10, width: 80, height: 80), debugName: "view")
    root.addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      LayoutConstraint(item: view, attribute: .left, toItem: root, attribute: .left, constant: 10),
      LayoutConstraint(item: view, attribute: .top, toItem: root, attribute: .top, constant: 10),
      LayoutConstraint(item: view, attribute: .width, constant: 80),
      LayoutConstraint(item: view, attribute: .height, constant: 80),
    ])
    let svg = root.svgDrawing(
      SVGDrawingOptions(padding: 0, showsConstraints: true, colorsViews: true))
    try expectWellFormed(svg)
    // The width runs across the view's middle, 50 down: white under blue.
    let ends = #"x1="10" y1="50" x2="90" y2="50""#
    #expect(svg.contains(#"<line \#(ends) stroke="white" stroke-width="3"/>"#))
    #expect(svg.contains(##"<line \##(ends) stroke="#0969da" stroke-width="1""##))
  }
}
