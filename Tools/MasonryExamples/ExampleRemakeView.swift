// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Remake Constraints": a button that jumps between two corners.
  public static let remake = Example(
    name: "remake", title: "Remake Constraints",
    summary: "A 100 × 100 button that jumps between the top left and bottom right corners.",
    colors: ["movingButton": "#3fb950"]
  ) { ExampleRemakeView(frame: $0) }
}

/// A 100 × 100 button in a corner; each tap remakes its constraints to pin it to the other
/// corner.
public final class ExampleRemakeView: LayoutView, ExampleScreen {
  /// The button.
  public let movingButton = ExampleButton(title: "Move Me!", debugName: "movingButton")
  /// Whether the button is in the top left corner.
  public private(set) var topLeft = true

  /// A view of `frame` with the example's button.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    addSubview(movingButton)
    // UIKit asks a constraint-based view for its constraints before its first layout.
    setNeedsUpdateConstraints()
  }

  // Where Apple recommends adding and updating constraints.
  public override func updateConstraints() {
    movingButton.mas.remakeConstraints { make in
      make.width.equalTo(100)
      make.height.equalTo(100)

      if topLeft {
        make.left.equalTo(self.mas.left).with.offset(10)
        make.top.equalTo(self.mas.top).with.offset(10)
      } else {
        make.bottom.equalTo(self.mas.bottom).with.offset(-10)
        make.right.equalTo(self.mas.right).with.offset(-10)
      }
    }
    // Apple asks for super at the end.
    super.updateConstraints()
  }

  /// The button's action.
  public func toggleButtonPosition() {
    topLeft.toggle()
    // The constraints need remaking; remake them now, then lay out (UIKit would animate that).
    setNeedsUpdateConstraints()
    updateConstraintsIfNeeded()
    layoutIfNeeded()
  }

  /// Two taps: to the bottom right corner and back.
  public var script: [ExampleStep] {
    [
      ExampleStep(#"tap "Move Me!""#) { self.toggleButtonPosition() },
      ExampleStep(#"tap "Move Me!" again"#) { self.toggleButtonPosition() },
    ]
  }
}
