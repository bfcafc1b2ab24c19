// SPDX-License-Identifier: MIT

import MasonryLayout

extension Constraint {
  /// Masonry's relation rules (FEATURES.md §1.5): an attribute becomes the target (one of
  /// ``LayoutAttribute/notAnAttribute`` means the same attribute), a view or guide its
  /// attribute of the same name, a value the constant (and the superview's same attribute, or
  /// nothing for a size); an array makes a copy per element. A second relation is reported
  /// ("Redefinition of constraint relation"), except the same relation with a value, which
  /// only sets the constant.
  func relate(
    _ relation: LayoutRelation, _ targets: [ConstraintTarget], array: Bool,
    _ location: SourceLocation
  ) -> Constraint {
    if !array, let target = targets.first {
      relate(relation, target, location)
      return self
    }
    let parts = self.parts
    if relationDefined {
      reportMisuse(MasonryMessage.redefinition, item: parts.first?.firstItem, location: location)
      return self
    }
    var copies = ConstraintParts()
    for part in parts {
      guard let node = part.firstNode else { continue }
      for target in targets {
        let copy = makePart(node, part.firstAttribute, location)
        copy.setRelation(relation)
        copy.multiplier = part.multiplier
        copy.constant = part.constant
        copy.priority = part.priority
        apply(target, to: copy)
        copies.append(copy)
      }
    }
    block[index].parts = copies
    relationDefined = true
    return self
  }

  /// The rules above for one target, without an array in between (and without an optional:
  /// the target is borrowed, never copied).
  func relate(_ relation: LayoutRelation, _ target: ConstraintTarget, _ location: SourceLocation) {
    // The common case, one layout constraint and no relation yet, without copying the parts.
    if !block[index].relationDefined, let single = block[index].parts.unretainedSingle {
      block[index].relationDefined = true
      // Unretained: the block holds the part.
      single._withUnsafeGuaranteedRef { relateSingle($0, relation, target, location) }
      return
    }
    relateAll(relation, target, location)
  }

  /// ``relate(_:_:_:)`` with an attribute, borrowed rather than copied into a target.
  func relate(_ relation: LayoutRelation, to attribute: ViewAttribute, _ location: SourceLocation) {
    guard !block[index].relationDefined, let single = block[index].parts.unretainedSingle else {
      return relateAll(relation, .attribute(attribute), location)
    }
    block[index].relationDefined = true
    single._withUnsafeGuaranteedRef { relateSingle($0, relation, to: attribute, location) }
  }

  /// The rules above for the one layout constraint of a call that has no relation yet, related
  /// to `attribute`.
  private func relateSingle(
    _ part: LayoutConstraint, _ relation: LayoutRelation, to attribute: ViewAttribute,
    _ location: SourceLocation
  ) {
    part.relate(
      relation, to: attribute.node, attribute.attribute(facing: part.firstAttribute),
      location: location)
  }

  /// The rules above for the one layout constraint of a call that has no relation yet.
  private func relateSingle(
    _ part: LayoutConstraint, _ relation: LayoutRelation, _ target: ConstraintTarget,
    _ location: SourceLocation
  ) {
    switch target {
    case .attribute(let attribute):
      relateSingle(part, relation, to: attribute, location)
    case .item(let item):
      part.relate(relation, to: item._layoutNode, part.firstAttribute, location: location)
    case .offset, .size, .point, .insets:
      part.setRelation(relation)
      part.setLocation(location)
      apply(target, to: part)
    }
  }

  /// The rules above for a call of several layout constraints, or one whose relation is set.
  private func relateAll(
    _ relation: LayoutRelation, _ target: ConstraintTarget, _ location: SourceLocation
  ) {
    // One copy of the parts for the checks and the loop, not one per use.
    let parts = self.parts
    if relationDefined {
      if target.isValue, parts.allSatisfy({ $0.relation == relation }) {
        for part in parts { apply(target, to: part) }
      } else {
        reportMisuse(MasonryMessage.redefinition, item: parts.first?.firstItem, location: location)
      }
      return
    }
    relationDefined = true
    for part in parts {
      part.setRelation(relation)
      part.setLocation(location)
      apply(target, to: part)
    }
  }

  private func apply(_ target: ConstraintTarget, to part: LayoutConstraint) {
    switch target {
    case .attribute(let attribute):
      part.setSecond(attribute.node, attribute.attribute(facing: part.firstAttribute))
    case .item(let item): part.setSecond(item._layoutNode, part.firstAttribute)
    case .offset(let value):
      part.setSecond(nil, .notAnAttribute)
      part.constant = value
    case .size(let size):
      part.setSecond(nil, .notAnAttribute)
      part.setSizeOffset(size)
    case .point(let point):
      part.setSecond(nil, .notAnAttribute)
      part.setCenterOffset(point)
    case .insets(let insets):
      part.setSecond(nil, .notAnAttribute)
      part.setInsets(insets)
    }
  }
}

extension ViewAttribute {
  /// The attribute this right-hand side stands for against a left-hand side of `first`: its
  /// own, except that `notAnAttribute` of a live item means the same attribute as `first`.
  func attribute(facing first: LayoutAttribute) -> LayoutAttribute {
    attribute == .notAnAttribute && item != nil ? first : attribute
  }
}

extension ConstraintTarget {
  /// Whether the target is a value (a number, size, point or insets) rather than an item.
  var isValue: Bool {
    switch self {
    case .attribute, .item: return false
    case .offset, .size, .point, .insets: return true
    }
  }
}
