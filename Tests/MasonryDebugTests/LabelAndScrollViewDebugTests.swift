// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// How the debug module describes and draws labels and scroll views.
@Suite struct LabelAndScrollViewDebugTests {
  /// A 40 × 24 terminal screen: a scroll view under a title, holding a wrapping label on a
  /// one-cell-per-character grid.
  func screen(_ engine: Engine) -> (LayoutView, LayoutScrollView, LayoutLabel) {
    let root = makeRoot(engine, width: 40, height: 32, name: "screen")
    let scrollView = LayoutScrollView(debugName: "scroll")
    root.addSubview(scrollView)
    let label = LayoutLabel(
      text: "Masonry is a light-weight layout framework which wraps AutoLayout", debugName: "body")
    label.textMeasurer = FixedCellTextMeasurer(cellWidth: 1, cellHeight: 4)
    label.numberOfLines = 0
    scrollView.addSubview(label)
    scrollView.mas.makeConstraints { make in
      make.edges.equalTo(root).insets(EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
    }
    label.mas.makeConstraints { make in
      make.edges.equalTo(scrollView.contentLayoutGuide).insets(
        EdgeInsets(top: 4, left: 1, bottom: 4, right: 1))
      make.width.equalTo(scrollView.frameLayoutGuide).offset(-2)
    }
    return (root, scrollView, label)
  }

  @Test(arguments: Engine.allCases)
  func descriptions(engine: Engine) {
    let (root, scrollView, label) = screen(engine)
    root.layoutIfNeeded()
    #expect(
      label.description
        == "<LayoutLabel:body; frame = (1 4; 38 8); text = 'Masonry is a light-weight layout "
        + "framework which wraps AutoLayout'>")
    scrollView.contentOffset = Point(x: 0, y: 3)
    #expect(
      scrollView.description
        == "<LayoutScrollView:scroll; frame = (0 4; 40 28); contentOffset = {0, 3}; "
        + "contentSize = {40, 16}; adjustedContentInset = {0, 0, 0, 0}>")
  }

  @Test(arguments: Engine.allCases)
  func drawingsShowTheTextWhereItScrolled(engine: Engine) {
    let (root, scrollView, _) = screen(engine)
    #expect(
      root.asciiDrawing(columns: 41) == """
        +---------------------------------------+
        |screen                                 |
        +---------------------------------------+
        |scroll                                 |
        |+-------------------------------------+|
        ||body                                 ||
        ||Masonry is a light-weight layout     ||
        ||framework which wraps AutoLayout     ||
        |+-------------------------------------+|
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        +---------------------------------------+
        """)
    scrollView.contentOffset = Point(x: 0, y: 2)
    #expect(
      root.asciiDrawing(columns: 41) == """
        +---------------------------------------+
        |screen                                 |
        +---------------------------------------+
        |+-------------------------------------+|
        ||body                                 ||
        ||Masonry is a light-weight layout     ||
        ||framework which wraps AutoLayout     ||
        |+-------------------------------------+|
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        +---------------------------------------+
        """)
    let svg = root.svgDrawing()
    #expect(svg.contains(#"<text class="text""#))
    #expect(svg.contains(">framework which wraps AutoLayout</text>"))
  }
}
