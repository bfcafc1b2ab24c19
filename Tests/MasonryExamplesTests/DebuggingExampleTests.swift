// SPDX-License-Identifier: MIT

import MasonryLayout
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct DebuggingExampleTests {
  // Blue's `edges == 1` pins it 1 point off every edge: (1, 1, W, H). Against that, blue's
  // left, bottom and right with their 10 points, green's `top >= 10`, red's `bottom ==
  // blue.top - 10` and blue's `height >= 5000` cannot hold; the engine breaks each one as it
  // finds it (the newest of each conflict) and keeps it at priority 999, where it is still
  // overruled. What is left: green and red share the width as in the basic screen,
  // w = (W - 30) / 2, and have blue's height H; red's top is 10; green's bottom is blue's top
  // less 10, so green is at y = 1 - 10 - H. Upright: green (10, -676, 172.5, 667), red
  // (192.5, 10, 172.5, 667); on its side: green (10, -384, 318.5, 375), red (338.5, 10,
  // 318.5, 375).
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    for (size, expected) in [
      (
        portrait,
        [
          "greenView": rect(10, -676, 172.5, 667), "redView": rect(192.5, 10, 172.5, 667),
          "blueView": rect(1, 1, 375, 667),
        ]
      ),
      (
        landscape,
        [
          "greenView": rect(10, -384, 318.5, 375), "redView": rect(338.5, 10, 318.5, 375),
          "blueView": rect(1, 1, 667, 375),
        ]
      ),
    ] {
      let stages = record(.debugging, size, engine)
      try #require(stages.count == 1)
      let stage = stages[0]
      #expect(stage.frames.keys.sorted() == expected.keys.sorted())
      for (name, frame) in expected {
        #expect(close(stage.frames[name] ?? .zero, frame), "\(name)")
      }
      #expect(stage.issues.allSatisfy { $0.kind == .unsatisfiableConstraints })
      #expect(
        stage.broken.sorted() == [
          "<LayoutConstraint:0x… LayoutView:blueView.left == ExampleDebuggingView:superview.left + 10>",
          "<LayoutConstraint:0x… LayoutView:blueView.right == ExampleDebuggingView:superview.right - 10>",
          "<LayoutConstraint:0x… LayoutView:greenView.top >= ExampleDebuggingView:superview.top + 10>",
          "<LayoutConstraint:0x… LayoutView:redView.bottom == LayoutView:blueView.top - 10>",
          "<LayoutConstraint:BottomConstraint LayoutView:blueView.bottom == ExampleDebuggingView:superview.bottom - 10>",
          "<LayoutConstraint:ConstantConstraint LayoutView:blueView.height >= 5000>",
        ])
    }
  }

  /// The reports name the views and constraints by their keys, as Masonry's console does.
  @Test func theReportsUseTheKeys() {
    let report = maskingAddresses(Example.debugging.report(size: portrait))
    expectSnapshot(report, named: "debugging-report")
    #expect(
      report.contains(
        "<LayoutConstraint:340954 LayoutView:blueView.height == LayoutView:redView.height>"))
    #expect(
      report.contains(
        "ConflictingConstraint[2] LayoutView:blueView.top == ExampleDebuggingView:superview.top + 1"
      ))
  }
}
