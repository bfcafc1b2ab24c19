// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySolving

extension LayoutEngine {
  /// Lays out, in tree order, every view of `view`'s subtree that asked for layout, was laid
  /// out in an older epoch, or is queued.
  ///
  /// - Complexity: O(*n*) for the *n* views of the subtree, plus the layouts.
  func walkLayout(from view: LayoutView) {
    view.forEachInSubtree { current in
      guard
        current.needsLayoutFlag || current.layoutRevision != layoutEpoch
          || current.layoutQueueEngine === identity
      else { return }
      layOut(current)
    }
    if view === root { walkPending = false }
    pruneLayoutQueue()
  }

  /// Lays out the queued views of `view`'s subtree in tree order; a view queued meanwhile by a
  /// ``LayoutView/layoutSubviews()`` override is laid out in this pass when it comes later in
  /// tree order, as a walk would, and in the next pass otherwise.
  ///
  /// - Complexity: O(*q* log *q* · *d*) for *q* queued views at depth at most *d*, plus the
  ///   layouts.
  func queuedLayout(from view: LayoutView) {
    guard !layoutQueue.isEmpty else { return }
    let queued = layoutQueue.compactMap(\.view)
    layoutQueue = []
    var work: [(path: [Int], view: LayoutView)] = []
    for candidate in queued where candidate.layoutQueueEngine === identity {
      guard candidate.rootView === root else {
        candidate.layoutQueueEngine = nil
        continue
      }
      if candidate.isDescendant(of: view) {
        work.append((candidate.treePath, candidate))
      } else {
        layoutQueue.append(WeakView(view: candidate))
      }
    }
    work.sort { precedes($0.path, $1.path) }
    var next = 0
    while next < work.count {
      let (path, current) = work[next]
      next += 1
      guard current.layoutQueueEngine === identity else { continue }
      let before = layoutQueue.count
      layOut(current)
      guard layoutQueue.count > before else { continue }
      let fresh = layoutQueue[before...].compactMap(\.view)
      layoutQueue.removeSubrange(before...)
      for candidate in fresh where candidate.layoutQueueEngine === identity {
        let candidatePath = candidate.treePath
        guard candidate.rootView === root, candidate.isDescendant(of: view),
          precedes(path, candidatePath)
        else {
          layoutQueue.append(WeakView(view: candidate))
          continue
        }
        var index = next
        while index < work.count, precedes(work[index].path, candidatePath) { index += 1 }
        work.insert((candidatePath, candidate), at: index)
      }
    }
  }

  /// Calls ``LayoutView/layoutSubviews()`` on `view`, telling the base which frames to write.
  private func layOut(_ view: LayoutView) {
    let full = view.writesAllFrames(epoch: layoutEpoch)
    view.needsLayoutFlag = false
    view.layoutRevision = layoutEpoch
    view.allFramesStale = false
    if view.layoutQueueEngine === identity { view.layoutQueueEngine = nil }
    let stale = view.staleFrames
    view.staleFrames = FrameScope()
    for item in stale.views where item._layoutNode.staleIn === view._layoutNode {
      item._layoutNode.staleIn = nil
    }
    for item in stale.guides where item._layoutNode.staleIn === view._layoutNode {
      item._layoutNode.staleIn = nil
    }
    if view === root { applyRootSize(view) }
    view.frameScope = full ? nil : stale
    view.layoutSubviews()
    view.frameScope = nil
  }

  /// Drops the queue's stale entries and those of views that left the tree.
  private func pruneLayoutQueue() {
    layoutQueue.removeAll { entry in
      guard let view = entry.view, view.layoutQueueEngine === identity else { return true }
      guard view.rootView === root else {
        view.layoutQueueEngine = nil
        return true
      }
      return false
    }
  }

  /// Whether `lhs` comes before `rhs` in tree order (an ancestor before its descendants).
  private func precedes(_ lhs: [Int], _ rhs: [Int]) -> Bool {
    for (a, b) in zip(lhs, rhs) where a != b { return a < b }
    return lhs.count < rhs.count
  }

  /// Writes the frame of `view`, a subview of `owner` at `origin` (in the root's space), with
  /// its edges rounded to `grid`.
  func writeFrame(of view: LayoutView, in owner: LayoutView, at origin: Point, on grid: PixelGrid) {
    guard view.superview === owner, !view.keepsItsFrame, var rect = seenRect(of: view) else {
      return
    }
    rect = grid.round(rect)
    view.storedFrame = view.frame(
      forAlignmentRect: Rect(
        origin: Point(x: rect.origin.x - origin.x, y: rect.origin.y - origin.y), size: rect.size))
    framesWritten += 1
  }

