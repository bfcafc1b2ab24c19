// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A value the layout layer refuses, written into a constraint that is already installed (by an
/// update block whose constraint matches it, or through a constraint kept from a block), is
/// reported at the line that wrote it, not at the line that made the constraint; the
/// constraint keeps its constant and the layout goes on.
@Suite struct BadValueLineTests {
  @Test(arguments: Engine.allCases)
  func anUpdateBlockNamesItsOwnLine(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    let madeAt: UInt = #line + 2
    view.mas.makeConstraints { make in
      make.left.equalTo(root).offset(10)
      make.top.width.height.equalTo(root).offset(0)
    }
    root.layoutIfNeeded()
    let updatedAt: UInt = #line + 2
    view.mas.updateConstraints { make in
      make.left.equalTo(root).offset(.nan)
    }
    root.layoutIfNeeded()
    #expect(log.kinds == [.invalidConstraint])
    #expect(log.messages == ["The constant nan is not a finite number"])
    #expect(log.issues.first?.location?.line == updatedAt)
    #expect(log.issues.first?.location?.line != madeAt)
    #expect(log.issues.first?.location?.fileName == "BadValueLineTests.swift")
    #expect(log.issues.first?.constraints.map(\.firstAttribute) == [.left])
    #expect(view.frame.minX == 10)
  }

  @Test(arguments: Engine.allCases)
  func anUpdateOutOfRangeNamesItsOwnLine(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    view.mas.makeConstraints { make in
      make.edges.equalTo(root).inset(4)
    }
    root.layoutIfNeeded()
    let updatedAt: UInt = #line + 2
    view.mas.updateConstraints { make in
      make.edges.equalTo(root).inset(1e12)
    }
    root.layoutIfNeeded()
    #expect(log.kinds == [.invalidConstraint])
    #expect(log.issues.map { $0.location?.line } == [updatedAt])
    #expect(log.issues.first?.constraints.count == 4)
    #expect(
      view.frame == Rect(x: 4, y: 4, width: root.frame.width - 8, height: root.frame.height - 8))
  }

  /// A root with `view` (its top kept, 10 down; 20 in; 50 by 40) and `other` (its edges kept,
  /// inset 2), laid out.
  struct KeptBoxes {
    let log = IssueLog()
    let root: LayoutView
    let view: LayoutView
    let other: LayoutView
    var top: Constraint?
    var edges: Constraint?

    init(_ engine: Engine) {
      root = makeRoot(engine, log: log)
      view = addView(root, "view")
      other = addView(root, "other")
      var top: Constraint?
      var edges: Constraint?
      let root = root
      view.mas.makeConstraints { make in
        top = make.top.equalTo(root).offset(10)
        make.left.equalTo(root).offset(20)
        make.size.equalTo(Size(width: 50, height: 40))
      }
      other.mas.makeConstraints { make in edges = make.edges.equalTo(root).inset(2) }
      root.layoutIfNeeded()
      self.top = top
      self.edges = edges
    }
  }

  @Test(arguments: Engine.allCases)
  func aKeptConstraintNamesTheLineOfTheChange(engine: Engine) {
    let boxes = KeptBoxes(engine)
    let (log, root, view, other, top, edges) = (
      boxes.log, boxes.root, boxes.view, boxes.other, boxes.top, boxes.edges
    )
    let offsetAt: UInt = #line + 1
    top?.offset(.nan)
    let updateAt: UInt = #line + 1
    top?.update(offset: .infinity)
    let insetAt: UInt = #line + 1
    edges?.inset(-.infinity)
    // A size offset on edges writes no constant: nothing to refuse, nothing reported.
    edges?.sizeOffset(Size(width: .nan, height: 0))
    root.layoutIfNeeded()
    #expect(log.kinds == [.invalidConstraint, .invalidConstraint, .invalidConstraint])
    #expect(log.issues.map { $0.location?.line } == [offsetAt, updateAt, insetAt])
    #expect(view.frame == Rect(x: 20, y: 10, width: 50, height: 40))
    #expect(other.frame.minX == 2)
  }

  @Test(arguments: Engine.allCases)
  func aKeptConstraintsPriorityAndMultiplierNameTheirLines(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = addView(root, "view")
    var width: Constraint?
    var edges: Constraint?
    view.mas.makeConstraints { make in
      width = make.width.equalTo(root).multipliedBy(0.5).priority(.defaultHigh)
      make.height.equalTo(20)
      make.left.top.equalTo(root)
    }
    let other = addView(root, "other")
    other.mas.makeConstraints { make in edges = make.edges.equalTo(root).inset(2) }
    root.layoutIfNeeded()
    let priorityAt: UInt = #line + 1
    width?.priority(LayoutPriority(rawValue: 2000))
    let compositeAt: UInt = #line + 1
    edges?.update(priority: LayoutPriority(rawValue: -1))
    let multiplierAt: UInt = #line + 1
    width?.multipliedBy(.nan)
    let dividedAt: UInt = #line + 1
    width?.dividedBy(0)
    root.layoutIfNeeded()
    #expect(log.kinds == Array(repeating: .invalidConstraint, count: 4))
    #expect(
      log.issues.map { $0.location?.line } == [priorityAt, compositeAt, multiplierAt, dividedAt])
    #expect(log.issues[1].constraints.count == 4)
    #expect(view.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(other.frame.minX == 2)
  }

  @Test func aGoodValueStillMovesTheView() {
    let boxes = KeptBoxes(.simplex)
    let root = boxes.root
    boxes.top?.offset(30)
    boxes.view.mas.updateConstraints { make in make.left.equalTo(root).offset(60) }
    boxes.edges?.inset(5)
    root.layoutIfNeeded()
    #expect(boxes.log.issues.isEmpty)
    #expect(boxes.view.frame == Rect(x: 60, y: 30, width: 50, height: 40))
    #expect(boxes.other.frame.minX == 5)
  }
}
