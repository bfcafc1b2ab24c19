// SPDX-License-Identifier: MIT

extension LayoutView {
  /// Adds `view` as the frontmost subview, first removing it from its old superview.
  public func addSubview(_ view: LayoutView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (clamped to the valid range), first removing
  /// it from its old superview.
  ///
  /// Adding a view to itself or to one of its own descendants is reported as a ``LayoutIssue``
  /// and ignored. The subview's tree joins this view's tree: its engine's constraints move to
  /// this tree's engine.
  public func insertSubview(_ view: LayoutView, at index: Int) {
    guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else {
      layoutEngine.report(
        LayoutIssue(.misuse, "Cannot add \(view.layoutDescription) to its own subtree"))
      return
    }
    if view.superview === self {
      guard let old = view.siblingIndex else { return }
      subviews.remove(at: old)
      let new = min(max(0, index), subviews.count)
      subviews.insert(view, at: new)
      markSubviewIndicesStale(from: min(old, new))
      return
    }
    view.removeFromSuperview()
    // The roots remembered in the view's own tree are stale from now on, for good.
    view.treeEpoch &+= 1
    let joining = view.engineStorage
    view.engineStorage = nil
    let position = min(max(0, index), subviews.count)
    subviews.insert(view, at: position)
    view.indexInSuperview = position
    // The subviews after it moved up one: their old numbers are at least `position`.
    if position < subviews.count - 1 { markSubviewIndicesStale(from: position) }
    view.superview = self
    if let joining {
      let engine = rootView.engineStorage ?? rootView.installEngine(joining.makeSibling())
      engine.adopt(view)
    } else {
      // The subtree is laid out in full in its new tree.
      let engine = rootView.engineStorage
      view.forEachInSubtree { joined in
        joined.layoutRevision = -1
        joined.changeTick = 0
        engine?.enqueueLayout(joined)
      }
    }
    setNeedsLayout()
  }

  /// The view's index among its superview's subviews (from ``indexInSuperview``, checked; a
  /// stale one is searched for from the front, where the rows of a list taken away from the
  /// top are).
  private var siblingIndex: Int? {
    guard let superview else { return nil }
    let index = indexInSuperview
    if index < superview.subviews.count, superview.subviews[index] === self { return index }
    return superview.subviews.firstIndex { $0 === self }
  }

  /// The view's index among its superview's subviews, for tree order: its
  /// ``indexInSuperview``, after the superview renumbers its stale subviews when this one is
  /// among them.
  var orderIndex: Int {
    guard let superview else { return 0 }
    if indexInSuperview >= superview.subviewIndicesStale { superview.renumberStaleSubviews() }
    return indexInSuperview
  }

  /// Marks the subviews' indices stale from position `index` on (see
  /// ``subviewIndicesStale``): every subview whose number is not its place has a number of
  /// `index` or more (those after a removal moved down one, those after an insertion up one).
  private func markSubviewIndicesStale(from index: Int) {
    subviewIndicesStale = min(subviewIndicesStale, index)
  }

  /// Brings ``indexInSuperview`` up to date for the stale subviews.
  private func renumberStaleSubviews() {
    let start = subviewIndicesStale
    subviewIndicesStale = Int.max
    guard start < subviews.count else { return }
    for position in start..<subviews.count { subviews[position].indexInSuperview = position }
  }

  /// Removes the view from its superview, with every constraint that relates something in its
  /// subtree to something outside it. Constraints inside the subtree stay active and move to
  /// the subtree's own engine.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviewWillLeave(self)
    let engine = rootView.engineStorage
    engine?.release(self)
    if let index = siblingIndex {
      superview.subviews.remove(at: index)
      if index < superview.subviews.count { superview.markSubviewIndicesStale(from: index) }
    }
    // Every root remembered in the old tree is stale for the views that leave it.
    rootView.treeEpoch &+= 1
    self.superview = nil
    indexInSuperview = 0
    superview.setNeedsLayout()
    if let engine, subtreeHasActiveConstraints {
      installEngine(engine.makeSibling()).adopt(self)
    }
  }

  /// The topmost ancestor: the view with no superview above this one (possibly itself).
  ///
  /// - Complexity: O(1) amortised: the root found is remembered along the way up (see
  ///   `rootHint`), so that building a tree deep down costs no walk to the top per view.
  public var rootView: LayoutView {
    // A root needs no hint (and remembers none).
    if superviewNodeID == nil { return self }
    if let root = validRootHint { return root }
    // Up to the root, or to the first view that remembers it; then every view on the way
    // remembers it too.
    var stop = self
    var root = self
    while true {
      if let known = stop.validRootHint {
        root = known
        break
      }
      guard let parent = stop.superview else {
        root = stop
        break
      }
      stop = parent
    }
    let hint = (node: root._layoutNode, epoch: root.treeEpoch)
    var view = self
    while view !== stop {
      view.rootHint = hint
      guard let parent = view.superview else { break }
      view = parent
    }
    return root
  }

