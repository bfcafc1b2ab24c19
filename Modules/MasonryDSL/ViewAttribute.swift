// SPDX-License-Identifier: MIT

public import MasonryLayout

/// An attribute of a view or layout guide, as the right-hand side of a relation:
/// `superview.mas.top`, `label.mas.baseline`.
///
/// Masonry's `MASViewAttribute`. It holds its item weakly (through the item's node, which
/// costs no weak reference). An attribute of
/// `LayoutAttribute.notAnAttribute` (`view.mas.safeAreaLayoutGuide`) means "the same attribute
/// as the left-hand side".
public struct ViewAttribute {
  /// The node of the view or guide.
  let node: LayoutNode
  /// The attribute.
  public let attribute: LayoutAttribute

  /// The attribute `attribute` of `item`.
  public init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    self.node = item._layoutNode
    self.attribute = attribute
  }

  /// The view or guide; `nil` once it is gone.
  public var item: (any LayoutItem)? { node.item }

  /// The view: the item itself, or a guide's owning view.
  public var view: LayoutView? { item?.owningLayoutView }

  /// Whether the attribute is a width or a height.
  public var isSizeAttribute: Bool { attribute.isSize }
}

extension ViewAttribute: Equatable {
  /// Masonry's equality: the same item and the same attribute.
  public static func == (lhs: ViewAttribute, rhs: ViewAttribute) -> Bool {
    lhs.node === rhs.node && lhs.attribute == rhs.attribute
  }
}
