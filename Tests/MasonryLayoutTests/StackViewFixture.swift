// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import _MasonryTestSupport

/// A stack view in a root, pinned at the root's top left, with three arranged views of
/// intrinsic sizes 160×200, 80×100 and 40×50 (the numbers of the well-known UIStackView
/// walkthroughs), named `a`, `b` and `c`.
struct StackViewFixture {
  let log = IssueLog()
  let root: LayoutView
  let stack: LayoutStackView
  let views: [SizedView]
  /// The constraints on the stack's width and height, when given.
  var width: LayoutConstraint?
  var height: LayoutConstraint?

  init(
    _ engine: Engine, axis: Axis = .horizontal, sizes: [Size]? = nil,
    width: Double? = nil, height: Double? = nil
  ) {
    root = makeRoot(engine, width: 800, height: 600, log: log)
    stack = LayoutStackView(debugName: "stack")
    stack.axis = axis
    let sizes =
      sizes ?? [
        Size(width: 160, height: 200), Size(width: 80, height: 100), Size(width: 40, height: 50),
      ]
    let names = ["a", "b", "c", "d", "e"]
    views = sizes.enumerated().map { SizedView(names[$0.offset], $0.element) }
    for view in views { stack.addArrangedSubview(view) }
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [pin(stack, .left, .equal, root), pin(stack, .top, .equal, root)]
    self.width = width.map { pin(stack, .width, plus: $0) }
    self.height = height.map { pin(stack, .height, plus: $0) }
    constraints += [self.width, self.height].compactMap { $0 }
    LayoutConstraint.activate(constraints)
  }

  /// Lays out, and returns the arranged views' frames.
  func frames() -> [Rect] {
    root.layoutIfNeeded()
    return views.map(\.unroundedFrame)
  }

  /// The arranged views' frames along the axis: (origin, length) pairs.
  func spans(_ axis: Axis = .horizontal) -> [[Double]] {
    frames().map {
      axis == .horizontal ? [$0.origin.x, $0.size.width] : [$0.origin.y, $0.size.height]
    }
  }

  /// The stack's frame after layout.
  var stackFrame: Rect {
    root.layoutIfNeeded()
    return stack.frame
  }
}

/// A vertical stack named `name` arranging `views`, pinned to the top, left and right of a
/// 400×800 root on `engine`, laid out.
func verticalList(_ engine: Engine, _ views: [LayoutView], name: String = "stack") -> (
  LayoutView, LayoutStackView
) {
  let root = makeRoot(engine, width: 400, height: 800)
  let stack = LayoutStackView(arrangedSubviews: views, debugName: name)
  stack.axis = .vertical
  root.addSubview(stack)
  stack.translatesAutoresizingMaskIntoConstraints = false
  LayoutConstraint.activate([
    pin(stack, .left, .equal, root), pin(stack, .right, .equal, root),
    pin(stack, .top, .equal, root),
  ])
  root.layoutIfNeeded()
  return (root, stack)
}

/// Whether two lists of numbers agree to 1e-6 each.
func sameSpans(_ lhs: [[Double]], _ rhs: [[Double]]) -> Bool {
  lhs.count == rhs.count
    && zip(lhs, rhs).allSatisfy { a, b in
      a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 }
    }
}

/// A rectangle, shorter.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}
