// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A misuse is reported once per DSL call, whatever the number of attributes it makes, with a
/// hint when a view has no superview; `isActive` installs and uninstalls.
@Suite struct MessagesOnceTests {
  @Test(arguments: Engine.allCases)
  func edgesToAViewOfAnotherTreeIsReportedOnce(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    let otherRoot = LayoutView(debugName: "otherRoot")
    let stranger = addView(otherRoot, "stranger")
    let line: UInt = #line + 2
    view.mas.makeConstraints { make in
      make.edges.equalTo(stranger)
      make.size.equalTo(otherRoot)
    }
    root.layoutIfNeeded()
    root.layoutIfNeeded()  // a pass reports nothing again
    #expect(
      log.messages == [
        "couldn't find a common superview for LayoutView:view and LayoutView:stranger",
        "couldn't find a common superview for LayoutView:view and LayoutView:otherRoot",
      ])
    #expect(log.issues.map { $0.location?.line } == [line, line + 1])
    #expect(log.kinds == [.misuse, .misuse])
  }

  @Test func aViewThatWasNeverAddedGetsTheHintOnce() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let orphan = LayoutView(debugName: "orphan")
    orphan.layoutEngine.issueHandler = { log.issues.append($0) }
    orphan.mas.makeConstraints { make in
      make.edges.equalTo(root).inset(10)
      make.center.equalTo(root)
    }
    #expect(log.issues.count == 2)
    #expect(
      log.messages.allSatisfy {
        $0.hasSuffix(
          "LayoutView:orphan has no superview: was addSubview(_:) forgotten before making its "
            + "constraints?")
      })
  }

  @Test(arguments: Engine.allCases)
  func anInvalidValueForSeveralAttributesIsOneIssueListingThemAll(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    view.mas.makeConstraints { make in
      make.edges.equalTo(root).inset(.nan)
      make.width.equalTo(10)
    }
    #expect(log.kinds == [.invalidConstraint])
    #expect(log.messages == ["The constant nan is not a finite number"])
    let attributes = log.issues.first?.constraints.map(\.firstAttribute.description) ?? []
    #expect(attributes.sorted() == ["bottom", "left", "right", "top"])
    #expect(root.constraints.count == 0 && view.constraints.count == 1)
  }

  @Test(arguments: Engine.allCases)
  func aBadChangeToAnInstalledCompositeIsReportedOnce(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    var edges: Constraint?
    view.mas.makeConstraints { make in edges = make.edges.equalTo(root).inset(5) }
    edges?.offset(.infinity)
    edges?.priority(LayoutPriority(rawValue: 2000))
    #expect(
      log.messages == [
        "The constant inf is not a finite number", "The priority 2000.0 is not in (0, 1000]",
      ])
    #expect(log.issues.allSatisfy { $0.constraints.count == 4 })
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 5, y: 5, width: 390, height: 290))
    // After the call, the engine's handler is the user's again.
    edges?.offset(.nan)
    #expect(log.issues.count == 3)
  }

  @Test(arguments: Engine.allCases)
  func isActiveIsSettableOnTheDSLsConstraint(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    var wide: Constraint?
    view.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.height.equalTo(10)
      make.width.equalTo(50).priorityLow()
      wide = make.width.equalTo(300)
    }
    root.layoutIfNeeded()
    #expect(view.frame.size.width == 300)
    wide?.isActive = false
    #expect(wide?.isActive == false)
    root.layoutIfNeeded()
    #expect(view.frame.size.width == 50)
    wide?.isActive = true
    #expect(wide?.isActive == true)
    root.layoutIfNeeded()
    #expect(view.frame.size.width == 300)
    // The layout constraint underneath is settable too, as NSLayoutConstraint's is.
    wide?.layoutConstraints.first?.isActive = false
    root.layoutIfNeeded()
    #expect(view.frame.size.width == 50 && wide?.isActive == false)
    #expect(log.issues.isEmpty)
  }
}
