// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Views Distribute": four views spread along an axis, four ways.
  public static let distribute = Example(
    name: "views-distribute", title: "Views Distribute",
    summary: "Four views spread along an axis: fixed gaps or fixed lengths, across or down.",
    colors: rainbow("view", count: 4)
  ) { ExampleDistributeView(frame: $0) }
}

/// Four views distributed across or down the screen, with fixed gaps (the views share the
/// rest) or fixed lengths (the gaps share it). Masonry picks one of the four cases at random
/// each time the screen opens; here the screen opens with case 0 and the script shows the
/// other three.
public final class ExampleDistributeView: LayoutView, ExampleScreen {
  /// The four views.
  public private(set) var arr: [LayoutView] = []

  /// A view of `frame` with the example's subviews, arranged as case 0.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    for i in 1...4 {
      let view = LayoutView(debugName: "view\(i)")
      addSubview(view)
      arr.append(view)
    }
    arrange(0)
  }

  /// Makes the constraints of case `type` (0 to 3).
  public func arrange(_ type: Int) {
    switch type {
    case 0:
      arr.mas.distributeViews(along: .horizontal, fixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
      arr.mas.makeConstraints { make in
        make.top.equalTo(60)
        make.height.equalTo(60)
      }
    case 1:
      arr.mas.distributeViews(along: .vertical, fixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
      arr.mas.makeConstraints { make in
        make.left.equalTo(0)
        make.width.equalTo(60)
      }
    case 2:
      arr.mas.distributeViews(
        along: .horizontal, fixedItemLength: 30, leadSpacing: 200, tailSpacing: 30)
      arr.mas.makeConstraints { make in
        make.top.equalTo(60)
        make.height.equalTo(60)
      }
    case 3:
      arr.mas.distributeViews(
        along: .vertical, fixedItemLength: 30, leadSpacing: 30, tailSpacing: 200)
      arr.mas.makeConstraints { make in
        make.left.equalTo(0)
        make.width.equalTo(60)
      }
    default:
      break
    }
  }

  /// Opens the screen again with each of the other cases.
  public var script: [ExampleStep] {
    [
      (1, "case 1: down, 20 apart"), (2, "case 2: across, 30 long"), (3, "case 3: down, 30 long"),
    ].map { type, caption in
      ExampleStep(caption) {
        for view in self.arr { view.mas.removeConstraints() }
        self.arrange(type)
      }
    }
  }
}
