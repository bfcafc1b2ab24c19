// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A tree nested deep, one `makeConstraints` per level, as issue 12's F13 builds it (the bench
/// times `bench scale deep-tree 10000`; here a small size checks the frames).
@Suite struct DeepTreeTests {
  @Test(arguments: Engine.allCases)
  func eachLevelInsetByOneFromTheOneAbove(engine: Engine) {
    let depth = 60
    let side = 4.0 * Double(depth)
    let log = IssueLog()
    let root = makeRoot(engine, width: side, height: side, log: log)
    var views: [LayoutView] = []
    var parent = root
    for level in 0..<depth {
      let view = LayoutView(debugName: "level\(level)")
      parent.addSubview(view)
      view.mas.makeConstraints { make in
        make.edges.equalToSuperview().inset(1)
      }
      views.append(view)
      parent = view
    }
    root.layoutIfNeeded()
    #expect(log.issues.isEmpty)
    for (level, view) in views.enumerated() {
      let inner = side - 2 * Double(level + 1)
      #expect(close(view.frame, Rect(x: 1, y: 1, width: inner, height: inner)))
      #expect(view.rootView === root)
    }
  }
}
