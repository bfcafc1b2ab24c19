// SPDX-License-Identifier: MIT

public import MasonryGeometry
public import MasonryLayout

/// What a relation (`equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`) can take, as
/// Masonry's boxing sorts it.
public enum ConstraintTarget {
  /// An attribute of a view or guide.
  case attribute(ViewAttribute)
  /// A view or guide: its attribute of the same name as the left-hand side's.
  case item(any LayoutItem)
  /// A number: a constant for a width or height, otherwise an offset from the superview's
  /// attribute of the same name.
  case offset(Double)
  /// A size: ``ConstraintEditable/sizeOffset(_:fileID:line:)`` from the superview (or a constant width and height).
  case size(Size)
  /// A point: ``ConstraintEditable/centerOffset(_:fileID:line:)`` from the superview's centre.
  case point(Point)
  /// Insets: ``ConstraintEditable/insets(_:fileID:line:)-(EdgeInsets,_,_)`` from the superview's edges.
  case insets(EdgeInsets)
}

/// A type a relation accepts: views and guides, their attributes, numbers, sizes, points and
/// insets. Each converts itself to a ``ConstraintTarget``; arrays of them, mixed, make one
/// constraint per element.
///
/// ```swift
/// make.left.equalTo([view1, 100, view3.mas.right])
/// ```
public protocol ConstraintRelatableTarget {
  /// The target this value stands for.
  var constraintTarget: ConstraintTarget { get }

  /// Relates the attributes of `constraint` with `relation` to this target, as to
  /// ``constraintTarget`` (the relation methods call it): a type may skip making the target.
  /// Not API.
  func _relate(_ constraint: Constraint, _ relation: LayoutRelation, _ location: SourceLocation)
}

extension ConstraintRelatableTarget {
  /// Relates to ``constraintTarget``.
  public func _relate(
    _ constraint: Constraint, _ relation: LayoutRelation, _ location: SourceLocation
  ) {
    constraint.relate(relation, constraintTarget, location)
  }
}

extension ViewAttribute: ConstraintRelatableTarget {
  /// The attribute.
  public var constraintTarget: ConstraintTarget { .attribute(self) }

  /// Relates to the attribute, without a copy of it in a ``ConstraintTarget``. Not API.
  public func _relate(
    _ constraint: Constraint, _ relation: LayoutRelation, _ location: SourceLocation
  ) {
    constraint.relate(relation, to: self, location)
  }
}

extension LayoutView: ConstraintRelatableTarget {
  /// The view, meaning its attribute of the same name.
  public var constraintTarget: ConstraintTarget { .item(self) }
}

extension LayoutGuide: ConstraintRelatableTarget {
  /// The guide, meaning its attribute of the same name.
  public var constraintTarget: ConstraintTarget { .item(self) }
}

extension Double: ConstraintRelatableTarget {
  /// The number.
  public var constraintTarget: ConstraintTarget { .offset(self) }
}

extension Int: ConstraintRelatableTarget {
  /// The number.
  public var constraintTarget: ConstraintTarget { .offset(Double(self)) }
}

extension Size: ConstraintRelatableTarget {
  /// The size.
  public var constraintTarget: ConstraintTarget { .size(self) }
}

extension Point: ConstraintRelatableTarget {
  /// The point.
  public var constraintTarget: ConstraintTarget { .point(self) }
}

extension EdgeInsets: ConstraintRelatableTarget {
  /// The insets.
  public var constraintTarget: ConstraintTarget { .insets(self) }
}
