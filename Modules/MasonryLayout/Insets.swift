// SPDX-License-Identifier: MIT

import MasonryGeometry

/// The safe area and margin rules, computed from the frames of a tree given in the root's
/// coordinates (from the solver while the engine settles, from the frames otherwise).
struct InsetRules {
  /// The root, whose safe area insets are given rather than computed.
  var root: LayoutView?
  /// The frame of a view in the root's coordinates.
  var rect: (LayoutView) -> Rect

  /// A view's safe area insets: the part of its superview's unsafe area it overlaps, each edge
  /// at most the superview's inset on that edge.
  func safeAreaInsets(of view: LayoutView) -> EdgeInsets {
    guard view !== root, let superview = view.superview else { return view.rootSafeAreaInsets }
    let outer = safeAreaInsets(of: superview)
    let parent = rect(superview)
    let own = rect(view)
    func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), limit) }
    return EdgeInsets(
      top: clamp(parent.minY + outer.top - own.minY, outer.top),
      left: clamp(parent.minX + outer.left - own.minX, outer.left),
      bottom: clamp(own.maxY - (parent.maxY - outer.bottom), outer.bottom),
      right: clamp(own.maxX - (parent.maxX - outer.right), outer.right))
  }

  /// A view's effective layout margins: its margins, plus its safe area insets when it insets
  /// its margins from the safe area, grown to its superview's effective margins where it sits
  /// closer to the superview's edge than those when it preserves them.
  func effectiveMargins(of view: LayoutView) -> EdgeInsets {
    var margins = view.layoutMargins
    if view.insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets(of: view)
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    guard view.preservesSuperviewLayoutMargins, view !== root, let superview = view.superview
    else { return margins }
    let outer = effectiveMargins(of: superview)
    let parent = rect(superview)
    let own = rect(view)
    margins.top = max(margins.top, outer.top - (own.minY - parent.minY))
    margins.left = max(margins.left, outer.left - (own.minX - parent.minX))
    margins.bottom = max(margins.bottom, outer.bottom - (parent.maxY - own.maxY))
    margins.right = max(margins.right, outer.right - (parent.maxX - own.maxX))
    return margins
  }
}

extension LayoutEngine {
  private var rules: InsetRules {
    InsetRules(root: root) { [unowned self] view in
      solvedRect(of: view) ?? view.frameInRoot
    }
  }

  /// Updates the constants of the system guides from the current solution; a change asks for
  /// another solve.
  ///
  /// Without a safe area at the root, only margins that grow to the superview's depend on the
  /// solution, besides those whose rules just changed: a solve that changes neither costs
  /// nothing here, whatever the size of the tree. When the solver reported which views moved
  /// (`moved`), only the guide owners at or below them are settled again.
  func settleInsets(after moved: [LayoutView]?) {
    let safeArea = root.map { $0.rootSafeAreaInsets != .zero } ?? false
    var candidates: [WeakView]
    if let moved {
      candidates = ownersToSettle(below: moved, safeArea: safeArea)
    } else if safeArea {
      guideOwners.removeAll { $0.view == nil }
      candidates = guideOwners
    } else {
      preservingOwners.removeAll { !($0.view?.preservesMargins ?? false) }
      candidates = preservingOwners
    }
    if !safeArea || moved != nil { candidates += marginsDirty }
    marginsDirty = []
    let rules = self.rules
    for owner in candidates {
      guard let view = owner.view else { continue }
      if let guide = view.marginsGuide, let state = state(of: guide) {
        apply(rules.effectiveMargins(of: view), to: state.guide)
      }
      if let guide = view.safeAreaGuide, let state = state(of: guide) {
        apply(rules.safeAreaInsets(of: view), to: state.guide)
      }
    }
  }

  /// The guide owners whose insets may depend on the views in `moved`: those at or below them
  /// (insets are computed from a view's rectangle and its ancestors'). With a safe area, every
  /// system guide; without, only margins that grow to the superview's. When the root moved,
  /// all of those.
  ///
  /// - Complexity: O(1) when no inset depends on the solution; otherwise the size of the
  ///   subtrees of the topmost moved views, or the number of owners when the root moved.
  private func ownersToSettle(below moved: [LayoutView], safeArea: Bool) -> [WeakView] {
    guard safeArea ? !guideOwners.isEmpty : !preservingOwners.isEmpty else { return [] }
    if let root, root.changeTick == changeTick {
      return safeArea ? guideOwners : preservingOwners
    }
    var owners: [WeakView] = []
    for top in moved where !top.hasMovedAncestor(tick: changeTick) {
      top.forEachInSubtree { view in
        let guides = safeArea ? [view.marginsGuide, view.safeAreaGuide] : [view.marginsGuide]
        let depends = safeArea || view.preservesMargins
        guard depends, guides.contains(where: { $0.map { state(of: $0) != nil } ?? false }) else {
          return
        }
        owners.append(WeakView(view: view))
      }
    }
    return owners
  }

  /// Notes that the margins or safe area of `view`'s subtree may have changed.
  func marginsChanged(in view: LayoutView) {
    needsSolve = true
    view.forEachInSubtree { current in
      marginsDirty.append(WeakView(view: current))
      if current.preservesMargins { preservingOwners.append(WeakView(view: current)) }
    }
  }

  private func apply(_ insets: EdgeInsets, to constraints: [LayoutConstraint]) {
    guard constraints.count == 4 else { return }
    let values = [insets.left, insets.top, -insets.right, -insets.bottom]
    // A value out of range (from a broken solution) is skipped: the constant keeps its last
    // valid value.
    for (constraint, value) in zip(constraints, values)
    where constraint.constant != value && LayoutLimits.accepts(length: value) {
      constraint.constant = value
    }
  }
}

extension LayoutView {
  /// Whether a proper ancestor was among the views that moved in the solve of `tick`.
  func hasMovedAncestor(tick: Int) -> Bool {
    var current = superview
    while let view = current {
      if view.changeTick == tick { return true }
      current = view.superview
    }
    return false
  }
}
