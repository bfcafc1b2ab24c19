// SPDX-License-Identifier: MIT

import MasonryLayout

/// A constraint that takes more attributes before its relation: `make.left.right.and.bottom`.
/// Each attribute adds a layout constraint to the same handle.
public struct ConstraintMakerExtendable: ConstraintRelating, ConstraintAttributeChain {
  /// The block that made the constraint.
  let block: ConstraintBlock
  /// The call's index in the block.
  let index: Int

  init(block: ConstraintBlock, index: Int) {
    self.block = block
    self.index = index
  }

  /// The handle of the constraint being made.
  public var constraint: Constraint { Constraint(block: block, index: index) }

  /// The handle, taking over this stage's hold on the block. Not API.
  public consuming func _intoConstraint() -> Constraint {
    Constraint(block: block, index: index)
  }

  /// A filler word: `make.top.and.left`.
  public var and: ConstraintMakerExtendable { self }

  /// A filler word.
  public var with: ConstraintMakerExtendable { self }

  /// Adds attributes to this constraint. After a relation it reports "Attributes should be
  /// chained before defining the constraint relation" and adds nothing.
  public func _chain(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
    _chain(attributes[...])
  }

  /// Adds `attribute` to this constraint, as `_chain(_:)` with an array does.
  public func _chain(_ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
    _chain(CollectionOfOne(attribute))
  }

  private func _chain(_ attributes: some Collection<LayoutAttribute>) -> ConstraintMakerExtendable {
    let call = block[index]
    guard let first = call.parts.first, let node = first.firstNode else { return self }
    let location = first.location ?? block.location
    guard !call.relationDefined else {
      reportMisuse(MasonryMessage.chainingAfterRelation, item: first.firstItem, location: location)
      return self
    }
    for attribute in attributes {
      block[index].parts.append(makePart(node, attribute, location))
    }
    return self
  }
}

/// A new layout constraint of the DSL: `attribute` of the item of `node`, `== 0` until the
/// chain sets its relation, target and values.
func makePart(
  _ node: LayoutNode, _ attribute: LayoutAttribute, _ location: SourceLocation
) -> LayoutConstraint {
  LayoutConstraint(building: node, attribute, location: location)
}
