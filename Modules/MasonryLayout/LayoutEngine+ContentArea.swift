// SPDX-License-Identifier: MIT

extension LayoutEngine {
  /// The item a constraint's attribute stands for: a scroll view's content layout guide when
  /// the attribute is an edge of the scroll view and the other item is inside it (Auto Layout's
  /// rule: constraints between the edges of a scroll view and its content attach to the
  /// content area; widths, heights and centres attach to the frame); the item itself otherwise.
  func contentArea(
    _ item: any LayoutItem, _ attribute: LayoutAttribute, facing other: (any LayoutItem)?
  ) -> any LayoutItem {
    guard attribute.isContentAreaEdge, let view = item.owningLayoutView, view === item,
      let guide = view.contentAreaGuide, let other, let inner = other.owningLayoutView,
      inner !== view, inner.isDescendant(of: view)
    else { return item }
    return guide
  }
}

extension LayoutAttribute {
  /// Whether the attribute is an edge that a scroll view's content attaches to its content area.
  fileprivate var isContentAreaEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: return true
    default: return false
    }
  }
}
