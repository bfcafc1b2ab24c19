// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct GuideAndDirectionTests {
  @Test(arguments: Engine.allCases)
  func guidesAsEqualSpacers(engine: Engine) {
    let root = makeRoot(engine)
    let a = makeChild(root, "a")
    let b = makeChild(root, "b")
    let gap1 = LayoutGuide(debugName: "gap1")
    let gap2 = LayoutGuide(debugName: "gap2")
    let gap3 = LayoutGuide(debugName: "gap3")
    for gap in [gap1, gap2, gap3] { root.addLayoutGuide(gap) }
    #expect(root.layoutGuides.count == 3)
    LayoutConstraint.activate([
      pin(gap1, .left, .equal, root), pin(a, .left, .equal, gap1, .right),
      pin(gap2, .left, .equal, a, .right), pin(b, .left, .equal, gap2, .right),
      pin(gap3, .left, .equal, b, .right), pin(gap3, .right, .equal, root),
      pin(gap2, .width, .equal, gap1), pin(gap3, .width, .equal, gap1),
      pin(a, .width, plus: 100), pin(b, .width, plus: 100),
      pin(a, .top, .equal, root), pin(b, .top, .equal, root),
      pin(a, .height, plus: 10), pin(b, .height, plus: 10),
    ])
    for gap in [gap1, gap2, gap3] {
      LayoutConstraint.activate([pin(gap, .top, .equal, root), pin(gap, .height, plus: 1)])
    }
    root.layoutIfNeeded()
    #expect(close(a.unroundedFrame, Rect(x: 200.0 / 3, y: 0, width: 100, height: 10)))
    #expect(close(b.unroundedFrame, Rect(x: 100 + 400.0 / 3, y: 0, width: 100, height: 10)))
    #expect(
      close(gap2.unroundedLayoutFrame, Rect(x: 100 + 200.0 / 3, y: 0, width: 200.0 / 3, height: 1)))
  }

  @Test(arguments: Engine.allCases)
  func leadingIsTheRightEdgeInRightToLeft(engine: Engine) {
    let root = makeRoot(engine)
    root.semanticContentAttribute = .forceRightToLeft
    let a = makeChild(root, "a")
    let b = makeChild(root, "b")
    LayoutConstraint.activate([
      pin(a, .leading, .equal, root, plus: 20), pin(a, .width, plus: 100),
      pin(b, .leading, .equal, a, .trailing, plus: 8), pin(b, .width, plus: 50),
      pin(a, .top, .equal, root), pin(b, .top, .equal, root),
      pin(a, .height, plus: 10), pin(b, .height, plus: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(close(a.frame, Rect(x: 280, y: 0, width: 100, height: 10)))
    #expect(close(b.frame, Rect(x: 222, y: 0, width: 50, height: 10)))
    root.semanticContentAttribute = .unspecified
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 20, y: 0, width: 100, height: 10)))
    #expect(close(b.frame, Rect(x: 128, y: 0, width: 50, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func aForcedDirectionOverridesTheInheritedOne(engine: Engine) {
    let root = makeRoot(engine)
    root.semanticContentAttribute = .forceRightToLeft
    let panel = makeChild(root, "panel")
    panel.semanticContentAttribute = .forceLeftToRight
    LayoutConstraint.activate(edges(panel, root))
    let box = makeChild(panel, "box")
    LayoutConstraint.activate([
      pin(box, .leading, .equal, panel, plus: 10), pin(box, .width, plus: 10),
      pin(box, .top, .equal, panel), pin(box, .height, plus: 10),
    ])
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 10, y: 0, width: 10, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func baselinesAlignText(engine: Engine) {
    let root = makeRoot(engine)
    let a = SizedView("a", Size(width: 50, height: 30), baseline: 20)
    let b = SizedView("b", Size(width: 50, height: 12), baseline: 9)
    let plain = LayoutView(debugName: "plain")
    for view in [a, b, plain] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    LayoutConstraint.activate([
      pin(a, .left, .equal, root), pin(a, .top, .equal, root, plus: 10),
      pin(b, .left, .equal, a, .right), pin(b, .firstBaseline, .equal, a, .firstBaseline),
      pin(plain, .left, .equal, root), pin(plain, .lastBaseline, .equal, a, .lastBaseline),
      pin(plain, .width, plus: 5), pin(plain, .height, plus: 5),
    ])
    root.layoutIfNeeded()
    #expect(close(b.frame, Rect(x: 50, y: 21, width: 50, height: 12)))
    // a's last baseline is 20 below its top (30); the plain view's baseline is its bottom.
    #expect(close(plain.frame, Rect(x: 0, y: 25, width: 5, height: 5)))
  }

  @Test(arguments: Engine.allCases)
  func aViewCanTakeItsBaselineFromASubview(engine: Engine) {
    let root = makeRoot(engine)
    let cell = BaselineCell()
    root.addSubview(cell)
    cell.translatesAutoresizingMaskIntoConstraints = false
    let other = makeChild(root, "other")
    LayoutConstraint.activate(place(cell, in: root, Rect(x: 0, y: 100, width: 200, height: 50)))
    LayoutConstraint.activate([
      pin(cell.label, .left, .equal, cell), pin(cell.label, .top, .equal, cell, plus: 5),
      pin(other, .left, .equal, root), pin(other, .width, plus: 5),
      pin(other, .height, plus: 10), pin(other, .firstBaseline, .equal, cell, .firstBaseline),
    ])
    root.layoutIfNeeded()
    #expect(close(other.frame, Rect(x: 0, y: 105, width: 5, height: 10)))
  }
}

final class BaselineCell: LayoutView {
  let label = SizedView("label", Size(width: 40, height: 20), baseline: 10)

  init() {
    super.init(debugName: "cell")
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
  }

  override var forFirstBaselineLayout: LayoutView { label }
}
