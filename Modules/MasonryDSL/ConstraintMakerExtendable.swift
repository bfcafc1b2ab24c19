// SPDX-License-Identifier: MIT

import MasonryLayout

/// A constraint that takes more attributes before its relation: `make.left.right.and.bottom`.
/// Each attribute adds a layout constraint to the same handle.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable, ConstraintAttributeChain {
  /// A filler word: `make.top.and.left`.
  public override var and: ConstraintMakerExtendable { self }

  /// A filler word.
  public override var with: ConstraintMakerExtendable { self }

  /// Adds attributes to this constraint. After a relation it reports "Attributes should be
  /// chained before defining the constraint relation" and adds nothing.
  public func _chain(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
    _chain(attributes[...])
  }

  private func _chain(_ attributes: some Collection<LayoutAttribute>) -> ConstraintMakerExtendable {
    guard let first = parts.first else { return self }
    guard !parts.contains(where: \.relationDefined) else {
      reportMisuse(
        MasonryMessage.chainingAfterRelation, item: first.firstItem, location: first.location)
      return self
    }
    for attribute in attributes {
      parts.append(ViewConstraint(first.firstItem, attribute, location: first.location))
    }
    return self
  }

  /// Adds `attribute` to this constraint, as `_chain(_:)` with an array does.
  public func _chain(_ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
    _chain(CollectionOfOne(attribute))
  }
}