  /// ``rootView`` unretained, for the hot paths, which hold the tree for the call: a root, or
  /// a view that remembers its root, answers without a retain.
  var unretainedRootView: Unmanaged<LayoutView> {
    if superviewNodeID == nil { return .passUnretained(self) }
    // A child of the root (a feed's cell) answers from its superview, before it remembers a
    // root: its first walk up, which remembers one, took 400 instructions (a feed-1000 make
    // 32.01 M -> 31.55 M instructions, callgrind).
    if let parent = superviewNode?.viewPointer,
      parent._withUnsafeGuaranteedRef({ $0.superviewNodeID == nil })
    {
      return parent
    }
    if let hint = rootHint, let root = hint.node.viewPointer,
      root._withUnsafeGuaranteedRef({ $0.treeEpoch == hint.epoch && $0.superviewNodeID == nil })
    {
      return root
    }
    return .passUnretained(rootView)
  }

  /// The root ``rootHint`` names, while it still is this view's root: it lives, has no
  /// superview, and no view left its tree since (its ``treeEpoch`` is unchanged).
  private var validRootHint: LayoutView? {
    guard let hint = rootHint, let root = hint.node.view, root.treeEpoch == hint.epoch,
      root.superviewNodeID == nil
    else { return nil }
    return root
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: LayoutView) -> Bool {
    // Below a root is the same as in its tree, which the remembered root answers at once.
    if view.superview == nil { return rootView === view }
    var current: LayoutView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The closest view that is an ancestor of both this view and `other`, a view counting as
  /// its own ancestor; `nil` when they are in different trees.
  ///
  /// - Complexity: O(*d*), the depth of the deeper view.
  public func closestCommonAncestor(with other: LayoutView) -> LayoutView? {
    // The cases constraints meet most (the same view, a view and its superview, siblings)
    // without measuring depths, and by the nodes' identities (no retain) where it can.
    if other === self { return self }
    let parentID = superviewNodeID
    if parentID == ObjectIdentifier(other._layoutNode) { return other }
    let otherParentID = other.superviewNodeID
    if otherParentID == ObjectIdentifier(_layoutNode) { return self }
    if parentID != nil, parentID == otherParentID, let parent = superview { return parent }
    var a: LayoutView? = self
    var b: LayoutView? = other
    var depthA = depth
    var depthB = other.depth
    while depthA > depthB, let view = a {
      a = view.superview
      depthA -= 1
    }
    while depthB > depthA, let view = b {
      b = view.superview
      depthB -= 1
    }
    while let viewA = a, let viewB = b {
      if viewA === viewB { return viewA }
      a = viewA.superview
      b = viewB.superview
    }
    return nil
  }

  /// ``closestCommonAncestor(with:)`` unretained, for the hot paths, which hold the tree for
  /// the call: the common cases without a retain.
  func unretainedCommonAncestor(with other: LayoutView) -> Unmanaged<LayoutView>? {
    if other === self { return .passUnretained(self) }
    let parentID = superviewNodeID
    if parentID == ObjectIdentifier(other._layoutNode) { return .passUnretained(other) }
    let otherParentID = other.superviewNodeID
    if otherParentID == ObjectIdentifier(_layoutNode) { return .passUnretained(self) }
    if parentID != nil, parentID == otherParentID { return superviewNode?.viewPointer }
    return closestCommonAncestor(with: other).map { .passUnretained($0) }
  }

  /// How many superviews are above the view.
  var depth: Int {
    var count = 0
    var current = superview
    while let view = current {
      count += 1
      current = view.superview
    }
    return count
  }

  /// Calls `body` on the view and every descendant, parents before children.
  func forEachInSubtree(_ body: (LayoutView) -> Void) {
    var stack: [LayoutView] = [self]
    while let view = stack.popLast() {
      body(view)
      // Pushed last to first, so that the first pops first; one by one, and nothing for a
      // leaf (an append of the reversed subviews was a generic call per view, leaves included:
      // 2% of a feed's rotation).
      let children = view.subviews
      var i = children.count
      while i > 0 {
        i -= 1
        stack.append(children[i])
      }
    }
  }

  var subtreeHasActiveConstraints: Bool {
    var found = false
    forEachInSubtree { view in
      if !found, view.constraintSlots.count > view.constraintHoles { found = true }
    }
    return found
  }
}
