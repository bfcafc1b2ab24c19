// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Every misuse is reported in Masonry's (or Auto Layout's) words at the user's line, and the
/// rest of the block is installed.
@Suite struct MisuseTests {
  @Test func aLocationConstantOnARootIsReported() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let line: UInt = #line + 2
    root.mas.makeConstraints { make in
      make.left.equalTo(10)
      make.width.equalTo(100)
    }
    #expect(log.kinds == [.invalidConstraint])
    #expect(log.messages.first?.hasPrefix("A multiplier of 0 or a nil second item") == true)
    #expect(log.issues.first?.location?.line == line)
    #expect(root.constraints.map(\.firstAttribute) == [.width])
  }

  @Test func noCommonSuperviewIsReported() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let view = addView(root, "view")
    let stranger = LayoutView(debugName: "stranger")
    view.mas.makeConstraints { make in
      make.left.equalTo(stranger)
      make.top.equalTo(root)
    }
    #expect(
      log.messages == [
        "couldn't find a common superview for LayoutView:view and LayoutView:stranger. "
          + "LayoutView:stranger has no superview: was addSubview(_:) forgotten before making "
          + "its constraints?"
      ])
    #expect(root.constraints.map(\.firstAttribute) == [.top])
  }

  @Test func equalToSuperviewWithoutOneIsReported() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    root.mas.makeConstraints { make in
      make.edges.equalToSuperview()
      make.width.equalTo(10)
    }
    #expect(
      log.messages == [
        "Expected superview but found nil when attempting make constraint `equalToSuperview`. "
          + "LayoutView:root has no superview: was addSubview(_:) forgotten before making its "
          + "constraints?"
      ])
    #expect(root.constraints.count == 1)
  }

  @Test func distributionMisuseIsReported() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let one = addView(root, "one")
    let stranger = LayoutView(debugName: "stranger")
    let line: UInt = #line + 1
    [one].mas.distributeViews(along: .horizontal, fixedSpacing: 1, leadSpacing: 0, tailSpacing: 0)
    let made = [one, stranger].mas.distributeViews(
      along: .vertical, fixedItemLength: 1, leadSpacing: 0, tailSpacing: 0)
    #expect(log.messages.first == "views to distribute need to bigger than one")
    #expect(log.issues.first?.location?.line == line)
    #expect(log.messages.last?.hasPrefix("Can't constrain views that do not share") == true)
    #expect(made.isEmpty && root.constraints.isEmpty)
  }

  @Test func invalidPairingsAreReportedByTheLayoutLayerWithTheDSLLine() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let view = addView(root, "view")
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let line: UInt = #line + 2
    view.mas.makeConstraints { make in
      make.top.equalTo(root.mas.left)
      make.width.equalTo(root.mas.centerX)
      make.leading.equalTo(root.mas.left)
      make.baseline.equalTo(guide.mas.baseline)
      make.width.equalTo(Double.nan)
      make.height.equalTo(root).multipliedBy(.infinity)
      make.centerX.equalTo(root).priority(0)
      make.size.equalTo(10)
    }
    #expect(log.kinds == Array(repeating: .invalidConstraint, count: 7))
    #expect(log.issues.first?.location?.line == line)
    #expect(view.constraints.count == 2)
  }

  @Test func constraintsOfAViewThatIsGoneReportInsteadOfTrapping() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    var stored: Constraint?
    do {
      let view = addView(root, "view")
      view.mas.makeConstraints { make in stored = make.edges.equalTo(root) }
      view.removeFromSuperview()
    }
    #expect(stored?.isActive == false)
    stored?.offset(3)
    stored?.install()
    #expect(log.kinds.allSatisfy { $0 == .invalidConstraint || $0 == .misuse })
  }

  @Test(arguments: Engine.allCases)
  func updateAddsWhenTheRelationOrMultiplierDiffers(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    view.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.height.equalTo(10)
      make.width.equalTo(root).multipliedBy(0.5)
    }
    view.mas.updateConstraints { make in
      make.width.equalTo(root).multipliedBy(0.25).priorityHigh()
      make.height.greaterThanOrEqualTo(20)
    }
    root.layoutIfNeeded()
    #expect(root.constraints.count == 4)
    #expect(view.constraints.count == 2)
    #expect(log.kinds == [.unsatisfiableConstraints])
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 200, height: 10)))
  }
}
