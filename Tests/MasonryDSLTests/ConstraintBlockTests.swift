// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A DSL call's layout constraints are made when the attribute is named and are the handle's
/// from then on: installing activates them, and a handle is a value naming them.
@Suite struct ConstraintBlockTests {
  @Test(arguments: Engine.allCases)
  func aPreparedHandleHoldsTheLayoutConstraintsItInstalls(engine: Engine) {
    let root = makeRoot(engine)
    let view = addView(root, "view")
    let prepared = view.mas.prepareConstraints { make in
      make.left.top.equalTo(root).offset(5)
      make.size.equalTo(Size(width: 10, height: 20))
    }
    let before = prepared.map(\.layoutConstraints)
    #expect(before.map(\.count) == [2, 2])
    #expect(before.joined().allSatisfy { !$0.isActive })
    #expect(before[0].map(\.constant) == [5, 5])
    #expect(before[1].map(\.constant) == [10, 20])
    for handle in prepared { handle.install() }
    let after = prepared.map(\.layoutConstraints)
    #expect(zip(before.joined(), after.joined()).allSatisfy { $0 === $1 && $1.isActive })
    root.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 5, y: 5, width: 10, height: 20)))
  }

  @Test(arguments: Engine.allCases)
  func copiesOfAHandleChangeTheSameConstraint(engine: Engine) {
    let root = makeRoot(engine)
    let view = addView(root, "view")
    var kept: Constraint?
    view.mas.makeConstraints { make in
      kept = make.left.equalTo(root).offset(1)
      make.top.equalTo(root)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    let copy = kept
    copy?.offset(30)
    root.layoutIfNeeded()
    #expect(kept?.layoutConstraints.first?.constant == 30)
    #expect(close(view.frame, Rect(x: 30, y: 0, width: 10, height: 10)))
  }

  /// A block keeps its first calls inside itself and moves them to a buffer of their own when
  /// there are more: handles made before and after the move name the same calls.
  @Test(arguments: Engine.allCases)
  func aBlockOfManyCallsKeepsEveryHandle(engine: Engine) {
    let root = makeRoot(engine)
    let views = (0..<20).map { addView(root, "v\($0)") }
    let anchor = views[0]
    var early: Constraint?
    let handles = anchor.mas.makeConstraints { make in
      early = make.left.equalTo(root).offset(3)
      make.top.equalTo(root).offset(4)
      make.size.equalTo(Size(width: 5, height: 6))
      // Twenty calls more, well past the block's own room.
      for index in 1..<20 {
        make.width.lessThanOrEqualTo(views[index]).offset(Double(1000 + index))
      }
    }
    #expect(handles.count == 22)
    #expect(
      handles.map { $0.layoutConstraints.count } == [1, 1, 2] + Array(repeating: 1, count: 19))
    #expect(handles.allSatisfy { $0.layoutConstraints.allSatisfy(\.isActive) })
    #expect(handles.last?.layoutConstraints.first?.constant == 1019)
    #expect(handles.last?.layoutConstraints.first?.secondItem === views[19])
    early?.offset(30)
    #expect(handles[0].layoutConstraints.first?.constant == 30)
    for (index, view) in views.enumerated().dropFirst() {
      view.mas.makeConstraints { make in
        make.left.top.equalTo(root).offset(Double(index))
        make.size.equalTo(Size(width: 10, height: 10))
      }
    }
    root.layoutIfNeeded()
    #expect(close(anchor.frame, Rect(x: 30, y: 4, width: 5, height: 6)))
  }

  /// A stage kept past its block, given a relation once installed, leaves the live constraint's
  /// relation and target alone (as the layout constraint made at install did before): only
  /// the constant of a value target reaches it.
  @Test(arguments: Engine.allCases)
  func aLateRelationLeavesTheInstalledSidesAlone(engine: Engine) {
    let root = makeRoot(engine)
    let view = addView(root, "view")
    let other = addView(root, "other")
    var stage: ConstraintMakerExtendable?
    view.mas.makeConstraints { make in
      stage = make.left
      make.top.equalTo(root)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    let live = stage?.layoutConstraints.first
    #expect(live?.isActive == true)
    #expect(live?.secondItem === root)
    stage?.greaterThanOrEqualTo(other)
    #expect(live?.relation == .equal)
    #expect(live?.secondItem === root)
    stage?.equalTo(12)
    root.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 12, y: 0, width: 10, height: 10)))
  }

  /// The engine takes a block's constraints together, but an issue handler that lays out in
  /// the middle of the block finds the valid ones made before the faulty call in place.
  @Test(arguments: Engine.allCases)
  func anIssueHandlerFindsTheBlocksEarlierConstraintsInTheEngine(engine: Engine) {
    let root = makeRoot(engine)
    let view = addView(root, "view")
    var seen: [Rect] = []
    // Unowned: the root holds its engine, and the engine its handler.
    root.layoutEngine.issueHandler = { [unowned root] _ in
      root.layoutIfNeeded()
      seen.append(view.frame)
    }
    view.mas.makeConstraints { make in
      make.left.top.equalTo(root).offset(4)
      make.size.equalTo(Size(width: 10, height: 20))
      make.width.equalTo(root.mas.left)
      make.left.equalTo(root).offset(6).priorityLow()
    }
    #expect(seen == [Rect(x: 4, y: 4, width: 10, height: 20)])
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 4, y: 4, width: 10, height: 20))
    #expect(root.constraints.count + view.constraints.count == 5)
  }
}
