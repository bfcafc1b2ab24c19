// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct ConflictReportTests {
  @Test(arguments: Engine.allCases)
  func masonrysReadmeExample(engine: Engine) throws {
    let example = ReadmeExample(engine)
    #expect(example.log.kinds == [.unsatisfiableConstraints])
    let issue = try #require(example.log.issues.first)
    #expect(
      maskingAddresses(issue.report) == """
        Unable to simultaneously satisfy constraints.
        (
            "<LayoutConstraint:ConstantConstraint Label:messageLabel.height >= 5000>",
            "<LayoutConstraint:BottomConstraint Label:messageLabel.bottom == DebuggingView:superview.bottom - 10>",
            "<LayoutConstraint:ConflictingConstraint[0] Label:messageLabel.top == DebuggingView:superview.top + 1>",
            "<LayoutConstraint(root):0x… DebuggingView:superview.height == 416>"
        )

        Will attempt to recover by breaking constraint
        <LayoutConstraint:ConstantConstraint Label:messageLabel.height >= 5000>
        Made at ReadmeExample.swift#\(example.heightLine)
        """)
    #expect(issue.brokenConstraint?.identifier == "ConstantConstraint")
    #expect(issue.brokenConstraint?.isBroken == true)
    // Layout goes on with the height broken: the label fills the superview but its insets.
    #expect(close(example.messageLabel.frame, Rect(x: 1, y: 1, width: 120, height: 405)))
  }
}
