// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryExamples
import _MasonryTestSupport

/// A screen with a box and a label, and a script that shows the box moved 40 to the right as
/// a moment of an animation.
private final class MovingBoxScreen: LayoutView, ExampleScreen {
  let box = LayoutView(frame: Rect(x: 10, y: 20, width: 30, height: 40), debugName: "box")
  let label = LayoutLabel(text: "Hi", debugName: "label")

  init(frame: Rect) {
    super.init(frame: frame, debugName: "screen")
    addSubview(box)
    label.frame = Rect(x: 0, y: 100, width: 50, height: 21.25)
    box.addSubview(label)
  }

  var script: [ExampleStep] {
    [
      ExampleStep("half way") { view in
        view.debugName == "box" ? Rect(x: 50, y: 20, width: 30, height: 40) : nil
      }
    ]
  }
}

@Suite struct ExamplePresentationTests {
  let example = Example(name: "moving-box", title: "Moving Box", summary: "A box that moves.") {
    MovingBoxScreen(frame: $0)
  }

  @Test(arguments: Engine.allCases)
  func aMomentOfAnAnimationIsDrawnAtThePresentedFrames(engine: Engine) throws {
    let stages = record(example, Size(width: 200, height: 200), engine)
    try #require(stages.count == 2)
    expectFrames(
      stages[0], ["box": rect(10, 20, 30, 40), "label": rect(0, 100, 50, 21.25)])
    // The box where the step presents it; the label, presented at its own frame, moves with it.
    expectFrames(
      stages[1], ["box": rect(50, 20, 30, 40), "label": rect(0, 100, 50, 21.25)])
    #expect(stages[1].caption == "half way")
    let svg = example.svg(size: Size(width: 200, height: 200))
    // The second stage draws the copy: the box 40 further right (8 of padding), with the
    // label's text.
    #expect(svg.contains(#"<rect x="58" y="28" width="30" height="40""#))
    #expect(svg.components(separatedBy: ">Hi</text>").count == 3)
  }
}
