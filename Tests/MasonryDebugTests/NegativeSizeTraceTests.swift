// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct NegativeSizeTraceTests {
  @Test(arguments: Engine.allCases)
  func aViewSqueezedPastNothingIsFlagged(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, width: 100, height: 50, log: log)
    let squeezed = LayoutView(debugName: "squeezed")
    let fine = LayoutView(debugName: "fine")
    root.addSubview(squeezed)
    root.addSubview(fine)
    squeezed.mas.makeConstraints { make in
      make.left.equalTo(root).offset(60)
      make.right.equalTo(root).offset(-70)  // ends 30 points before it starts
      make.top.equalTo(root).offset(10)
      make.height.equalTo(-2.5)
    }
    fine.mas.makeConstraints { make in make.edges.equalTo(root).inset(5) }
    #expect(
      root.layoutTrace() == """
        •LayoutView:root (0 0; 100 50)
        |   *LayoutView:squeezed (60 10; -30 -2) - NEGATIVE SIZE: width -30, height -2.5
        |   *LayoutView:fine (5 5; 90 40)
        """)
    #expect(log.issues.isEmpty)
  }
}
