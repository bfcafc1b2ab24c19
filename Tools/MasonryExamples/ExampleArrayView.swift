// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Array": one block of constraints for three buttons at once.
  public static let array = Example(
    name: "array", title: "Array",
    summary: "Three buttons on one baseline, raised and lowered together.",
    colors: ["raiseButton": "#f0883e", "centerButton": "#3fb950", "lowerButton": "#388bfd"]
  ) { ExampleArrayView(frame: $0) }
}

/// Three buttons across the screen whose baselines sit `offset` below its centre: the
/// `updateConstraints` of an array of views changes all three constants at once.
public final class ExampleArrayView: LayoutView, ExampleScreen {
  /// How far the buttons move a tap.
  public static let increment = 10.0
  /// The buttons, in Masonry's order.
  public let buttonViews: [ExampleButton]
  /// The baseline's distance below the centre.
  public var offset = 0.0 {
    didSet { setNeedsUpdateConstraints() }
  }

  /// A view of `frame` with the example's buttons.
  public init(frame: Rect) {
    let raiseButton = ExampleButton(title: "Raise", debugName: "raiseButton")
    let centerButton = ExampleButton(title: "Center", debugName: "centerButton")
    let lowerButton = ExampleButton(title: "Lower", debugName: "lowerButton")
    buttonViews = [raiseButton, lowerButton, centerButton]
    super.init(frame: frame, debugName: "superview")
    addSubview(raiseButton)
    addSubview(centerButton)
    addSubview(lowerButton)

    lowerButton.mas.makeConstraints { make in
      make.left.equalTo(self).with.offset(10)
    }

    centerButton.mas.makeConstraints { make in
      make.centerX.equalTo(self)
    }

    raiseButton.mas.makeConstraints { make in
      make.right.equalTo(self).with.offset(-10)
    }
    // UIKit asks a constraint-based view for its constraints before its first layout.
    setNeedsUpdateConstraints()
  }

  /// The actions of the three buttons.
  public func centerAction() { offset = 0 }
  /// Moves the buttons up.
  public func raiseAction() { offset -= Self.increment }
  /// Moves the buttons down.
  public func lowerAction() { offset += Self.increment }

  public override func updateConstraints() {
    buttonViews.mas.updateConstraints { make in
      make.baseline.equalTo(self.mas.centerY).with.offset(offset)
    }
    // Apple asks for super at the end.
    super.updateConstraints()
  }

  /// Raise once, lower three times, centre.
  public var script: [ExampleStep] {
    [
      ExampleStep(#"tap "Raise""#) { self.raiseAction() },
      ExampleStep(#"tap "Lower" 3 times"#) {
        for _ in 0..<3 { self.lowerAction() }
      },
      ExampleStep(#"tap "Center""#) { self.centerAction() },
    ]
  }
}
