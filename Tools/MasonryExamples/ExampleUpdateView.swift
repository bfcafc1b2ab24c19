// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Update Constraints": a button that grows by 30% a tap.
  public static let update = Example(
    name: "update", title: "Update Constraints",
    summary: "A centred button that grows by 30% a tap, never beyond the screen.",
    colors: ["growingButton": "#3fb950"]
  ) { ExampleUpdateView(frame: $0) }
}

/// A centred button whose wished-for size grows by 30% a tap; `updateConstraints` changes the
/// constants of the low-priority size constraints in place, and the button never grows beyond
/// the screen.
public final class ExampleUpdateView: LayoutView, ExampleScreen {
  /// The button. A plain view: a button's title would add its natural size at the same low
  /// priority as the wished-for size below, a tie that UIKit settles by chance.
  public let growingButton = LayoutView(debugName: "growingButton")
  /// The size the button would like to have.
  public private(set) var buttonSize = Size(width: 100, height: 100)

  /// A view of `frame` with the example's button.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    addSubview(growingButton)
    // UIKit asks a constraint-based view for its constraints before its first layout.
    setNeedsUpdateConstraints()
  }

  // Where Apple recommends adding and updating constraints.
  public override func updateConstraints() {
    growingButton.mas.updateConstraints { make in
      make.center.equalTo(self)
      make.width.equalTo(buttonSize.width).priorityLow()
      make.height.equalTo(buttonSize.height).priorityLow()
      make.width.lessThanOrEqualTo(self)
      make.height.lessThanOrEqualTo(self)
    }
    // Apple asks for super at the end.
    super.updateConstraints()
  }

  /// The button's action.
  public func didTapGrowButton() {
    buttonSize = Size(width: buttonSize.width * 1.3, height: buttonSize.height * 1.3)
    // The constraints need updating; update them now, then lay out (UIKit would animate that).
    setNeedsUpdateConstraints()
    updateConstraintsIfNeeded()
    layoutIfNeeded()
  }

  /// One tap, then five more: the sixth makes the button reach the screen's edges.
  public var script: [ExampleStep] {
    [
      ExampleStep(#"tap "Grow Me!""#) { self.didTapGrowButton() },
      ExampleStep(#"tap "Grow Me!" 5 more times"#) {
        for _ in 0..<5 { self.didTapGrowButton() }
      },
    ]
  }
}
