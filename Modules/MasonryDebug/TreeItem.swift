// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

/// A view or a layout guide of a tree, and how deep it is below the top of a walk.
struct TreeItem {
  /// The view or the guide.
  enum Kind {
    case view(LayoutView)
    case guide(LayoutGuide)
  }

  var kind: Kind
  var depth: Int

  /// The item.
  var item: any LayoutItem {
    switch kind {
    case .view(let view): return view
    case .guide(let guide): return guide
    }
  }

  /// The item when it is a view.
  var view: LayoutView? {
    if case .view(let view) = kind { return view }
    return nil
  }

  /// The item's frame: a view's frame in its superview, a guide's layout frame in its owning
  /// view.
  var frame: Rect {
    switch kind {
    case .view(let view): return view.frame
    case .guide(let guide): return guide.layoutFrame
    }
  }

  /// The item's frame at the solver's exact values, before pixel rounding.
  var unroundedFrame: Rect {
    switch kind {
    case .view(let view): return view.unroundedFrame
    case .guide(let guide): return guide.unroundedLayoutFrame
    }
  }

  /// The item's rectangle as seen in `space`, from the frames: from the top-left corner of
  /// `space`'s bounds (which is not its origin in a scrolled scroll view).
  func rect(in space: LayoutView) -> Rect {
    var rect: Rect
    switch kind {
    case .view(let view): rect = view.convert(view.bounds, to: space)
    case .guide(let guide):
      guard let owner = guide.owningView else { return guide.layoutFrame }
      rect = owner.convert(guide.layoutFrame, to: space)
    }
    rect.origin.x -= space.bounds.origin.x
    rect.origin.y -= space.bounds.origin.y
    return rect
  }

  /// The text a view shows (a label's displayed lines), for the drawings.
  var textLines: [String] {
    guard let label = view as? LayoutLabel else { return [] }
    return label.displayedTextLayout.lines
  }

  /// The subtree of `top`, parents before children, each view followed by its guides (the
  /// user's, then the system guides made so far) and then its subviews. Drawings skip hidden
  /// views below `top` with their subtrees, as a hidden view draws nothing.
  static func walk(_ top: LayoutView, skippingHidden: Bool = false) -> [TreeItem] {
    var items: [TreeItem] = []
    var stack: [(LayoutView, Int)] = [(top, 0)]
    while let (view, depth) = stack.popLast() {
      if skippingHidden, depth > 0, view.isHidden { continue }
      items.append(TreeItem(kind: .view(view), depth: depth))
      items += view.debugGuides.map { TreeItem(kind: .guide($0), depth: depth + 1) }
      stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
    }
    return items
  }
}
