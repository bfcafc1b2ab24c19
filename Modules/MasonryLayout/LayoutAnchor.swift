// SPDX-License-Identifier: MIT

import MasonrySolving

/// An attribute of a view or layout guide that makes constraints, Auto Layout's
/// `NSLayoutAnchor`: `label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8)`.
///
/// ```swift
/// LayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
///   label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///   label.widthAnchor.constraint(equalToConstant: 100),
///   label.heightAnchor.constraint(equalTo: label.widthAnchor, multiplier: 0.5),
/// ])
/// ```
///
/// The generic parameter is the kind of anchor, as on Apple platforms: an anchor is related only
/// to an anchor of its own kind (``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` or
/// ``LayoutDimension``), so relating a horizontal anchor to a vertical one or to a size does not
/// compile. The rules the types cannot carry (leading and trailing are not related to left and
/// right; items must share an ancestor) are checked when the constraint is activated and reported
/// as a ``LayoutIssue`` with the line of the call that made the constraint.
///
/// The constraints are made inactive, as Auto Layout's are: activate them with
/// ``LayoutConstraint/activate(_:)`` or ``LayoutConstraint/isActive``. Making one does not turn off
/// ``LayoutView/translatesAutoresizingMaskIntoConstraints``.
public class LayoutAnchor<AnchorType: AnyObject> {
  /// The view or guide the anchor belongs to.
  public let item: any LayoutItem
  /// The attribute the anchor stands for; for a dimension made with
  /// ``LayoutXAxisAnchor/anchorWithOffset(to:)``, the attribute of the far end.
  public let attribute: LayoutAttribute
  /// For a dimension made with `anchorWithOffset(to:)`: the anchor the distance is measured
  /// from.
  let origin: AnchorPoint?

  init(_ item: any LayoutItem, _ attribute: LayoutAttribute, origin: AnchorPoint? = nil) {
    self.item = item
    self.attribute = attribute
    self.origin = origin
  }

  /// `self == anchor + constant`.
  ///
  /// - Parameters:
  ///   - anchor: an anchor of the same kind.
  ///   - constant: what is added to `anchor`.
  ///   - fileID: where the call is, for diagnostics (filled in by the compiler).
  ///   - line: the line of the call, for diagnostics (filled in by the compiler).
  /// - Returns: an inactive constraint.
  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, 1, constant, SourceLocation(fileID, line))
  }

  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, 1, constant, SourceLocation(fileID, line))
  }

  /// `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, 1, constant, SourceLocation(fileID, line))
  }

  func make(
    _ relation: Relation, _ anchor: LayoutAnchor<AnchorType>?, _ multiplier: Double,
    _ constant: Double, _ location: SourceLocation
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      kind: .user, item, attribute, relation, anchor?.item, anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
    if origin != nil || anchor?.origin != nil {
      constraint.offsets = OffsetOrigins(first: origin, second: anchor?.origin)
    }
    constraint.location = location
    return constraint
  }
}

/// A horizontal location: a left, right, leading or trailing edge or a horizontal centre
/// (`NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension to constrain:
  /// `otherAnchor - self`, positive when `otherAnchor` is further right (further toward the
  /// trailing edge, for leading and trailing anchors).
  ///
  /// ```swift
  /// // the gap between a and b equals the gap between b and c
  /// a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
  ///   equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))
  /// ```
  public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(
      otherAnchor.item, otherAnchor.attribute, origin: AnchorPoint(item, attribute))
  }

  /// `self == anchor + multiplier × system spacing`: this anchor trails `anchor` by the standard
  /// spacing between siblings (``LayoutConstraint/standardSpacing``, 8) times `multiplier`.
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(
      .equal, anchor, 1, multiplier * LayoutConstraint.standardSpacing,
      SourceLocation(fileID, line))
  }

  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, 1, multiplier * LayoutConstraint.standardSpacing,
      SourceLocation(fileID, line))
  }

  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(
      .lessThanOrEqual, anchor, 1, multiplier * LayoutConstraint.standardSpacing,
      SourceLocation(fileID, line))
  }
}

/// A vertical location: a top or bottom edge, a vertical centre or a baseline
/// (`NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// The distance from this anchor down to `otherAnchor`, as a dimension to constrain:
  /// `otherAnchor - self`, positive when `otherAnchor` is lower.
  public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(
      otherAnchor.item, otherAnchor.attribute, origin: AnchorPoint(item, attribute))
  }

  /// `self == anchor + multiplier × system spacing`: this anchor is below `anchor` by the
  /// standard spacing between siblings (``LayoutConstraint/standardSpacing``, 8) times
  /// `multiplier`.
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(
      .equal, anchor, 1, multiplier * LayoutConstraint.standardSpacing,
      SourceLocation(fileID, line))
  }

  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, 1, multiplier * LayoutConstraint.standardSpacing,
      SourceLocation(fileID, line))
  }

  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(
      .lessThanOrEqual, anchor, 1, multiplier * LayoutConstraint.standardSpacing,
      SourceLocation(fileID, line))
  }
}

/// A size: a width or a height, or the distance between two anchors made with
/// ``LayoutXAxisAnchor/anchorWithOffset(to:)`` (`NSLayoutDimension`).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == constant`.
  public func constraint(
    equalToConstant constant: Double, fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.equal, nil, 1, constant, SourceLocation(fileID, line))
  }

  /// `self >= constant`.
  public func constraint(
    greaterThanOrEqualToConstant constant: Double, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, 1, constant, SourceLocation(fileID, line))
  }

  /// `self <= constant`.
  public func constraint(
    lessThanOrEqualToConstant constant: Double, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, 1, constant, SourceLocation(fileID, line))
  }

  /// `self == multiplier × anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier, constant, SourceLocation(fileID, line))
  }

  /// `self >= multiplier × anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier, constant, SourceLocation(fileID, line))
  }

  /// `self <= multiplier × anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier, constant, SourceLocation(fileID, line))
  }
}

extension LayoutItem {
  /// The leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension LayoutView {
  /// The baseline of the first line of text (the bottom edge for a view without text). Layout
  /// guides have no baselines, so they have no baseline anchors.
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text (the bottom edge for a view without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}

extension LayoutConstraint {
  /// The standard spacing between sibling views, in points: the system spacing of the anchors'
  /// `constraint(equalToSystemSpacingAfter:multiplier:)` and the visual format's `-` between
  /// two views. Apple documents 8.
  public static let standardSpacing: Double = 8

  /// The standard spacing between a view and the edge of its superview, in points: the visual
  /// format's `|-` and `-|`. Apple documents 20.
  public static let standardSuperviewSpacing: Double = 20
}
