// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A view that rebuilds its own constraints, always the same ones, in every
/// `layoutSubviews` (issue 12, F11).
final class RemakingView: LayoutView {
  var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    guard let superview else { return }
    mas.remakeConstraints { make in
      make.left.top.equalTo(superview).offset(10)
      make.width.equalTo(80)
      make.height.equalTo(20)
    }
  }
}

@Suite struct RemakeInLayoutTests {
  /// Rebuilding identical constraints in `layoutSubviews` settles: nothing moved, so no view
  /// needs another layout. The dense engine cannot say which variables moved; it reported a
  /// layout loop before the engine compared the values with the frames written.
  @Test(arguments: Engine.allCases)
  func identicalRemakeInLayoutSubviewsSettles(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = RemakingView(debugName: "remaking")
    root.addSubview(view)
    view.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.kinds.isEmpty)
    #expect(view.layouts <= 2)
    #expect(close(view.frame, Rect(x: 10, y: 10, width: 80, height: 20)))
    let layouts = view.layouts
    view.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.kinds.isEmpty)
    #expect(view.layouts == layouts + 1)
    #expect(close(view.frame, Rect(x: 10, y: 10, width: 80, height: 20)))
  }
}
