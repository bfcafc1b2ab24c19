// SPDX-License-Identifier: MIT

public import MasonryLayout

/// The attribute names of the maker and of a constraint being built: on `make` each starts a
/// new constraint, on a constraint each adds to it (`make.left.right`).
///
/// Composites expand in a fixed order, which their keys index: `edges` is left, right, top,
/// bottom (Masonry's order); `size` is width, height; `center` is centerX, centerY.
public protocol ConstraintAttributeChain {
  /// Starts or extends a constraint with `attributes`. The attribute properties call it.
  func _chain(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable
  /// Starts or extends a constraint with one attribute, without an array.
  func _chain(_ attribute: LayoutAttribute) -> ConstraintMakerExtendable
}

extension ConstraintAttributeChain {
  /// Calls `_chain(_:)` with an array with `attribute` alone.
  public func _chain(_ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
    _chain([attribute])
  }
}

extension ConstraintAttributeChain {
  /// The left edge.
  public var left: ConstraintMakerExtendable { _chain(.left) }
  /// The top edge.
  public var top: ConstraintMakerExtendable { _chain(.top) }
  /// The right edge.
  public var right: ConstraintMakerExtendable { _chain(.right) }
  /// The bottom edge.
  public var bottom: ConstraintMakerExtendable { _chain(.bottom) }
  /// The leading edge.
  public var leading: ConstraintMakerExtendable { _chain(.leading) }
  /// The trailing edge.
  public var trailing: ConstraintMakerExtendable { _chain(.trailing) }
  /// The width.
  public var width: ConstraintMakerExtendable { _chain(.width) }
  /// The height.
  public var height: ConstraintMakerExtendable { _chain(.height) }
  /// The horizontal centre.
  public var centerX: ConstraintMakerExtendable { _chain(.centerX) }
  /// The vertical centre.
  public var centerY: ConstraintMakerExtendable { _chain(.centerY) }
  /// The last baseline (Masonry's `baseline`).
  public var baseline: ConstraintMakerExtendable { _chain(.lastBaseline) }
  /// The first baseline.
  public var firstBaseline: ConstraintMakerExtendable { _chain(.firstBaseline) }
  /// The last baseline.
  public var lastBaseline: ConstraintMakerExtendable { _chain(.lastBaseline) }
  /// The left margin.
  public var leftMargin: ConstraintMakerExtendable { _chain(.leftMargin) }
  /// The right margin.
  public var rightMargin: ConstraintMakerExtendable { _chain(.rightMargin) }
  /// The top margin.
  public var topMargin: ConstraintMakerExtendable { _chain(.topMargin) }
  /// The bottom margin.
  public var bottomMargin: ConstraintMakerExtendable { _chain(.bottomMargin) }
  /// The leading margin.
  public var leadingMargin: ConstraintMakerExtendable { _chain(.leadingMargin) }
  /// The trailing margin.
  public var trailingMargin: ConstraintMakerExtendable { _chain(.trailingMargin) }
  /// The horizontal centre between the margins.
  public var centerXWithinMargins: ConstraintMakerExtendable { _chain(.centerXWithinMargins) }
  /// The vertical centre between the margins.
  public var centerYWithinMargins: ConstraintMakerExtendable { _chain(.centerYWithinMargins) }

  /// Left, right, top and bottom.
  public var edges: ConstraintMakerExtendable { _chain([.left, .right, .top, .bottom]) }
  /// Left and right.
  public var horizontalEdges: ConstraintMakerExtendable { _chain([.left, .right]) }
  /// Top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { _chain([.top, .bottom]) }
  /// Leading, trailing, top and bottom.
  public var directionalEdges: ConstraintMakerExtendable {
    _chain([.leading, .trailing, .top, .bottom])
  }
  /// Leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    _chain([.leading, .trailing])
  }
  /// Top and bottom.
  public var directionalVerticalEdges: ConstraintMakerExtendable { _chain([.top, .bottom]) }
  /// Width and height.
  public var size: ConstraintMakerExtendable { _chain([.width, .height]) }
  /// Horizontal and vertical centre.
  public var center: ConstraintMakerExtendable { _chain([.centerX, .centerY]) }
  /// The four margins: left, right, top and bottom margin.
  public var margins: ConstraintMakerExtendable {
    _chain([.leftMargin, .rightMargin, .topMargin, .bottomMargin])
  }
  /// Leading, trailing, top and bottom margin.
  public var directionalMargins: ConstraintMakerExtendable {
    _chain([.leadingMargin, .trailingMargin, .topMargin, .bottomMargin])
  }
  /// Both centres within the margins.
  public var centerWithinMargins: ConstraintMakerExtendable {
    _chain([.centerXWithinMargins, .centerYWithinMargins])
  }
}
