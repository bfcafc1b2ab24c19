// SPDX-License-Identifier: MIT

import MasonryGeometry

/// The safe area and margin rules, computed from the frames of a tree given in the root's
/// coordinates (from the solver while the engine settles, from the frames otherwise).
///
/// A view's insets depend on its ancestors', and its rectangle from the frames on its
/// ancestors' frames: each is worked out once per instance, top down, so that asking for every
/// view of a tree costs the size of the tree, not its size times its depth (a chain of 1,000
/// views, each inset from its superview's safe area, took 3.5 s to lay out).
final class InsetRules {
  /// The root, whose safe area insets are given rather than computed.
  let root: LayoutView?
  /// The solved frame of a view in the root's coordinates, when there is one; the frames
  /// give it otherwise.
  private let solvedRect: ((LayoutView) -> Rect?)?
  private var rects: [ObjectIdentifier: Rect] = [:]
  private var safeAreas: [ObjectIdentifier: EdgeInsets] = [:]
  private var margins: [ObjectIdentifier: EdgeInsets] = [:]
  /// How many rectangles and insets were worked out, for tests: one of each per view asked
  /// about and per ancestor, however many times it is asked.
  private(set) var steps = 0

  /// Rules from the current frames.
  init(root: LayoutView?) {
    self.root = root
    solvedRect = nil
  }

  /// Rules from `solvedRect`, and from the frames for a view it has no rectangle for.
  init(root: LayoutView?, solvedRect: @escaping (LayoutView) -> Rect?) {
    self.root = root
    self.solvedRect = solvedRect
  }

  /// The frame of `view` in the root's coordinates: solved, or its frame moved by its
  /// ancestors' (what ``LayoutView/frameInRoot`` gives).
  func rect(_ view: LayoutView) -> Rect {
    if let known = rects[ObjectIdentifier(view)] { return known }
    // Up to the first ancestor known or solved, or the top; then down again.
    var chain: [(view: LayoutView, parent: LayoutView)] = []
    var current = view
    var result: Rect
    while true {
      if let known = rects[ObjectIdentifier(current)] {
        result = known
        break
      }
      if let solved = solvedRect?(current) {
        result = solved
        break
      }
      guard let parent = current.superview else {
        result = Rect(origin: .zero, size: current.storedFrame.size)
        break
      }
      chain.append((current, parent))
      current = parent
    }
    rects[ObjectIdentifier(current)] = result
    steps += chain.count
    var origin = result.origin
    for (child, parent) in chain.reversed() {
      origin.x += child.storedFrame.origin.x - parent.boundsOrigin.x
      origin.y += child.storedFrame.origin.y - parent.boundsOrigin.y
      result = Rect(origin: origin, size: child.storedFrame.size)
      rects[ObjectIdentifier(child)] = result
    }
    return result
  }

  /// A view's safe area insets: the part of its superview's unsafe area it overlaps, each edge
  /// at most the superview's inset on that edge.
  func safeAreaInsets(of view: LayoutView) -> EdgeInsets {
    var chain: [(view: LayoutView, parent: LayoutView)] = []
    var current = view
    var outer: EdgeInsets
    while true {
      if let known = safeAreas[ObjectIdentifier(current)] {
        outer = known
        break
      }
      guard current !== root, let parent = current.superview else {
        outer = current.rootSafeAreaInsets
        safeAreas[ObjectIdentifier(current)] = outer
        break
      }
      chain.append((current, parent))
      current = parent
    }
    steps += chain.count
    for (child, parentView) in chain.reversed() {
      let parent = rect(parentView)
      let own = rect(child)
      func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), limit) }
      outer = EdgeInsets(
        top: clamp(parent.minY + outer.top - own.minY, outer.top),
        left: clamp(parent.minX + outer.left - own.minX, outer.left),
        bottom: clamp(own.maxY - (parent.maxY - outer.bottom), outer.bottom),
        right: clamp(own.maxX - (parent.maxX - outer.right), outer.right))
      safeAreas[ObjectIdentifier(child)] = outer
    }
    return outer
  }

  /// A view's effective layout margins: its margins, plus its safe area insets when it insets
  /// its margins from the safe area, grown to its superview's effective margins where it sits
  /// closer to the superview's edge than those when it preserves them.
  func effectiveMargins(of view: LayoutView) -> EdgeInsets {
    if let known = margins[ObjectIdentifier(view)] { return known }
    // Up through the views whose margins grow to their superview's, to the first that does
    // not or whose superview's are known; each grows to the one above it.
    var chain: [LayoutView] = [view]
    var current = view
    var outer: EdgeInsets?
    while current.preservesSuperviewLayoutMargins, current !== root,
      let superview = current.superview
    {
      if let known = margins[ObjectIdentifier(superview)] {
        outer = known
        break
      }
      chain.append(superview)
      current = superview
    }
    steps += chain.count
    var result = EdgeInsets.zero
    for child in chain.reversed() {
      result = ownMargins(of: child)
      if let outer, let superview = child.superview {
        let parent = rect(superview)
        let own = rect(child)
        result.top = max(result.top, outer.top - (own.minY - parent.minY))
        result.left = max(result.left, outer.left - (own.minX - parent.minX))
        result.bottom = max(result.bottom, outer.bottom - (parent.maxY - own.maxY))
        result.right = max(result.right, outer.right - (parent.maxX - own.maxX))
      }
      margins[ObjectIdentifier(child)] = result
      outer = result
    }
    return result
  }

  /// A view's margins, plus its safe area insets when it insets its margins from the safe
  /// area.
  private func ownMargins(of view: LayoutView) -> EdgeInsets {
    var result = view.layoutMargins
    if view.insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets(of: view)
      result.top += safe.top
      result.left += safe.left
      result.bottom += safe.bottom
      result.right += safe.right
    }
    return result
  }
}

extension LayoutEngine {
  private var rules: InsetRules {
    InsetRules(root: root) { [unowned self] view in solvedRect(of: view) }
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