  /// Writes the layout frame of `guide`, a guide of `owner` at `origin` (in the root's space),
  /// with its edges rounded to `grid`.
  func writeFrame(of guide: LayoutGuide, in owner: LayoutView, at origin: Point, on grid: PixelGrid)
  {
    guard guide.owningView === owner, var rect = seenRect(of: guide) else { return }
    rect = grid.round(rect)
    guide.layoutFrame = Rect(
      origin: Point(x: rect.origin.x - origin.x, y: rect.origin.y - origin.y), size: rect.size)
    framesWritten += 1
  }

  /// The solved rectangle of `item` (in the root's space), noted as the values its frame was
  /// written from in this epoch, so that a later report of an unchanged value moves nothing.
  private func seenRect(of item: any LayoutItem) -> Rect? {
    guard let variables = existingVariables(of: item) else { return nil }
    if let rect = notedRect(variables) { return rect }
    return Rect(
      x: noteValue(of: variables.minX), y: noteValue(of: variables.minY),
      width: noteValue(of: variables.width), height: noteValue(of: variables.height))
  }

  /// The rectangle of `variables` from the engine's notes, each noted again in this epoch,
  /// when ``noteValue(of:)`` would answer all four from them (nothing waits for a solve, and
  /// each note is current); else `nil`, and nothing is noted. One access to the notes for the
  /// four: four writes through the array checked its uniqueness four times, for every frame
  /// a pass writes.
  private func notedRect(_ variables: ItemVariables) -> Rect? {
    guard !isScratch, !needsSolve else { return nil }
    let x = Int(variables.minX.id)
    let y = Int(variables.minY.id)
    let width = Int(variables.width.id)
    let height = Int(variables.height.id)
    let epoch = layoutEpoch
    return variableOwners.withUnsafeMutableBufferPointer { owners -> Rect? in
      func current(_ id: Int) -> Bool { id >= 0 && id < owners.count && owners[id].seenIsCurrent }
      guard current(x), current(y), current(width), current(height) else { return nil }
      owners[x].seenEpoch = epoch
      owners[y].seenEpoch = epoch
      owners[width].seenEpoch = epoch
      owners[height].seenEpoch = epoch
      return Rect(
        x: owners[x].seen, y: owners[y].seen, width: owners[width].seen,
        height: owners[height].seen)
    }
  }
}

extension LayoutView {
  /// Whether the layout pass leaves the frame alone: the view translates its frame into
  /// constraints that hold (so the solution is the frame, up to rounding).
  var keepsItsFrame: Bool {
    guard translatesFrame, superview != nil, resizingMask.isEmpty else { return false }
    guard let state = _layoutNode.engine?.state(of: self) else { return true }
    return !state.frame.contains { $0.isBroken }
  }

  /// Writes the solved frames of the subviews (but those that keep their frames) and the
  /// layout frames of the guides: all of them, or in a pass that knows what moved, those.
  /// Edges are rounded to the root's pixel grid, in the root's space, so that a frame is the
  /// difference of two rounded positions and adjacent views keep touching.
  func applyEngineLayout() {
    // A view with nothing to place (most views are leaves) reads no solver value; the others
    // need their own origin only.
    guard hasFramedItems, let engine = _layoutNode.engine,
      let solved = engine.solvedOrigin(of: self)
    else {
      return
    }
    let grid = engine.pixelGrid
    let own = frame(forAlignmentRect: Rect(origin: solved, size: .zero))
    let origin = Point(
      x: grid.round(own.origin.x) - boundsOrigin.x, y: grid.round(own.origin.y) - boundsOrigin.y)
    if let scope = frameScope {
      for subview in scope.views { engine.writeFrame(of: subview, in: self, at: origin, on: grid) }
      for guide in scope.guides { engine.writeFrame(of: guide, in: self, at: origin, on: grid) }
      return
    }
    for subview in subviews { engine.writeFrame(of: subview, in: self, at: origin, on: grid) }
    // The guides in ``allGuides``'s order, without making the array.
    for guide in layoutGuides { engine.writeFrame(of: guide, in: self, at: origin, on: grid) }
    if let marginsGuide { engine.writeFrame(of: marginsGuide, in: self, at: origin, on: grid) }
    if let safeAreaGuide { engine.writeFrame(of: safeAreaGuide, in: self, at: origin, on: grid) }
  }

  /// The indices of the view and its ancestors among their siblings, from the root down.
  var treePath: [Int] {
    var path: [Int] = []
    var current = self
    while let parent = current.superview {
      path.append(current.orderIndex)
      current = parent
    }
    path.reverse()
    return path
  }
}
