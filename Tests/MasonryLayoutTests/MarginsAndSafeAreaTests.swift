// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct MarginsAndSafeAreaTests {
  @Test(arguments: Engine.allCases)
  func marginAttributesUseTheDefaultMargins(engine: Engine) {
    let root = makeRoot(engine)
    let box = makeChild(root, "box")
    LayoutConstraint.activate([
      pin(box, .left, .equal, root, .leftMargin), pin(box, .top, .equal, root, .topMargin),
      pin(box, .right, .equal, root, .rightMargin),
      pin(box, .bottom, .equal, root, .bottomMargin),
    ])
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 8, y: 8, width: 384, height: 284)))
    #expect(close(root.layoutMarginsGuide.layoutFrame, Rect(x: 8, y: 8, width: 384, height: 284)))
  }

  @Test(arguments: Engine.allCases)
  func changingMarginsRelaysOut(engine: Engine) {
    let root = makeRoot(engine)
    let box = makeChild(root, "box")
    LayoutConstraint.activate(edges(box, root.layoutMarginsGuide))
    root.layoutIfNeeded()
    root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 2, y: 1, width: 394, height: 296)))
  }

  @Test(arguments: Engine.allCases)
  func directionalMarginsFollowTheDirection(engine: Engine) {
    let root = makeRoot(engine)
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    #expect(root.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
    let box = makeChild(root, "box")
    LayoutConstraint.activate([
      pin(box, .leading, .equal, root, .leadingMargin), pin(box, .width, plus: 50),
      pin(box, .top, .equal, root), pin(box, .height, plus: 10),
    ])
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 320, y: 0, width: 50, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func safeAreaGuideOfTheRoot(engine: Engine) {
    let root = makeRoot(engine)
    root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let box = makeChild(root, "box")
    LayoutConstraint.activate(edges(box, root.safeAreaLayoutGuide))
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 0, y: 44, width: 400, height: 222)))
  }

  @Test(arguments: Engine.allCases)
  func safeAreaPropagatesToSubviews(engine: Engine) {
    let root = makeRoot(engine)
    root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    let panel = makeChild(root, "panel")
    LayoutConstraint.activate(place(panel, in: root, Rect(x: 0, y: 20, width: 400, height: 100)))
    let content = makeChild(panel, "content")
    LayoutConstraint.activate(edges(content, panel.safeAreaLayoutGuide))
    root.layoutIfNeeded()
    #expect(panel.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    #expect(close(content.frame, Rect(x: 0, y: 24, width: 400, height: 76)))
  }

  @Test(arguments: Engine.allCases)
  func marginsAreMeasuredFromTheSafeArea(engine: Engine) {
    let root = makeRoot(engine)
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let box = makeChild(root, "box")
    LayoutConstraint.activate(edges(box, root.layoutMarginsGuide))
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 8, y: 28, width: 384, height: 264)))
    root.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 8, y: 8, width: 384, height: 284)))
  }

  @Test(arguments: Engine.allCases)
  func preservedSuperviewMargins(engine: Engine) {
    let root = makeRoot(engine)
    root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let panel = makeChild(root, "panel")
    panel.preservesSuperviewLayoutMargins = true
    LayoutConstraint.activate(place(panel, in: root, Rect(x: 5, y: 0, width: 100, height: 100)))
    let box = makeChild(panel, "box")
    LayoutConstraint.activate([
      pin(box, .left, .equal, panel, .leftMargin), pin(box, .top, .equal, panel, .topMargin),
      pin(box, .width, plus: 10), pin(box, .height, plus: 10),
    ])
    root.layoutIfNeeded()
    // panel sits 5 from the root's left edge, inside the root's 20 margin: its left margin
    // grows to 15; its top edge is on the root's, so its top margin grows to 20.
    #expect(close(box.frame, Rect(x: 15, y: 20, width: 10, height: 10)))
  }
}
