// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// A bar of three equal buttons at the bottom, from a well-known introduction to Masonry.
  public static let bottomBar = Example(
    name: "bottom-bar", title: "Bottom Bar",
    summary: "A 200-point bar at the bottom holding three equal buttons, 20 apart.",
    colors: [
      "bottomBar": "#d0d7de", "button1": "#f85149", "button2": "#3fb950", "button3": "#388bfd",
    ]
  ) { ExampleBottomBarView(frame: $0) }
}

/// A bar 20 points from the sides, 200 tall, on the bottom of the screen, holding three buttons
/// of equal width 20 points apart and 20 in from the bar's edges: each a third of the bar's
/// width less 80/3. ``frames(in:)`` works the same frames out by hand.
public final class ExampleBottomBarView: LayoutView {
  /// The bar.
  public let bottomBar = LayoutView(debugName: "bottomBar")
  /// The buttons, left to right.
  public let buttons = (1...3).map { LayoutView(debugName: "button\($0)") }

  /// A view of `frame` with the bar and its buttons.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    addSubview(bottomBar)
    bottomBar.mas.makeConstraints { make in
      make.left.equalTo(self).offset(20)
      make.right.equalTo(self).offset(-20)
      make.bottom.equalTo(self)
      make.height.equalTo(200)
    }

    var lastButton: LayoutView?
    for button in buttons {
      bottomBar.addSubview(button)
      button.mas.makeConstraints { make in
        make.top.equalTo(bottomBar).offset(20)
        make.bottom.equalTo(bottomBar).offset(-20)
        make.width.equalTo(bottomBar).multipliedBy(1.0 / 3).offset(-80.0 / 3)
        make.left.equalTo(lastButton?.mas.right ?? bottomBar.mas.left).offset(20)
      }
      lastButton = button
    }
  }

  /// The frames of the bar and of each button (in the bar), worked out by hand, the way they
  /// were written before Auto Layout.
  public static func frames(in size: Size) -> [String: Rect] {
    let bar = Rect(x: 20, y: size.height - 200, width: size.width - 40, height: 200)
    let buttonWidth = (bar.size.width - 4 * 20) / 3
    var frames = ["bottomBar": bar]
    for index in 0..<3 {
      let x = 20 + Double(index) * (buttonWidth + 20)
      frames["button\(index + 1)"] = Rect(x: x, y: 20, width: buttonWidth, height: 160)
    }
    return frames
  }
}
