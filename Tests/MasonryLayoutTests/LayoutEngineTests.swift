// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import MasonrySolving
import Testing
import _MasonryTestSupport

@Suite struct LayoutEngineTests {
  /// Pins `view`'s edges to `other`'s with the given insets.
  func pin(_ view: LayoutView, to other: LayoutView, _ insets: EdgeInsets) -> [LayoutConstraint] {
    [
      LayoutConstraint(
        item: view, attribute: .top, toItem: other, attribute: .top, constant: insets.top),
      LayoutConstraint(
        item: view, attribute: .left, toItem: other, attribute: .left, constant: insets.left),
      LayoutConstraint(
        item: view, attribute: .bottom, toItem: other, attribute: .bottom,
        constant: -insets.bottom),
      LayoutConstraint(
        item: view, attribute: .right, toItem: other, attribute: .right, constant: -insets.right),
    ]
  }

  @Test(arguments: Engine.allCases)
  func edgesInsetFromTheSuperview(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let box = makeChild(root, "box")
    LayoutConstraint.activate(
      pin(box, to: root, EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)))
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 20, y: 10, width: 340, height: 260)))
    #expect(log.issues.isEmpty)
    #expect(root.constraints.count == 4)
  }

  @Test(arguments: Engine.allCases)
  func framesAreRelativeToTheSuperview(engine: Engine) {
    let root = makeRoot(engine)
    let outer = makeChild(root, "outer")
    let inner = makeChild(outer, "inner")
    LayoutConstraint.activate(
      pin(outer, to: root, EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
    LayoutConstraint.activate(
      pin(inner, to: outer, EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
    root.layoutIfNeeded()
    #expect(close(outer.frame, Rect(x: 10, y: 10, width: 380, height: 280)))
    #expect(close(inner.frame, Rect(x: 5, y: 5, width: 370, height: 270)))
    #expect(close(inner.convert(Point.zero, to: nil), Point(x: 15, y: 15)))
    #expect(close(root.convert(Point(x: 20, y: 20), to: inner), Point(x: 5, y: 5)))
  }

  @Test(arguments: Engine.allCases)
  func rootSizeChangesRelayOut(engine: Engine) {
    let root = makeRoot(engine)
    let box = makeChild(root, "box")
    LayoutConstraint.activate(
      pin(box, to: root, EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
    root.layoutIfNeeded()
    root.frame = Rect(x: 0, y: 0, width: 300, height: 400)
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 10, y: 10, width: 280, height: 380)))
  }

  @Test(arguments: Engine.allCases)
  func changingAConstantUpdatesTheSolverInPlace(engine: Engine) {
    let root = makeRoot(engine)
    let box = makeChild(root, "box")
    let constraints = pin(box, to: root, EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let count = root.layoutEngine.solver.constraintCount
    constraints[0].constant = 50
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 10, y: 50, width: 380, height: 240)))
    #expect(root.layoutEngine.solver.constraintCount == count)
  }

  @Test(arguments: Engine.allCases)
  func multiplierAppliesInTheInstallingViewsSpace(engine: Engine) {
    let root = makeRoot(engine)
    let container = makeChild(root, "container")
    LayoutConstraint.activate(
      pin(container, to: root, EdgeInsets(top: 0, left: 100, bottom: 0, right: 100)))
    let box = makeChild(container, "box")
    LayoutConstraint.activate([
      LayoutConstraint(
        item: box, attribute: .centerX, toItem: container, attribute: .centerX, multiplier: 0.5),
      LayoutConstraint(item: box, attribute: .width, constant: 20),
      LayoutConstraint(item: box, attribute: .top, toItem: container, attribute: .top),
      LayoutConstraint(item: box, attribute: .height, constant: 20),
    ])
    root.layoutIfNeeded()
    // container is 200 wide; its centerX in its own space is 100, half of it is 50.
    #expect(close(box.frame, Rect(x: 40, y: 0, width: 20, height: 20)))
  }

  @Test(arguments: Engine.allCases)
  func multiplierAndPriorityCanChangeWhileActive(engine: Engine) {
    let root = makeRoot(engine)
    let box = makeChild(root, "box")
    let width = LayoutConstraint(
      item: box, attribute: .width, toItem: root, attribute: .width, multiplier: 0.5)
    let fixed = LayoutConstraint(item: box, attribute: .width, constant: 100, priority: 500)
    LayoutConstraint.activate([
      width, fixed,
      LayoutConstraint(item: box, attribute: .left, toItem: root, attribute: .left),
      LayoutConstraint(item: box, attribute: .top, toItem: root, attribute: .top),
      LayoutConstraint(item: box, attribute: .height, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(close(box.frame.size, Size(width: 200, height: 10)))
    width.multiplier = 0.25
    root.layoutIfNeeded()
    #expect(close(box.frame.size, Size(width: 100, height: 10)))
    width.priority = 250
    width.multiplier = 0.5
    root.layoutIfNeeded()
    #expect(close(box.frame.size, Size(width: 100, height: 10)))
    width.priority = .required
    root.layoutIfNeeded()
    #expect(close(box.frame.size, Size(width: 200, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func deactivatingRemovesTheConstraint(engine: Engine) {
    let root = makeRoot(engine)
    let box = makeChild(root, "box")
    let wide = LayoutConstraint(item: box, attribute: .width, constant: 300)
    LayoutConstraint.activate([
      wide, LayoutConstraint(item: box, attribute: .width, constant: 100, priority: 500),
      LayoutConstraint(item: box, attribute: .left, toItem: root, attribute: .left),
      LayoutConstraint(item: box, attribute: .top, toItem: root, attribute: .top),
      LayoutConstraint(item: box, attribute: .height, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.size.width == 300)
    wide.isActive = false
    root.layoutIfNeeded()
    #expect(close(box.frame.size, Size(width: 100, height: 10)))
    #expect(root.constraints.count == 2)
    #expect(box.constraints.count == 2)
  }

  @Test(arguments: Engine.allCases)
  func translatedFramesPositionViewsThatOthersReferTo(engine: Engine) {
    let root = makeRoot(engine)
    let panel = LayoutView(frame: Rect(x: 50, y: 60, width: 100, height: 80), debugName: "panel")
    root.addSubview(panel)
    let box = makeChild(root, "box")
    LayoutConstraint.activate([
      LayoutConstraint(item: box, attribute: .left, toItem: panel, attribute: .right, constant: 5),
      LayoutConstraint(item: box, attribute: .top, toItem: panel, attribute: .bottom),
      LayoutConstraint(item: box, attribute: .width, toItem: panel, attribute: .width),
      LayoutConstraint(item: box, attribute: .height, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 155, y: 140, width: 100, height: 10)))
    panel.frame = Rect(x: 0, y: 0, width: 20, height: 20)
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 25, y: 20, width: 20, height: 10)))
    #expect(panel.frame == Rect(x: 0, y: 0, width: 20, height: 20))
  }
}
