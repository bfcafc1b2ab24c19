// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct UpdateAndRemakeTests {
  @Test(arguments: Engine.allCases)
  func updateChangesTheConstantOfAMatchingConstraint(engine: Engine) {
    let superview = makeRoot(engine)
    let view = addView(superview, "view")
    let made = view.mas.makeConstraints { make in
      make.left.top.equalTo(superview).offset(10)
      make.width.equalTo(50)
      make.height.equalTo(superview).multipliedBy(0.5)
    }
    superview.layoutIfNeeded()
    let installed = made.flatMap(\.layoutConstraints)
    let rows = superview.layoutEngine.solver.constraintCount
    let updated = view.mas.updateConstraints { make in
      make.left.equalTo(superview).offset(20)
      make.width.equalTo(70)
      make.height.equalTo(superview).multipliedBy(0.5).offset(5)
    }
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 20, y: 10, width: 70, height: 155)))
    #expect(superview.layoutEngine.solver.constraintCount == rows)
    #expect(updated[0].layoutConstraints[0] === installed[0])
    #expect(updated[1].layoutConstraints[0] === installed[2])
    #expect(superview.constraints.count + view.constraints.count == 4)
  }

  @Test(arguments: Engine.allCases)
  func updateAddsWhatDoesNotMatch(engine: Engine) {
    let log = IssueLog()
    let superview = makeRoot(engine, log: log)
    let view = addView(superview, "view")
    view.mas.makeConstraints { make in
      make.left.top.equalTo(superview)
      make.width.equalTo(50).priorityHigh()
    }
    view.mas.updateConstraints { make in
      make.width.equalTo(80)  // another priority: added, as in Masonry
      make.height.equalTo(10)  // a new attribute: added
    }
    superview.layoutIfNeeded()
    #expect(view.constraints.count == 3)
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 80, height: 10)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func updateWithNothingInstalledMakes(engine: Engine) {
    let superview = makeRoot(engine)
    let view = addView(superview, "view")
    view.mas.updateConstraints { make in make.edges.equalTo(superview).inset(5) }
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 5, y: 5, width: 390, height: 290)))
  }

  @Test(arguments: Engine.allCases)
  func remakeRemovesOnlyThisViewsDSLConstraints(engine: Engine) {
    let log = IssueLog()
    let superview = makeRoot(engine, log: log)
    let view = addView(superview, "view")
    let other = addView(superview, "other")
    view.mas.makeConstraints { make in
      make.left.top.equalTo(superview)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    other.mas.makeConstraints { make in
      make.left.equalTo(view.mas.right)
      make.top.equalTo(view)
      make.size.equalTo(view)
    }
    let manual = LayoutConstraint(
      item: view, attribute: .height, relatedBy: .lessThanOrEqual, constant: 100)
    manual.isActive = true
    view.mas.remakeConstraints { make in
      make.right.bottom.equalTo(superview)
      make.size.equalTo(Size(width: 20, height: 20))
    }
    superview.layoutIfNeeded()
    #expect(manual.isActive)
    #expect(close(view.frame, Rect(x: 380, y: 280, width: 20, height: 20)))
    #expect(close(other.frame, Rect(x: 400, y: 280, width: 20, height: 20)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func removeConstraintsUninstallsTheViewsConstraints(engine: Engine) {
    let superview = makeRoot(engine)
    let view = addView(superview, "view")
    let made = view.mas.makeConstraints { make in make.edges.equalTo(superview) }
    view.mas.removeConstraints()
    #expect(superview.constraints.isEmpty)
    #expect(made.allSatisfy { !$0.isActive })
    for constraint in made { constraint.install() }
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 400, height: 300)))
  }

  @Test(arguments: Engine.allCases)
  func preparedConstraintsWaitForInstall(engine: Engine) {
    let superview = makeRoot(engine)
    let view = addView(superview, "view")
    let prepared = view.mas.prepareConstraints { make in make.edges.equalTo(superview).inset(1) }
    #expect(superview.constraints.isEmpty)
    for constraint in prepared { constraint.activate() }
    superview.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 1, y: 1, width: 398, height: 298)))
    for constraint in prepared { constraint.deactivate() }
    #expect(superview.constraints.isEmpty)
  }
}
