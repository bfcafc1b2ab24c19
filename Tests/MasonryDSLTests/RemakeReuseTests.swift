// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import MasonrySolving
import Testing
import _MasonryTestSupport

/// A remake whose new constraints differ from the old ones only in their constants changes
/// those constants in the solver, instead of removing the old constraints and adding the new
/// ones (issue 8: deep in a feed, a removal and an add cost as much as the chain above), and
/// lays out exactly what a fresh tree with the new constraints does.
@Suite struct RemakeReuseTests {
  /// A root with three boxes stacked, the middle one inset by `inset`; laid out once.
  private struct Stack {
    let solver: CountingSolver
    let root: LayoutView
    let boxes: [LayoutView]
    let other = LayoutView(debugName: "elsewhere")

    init(_ engine: Engine, inset: Double) {
      solver = CountingSolver(engine)
      root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
      root.layoutEngine = LayoutEngine(solver: solver)
      root.layoutEngine.issueHandler = { _ in }
      boxes = (0..<3).map { LayoutView(debugName: "box\($0)") }
      for box in boxes { root.addSubview(box) }
      for index in boxes.indices {
        boxes[index].mas.makeConstraints(block(index, inset: index == 1 ? inset : 0))
      }
      root.layoutIfNeeded()
    }

    /// The constraints of box `index`.
    func block(_ index: Int, inset: Double, badLine: Bool = false) -> (ConstraintMaker) -> Void {
      let (root, boxes, other) = (root, boxes, other)
      return { make in
        if index == 0 {
          make.top.equalTo(root).offset(10)
        } else {
          make.top.equalTo(boxes[index - 1].mas.bottom).offset(8)
        }
        make.left.right.equalTo(root).inset(inset)
        make.height.equalTo(40 + inset)
        if badLine { make.bottom.equalTo(other) }
      }
    }

    var frames: [Rect] { boxes.map(\.frame) }
  }

  @Test(arguments: Engine.allCases)
  func aRemakeOfOtherConstantsChangesThemInPlace(_ engine: Engine) {
    let stack = Stack(engine, inset: 0)
    var old = stack.boxes[1].mas.remakeConstraints(stack.block(1, inset: 0))
    stack.root.layoutIfNeeded()
    stack.solver.clear()
    let made = stack.boxes[1].mas.remakeConstraints(stack.block(1, inset: 12))
    stack.root.layoutIfNeeded()
    #expect(!stack.solver.calls.contains("add"))
    #expect(!stack.solver.calls.contains("remove"))
    #expect(stack.solver.calls.contains("setConstant"))
    #expect(old.allSatisfy { !$0.isActive })
    #expect(made.allSatisfy { $0.isActive })
    let fresh = Stack(engine, inset: 12)
    #expect(zip(stack.frames, fresh.frames).allSatisfy { close($0, $1) })
    #expect(close(stack.boxes[2].frame, Rect(x: 0, y: 118, width: 320, height: 40)))
    // The new constraints are live: changing one moves the box.
    old = made
    old[0].offset(20)
    stack.root.layoutIfNeeded()
    #expect(close(stack.boxes[1].frame, Rect(x: 12, y: 70, width: 296, height: 52)))
  }

  @Test(arguments: Engine.allCases)
  func aRemakeOfOtherConstraintsRemovesAndAdds(_ engine: Engine) {
    let stack = Stack(engine, inset: 0)
    stack.solver.clear()
    let (root, box) = (stack.root, stack.boxes[0])
    stack.boxes[1].mas.remakeConstraints { make in
      make.top.equalTo(box.mas.bottom).offset(30)
      make.centerX.equalTo(root)
      make.width.height.equalTo(50)
    }
    stack.root.layoutIfNeeded()
    #expect(stack.solver.calls.contains("add"))
    #expect(stack.solver.calls.contains("remove"))
    #expect(close(stack.boxes[1].frame, Rect(x: 135, y: 80, width: 50, height: 50)))
    #expect(close(stack.boxes[2].frame, Rect(x: 0, y: 138, width: 320, height: 40)))
  }

  /// A remake that reports a problem hands its parked constraints back to the solver before
  /// the report, and keeps the rest.
  @Test(arguments: Engine.allCases)
  func aRemakeWithAProblemStillLaysOutTheRest(_ engine: Engine) {
    let stack = Stack(engine, inset: 0)
    var issues: [LayoutIssue] = []
    stack.root.layoutEngine.issueHandler = { issues.append($0) }
    stack.boxes[1].mas.remakeConstraints(stack.block(1, inset: 12, badLine: true))
    stack.root.layoutIfNeeded()
    #expect(issues.count == 1)
    let fresh = Stack(engine, inset: 12)
    #expect(zip(stack.frames, fresh.frames).allSatisfy { close($0, $1) })
  }
}
