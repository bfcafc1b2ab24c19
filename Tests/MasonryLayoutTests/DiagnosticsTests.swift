// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct DiagnosticsTests {
  @Test(arguments: Engine.allCases)
  func aConflictBreaksTheNewestConstraintAndLayoutGoesOn(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let box = makeChild(root, "box")
    let first = pin(box, .width, plus: 100)
    let second = pin(box, .width, plus: 200)
    second.location = SourceLocation(fileID: "App/Screen.swift", line: 12)
    LayoutConstraint.activate([
      pin(box, .left, .equal, root), pin(box, .top, .equal, root), pin(box, .height, plus: 10),
      first, second,
    ])
    root.layoutIfNeeded()
    #expect(log.kinds == [.unsatisfiableConstraints])
    let issue = log.issues.first
    #expect(issue?.brokenConstraint === second)
    #expect(issue?.constraints.count == 2)
    #expect(issue?.constraints.last === second)
    #expect(issue?.location == SourceLocation(fileID: "App/Screen.swift", line: 12))
    #expect(issue?.report.contains("Will attempt to recover by breaking constraint") == true)
    #expect(second.isBroken && second.isActive && !first.isBroken)
    #expect(close(box.frame, Rect(x: 0, y: 0, width: 100, height: 10)))
    // Once the conflict is gone, the broken constraint (kept at 999) holds.
    first.isActive = false
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 0, y: 0, width: 200, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func aConflictingConstantIsBrokenInPlace(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let box = makeChild(root, "box")
    let width = pin(box, .width, plus: 100)
    let limit = pin(box, .width, .lessThanOrEqual, plus: 150)
    LayoutConstraint.activate(
      place(box, in: root, Rect(x: 0, y: 0, width: 0, height: 10)).filter {
        $0.firstAttribute != .width
      } + [width, limit])
    root.layoutIfNeeded()
    width.constant = 300
    root.layoutIfNeeded()
    #expect(log.kinds == [.unsatisfiableConstraints])
    #expect(width.isBroken)
    #expect(close(box.frame.size, Size(width: 150, height: 10)))
    width.constant = 120
    root.layoutIfNeeded()
    #expect(close(box.frame.size, Size(width: 120, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func translatedFramesConflictWithConstraints(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let box = LayoutView(frame: Rect(x: 0, y: 0, width: 50, height: 50), debugName: "box")
    root.addSubview(box)
    LayoutConstraint.activate([pin(box, .width, plus: 80)])
    root.layoutIfNeeded()
    #expect(log.kinds == [.unsatisfiableConstraints])
    #expect(log.issues.first?.constraints.first?.kind == .autoresizing)
    #expect(box.frame == Rect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func invalidConstraintsAreReportedAndStayInactive() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let a = makeChild(root, "a")
    let b = makeChild(root, "b")
    let stranger = LayoutView(debugName: "stranger")
    let loose = LayoutGuide(debugName: "loose")
    let guide = LayoutGuide(debugName: "guide")
    root.addLayoutGuide(guide)
    let invalid = [
      pin(a, .top, .equal, b, .left),
      pin(a, .left, .equal, b, .width),
      pin(a, .leading, .equal, b, .left),
      pin(a, .left, .equal, stranger),
      pin(a, .left, plus: 10),
      pin(a, .left, .equal, b, times: 0),
      pin(a, .width, plus: .nan),
      pin(a, .width, .equal, b, times: .infinity),
      pin(a, .width, plus: 10, priority: 0),
      pin(a, .width, plus: 10, priority: 1001),
      pin(a, .top, .equal, guide, .firstBaseline),
      pin(a, .top, .equal, guide, .topMargin),
      pin(a, .top, .equal, loose),
    ]
    LayoutConstraint.activate(invalid)
    #expect(log.kinds == Array(repeating: .invalidConstraint, count: invalid.count))
    #expect(invalid.allSatisfy { !$0.isActive })
    #expect(root.constraints.isEmpty)
    #expect(log.messages[0].hasPrefix("Invalid pairing of layout attributes top and left"))
    #expect(log.messages[3].contains("no common ancestor"))
    #expect(log.messages[4].hasPrefix("A multiplier of 0 or a nil second item"))
    root.layoutIfNeeded()
    #expect(log.issues.count == invalid.count)
  }

  @Test func nonFiniteChangesToAnActiveConstraintAreRefused() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let a = makeChild(root, "a")
    let width = pin(a, .width, plus: 10)
    width.isActive = true
    width.constant = .infinity
    width.multiplier = .nan
    width.priority = -1
    #expect(log.kinds == [.invalidConstraint, .invalidConstraint, .invalidConstraint])
    #expect(width.constant == 10 && width.multiplier == 1 && width.priority == .required)
  }

  @Test func descriptionsReadLikeMasonrys() {
    let a = LayoutView(debugName: "a")
    let b = LayoutView(debugName: "b")
    let c = LayoutConstraint(
      item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .right, multiplier: 2,
      constant: 8, priority: .defaultHigh)
    c.identifier = "gap"
    c.location = SourceLocation(fileID: "App/File.swift", line: 12)
    #expect(
      c.description
        == "<LayoutConstraint:gap LayoutView:a.left == LayoutView:b.right * 2 + 8 ^high>")
    #expect(
      c.describe(location: c.location)
        == "<LayoutConstraint:gap@File.swift#12 LayoutView:a.left == LayoutView:b.right * 2 + 8 ^high>"
    )
    let d = LayoutConstraint(
      item: a, attribute: .width, relatedBy: .greaterThanOrEqual, constant: 1e6, priority: 600)
    let address = String(UInt(bitPattern: ObjectIdentifier(d)), radix: 16)
    #expect(d.description == "<LayoutConstraint:0x\(address) LayoutView:a.width >= 1e+06 ^600>")
    let e = LayoutConstraint(
      item: a, attribute: .lastBaseline, toItem: b, attribute: .top, multiplier: 1 / 3.0,
      constant: -4.5)
    #expect(
      e.description
        == "<LayoutConstraint:0x\(String(UInt(bitPattern: ObjectIdentifier(e)), radix: 16)) "
        + "LayoutView:a.baseline == LayoutView:b.top * 0.333333 - 4.5>")
    let unnamed = LayoutView()
    #expect(
      unnamed.layoutDescription
        == "LayoutView:0x\(String(UInt(bitPattern: ObjectIdentifier(unnamed)), radix: 16))")
  }

  @Test func aConflictReportListsTheBrokenConstraintFirst() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let box = makeChild(root, "box")
    let first = pin(box, .width, plus: 100)
    let second = pin(box, .width, plus: 1094.3333)
    first.identifier = "first"
    second.identifier = "second"
    second.location = SourceLocation(fileID: "App/Screen.swift", line: 12)
    LayoutConstraint.activate([first, second])
    root.layoutIfNeeded()
    #expect(
      log.issues.first?.report == """
        Unable to simultaneously satisfy constraints.
        (
            "<LayoutConstraint:second LayoutView:box.width == 1094.33>",
            "<LayoutConstraint:first LayoutView:box.width == 100>"
        )

        Will attempt to recover by breaking constraint
        <LayoutConstraint:second LayoutView:box.width == 1094.33>
        Made at Screen.swift#12
        """)
  }
}

@Suite struct AmbiguityTests {
  @Test(arguments: Engine.allCases)
  func aViewWithoutAPositionIsAmbiguous(engine: Engine) {
    let root = makeRoot(engine)
    let box = makeChild(root, "box")
    LayoutConstraint.activate([pin(box, .width, plus: 10), pin(box, .height, plus: 10)])
    #expect(box.hasAmbiguousLayout)
    LayoutConstraint.activate([pin(box, .left, .equal, root), pin(box, .top, .equal, root)])
    #expect(!box.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
  }
}
