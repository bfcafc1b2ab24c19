// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// The layout pass after a change the solver follows precisely (`SimplexSolver` reports the
/// variables a constant change moved): only what moved is written, only the views concerned
/// get `layoutSubviews`, and the frames are those of a layout from scratch.
@Suite struct IncrementalLayoutTests {
  /// The frames a fresh tree with these constants gets.
  private func freshFrames(_ engine: Engine, _ constants: StackConstants, safeArea: Bool = false)
    -> [Rect]
  {
    let fresh = StackFixture(engine, constants, safeArea: safeArea)
    fresh.root.layoutIfNeeded()
    return fresh.frames
  }

  @Test func aConstantChangeRewritesOnlyTheFrameThatMoved() {
    var constants = StackConstants(cells: 8)
    let fixture = StackFixture(.simplex, constants)
    fixture.root.layoutIfNeeded()
    fixture.log.calls = []
    let written = fixture.engine.framesWritten
    constants.buttonTops[3] = 9
    fixture.apply(constants)
    fixture.root.layoutIfNeeded()
    #expect(fixture.engine.framesWritten - written == 1)
    #expect(fixture.log.calls == ["c3"])
    #expect(fixture.buttons[3].frame == Rect(x: 352, y: 9, width: 40, height: 20))
    #expect(close(fixture.frames, freshFrames(.simplex, constants)))
  }

  @Test func aResizedViewIsLaidOutButItsUnchangedSiblingsAreNot() {
    var constants = StackConstants(cells: 4)
    let fixture = StackFixture(.simplex, constants)
    fixture.root.layoutIfNeeded()
    fixture.log.calls = []
    let written = fixture.engine.framesWritten
    constants.heights[3] = 50
    fixture.apply(constants)
    fixture.root.layoutIfNeeded()
    // The cell's frame (in the root) and its margins guide's (in the cell).
    #expect(fixture.engine.framesWritten - written == 2)
    #expect(fixture.log.calls == ["root", "c3"])
    #expect(fixture.cells[3].frame == Rect(x: 0, y: 90, width: 400, height: 50))
    #expect(close(fixture.frames, freshFrames(.simplex, constants)))
  }

  @Test func aMovedViewRewritesTheSubviewsAndGuidesThatStayed() {
    var constants = StackConstants(cells: 3)
    let fixture = StackFixture(.simplex, constants)
    fixture.root.layoutIfNeeded()
    constants.insets[1] = 10
    fixture.apply(constants)
    fixture.root.layoutIfNeeded()
    // The marker and the guide are placed from the root: they stay while the cell moves.
    #expect(fixture.markers[1].frame == Rect(x: 40, y: 2, width: 4, height: 4))
    #expect(fixture.guides[1].layoutFrame == Rect(x: 20, y: 0, width: 5, height: 5))
    #expect(close(fixture.frames, freshFrames(.simplex, constants)))
  }

  /// `GaussSolver` cannot tell which variables a solve moved: the engine compares every value
  /// with the frame written from it, and lays out the same views as after the simplex's precise
  /// report (F11: laying out every view made a `layoutSubviews` that remakes the same
  /// constraints report a layout loop).
  @Test(arguments: Engine.allCases)
  func aSolverThatCannotTellLaysOutOnlyWhatMoved(engine: Engine) {
    var constants = StackConstants(cells: 3)
    let fixture = StackFixture(engine, constants)
    fixture.root.layoutIfNeeded()
    fixture.log.calls = []
    constants.buttonTops[1] = 9
    fixture.apply(constants)
    fixture.root.layoutIfNeeded()
    #expect(fixture.log.calls == ["c1"])
    #expect(close(fixture.frames, freshFrames(engine, constants)))
  }

  @Test func layingOutASubtreeLeavesTheRestQueued() {
    var constants = StackConstants(cells: 3)
    let fixture = StackFixture(.simplex, constants)
    fixture.root.layoutIfNeeded()
    let before = fixture.buttons[0].frame
    constants.buttonTops[0] = 1
    constants.buttonTops[2] = 2
    fixture.apply(constants)
    fixture.cells[2].layoutIfNeeded()
    #expect(fixture.buttons[2].frame.origin.y == 2)
    #expect(fixture.buttons[0].frame == before)
    fixture.root.layoutIfNeeded()
    #expect(fixture.buttons[0].frame.origin.y == 1)
    #expect(close(fixture.frames, freshFrames(.simplex, constants)))
  }

  @Test(arguments: Engine.allCases, [false, true])
  func incrementalFramesMatchAFreshLayout(engine: Engine, safeArea: Bool) {
    var random = SplitMix64(seed: safeArea ? 7 : 3)
    var constants = StackConstants(cells: 5)
    let fixture = StackFixture(engine, constants, safeArea: safeArea)
    fixture.root.layoutIfNeeded()
    for step in 0..<20 {
      for _ in 0..<random.int(in: 1...3) {
        let cell = random.below(5)
        switch random.below(5) {
        case 0: constants.insets[cell] = Double(random.int(in: 0...20))
        case 1: constants.heights[cell] = Double(random.int(in: 10...60))
        case 2: constants.buttonTops[cell] = Double(random.int(in: 0...15))
        case 3: constants.rootWidth = Double(random.int(in: 300...500))
        default: constants.markerLefts[cell] = Double(random.int(in: 0...100))
        }
      }
      fixture.apply(constants)
      fixture.root.layoutIfNeeded()
      let fresh = freshFrames(engine, constants, safeArea: safeArea)
      #expect(close(fixture.frames, fresh), "step \(step)")
    }
  }

  @Test func aLargeChangeIsLaidOutByAWalk() {
    var constants = StackConstants(cells: 40)
    let fixture = StackFixture(.simplex, constants)
    fixture.root.layoutIfNeeded()
    fixture.log.calls = []
    // Every cell below the first moves: most of the tree's variables change.
    constants.heights[0] = 45
    fixture.apply(constants)
    fixture.root.layoutIfNeeded()
    #expect(fixture.log.calls.count == 1 + 40 * 4)
    #expect(close(fixture.frames, freshFrames(.simplex, constants)))
  }

  @Test func aSubtreeMovedToAnotherTreeFollowsItsConstants() {
    let first = makeRoot(.simplex)
    let second = makeRoot(.simplex)
    let box = makeChild(first, "box")
    let inner = makeChild(box, "inner")
    let left = pin(inner, .left, .equal, box, plus: 5)
    LayoutConstraint.activate(
      place(box, in: first, Rect(x: 10, y: 10, width: 100, height: 100))
        + [left, pin(inner, .top, .equal, box), pin(inner, .width, plus: 10)]
        + [pin(inner, .height, plus: 10)])
    first.layoutIfNeeded()
    second.addSubview(box)
    // The size constraints are installed on the box: they came along.
    LayoutConstraint.activate([
      pin(box, .left, .equal, second, plus: 20), pin(box, .top, .equal, second, plus: 20),
    ])
    second.layoutIfNeeded()
    #expect(box.frame == Rect(x: 20, y: 20, width: 100, height: 100))
    left.constant = 7
    second.layoutIfNeeded()
    #expect(inner.frame == Rect(x: 7, y: 0, width: 10, height: 10))
  }
}
