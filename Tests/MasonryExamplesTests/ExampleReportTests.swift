// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct ExampleReportTests {
  // 200 × 150 drawn 21 columns wide: 0.1 column and 0.05 row a point. The button's
  // (10 10; 100 100) spans columns 1 to 11 and rows 1 to 6 (0.5 and 5.5 rounded up); after
  // the tap, (90 40; 100 100) spans columns 9 to 19 and rows 2 to 7.
  @Test func theReportListsEveryStageWithItsFramesAndOptionallyADrawing() {
    let report = Example.remake.report(
      size: Size(width: 200, height: 150), ascii: true, columns: 21)
    #expect(
      report == """
        == Remake Constraints, 200 × 150
        •ExampleRemakeView:superview (0 0; 200 150)
        |   *ExampleButton:movingButton (10 10; 100 100)

        +-------------------+
        |+---------+        |
        ||movingBut|        |
        ||         |        |
        ||         |        |
        ||         |        |
        |+---------+        |
        |                   |
        +-------------------+

        == 1. tap "Move Me!"
        •ExampleRemakeView:superview (0 0; 200 150)
        |   *ExampleButton:movingButton (90 40; 100 100)

        +-------------------+
        |superview          |
        |        +---------+|
        |        |movingBut||
        |        |         ||
        |        |         ||
        |        |         ||
        |        +---------+|
        +-------------------+

        == 2. tap "Move Me!" again
        •ExampleRemakeView:superview (0 0; 200 150)
        |   *ExampleButton:movingButton (10 10; 100 100)

        +-------------------+
        |+---------+        |
        ||movingBut|        |
        ||         |        |
        ||         |        |
        ||         |        |
        |+---------+        |
        |                   |
        +-------------------+

        """)
  }

  /// Left and right are not leading and trailing: forcing right-to-left moves none of the
  /// basic screen's views, as in Auto Layout.
  @Test(arguments: Engine.allCases)
  func rightToLeftKeepsLeftAndRight(engine: Engine) {
    let leftToRight = record(.basic, portrait, engine)
    let rightToLeft = record(.basic, portrait, engine, direction: .rightToLeft)
    #expect(leftToRight.count == 1 && rightToLeft.count == 1)
    for (name, frame) in leftToRight[0].frames {
      #expect(close(rightToLeft[0].frames[name] ?? .zero, frame), "\(name)")
    }
  }
}
