// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct HierarchyTests {
  @Test func subviewsKeepTheirOrder() {
    let root = LayoutView(debugName: "root")
    let a = LayoutView(debugName: "a")
    let b = LayoutView(debugName: "b")
    let c = LayoutView(debugName: "c")
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map(\.debugName) == ["c", "a", "b"])
    root.insertSubview(b, at: 0)
    #expect(root.subviews.map(\.debugName) == ["b", "c", "a"])
    a.removeFromSuperview()
    #expect(root.subviews.map(\.debugName) == ["b", "c"])
    #expect(a.superview == nil)
  }

  @Test func closestCommonAncestor() {
    let root = LayoutView()
    let a = LayoutView()
    let b = LayoutView()
    let a1 = LayoutView()
    let b1 = LayoutView()
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(a1)
    b.addSubview(b1)
    #expect(a1.closestCommonAncestor(with: b1) === root)
    #expect(a1.closestCommonAncestor(with: a) === a)
    #expect(a.closestCommonAncestor(with: a) === a)
    #expect(a1.closestCommonAncestor(with: LayoutView()) == nil)
    #expect(b1.rootView === root)
    #expect(b1.isDescendant(of: b))
    #expect(!b1.isDescendant(of: a))
  }

  @Test func addingAViewToItsOwnSubtreeIsReported() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let child = LayoutView()
    root.addSubview(child)
    child.addSubview(root)
    child.addSubview(child)
    #expect(log.kinds == [.misuse, .misuse])
    #expect(root.superview == nil)
    #expect(child.subviews.isEmpty)
  }

  @Test func boundsAndCenter() {
    let view = LayoutView(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == Point(x: 60, y: 45))
    view.center = Point(x: 50, y: 25)
    #expect(view.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    view.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(view.frame == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test(arguments: Engine.allCases)
  func removingAViewRemovesTheConstraintsThatCrossItsEdge(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let panel = makeChild(root, "panel")
    let inner = makeChild(panel, "inner")
    let other = makeChild(root, "other")
    LayoutConstraint.activate(place(panel, in: root, Rect(x: 10, y: 10, width: 100, height: 100)))
    LayoutConstraint.activate(edges(inner, panel, EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
    let crossing = pin(other, .left, .equal, inner, .right)
    LayoutConstraint.activate([
      crossing, pin(other, .top, .equal, root), pin(other, .width, plus: 10),
      pin(other, .height, plus: 10),
    ])
    root.layoutIfNeeded()
    #expect(close(other.frame, Rect(x: 105, y: 0, width: 10, height: 10)))
    panel.removeFromSuperview()
    #expect(!crossing.isActive)
    // The panel keeps its size constraints and the inner view's edges, in its own engine.
    #expect(panel.constraints.count == 6)
    #expect(inner.constraints.count == 0)
    panel.layoutIfNeeded()
    #expect(close(panel.frame.size, Size(width: 100, height: 100)))
    #expect(close(inner.frame, Rect(x: 5, y: 5, width: 90, height: 90)))
    // The rest of the tree lays out without the panel.
    LayoutConstraint.activate([pin(other, .left, .equal, root, plus: 1)])
    root.layoutIfNeeded()
    #expect(close(other.frame, Rect(x: 1, y: 0, width: 10, height: 10)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func aSubtreeWithItsOwnEngineJoinsAnotherTree(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let card = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 60), debugName: "card")
    let title = makeChild(card, "title")
    LayoutConstraint.activate(
      edges(title, card, EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
    card.layoutIfNeeded()
    #expect(close(title.frame, Rect(x: 10, y: 10, width: 80, height: 40)))
    root.addSubview(card)
    card.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate(place(card, in: root, Rect(x: 50, y: 50, width: 200, height: 100)))
    root.layoutIfNeeded()
    #expect(close(card.frame, Rect(x: 50, y: 50, width: 200, height: 100)))
    #expect(close(title.frame, Rect(x: 10, y: 10, width: 180, height: 80)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func anotherEngineTakesOverTheTree(engine: Engine) {
    let root = makeRoot(.simplex)
    let box = makeChild(root, "box")
    LayoutConstraint.activate(edges(box, root, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
    root.layoutIfNeeded()
    root.layoutEngine = LayoutEngine(solver: engine.make())
    root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 2, y: 1, width: 94, height: 96)))
  }

  @Test(arguments: Engine.allCases)
  func hiddenViewsAreStillLaidOut(engine: Engine) {
    let root = makeRoot(engine)
    let box = makeChild(root, "box")
    box.isHidden = true
    LayoutConstraint.activate(place(box, in: root, Rect(x: 1, y: 2, width: 3, height: 4)))
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 1, y: 2, width: 3, height: 4)))
  }
}

@Suite struct ConstraintListTests {
  @Test func removingConstraintsKeepsTheOrderOfTheRest() {
    let root = makeRoot(.simplex)
    let box = makeChild(root, "box")
    let made = (0..<40).map { pin(box, .width, .greaterThanOrEqual, plus: Double($0)) }
    LayoutConstraint.activate(made)
    let kept = made.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
    LayoutConstraint.deactivate(made.enumerated().filter { $0.offset % 4 != 0 }.map(\.element))
    #expect(box.constraints.map(\.constant) == kept.map(\.constant))
    kept[1].isActive = false
    #expect(box.constraints.count == kept.count - 1)
    box.removeConstraint(kept[0])
    #expect(box.constraints.first === kept[2])
  }

  @Test(arguments: Engine.allCases)
  func removingAGuideRemovesItsConstraints(engine: Engine) {
    let root = makeRoot(engine)
    let guide = LayoutGuide(debugName: "guide")
    root.addLayoutGuide(guide)
    let box = makeChild(root, "box")
    let toGuide = pin(box, .left, .equal, guide)
    LayoutConstraint.activate(edges(guide, root, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
    LayoutConstraint.activate([
      toGuide, pin(box, .top, .equal, root), pin(box, .width, plus: 5), pin(box, .height, plus: 5),
    ])
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 2, y: 0, width: 5, height: 5)))
    root.removeLayoutGuide(guide)
    #expect(!toGuide.isActive && guide.owningView == nil && root.layoutGuides.isEmpty)
    LayoutConstraint.activate([pin(box, .left, .equal, root, plus: 9)])
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 9, y: 0, width: 5, height: 5)))
  }

  @Test(arguments: Engine.allCases)
  func movingAViewToAnotherSuperviewKeepsItsInnerConstraints(engine: Engine) {
    let root = makeRoot(engine)
    let left = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100), debugName: "left")
    let right = LayoutView(frame: Rect(x: 200, y: 0, width: 150, height: 100), debugName: "right")
    root.addSubview(left)
    root.addSubview(right)
    let card = makeChild(left, "card")
    let title = makeChild(card, "title")
    LayoutConstraint.activate(edges(card, left, EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
    LayoutConstraint.activate(edges(title, card, EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
    root.layoutIfNeeded()
    right.addSubview(card)
    #expect(card.superview === right && left.constraints.isEmpty && card.constraints.count == 4)
    LayoutConstraint.activate(edges(card, right))
    root.layoutIfNeeded()
    #expect(close(card.frame, Rect(x: 0, y: 0, width: 150, height: 100)))
    #expect(close(title.frame, Rect(x: 1, y: 1, width: 148, height: 98)))
  }
}
