// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// ``LayoutView/animate(duration:delay:curve:fileID:line:_:)`` and ``LayoutAnimator``: the
/// frames before and after a change, and those in between.
@Suite struct LayoutAnimationTests {
  /// A 400 × 300 root with `box` at (10, 20, 50 × 40) by its stored left constraint and a
  /// fixed `still` view.
  struct Fixture {
    let root: LayoutView
    let box: LayoutView
    let still: LayoutView
    let left: LayoutConstraint
    let width: LayoutConstraint
    let log = IssueLog()

    init(_ engine: Engine) {
      root = makeRoot(engine, log: log)
      box = makeChild(root, "box")
      still = makeChild(root, "still")
      left = pin(box, .left, .equal, root, plus: 10)
      width = pin(box, .width, plus: 50)
      LayoutConstraint.activate(
        [left, width, pin(box, .top, .equal, root, plus: 20), pin(box, .height, plus: 40)]
          + place(still, in: root, Rect(x: 0, y: 200, width: 30, height: 30)))
      root.layoutIfNeeded()
    }
  }

  @Test(arguments: Engine.allCases)
  func framesBetweenTwoLayouts(engine: Engine) {
    let fixture = Fixture(engine)
    let animation = fixture.root.animate(duration: 2, curve: .linear) {
      fixture.left.constant = 110
      fixture.width.constant = 150
      fixture.root.layoutIfNeeded()
    }
    // The model frame is the final one at once.
    #expect(close(fixture.box.frame, Rect(x: 110, y: 20, width: 150, height: 40)))
    #expect(animation.views.count == 1 && animation.views[0] === fixture.box)
    #expect(animation.frame(of: fixture.still, at: 1) == nil)
    let expected = [
      (0.0, Rect(x: 10, y: 20, width: 50, height: 40)),
      (0.5, Rect(x: 35, y: 20, width: 75, height: 40)),
      (1.0, Rect(x: 60, y: 20, width: 100, height: 40)),
      (2.0, Rect(x: 110, y: 20, width: 150, height: 40)),
      (5.0, Rect(x: 110, y: 20, width: 150, height: 40)),
    ]
    for (time, frame) in expected {
      #expect(animation.frame(of: fixture.box, at: time).map { close($0, frame) } == true)
    }
    #expect(animation.frames(at: 1).map(\.frame) == [Rect(x: 60, y: 20, width: 100, height: 40)])
    #expect(fixture.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func curveAndDelayPaceTheMotion(engine: Engine) {
    let fixture = Fixture(engine)
    fixture.left.constant = 210
    let animation = fixture.root.animate(duration: 1, delay: 0.5, curve: .easeIn) {
      fixture.root.layoutIfNeeded()
    }
    #expect(animation.frame(of: fixture.box, at: 0.4)?.origin.x == 10)
    let share = AnimationCurve.easeIn.progress(elapsed: 0.25, duration: 1)
    let x = animation.frame(of: fixture.box, at: 0.75)?.origin.x ?? 0
    #expect(close(x, 10 + 200 * share))
    #expect(x < 60)  // slower than linear at first
    #expect(animation.endTime == 1.5)
  }

  @Test(arguments: Engine.allCases)
  func withoutALayoutNothingMoves(engine: Engine) {
    let fixture = Fixture(engine)
    let animation = fixture.root.animate(duration: 1) { fixture.left.constant = 300 }
    #expect(animation.changes.isEmpty)
    #expect(close(fixture.box.frame.origin.x, 10))
  }

  @Test(arguments: Engine.allCases)
  func viewsAddedInTheBlockAppearAtTheirFinalFrames(engine: Engine) {
    let fixture = Fixture(engine)
    let animation = fixture.root.animate(duration: 1) {
      let late = makeChild(fixture.root, "late")
      LayoutConstraint.activate(
        place(late, in: fixture.root, Rect(x: 5, y: 5, width: 5, height: 5)))
      fixture.left.constant = 20
      fixture.root.layoutIfNeeded()
    }
    #expect(animation.views.map { $0.debugName } == ["box"])
  }

  @Test(arguments: Engine.allCases)
  func anInterruptionStartsFromThePresentedFrames(engine: Engine) {
    let fixture = Fixture(engine)
    let animator = LayoutAnimator()
    animator.animate(fixture.root, duration: 1, curve: .linear) {
      fixture.left.constant = 110
      fixture.root.layoutIfNeeded()
    }
    animator.advance(by: 0.5)
    #expect(close(animator.presentedFrame(of: fixture.box).origin.x, 60))
    #expect(animator.presentedFrame(of: fixture.still) == fixture.still.frame)
    let second = animator.animate(fixture.root, duration: 1, curve: .linear) {
      fixture.left.constant = 10
      fixture.root.layoutIfNeeded()
    }
    #expect(second.startTime == 0.5)
    #expect(second.changes.first.map { close($0.from.origin.x, 60) } == true)
    #expect(animator.animations.count == 2)
    animator.time = 1
    #expect(close(animator.presentedFrame(of: fixture.box).origin.x, 35))
    #expect(animator.animations.count == 1)  // the first one is over
    animator.time = 1.5
    #expect(!animator.isAnimating)
    #expect(close(animator.presentedFrame(of: fixture.box).origin.x, 10))
    animator.time = .nan
    #expect(animator.time == 1.5)
  }

  @Test(arguments: Engine.allCases)
  func badTimingIsReportedAndTheChangeIsImmediate(engine: Engine) {
    let fixture = Fixture(engine)
    let line: UInt = #line + 1
    let animation = fixture.root.animate(
      duration: -1, curve: .spring(dampingRatio: 0, initialVelocity: 0)
    ) {
      fixture.left.constant = 50
      fixture.root.layoutIfNeeded()
    }
    #expect(
      fixture.log.messages == [
        "An animation's duration must be a finite number of seconds, not below 0; the change is "
          + "made without animation",
        "A spring needs a damping ratio greater than 0 and a finite initial velocity; the change "
          + "is made without animation",
      ])
    #expect(fixture.log.issues.allSatisfy { $0.kind == .misuse && $0.location?.line == line })
    #expect(animation.duration == 0 && animation.curve == .linear)
    #expect(animation.frame(of: fixture.box, at: 0.001).map { close($0.origin.x, 50) } == true)
  }
}
