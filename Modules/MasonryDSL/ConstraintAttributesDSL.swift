// SPDX-License-Identifier: MIT

public import MasonryLayout

/// The attributes of a view or guide as right-hand sides: `superview.mas.top`.
public protocol ConstraintAttributesDSL {
  /// The view or guide.
  var target: any LayoutItem { get }
}

extension ConstraintAttributesDSL {
  /// Any attribute, Masonry's `mas_attribute` escape hatch.
  public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute {
    ViewAttribute(target, attribute)
  }

  /// The left edge.
  public var left: ViewAttribute { attribute(.left) }
  /// The top edge.
  public var top: ViewAttribute { attribute(.top) }
  /// The right edge.
  public var right: ViewAttribute { attribute(.right) }
  /// The bottom edge.
  public var bottom: ViewAttribute { attribute(.bottom) }
  /// The leading edge.
  public var leading: ViewAttribute { attribute(.leading) }
  /// The trailing edge.
  public var trailing: ViewAttribute { attribute(.trailing) }
  /// The width.
  public var width: ViewAttribute { attribute(.width) }
  /// The height.
  public var height: ViewAttribute { attribute(.height) }
  /// The horizontal centre.
  public var centerX: ViewAttribute { attribute(.centerX) }
  /// The vertical centre.
  public var centerY: ViewAttribute { attribute(.centerY) }
  /// The last baseline (Masonry's `mas_baseline`).
  public var baseline: ViewAttribute { attribute(.lastBaseline) }
  /// The first baseline.
  public var firstBaseline: ViewAttribute { attribute(.firstBaseline) }
  /// The last baseline.
  public var lastBaseline: ViewAttribute { attribute(.lastBaseline) }
  /// The left margin.
  public var leftMargin: ViewAttribute { attribute(.leftMargin) }
  /// The right margin.
  public var rightMargin: ViewAttribute { attribute(.rightMargin) }
  /// The top margin.
  public var topMargin: ViewAttribute { attribute(.topMargin) }
  /// The bottom margin.
  public var bottomMargin: ViewAttribute { attribute(.bottomMargin) }
  /// The leading margin.
  public var leadingMargin: ViewAttribute { attribute(.leadingMargin) }
  /// The trailing margin.
  public var trailingMargin: ViewAttribute { attribute(.trailingMargin) }
  /// The horizontal centre between the margins.
  public var centerXWithinMargins: ViewAttribute { attribute(.centerXWithinMargins) }
  /// The vertical centre between the margins.
  public var centerYWithinMargins: ViewAttribute { attribute(.centerYWithinMargins) }

  /// The name used in descriptions (Masonry's `mas_key`).
  public var key: String? {
    get { target.debugName }
    nonmutating set { target.debugName = newValue }
  }
}
