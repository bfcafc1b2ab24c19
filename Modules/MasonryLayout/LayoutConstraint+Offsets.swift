// SPDX-License-Identifier: MIT

/// An attribute of an item, held weakly (through its node): the near end of a distance made
/// with ``LayoutXAxisAnchor/anchorWithOffset(to:)``.
struct AnchorPoint {
  let node: LayoutNode
  let attribute: LayoutAttribute

  init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    self.node = item._layoutNode
    self.attribute = attribute
  }

  /// The item, while it lives.
  var item: (any LayoutItem)? { node.item }
}

/// The near ends of a constraint's distances: a side with an origin stands for
/// `item.attribute - origin.item.origin.attribute` rather than `item.attribute`.
final class OffsetOrigins {
  /// The origin of the first side, if that side is a distance.
  let first: AnchorPoint?
  /// The origin of the second side, if that side is a distance.
  let second: AnchorPoint?
  /// Where the constraint sits in the origins' reference lists while active.
  var slots: [ReferenceSlot] = []

  init(first: AnchorPoint?, second: AnchorPoint?) {
    self.first = first
    self.second = second
  }

  /// The origins, first side's first.
  var points: [AnchorPoint] { [first, second].compactMap { $0 } }

  /// Whether an origin is a baseline (which moves with the intrinsic size).
  var hasBaseline: Bool { points.contains { $0.attribute.isBaseline } }

  /// Whether an origin is a leading or trailing attribute.
  var isDirectional: Bool { points.contains { $0.attribute.isDirectional } }

  func addReferences(for constraint: LayoutConstraint) {
    slots = points.compactMap { point in
      guard let node = point.item?._layoutNode else { return nil }
      return ReferenceSlot(node: node, index: node.addOffsetReference(constraint))
    }
  }

  func removeReferences() {
    for slot in slots { slot.node?.removeOffsetReference(at: slot.index) }
    slots = []
  }

  /// Follows the move of this constraint's reference in `node` from `old` to `new`.
  func moveReference(in node: LayoutNode, from old: Int, to new: Int) {
    for index in slots.indices where slots[index].node === node && slots[index].index == old {
      slots[index].index = new
      return
    }
  }
}

extension LayoutConstraint {
  /// Checks a constraint between distances (or a distance and a size or a constant): each
  /// distance joins two locations on one axis, leading and trailing not mixed with left and
  /// right, and every item shares an ancestor with the others.
  func validateOffsets() -> Validation {
    guard let first = firstItem else { return .invalid("The first item of the constraint is gone") }
    var items: [any LayoutItem] = [first]
    var sides = [(first, firstAttribute, offsets?.first)]
    if hasSecondItem {
      guard let second = secondItem else {
        return .invalid("The second item of the constraint is gone")
      }
      items.append(second)
      sides.append((second, secondAttribute, offsets?.second))
    }
    for (item, attribute, origin) in sides {
      if let message = itemRuleViolation(item, attribute) { return .invalid(message) }
      guard let origin else {
        guard attribute.isSize else {
          return .invalid(
            LayoutMessage.invalidPairing(
              "\(attribute) and a distance", "a location cannot be related to a size"))
        }
        continue
      }
      guard let near = origin.item else {
        return .invalid("The item a distance is measured from is gone")
      }
      if let message = itemRuleViolation(near, origin.attribute) { return .invalid(message) }
      if let message = distanceViolation(origin.attribute, attribute) { return .invalid(message) }
      items.append(near)
    }
    guard multiplier.isFinite, constant.isFinite else {
      return .invalid("The multiplier and the constant must be finite numbers")
    }
    if let message = rangeViolation() { return .invalid(message) }
    guard var ancestor = first.owningLayoutView else {
      return .invalid(LayoutMessage.guideNotInView(first))
    }
    for item in items.dropFirst() {
      guard let view = item.owningLayoutView else {
        return .invalid(LayoutMessage.guideNotInView(item))
      }
      guard let common = ancestor.closestCommonAncestor(with: view) else {
        return .invalid(LayoutMessage.noCommonAncestor(first, item))
      }
      ancestor = common
    }
    return Validation(installOn: ancestor, message: "")
  }

  private func distanceViolation(_ near: LayoutAttribute, _ far: LayoutAttribute) -> String? {
    let pair = "\(near) and \(far)"
    guard near.isLocation, far.isLocation, near.axis == far.axis else {
      return LayoutMessage.invalidPairing(pair, "a distance joins two locations on one axis")
    }
    if (near.isDirectional && far.isAbsoluteHorizontalEdge)
      || (near.isAbsoluteHorizontalEdge && far.isDirectional)
    {
      return LayoutMessage.invalidPairing(
        pair, "leading and trailing cannot be related to left and right")
    }
    return nil
  }

  /// The description of one side: `LayoutView:a.right`, or for a distance
  /// `(LayoutView:b.left - LayoutView:a.right)`.
  func sideDescription(
    _ item: (any LayoutItem)?, _ attribute: LayoutAttribute, _ origin: AnchorPoint?
  ) -> String {
    let far = "\(item?.layoutDescription ?? "nil").\(attribute)"
    guard let origin else { return far }
    return "(\(far) - \(origin.item?.layoutDescription ?? "nil").\(origin.attribute))"
  }
}
