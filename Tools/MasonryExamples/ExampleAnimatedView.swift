// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Basic Animated": the basic screen, its padding animated between 10 and 100.
  public static let animated = Example(
    name: "basic-animated", title: "Basic Animated",
    summary: "The basic screen whose padding goes from 10 to 100 in a second, eased in and out.",
    colors: ["view1": "#3fb950", "view2": "#f85149", "view3": "#388bfd"]
  ) { ExampleAnimatedView(frame: $0) }
}

/// Green and red side by side above blue, each pinned to the superview's edges at low
/// priority: the required constraints between them win where they disagree. Changing the
/// constants of the constraints kept in ``animatableConstraints`` and laying out moves the
/// three views to the new padding.
public final class ExampleAnimatedView: LayoutView, ExampleScreen {
  /// The constraints whose insets the animation changes.
  public private(set) var animatableConstraints: [Constraint] = []
  /// The padding at rest.
  public let padding = 10.0

  /// A view of `frame` with the example's subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    let view1 = LayoutView(debugName: "view1")
    addSubview(view1)
    let view2 = LayoutView(debugName: "view2")
    addSubview(view2)
    let view3 = LayoutView(debugName: "view3")
    addSubview(view3)

    let superview = self
    let padding = self.padding
    let paddingInsets = EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)

    view1.mas.makeConstraints { make in
      animatableConstraints += [
        make.edges.equalTo(superview).insets(paddingInsets).priorityLow(),
        make.bottom.equalTo(view3.mas.top).offset(-padding),
      ]
      make.size.equalTo(view2)
      make.height.equalTo(view3.mas.height)
    }

    view2.mas.makeConstraints { make in
      animatableConstraints += [
        make.edges.equalTo(superview).insets(paddingInsets).priorityLow(),
        make.left.equalTo(view1.mas.right).offset(padding),
        make.bottom.equalTo(view3.mas.top).offset(-padding),
      ]
      make.size.equalTo(view1)
      make.height.equalTo(view3.mas.height)
    }

    view3.mas.makeConstraints { make in
      animatableConstraints += [
        make.edges.equalTo(superview).insets(paddingInsets).priorityLow()
      ]
      make.height.equalTo(view1.mas.height)
      make.height.equalTo(view2.mas.height)
    }
  }

  /// The last change of insets, recorded as an animation.
  private var animation: LayoutAnimation?

  /// Sets the insets of every animatable constraint, `padding` on every side or 100 when
  /// `invertedInsets`, and animates the layout over a second (Masonry then starts again with
  /// the insets inverted).
  public func animate(withInvertedInsets invertedInsets: Bool) {
    let padding = invertedInsets ? 100 : self.padding
    let paddingInsets = EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
    for constraint in animatableConstraints {
      constraint.insets(paddingInsets)
    }
    animation = animate(duration: 1) {
      self.layoutIfNeeded()
    }
  }

  /// Out to a padding of 100, drawn a quarter of a second apart until the end.
  public var script: [ExampleStep] {
    let shown = { (time: Double) in
      { (view: LayoutView) in self.animation?.frame(of: view, at: time) }
    }
    return [
      ExampleStep("insets 100, at 0.25 s", presentedFrame: shown(0.25)) {
        self.animate(withInvertedInsets: true)
      },
      ExampleStep("at 0.5 s", presentedFrame: shown(0.5)),
      ExampleStep("at 0.75 s", presentedFrame: shown(0.75)),
      ExampleStep("at 1 s") {},
    ]
  }
}
