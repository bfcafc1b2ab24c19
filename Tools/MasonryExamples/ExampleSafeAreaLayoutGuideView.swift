// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Safe Area Layout Guides": views placed on the safe area of a notched phone.
  public static let safeArea = Example(
    name: "safe-area-layout-guide", title: "Safe Area Layout Guides",
    summary: "Nested boxes and nine 50-point tags on the safe area of a phone with a notch.",
    colors: [
      "view1": "#f85149", "view2": "#3fb950", "view3": "#388bfd", "LY": "#e3b341",
      "RY": "#e3b341", "TX": "#e3b341", "BX": "#e3b341", "LT": "#e3b341", "RT": "#e3b341",
      "LB": "#e3b341", "RB": "#e3b341", "XY": "#e3b341",
    ]
  ) { ExampleSafeAreaLayoutGuideView(frame: $0) }
}

/// A screen with the safe area of a phone with a notch (44 points at the top and 34 at the
/// bottom upright; 44 at the sides and 21 at the bottom on its side), three nested boxes on
/// the safe area, and nine 50-point tags on its corners, edges and centre.
public final class ExampleSafeAreaLayoutGuideView: LayoutView {
  /// A view of `frame` with the example's safe area, subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "view")
    let upright = frame.size.height >= frame.size.width
    safeAreaInsets =
      upright
      ? EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
      : EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)

    let view1 = LayoutView(debugName: "view1")
    addSubview(view1)
    let view2 = LayoutView(debugName: "view2")
    addSubview(view2)
    let view3 = LayoutView(debugName: "view3")
    addSubview(view3)

    let leftView = viewWithName("LY")
    let rightView = viewWithName("RY")
    let topView = viewWithName("TX")
    let bottomView = viewWithName("BX")

    let leftTopView = viewWithName("LT")
    let rightTopView = viewWithName("RT")
    let leftBottomView = viewWithName("LB")
    let rightBottomView = viewWithName("RB")

    let centerView = viewWithName("XY")

    let size = 50.0

    view1.mas.makeConstraints { make in
      make.edges.equalTo(mas.safeAreaLayoutGuide).inset(10)
    }
    view2.mas.makeConstraints { make in
      make.center.equalTo(mas.safeAreaLayoutGuide)
      make.width.height.equalTo(mas.safeAreaLayoutGuide).sizeOffset(Size(width: -40, height: -40))
    }
    view3.mas.makeConstraints { make in
      make.center.equalTo(mas.safeAreaLayoutGuide)
      make.width.equalTo(mas.safeAreaLayoutGuide).sizeOffset(Size(width: -60, height: -60))
      make.height.equalTo(mas.safeAreaLayoutGuide).sizeOffset(Size(width: -60, height: -60))
    }

    leftTopView.mas.makeConstraints { make in
      make.left.top.equalTo(mas.safeAreaLayoutGuide)
      make.width.height.equalTo(size)
    }
    rightTopView.mas.makeConstraints { make in
      make.right.equalTo(mas.safeAreaLayoutGuideRight)
      make.top.equalTo(mas.safeAreaLayoutGuideTop)
      make.width.height.equalTo(size)
    }
    leftBottomView.mas.makeConstraints { make in
      make.left.equalTo(mas.safeAreaLayoutGuideLeft)
      make.bottom.equalTo(mas.safeAreaLayoutGuideBottom)
      make.width.height.equalTo(size)
    }
    rightBottomView.mas.makeConstraints { make in
      make.right.bottom.equalTo(mas.safeAreaLayoutGuide)
      make.width.height.equalTo(size)
    }

    leftView.mas.makeConstraints { make in
      make.left.centerY.equalTo(mas.safeAreaLayoutGuide)
      make.width.height.equalTo(size)
    }
    rightView.mas.makeConstraints { make in
      make.right.equalTo(mas.safeAreaLayoutGuideRight)
      make.centerY.equalTo(mas.safeAreaLayoutGuideCenterY)
      make.width.height.equalTo(size)
    }
    topView.mas.makeConstraints { make in
      make.top.equalTo(mas.safeAreaLayoutGuideTop)
      make.centerX.equalTo(mas.safeAreaLayoutGuideCenterX)
      make.width.height.equalTo(size)
    }
    bottomView.mas.makeConstraints { make in
      make.bottom.centerX.equalTo(mas.safeAreaLayoutGuide)
      make.width.height.equalTo(size)
    }

    centerView.mas.makeConstraints { make in
      make.center.equalTo(mas.safeAreaLayoutGuide)
      make.width.height.equalTo(size)
    }
  }

  /// A tag named `name` (in Masonry, a yellow label showing the name).
  private func viewWithName(_ name: String) -> LayoutView {
    let label = LayoutView(debugName: name)
    addSubview(label)
    return label
  }
}
