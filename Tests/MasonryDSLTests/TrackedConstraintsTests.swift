// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// The DSL constraints a view keeps for update, remake and `removeConstraints` (Masonry's
/// installed constraints): the active ones it installed, oldest installed first, each once.
@Suite struct TrackedConstraintsTests {
  @Test(arguments: Engine.allCases)
  func updateTakesTheNewestInstalledMatch(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    let made = view.mas.makeConstraints { make in
      make.left.top.height.equalTo(root)
      make.width.equalTo(50).priorityLow()
      make.width.equalTo(60).priorityLow()
    }
    // Installed again, the first width is now the newest of the two.
    made[1].uninstall()
    made[1].install()
    let updated = view.mas.updateConstraints { make in make.width.equalTo(70).priorityLow() }
    #expect(updated[0].layoutConstraints[0] === made[1].layoutConstraints[0])
    #expect(made[1].layoutConstraints[0].constant == 70)
    #expect(made[2].layoutConstraints[0].constant == 60)
    #expect(view._layoutNode.trackedConstraints.map(\.constant) == [0, 0, 0, 60, 70])
    #expect(log.issues.isEmpty)
  }

  /// A constraint keeps its track serial in 32 bits: a view whose count of tracked constraints
  /// reaches `Int32.max` numbers the tracked ones again from 1, in their order, and goes on.
  @Test(arguments: Engine.allCases)
  func serialsAreNumberedAgainBeforeTheir32BitsRunOut(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    view.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.width.equalTo(10)
    }
    view._layoutNode.trackCount = Int(Int32.max) - 1
    view.mas.makeConstraints { make in make.height.equalTo(20) }
    view.mas.makeConstraints { make in make.width.equalTo(30).priorityLow() }
    view.mas.makeConstraints { make in make.height.equalTo(40).priorityLow() }
    #expect(view._layoutNode.trackCount == 6)
    #expect(
      view._layoutNode.trackedConstraints.map(\.constant) == [0, 0, 10, 20, 30, 40])
    let updated = view.mas.updateConstraints { make in make.width.equalTo(50).priorityLow() }
    #expect(updated[0].layoutConstraints[0].constant == 50)
    #expect(
      view._layoutNode.trackedConstraints.map(\.constant) == [0, 0, 10, 20, 50, 40])
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 0, width: 10, height: 20))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func aConstraintOfTheViewToItselfIsTrackedOnce(engine: Engine) {
    let root = makeRoot(engine)
    let view = addView(root, "view")
    view.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.width.equalTo(view.mas.height)
      make.height.equalTo(40)
    }
    #expect(view._layoutNode.trackedConstraints.count == 4)
    view.mas.remakeConstraints { make in
      make.left.top.equalTo(root)
      make.size.equalTo(Size(width: 10, height: 20))
    }
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 0, width: 10, height: 20))
    #expect(view._layoutNode.trackedConstraints.count == 4)
  }

  @Test(arguments: Engine.allCases)
  func aConstraintReactivatedOutsideTheDSLIsStillTheViews(engine: Engine) {
    let root = makeRoot(engine)
    let view = addView(root, "view")
    let made = view.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.width.height.equalTo(30)
    }
    let width = made[1].layoutConstraints[0]
    LayoutConstraint.deactivate([width])
    #expect(view._layoutNode.trackedConstraints.count == 3)
    LayoutConstraint.activate([width])
    #expect(view._layoutNode.trackedConstraints.count == 4)
    view.mas.remakeConstraints { make in make.edges.equalTo(root) }
    #expect(!width.isActive)
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 0, width: 400, height: 300))
  }

  @Test(arguments: Engine.allCases)
  func anUninstalledHandleIsNoLongerTheViews(engine: Engine) {
    let root = makeRoot(engine)
    let view = addView(root, "view")
    let made = view.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.width.height.equalTo(30)
    }
    made[0].uninstall()
    #expect(view._layoutNode.trackedConstraints.count == 2)
    let parts = made[0].layoutConstraints
    // Activated outside the DSL, the uninstalled constraints stay out of a remake's reach.
    LayoutConstraint.activate(parts)
    view.mas.removeConstraints()
    #expect(parts.allSatisfy { $0.isActive })
    #expect(!made[1].isActive)
  }
}
