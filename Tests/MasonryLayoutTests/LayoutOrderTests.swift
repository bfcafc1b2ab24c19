// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// The order and the reach of `layoutSubviews` calls made from the layout queue: tree order,
/// parents first, as a walk of the tree would make them.
@Suite struct LayoutOrderTests {
  private func laidOut(_ engine: Engine) -> StackFixture {
    let fixture = StackFixture(engine, StackConstants(cells: 3))
    fixture.root.layoutIfNeeded()
    fixture.log.calls = []
    return fixture
  }

  @Test(arguments: Engine.allCases)
  func setNeedsLayoutRunsTheHooksInTreeOrder(engine: Engine) {
    let fixture = laidOut(engine)
    for view in [fixture.buttons[2], fixture.cells[0], fixture.root, fixture.labels[1]] {
      view.setNeedsLayout()
    }
    fixture.cells[1].setNeedsLayout()
    fixture.root.layoutIfNeeded()
    #expect(fixture.log.calls == ["root", "c0", "c1", "l1", "b2"])
    fixture.root.layoutIfNeeded()
    #expect(fixture.log.calls.count == 5)
  }

  @Test(arguments: Engine.allCases)
  func aViewQueuedByAHookIsLaidOutInTheSamePassWhenItComesLater(engine: Engine) {
    let fixture = laidOut(engine)
    let (first, second) = (fixture.cells[0], fixture.cells[1])
    fixture.log.actions["c0"] = { fixture.buttons[1].setNeedsLayout() }
    fixture.log.actions["c1"] = { first.setNeedsLayout() }
    first.setNeedsLayout()
    fixture.root.layoutIfNeeded()
    #expect(fixture.log.calls == ["c0", "b1"])
    fixture.log.calls = []
    fixture.log.actions["c0"] = nil
    second.setNeedsLayout()
    fixture.root.layoutIfNeeded()
    // c0 comes before c1: as in a walk, it waits for the next pass.
    #expect(fixture.log.calls == ["c1"])
    fixture.root.layoutIfNeeded()
    #expect(fixture.log.calls == ["c1", "c0"])
    fixture.log.actions = [:]  // The actions hold the fixture, which holds the log.
  }

  @Test func reorderedAndRemovedSubviewsKeepTreeOrder() {
    let log = CallLog()
    let root = LoggingView("root", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.layoutEngine = LayoutEngine()
    let views = ["a", "b", "c"].map { LoggingView($0, log: log) }
    for view in views { root.addSubview(view) }
    root.layoutIfNeeded()
    root.insertSubview(views[2], at: 0)
    views[0].removeFromSuperview()
    root.insertSubview(views[0], at: 1)
    #expect(root.subviews.map(\.debugName) == ["c", "a", "b"])
    root.layoutIfNeeded()
    log.calls = []
    for view in [views[1], views[0], views[2]] { view.setNeedsLayout() }
    root.layoutIfNeeded()
    #expect(log.calls == ["c", "a", "b"])
  }
}
