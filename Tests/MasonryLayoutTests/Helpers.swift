// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

/// Shorthand for building constraints in tests.
func pin(
  _ view: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
  _ other: (any LayoutItem)? = nil, _ otherAttribute: LayoutAttribute? = nil,
  times multiplier: Double = 1, plus constant: Double = 0, priority: LayoutPriority = .required
) -> LayoutConstraint {
  LayoutConstraint(
    item: view, attribute: attribute, relatedBy: relation, toItem: other,
    attribute: other == nil ? .notAnAttribute : (otherAttribute ?? attribute),
    multiplier: multiplier, constant: constant, priority: priority)
}

/// Constraints pinning the four edges of `view` to `other`'s, inset by `insets`.
func edges(_ view: any LayoutItem, _ other: any LayoutItem, _ insets: EdgeInsets = .zero)
  -> [LayoutConstraint]
{
  [
    pin(view, .top, .equal, other, plus: insets.top),
    pin(view, .left, .equal, other, plus: insets.left),
    pin(view, .bottom, .equal, other, plus: -insets.bottom),
    pin(view, .right, .equal, other, plus: -insets.right),
  ]
}

/// Constraints placing `view` at a fixed frame in `parent`.
func place(_ view: LayoutView, in parent: LayoutView, _ frame: Rect) -> [LayoutConstraint] {
  [
    pin(view, .left, .equal, parent, plus: frame.origin.x),
    pin(view, .top, .equal, parent, plus: frame.origin.y),
    pin(view, .width, plus: frame.size.width),
    pin(view, .height, plus: frame.size.height),
  ]
}
