// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct LayoutAnchorTests {
  @Test(arguments: Engine.allCases)
  func anchorsMakeAutoLayoutsEquations(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let a = makeChild(root, "a")
    let b = makeChild(root, "b")
    let constraints = [
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
      b.leftAnchor.constraint(greaterThanOrEqualTo: a.rightAnchor, constant: 8),
      b.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor, constant: -10),
      b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 2, constant: 10),
      b.widthAnchor.constraint(lessThanOrEqualToConstant: 250),
      b.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
      b.heightAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 1),
      b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
    ]
    #expect(constraints.allSatisfy { !$0.isActive })
    let first = constraints[0]
    #expect(first.firstItem === a && first.firstAttribute == .leading)
    #expect(first.secondItem === root && first.secondAttribute == .leading)
    #expect(first.relation == .equal && first.multiplier == 1 && first.constant == 20)
    #expect(first.priority == .required)
    let height = constraints[3]
    #expect(height.secondItem === a && height.secondAttribute == .width)
    #expect(height.multiplier == 0.5)
    let width = constraints[2]
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    #expect(constraints[4].relation == .greaterThanOrEqual)
    #expect(constraints[5].relation == .lessThanOrEqual && constraints[5].constant == -10)
    LayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 20, y: 10, width: 100, height: 50)))
    // b: left >= 128, right <= 390, 210 <= width <= 250, 30 <= height <= 50, centred on a.
    #expect(b.frame.minX >= 128 - 1e-6 && b.frame.maxX <= 390 + 1e-6)
    #expect(b.frame.width >= 210 - 1e-6 && b.frame.width <= 250 + 1e-6)
    #expect(close(b.frame.midY, a.frame.midY))
    #expect(log.issues.isEmpty)
    LayoutConstraint.deactivate(constraints)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(root.constraints.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func guidesHaveAnchorsAndBaselinesFollowTheView(engine: Engine) {
    let root = makeRoot(engine)
    let guide = LayoutGuide(debugName: "guide")
    root.addLayoutGuide(guide)
    let label = SizedView("label", Size(width: 60, height: 20), baseline: 15)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      guide.heightAnchor.constraint(equalToConstant: 10),
      label.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      label.firstBaselineAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(close(guide.layoutFrame, Rect(x: 8, y: 40, width: 200, height: 10)))
    // The first baseline is 15 below the label's top.
    #expect(close(label.frame, Rect(x: 78, y: 35, width: 60, height: 20)))
    let last = label.lastBaselineAnchor.constraint(equalTo: guide.topAnchor)
    #expect(last.firstAttribute == .lastBaseline)
  }

  @Test(arguments: Engine.allCases)
  func systemSpacingIsEightTimesTheMultiplier(engine: Engine) {
    let root = makeRoot(engine)
    let a = makeChild(root, "a")
    let b = makeChild(root, "b")
    let after = b.leadingAnchor.constraint(
      equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
    let below = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    #expect(after.constant == 16 && after.secondAttribute == .trailing)
    #expect(below.constant == 8 && below.secondAttribute == .bottom)
    let atLeast = b.leadingAnchor.constraint(
      greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    let atMost = b.topAnchor.constraint(
      lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 3)
    #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 8)
    #expect(atMost.relation == .lessThanOrEqual && atMost.constant == 24)
    let others = [
      a.trailingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: b.leadingAnchor, multiplier: 0),
      a.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: root.topAnchor, multiplier: 0),
    ]
    #expect(others.map(\.constant) == [0, 0])
    LayoutConstraint.activate(
      [after, below] + place(a, in: root, Rect(x: 10, y: 10, width: 50, height: 20)) + [
        b.widthAnchor.constraint(equalToConstant: 30),
        b.heightAnchor.constraint(equalToConstant: 5),
      ])
    root.layoutIfNeeded()
    #expect(close(b.frame, Rect(x: 76, y: 38, width: 30, height: 5)))
  }

  @Test(arguments: Engine.allCases)
  func anchorWithOffsetMakesEqualGapsWithoutSpacers(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let views = ["a", "b", "c"].map { makeChild(root, $0) }
    let (a, b, c) = (views[0], views[1], views[2])
    var constraints: [LayoutConstraint] = []
    for view in views {
      constraints += [
        view.widthAnchor.constraint(equalToConstant: 40),
        view.heightAnchor.constraint(equalToConstant: 10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }
    let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
    let equalGaps = gap1.constraint(equalTo: gap2)
    constraints += [
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      equalGaps,
    ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(log.issues.isEmpty)
    #expect(close(b.frame, Rect(x: 180, y: 0, width: 40, height: 10)))
    #expect(close(c.frame.minX, 360))
    #expect(equalGaps.installedView === root)
    #expect(
      equalGaps.description.hasSuffix(
        "(LayoutView:b.leading - LayoutView:a.trailing) == "
          + "(LayoutView:c.leading - LayoutView:b.trailing)>"))
    // A distance against a constant, and against a size with a multiplier.
    let fixed = a.topAnchor.anchorWithOffset(to: b.topAnchor)
    let gapToWidth = gap1.constraint(equalTo: a.widthAnchor, multiplier: 2)
    LayoutConstraint.deactivate([equalGaps])
    LayoutConstraint.activate([gapToWidth, fixed.constraint(equalToConstant: 0)])
    root.layoutIfNeeded()
    #expect(close(b.frame.minX, 120))
    // Removing a view from the tree deactivates the distances that mention it.
    b.removeFromSuperview()
    #expect(!gapToWidth.isActive)
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func anOffsetFollowsTheLayoutDirection(engine: Engine) {
    let root = makeRoot(engine)
    root.semanticContentAttribute = .forceRightToLeft
    let a = makeChild(root, "a")
    let b = makeChild(root, "b")
    LayoutConstraint.activate(
      [a, b].flatMap { view in
        [
          view.widthAnchor.constraint(equalToConstant: 50),
          view.heightAnchor.constraint(equalToConstant: 10),
          view.topAnchor.constraint(equalTo: root.topAnchor),
        ]
      } + [
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 30),
      ])
    root.layoutIfNeeded()
    // Leading is the right edge: a sits at the right, b 30 further toward the trailing (left).
    #expect(close(a.frame.minX, 350))
    #expect(close(b.frame.minX, 270))
  }

  @Test func anchorsOfEachKindAreDistinctTypes() {
    // Relating an X anchor to a Y anchor or a dimension does not compile; at run time the
    // three kinds are unrelated classes.
    let view = LayoutView()
    let x: Any = view.leadingAnchor
    let y: Any = view.topAnchor
    let size: Any = view.widthAnchor
    #expect(x is LayoutAnchor<LayoutXAxisAnchor> && !(x is LayoutAnchor<LayoutYAxisAnchor>))
    #expect(y is LayoutAnchor<LayoutYAxisAnchor> && !(y is LayoutAnchor<LayoutDimension>))
    #expect(size is LayoutAnchor<LayoutDimension> && !(size is LayoutAnchor<LayoutXAxisAnchor>))
    #expect(view.centerXAnchor.attribute == .centerX && view.centerYAnchor.attribute == .centerY)
    #expect(view.bottomAnchor.item === view)
  }

  @Test(arguments: Engine.allCases)
  func misuseIsReportedWithTheLineOfTheCall(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let a = makeChild(root, "a")
    let stranger = LayoutView(debugName: "stranger")
    let line: UInt = #line + 1
    let crossing = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
    let mixed = a.leadingAnchor.constraint(equalTo: root.leftAnchor)
    let gap = a.leadingAnchor.anchorWithOffset(to: root.rightAnchor).constraint(equalToConstant: 1)
    LayoutConstraint.activate([crossing, mixed, gap])
    #expect(log.kinds == [.invalidConstraint, .invalidConstraint, .invalidConstraint])
    #expect(log.issues.first?.location?.line == line)
    #expect(log.issues.first?.location?.fileName == "LayoutAnchorTests.swift")
    #expect(log.messages.first?.contains("no common ancestor") == true)
    #expect(log.messages[1].contains("leading and trailing cannot be related to left and right"))
    #expect(log.issues[1].location?.line == line + 1)
    #expect(log.messages[2].contains("leading and trailing cannot be related to left and right"))
    #expect(!crossing.isActive && !mixed.isActive && !gap.isActive)
  }

  @Test(arguments: Engine.allCases)
  func aDistanceFromABaselineFollowsTheText(engine: Engine) {
    let root = makeRoot(engine)
    let label = SizedView("label", Size(width: 50, height: 20), baseline: 15)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let other = makeChild(root, "other")
    LayoutConstraint.activate([
      label.leftAnchor.constraint(equalTo: root.leftAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      other.leftAnchor.constraint(equalTo: root.leftAnchor),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
      label.firstBaselineAnchor.anchorWithOffset(to: other.topAnchor)
        .constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(close(other.frame.minY, 20))
    label.baseline = 18
    label.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(close(other.frame.minY, 23))
  }
}
