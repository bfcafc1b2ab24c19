// SPDX-License-Identifier: MIT

import Masonry
import Testing
import _MasonryTestSupport

/// The DSL on stack views and their arranged views.
@Suite struct StackViewDSLTests {
  @Test(arguments: Engine.allCases)
  func remakingAnArrangedViewKeepsTheStacksConstraints(_ engine: Engine) {
    let root = makeRoot(engine, width: 300, height: 200)
    let a = LayoutView(debugName: "a")
    let b = LayoutView(debugName: "b")
    let column = LayoutStackView(arrangedSubviews: [a, b], debugName: "column")
    column.axis = .vertical
    column.spacing = 10
    root.addSubview(column)
    column.mas.makeConstraints { make in
      make.edges.equalTo(root)
    }
    a.mas.makeConstraints { make in
      make.height.equalTo(50)
    }
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 300, height: 50)))
    #expect(close(b.frame, Rect(x: 0, y: 60, width: 300, height: 140)))
    a.mas.remakeConstraints { make in
      make.height.equalTo(column.mas.height).multipliedBy(0.5)
    }
    root.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 300, height: 100)))
    #expect(close(b.frame, Rect(x: 0, y: 110, width: 300, height: 90)))
    column.mas.updateConstraints { make in
      make.edges.equalTo(root).insets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }
    root.layoutIfNeeded()
    #expect(close(column.frame, Rect(x: 0, y: 20, width: 300, height: 180)))
    #expect(close(b.frame, Rect(x: 0, y: 100, width: 300, height: 80)))
  }

  @Test(arguments: Engine.allCases)
  func anArrangedViewMovesBetweenStacks(_ engine: Engine) {
    let root = makeRoot(engine, width: 300, height: 200)
    let views = (0..<3).map { SizedView("v\($0)", Size(width: 50, height: 20)) }
    let first = LayoutStackView(arrangedSubviews: views, debugName: "first")
    let second = LayoutStackView(debugName: "second")
    for stack in [first, second] {
      root.addSubview(stack)
      stack.mas.makeConstraints { make in
        make.left.equalTo(root)
      }
    }
    first.mas.makeConstraints { make in
      make.top.equalTo(root)
    }
    second.mas.makeConstraints { make in
      make.top.equalTo(first.mas.bottom)
    }
    first.setCustomSpacing(7, after: views[1])
    second.addArrangedSubview(views[1])
    #expect(first.arrangedSubviews.map(\.debugName) == ["v0", "v2"])
    #expect(second.arrangedSubviews.map(\.debugName) == ["v1"])
    #expect(first.customSpacing(after: views[1]) == LayoutStackView.spacingUseDefault)
    root.layoutIfNeeded()
    #expect(close(views[2].frame, Rect(x: 50, y: 0, width: 50, height: 20)))
    #expect(close(views[1].frame, Rect(x: 0, y: 0, width: 50, height: 20)))
    #expect(close(second.frame, Rect(x: 0, y: 20, width: 50, height: 20)))
  }
}
