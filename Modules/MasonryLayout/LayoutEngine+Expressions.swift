// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySolving

/// Where an attribute sits on an item: `origin + fraction × size + offset` along an axis, or
/// the size itself.
struct Anchor {
  var item: any LayoutItem
  var axis: Axis
  var fraction: Double
  var offset: Double
  var isSize: Bool
}

extension LayoutEngine {
  /// The solver constraint for `constraint`, and the constant its expression has apart from
  /// `-constant`; `nil` when an item has gone away.
  ///
  /// Location attributes are measured in the coordinate space of the installing view `C`:
  /// `x - C.minX` (and `y - C.minY`), so the multiplier applies there, as in Auto Layout. When a
  /// constraint relates leading or trailing attributes of a right-to-left item (the first
  /// item's direction decides), horizontal locations are measured from `C`'s right edge
  /// leftwards instead: `C.maxX - x`. The root's origin is zero and is left out.
  func linearConstraint(for constraint: LayoutConstraint) -> (LinearConstraint, base: Double)? {
    guard let first = constraint.firstItem, let space = constraint.installedView else {
      return nil
    }
    let mirrored =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        || constraint.offsets?.isDirectional == true)
      && direction(of: first) == .rightToLeft
    let second = constraint.secondItem
    let lhsItem = contentArea(first, constraint.firstAttribute, facing: second)
    // expression = lhs - lhsOrigin - (rhs - rhsOrigin) × multiplier, in one buffer.
    var sum = ExpressionSum()
    sum.constant = addTerm(lhsItem, constraint.firstAttribute, in: space, mirrored, to: &sum)
    if let origin = constraint.offsets?.first {
      guard let item = origin.item else { return nil }
      let start = sum.count
      sum.constant -= addTerm(item, origin.attribute, in: space, mirrored, to: &sum)
      sum.negate(from: start)
    }
    if constraint.hasSecondItem {
      guard let second else { return nil }
      let rhsItem = contentArea(second, constraint.secondAttribute, facing: first)
      let start = sum.count
      var rhsConstant = addTerm(rhsItem, constraint.secondAttribute, in: space, mirrored, to: &sum)
      if let origin = constraint.offsets?.second {
        guard let item = origin.item else { return nil }
        let originStart = sum.count
        rhsConstant -= addTerm(item, origin.attribute, in: space, mirrored, to: &sum)
        sum.negate(from: originStart)
      }
      sum.subtract(from: start, times: constraint.multiplier)
      sum.constant -= rhsConstant * constraint.multiplier
    }
    var expression = sum.expression()
    let base = expression.constant
    expression.constant -= constraint.constant
    let strength = constraint.broken ? LayoutPriority.broken.strength : constraint.strength
    return (LinearConstraint(expression, constraint.relation, strength: strength), base)
  }

  /// Adds the terms of the value of `attribute` of `item` in the coordinate space of `space` to
  /// `sum`, in the order the `Expression` operators would give them; returns its constant.
  private func addTerm(
    _ item: any LayoutItem, _ attribute: LayoutAttribute, in space: LayoutView, _ mirrored: Bool,
    to sum: inout ExpressionSum
  ) -> Double {
    let anchor = self.anchor(attribute, of: item, rightToLeft: mirrored)
    let variables = self.variables(of: anchor.item)
    let size = variables.size(anchor.axis)
    if anchor.isSize {
      sum.add(size, 1)
      return 0
    }
    let isRoot = space === root
    let spaceVariables = self.variables(of: space)
    if anchor.axis == .horizontal, mirrored {
      // (width + minX) - (origin + fraction × size + offset)
      sum.add(spaceVariables.width, 1)
      if !isRoot { sum.add(spaceVariables.minX, 1) }
      sum.add(variables.origin(anchor.axis), -1)
      sum.add(size, -anchor.fraction)
      return 0 - anchor.offset
    }
    sum.add(variables.origin(anchor.axis), 1)
    sum.add(size, anchor.fraction)
    // origin + fraction × size + offset - space origin
    if !isRoot { sum.add(spaceVariables.origin(anchor.axis), -1) }
    return anchor.offset
  }

  /// Where `attribute` sits on `item`. Margin attributes are the attributes of the view's
  /// layout margins guide; baselines are offsets on the view's baseline views.
  func anchor(_ attribute: LayoutAttribute, of item: any LayoutItem, rightToLeft: Bool) -> Anchor {
    if attribute.isMargin, let view = item.owningLayoutView, view === item {
      return anchor(attribute.withoutMargin, of: view.layoutMarginsGuide, rightToLeft: rightToLeft)
    }
    func edge(_ axis: Axis, _ fraction: Double) -> Anchor {
      Anchor(item: item, axis: axis, fraction: fraction, offset: 0, isSize: false)
    }
    switch attribute {
    case .left: return edge(.horizontal, 0)
    case .right: return edge(.horizontal, 1)
    case .centerX: return edge(.horizontal, 0.5)
    case .leading: return edge(.horizontal, rightToLeft ? 1 : 0)
    case .trailing: return edge(.horizontal, rightToLeft ? 0 : 1)
    case .top: return edge(.vertical, 0)
    case .bottom: return edge(.vertical, 1)
    case .centerY: return edge(.vertical, 0.5)
    case .width: return Anchor(item: item, axis: .horizontal, fraction: 0, offset: 0, isSize: true)
    case .height: return Anchor(item: item, axis: .vertical, fraction: 0, offset: 0, isSize: true)
    case .firstBaseline, .lastBaseline:
      guard let view = item.owningLayoutView, view === item else { return edge(.vertical, 1) }
      return baselineAnchor(of: view, first: attribute == .firstBaseline)
    default: return edge(.vertical, 0)
    }
  }

  private func baselineAnchor(of view: LayoutView, first: Bool) -> Anchor {
    var target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if !target.isDescendant(of: view) { target = view }
    if first, let offset = target.firstBaselineOffsetFromTop {
      return Anchor(item: target, axis: .vertical, fraction: 0, offset: offset, isSize: false)
    }
    let offset = first ? 0 : -target.lastBaselineOffsetFromBottom
    return Anchor(item: target, axis: .vertical, fraction: 1, offset: offset, isSize: false)
  }

  /// The layout direction of an item: a view's effective direction, or its owning view's.
  func direction(of item: any LayoutItem) -> LayoutDirection {
    item.owningLayoutView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }
}
