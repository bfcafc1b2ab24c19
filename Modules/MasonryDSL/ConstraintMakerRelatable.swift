// SPDX-License-Identifier: MIT

import MasonryLayout

/// A constraint whose attributes are chosen and whose relation is next: `equalTo`,
/// `lessThanOrEqualTo`, `greaterThanOrEqualTo` (or straight to a constant setter, which keeps
/// the relation `==`, as in Masonry: `make.top.and.left.offset(10)`).
///
/// A relation takes any ``ConstraintRelatableTarget`` (a view, a guide, an attribute, a number,
/// a size, a point, insets) or an array of them, which makes one constraint per element. The
/// relations are ``ConstraintRelating``'s, which ``ConstraintMakerExtendable`` has too.
public struct ConstraintMakerRelatable: ConstraintRelating {
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

  /// A filler word: `make.top.with.equalTo(...)`.
  public var with: ConstraintMakerRelatable { self }

  /// A filler word.
  public var and: Constraint { constraint }
}

/// The relations of a constraint whose relation is next (``ConstraintMakerRelatable``,
/// ``ConstraintMakerExtendable``).
public protocol ConstraintRelating: ConstraintEditable {}

extension ConstraintRelating {
  /// Relates the attributes with `==` to `target`.
  @discardableResult
  public consuming func equalTo(
    _ target: some ConstraintRelatableTarget, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = _intoConstraint()
    target._relate(constraint, .equal, SourceLocation(fileID, line))
    return constraint
  }

  /// Relates the attributes with `<=` to `target`.
  @discardableResult
  public consuming func lessThanOrEqualTo(
    _ target: some ConstraintRelatableTarget, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = _intoConstraint()
    target._relate(constraint, .lessThanOrEqual, SourceLocation(fileID, line))
    return constraint
  }

  /// Relates the attributes with `>=` to `target`.
  @discardableResult
  public consuming func greaterThanOrEqualTo(
    _ target: some ConstraintRelatableTarget, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    let constraint = _intoConstraint()
    target._relate(constraint, .greaterThanOrEqual, SourceLocation(fileID, line))
    return constraint
  }

  /// Relates the attributes with `==` to each element of `targets`: one constraint per
  /// attribute and element, each keeping the constant, priority and multiplier set so far.
  @discardableResult
  public func equalTo(
    _ targets: [any ConstraintRelatableTarget], fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Constraint {
    constraint.relate(
      .equal, targets.map(\.constraintTarget), array: true, SourceLocation(fileID, line))
  }

  /// Relates the attributes with `<=` to each element of `targets`.
  @discardableResult
  public func lessThanOrEqualTo(
    _ targets: [any ConstraintRelatableTarget], fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Constraint {
    constraint.relate(
      .lessThanOrEqual, targets.map(\.constraintTarget), array: true, SourceLocation(fileID, line))
  }

  /// Relates the attributes with `>=` to each element of `targets`.
  @discardableResult
  public func greaterThanOrEqualTo(
    _ targets: [any ConstraintRelatableTarget], fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Constraint {
    constraint.relate(
      .greaterThanOrEqual, targets.map(\.constraintTarget), array: true,
      SourceLocation(fileID, line))
  }

  /// Relates the attributes with `==` to the same attributes of the superview (a guide's
  /// owning view).
  @discardableResult
  public func equalToSuperview(fileID: StaticString = #fileID, line: UInt = #line) -> Constraint {
    constraint.relateToSuperview(.equal, "equal", SourceLocation(fileID, line))
  }

  /// Relates the attributes with `<=` to the same attributes of the superview.
  @discardableResult
  public func lessThanOrEqualToSuperview(
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    constraint.relateToSuperview(.lessThanOrEqual, "lessThanOrEqual", SourceLocation(fileID, line))
  }

  /// Relates the attributes with `>=` to the same attributes of the superview.
  @discardableResult
  public func greaterThanOrEqualToSuperview(
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    constraint.relateToSuperview(
      .greaterThanOrEqual, "greaterThanOrEqual", SourceLocation(fileID, line))
  }

}

extension Constraint {
  /// Relates the attributes with `relation` to the same attributes of the superview; reports
  /// and drops the layout constraints when there is none.
  func relateToSuperview(
    _ relation: LayoutRelation, _ name: String, _ location: SourceLocation
  ) -> Constraint {
    let item = parts.first?.firstItem
    guard let superview = item.flatMap(layoutSuperview) else {
      reportMisuse(MasonryMessage.expectedSuperview(name, item), item: item, location: location)
      block[index].parts.removeAll()
      return self
    }
    relate(relation, .item(superview), location)
    return self
  }
}

/// The view a number on a location attribute is measured from: a view's superview, a guide's
/// owning view.
func layoutSuperview(of item: any LayoutItem) -> LayoutView? {
  guard let view = item.owningLayoutView else { return nil }
  return view === item ? view.superview : view
}
