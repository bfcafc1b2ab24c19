// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A make hands its calls to the layout layer's one-call path until one is declined; the
/// general path takes over from that call, whose layout constraints the fast path may have
/// installed in part, and must neither install them twice nor lose the ones after it.
@Suite struct MakeFastPathTests {
  @Test(arguments: Engine.allCases)
  func aCallDeclinedHalfwayIsFinishedByTheGeneralPath(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let other = addView(root, "other")
    let view = addView(root, "view")
    other.mas.makeConstraints { make in
      make.left.top.equalTo(root).offset(10)
      make.size.equalTo(Size(width: 40, height: 20))
    }
    let line: UInt = #line + 4
    let handles = view.mas.makeConstraints { make in
      make.top.equalTo(other.mas.bottom)
      // centerX to a left is valid; leading to a left mixes directional and absolute.
      make.centerX.leading.equalTo(other.mas.left)
      make.size.equalTo(other)
    }
    root.layoutIfNeeded()
    #expect(log.issues.count == 1)
    #expect(log.issues.first?.location?.line == line)
    let parts = handles.map(\.layoutConstraints)
    #expect(parts.map { $0.map(\.isActive) } == [[true], [true, false], [true, true]])
    // Each installed layout constraint is listed once, in call order.
    let installed = root.constraints.filter { $0.firstItem === view }
    #expect(
      installed.map(ObjectIdentifier.init)
        == [parts[0][0], parts[1][0], parts[2][0], parts[2][1]].map(ObjectIdentifier.init))
    #expect(view.frame == Rect(x: -10, y: 30, width: 40, height: 20))
  }
}
