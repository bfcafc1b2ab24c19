// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Constraints made from a visual format or from anchors, as the debug module describes them.
@Suite struct VisualFormatDescriptionTests {
  @Test func visualFormatConstraintsReadInTheFormatsNotation() {
    let root = makeRoot(.simplex, name: "root")
    let a = makeChild(root, "a")
    let b = makeChild(root, "b")
    let views = ["a": a, "b": b]
    let made = LayoutConstraint.constraints(
      withVisualFormat: "H:|-[a(>=50@750)]-(<=12)-[b(==a)]|", views: views)
    #expect(
      made.map(\.visualFormatDescription) == [
        "H:|-(20)-[LayoutView:a] (Names: '|':LayoutView:root)",
        "H:[LayoutView:a(>=50@750)]",
        "H:[LayoutView:a]-(<=12)-[LayoutView:b]",
        "H:[LayoutView:b(==LayoutView:a)]",
        "H:[LayoutView:b]-(0)-| (Names: '|':LayoutView:root)",
      ])
    made[2].identifier = "gap"
    let line = made[2].location?.line ?? 0
    #expect(
      made[2].debugDescription
        == "<LayoutConstraint:gap@VisualFormatDescriptionTests.swift#\(line) "
        + "H:[LayoutView:a]-(<=12)-[LayoutView:b]>")
    // The plain description stays Masonry's equation.
    #expect(
      made[2].description
        == "<LayoutConstraint:gap LayoutView:b.leading <= LayoutView:a.trailing + 12>")
    let reversed = LayoutConstraint.constraints(
      withVisualFormat: "V:[a]-[b]-5-|", options: .alignAllCenterX, views: views)
    #expect(
      reversed.map(\.visualFormatDescription) == [
        "V:[LayoutView:a]-(8)-[LayoutView:b]",
        "V:[LayoutView:b]-(5)-| (Names: '|':LayoutView:root)",
        nil,
      ])
    let rightToLeft = LayoutConstraint.constraints(
      withVisualFormat: "|-[a]-[b]", options: .directionRightToLeft, views: views)
    #expect(
      rightToLeft.map(\.visualFormatDescription) == [
        "H:|-(20)-[LayoutView:a] (Names: '|':LayoutView:root)",
        "H:[LayoutView:a]-(8)-[LayoutView:b]",
      ])
  }

  @Test func anchorConstraintsCarryTheLineOfTheCall() {
    let root = makeRoot(.simplex, name: "root")
    let a = makeChild(root, "a")
    let line = #line + 1
    let made = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    made.identifier = "lead"
    #expect(
      made.debugDescription
        == "<LayoutConstraint:lead@VisualFormatDescriptionTests.swift#\(line) "
        + "LayoutView:a.leading == LayoutView:root.leading + 8>")
    #expect(made.visualFormatDescription == nil)
  }
}

extension VisualFormatDescriptionTests {
  @Test func autoresizingConstraintsCarryTheMasksCode() {
    let log = IssueLog()
    let root = makeRoot(.simplex, width: 320, height: 480, log: log, name: "root")
    let bar = LayoutView(frame: Rect(x: 10, y: 0, width: 300, height: 44), debugName: "bar")
    bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(bar)
    root.layoutIfNeeded()
    bar.widthAnchor.constraint(equalToConstant: 100).isActive = true
    root.layoutIfNeeded()
    let descriptions = log.issues.first?.constraints.map(\.debugDescription) ?? []
    #expect(
      descriptions.contains {
        $0.hasSuffix(" h=-&- v=--& LayoutView:bar.width == LayoutView:root.width - 20>")
      })
  }
}
