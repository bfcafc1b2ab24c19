// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// How the debug module describes and draws a stack view.
@Suite struct StackViewDebugTests {
  /// A row of an icon and a label, centred, in a root 200×40.
  private func row(_ engine: Engine) -> (LayoutView, LayoutStackView, [SizedView]) {
    let root = makeRoot(engine, width: 200, height: 40)
    let icon = SizedView("icon", Size(width: 40, height: 40))
    let title = SizedView("title", Size(width: 100, height: 20))
    let badge = SizedView("badge", Size(width: 30, height: 30))
    let stack = LayoutStackView(arrangedSubviews: [icon, title, badge], debugName: "row")
    stack.alignment = .center
    stack.spacing = 8
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate(
      [LayoutAttribute.left, .top, .right].map {
        LayoutConstraint(item: stack, attribute: $0, toItem: root, attribute: $0)
      })
    return (root, stack, [icon, title, badge])
  }

  @Test func arrangementDescriptionGroupsTheConstraintsByIdentifier() {
    let (_, stack, views) = row(.simplex)
    views[2].isHidden = true
    let text = stack.arrangementDescription
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "LayoutStackView:row axis = horizontal; distribution = fill; alignment = center;"
        + " spacing = 8; arrangedSubviews = 3")
    let headings = lines.filter { !$0.hasPrefix("  ") }.dropFirst()
    #expect(
      Array(headings) == [
        "UISV-hiding:", "UISV-canvas-connection:", "UISV-spacing:", "stack-order:",
        "UISV-alignment:", "UISV-spanning-boundary:", "UISV-spanning-fit:",
        "UISV-ambiguity-suppression:",
      ])
    #expect(lines.contains("  <LayoutConstraint:UISV-hiding SizedView:badge.width == 0>"))
    #expect(
      lines.contains(
        "  <LayoutConstraint:UISV-spacing SizedView:title.leading == SizedView:icon.trailing + 8>"))
  }

  @Test func debugDescriptionNamesTheSettings() {
    let (root, stack, _) = row(.simplex)
    root.layoutIfNeeded()
    stack.isLayoutMarginsRelativeArrangement = true
    #expect(
      maskingAddresses(stack.debugDescription)
        == "<LayoutStackView:row; frame = (0 0; 200 40); superview = LayoutView:root;"
        + " subviews = 3; layoutGuides = 1; constraints = 16; axis = horizontal;"
        + " distribution = fill; alignment = center; spacing = 8;"
        + " layoutMarginsRelativeArrangement; arrangedSubviews = 3;"
        + " translatesAutoresizingMaskIntoConstraints = false>")
  }

  @Test(arguments: Engine.allCases)
  func drawingsLeaveHiddenViewsOut(_ engine: Engine) {
    let (root, _, views) = row(engine)
    views[1].isHidden = true
    // The icon, first of the views that hug at 250, takes the room the title left.
    #expect(
      root.asciiDrawing(columns: 81) == """
        +----------------------------------------------------------------+--------------+
        |icon                                                            |  +-----------+
        |                                                                |  |badge      |
        |                                                                |  |           |
        |                                                                |  |           |
        |                                                                |  |           |
        |                                                                |  |           |
        |                                                                |  +-----------+
        +----------------------------------------------------------------+--------------+
        """)
    let svg = root.svgDrawing()
    #expect(!svg.contains(">title<"))
    #expect(svg.contains(">badge<"))
    #expect(svg.contains("UISV-alignment-spanner"))
  }
}
