// SPDX-License-Identifier: MIT

import MasonryGeometry

extension LayoutEngine {
  /// The most passes one ``LayoutView/layoutIfNeeded()`` runs when `layoutSubviews` overrides
  /// keep changing constraints.
  static let passLimit = 8

  /// Runs the update-constraints pass, solves if anything changed, and lays out the views of
  /// `view`'s subtree that need it (see ``LayoutView/layoutSubviews()``): from the layout
  /// queue, or by walking the subtree when the queue does not know them all or is large.
  func layout(from view: LayoutView) {
    for _ in 0..<Self.passLimit {
      updateConstraintsPass()
      solveIfNeeded()
      if walkPending || isLargeShare(layoutQueue.count) {
        walkLayout(from: view)
      } else {
        queuedLayout(from: view)
      }
      guard needsSolve || !updateQueue.isEmpty || !contentSizeDirty.isEmpty else { return }
    }
    report(
      LayoutIssue(.layoutLoop, LayoutMessage.layoutLoop))
  }

  /// The fewest queued constraints for which ``sync()`` tells the solver how many are coming
  /// (see ``ConstraintSolver/reserveCapacity(forConstraints:)``): fewer grow its tables by
  /// doubling, as they did.
  static let reservedBatch = 1_024

  /// Calls `updateConstraints()` on every view that asked for it, deepest first.
  func updateConstraintsPass() {
    while !updateQueue.isEmpty {
      let batch = updateQueue.compactMap(\.view).enumerated().sorted { lhs, rhs in
        let (left, right) = (lhs.element.depth, rhs.element.depth)
        return left != right ? left > right : lhs.offset < rhs.offset
      }
      updateQueue = []
      for (_, view) in batch where view.needsUpdateConstraintsFlag && view.rootView === root {
        view.needsUpdateConstraintsFlag = false
        view.updateConstraints()
      }
    }
  }

  /// Adds the queued constraints and brings intrinsic sizes up to date.
  func sync() {
    // The frames do not move while constraints go in: the guides made meanwhile share the
    // insets worked out from them (made by the first guide that needs them).
    isSyncing = true
    defer {
      isSyncing = false
      frameInsetRules = nil
    }
    while !contentSizeDirty.isEmpty || !pending.isEmpty {
      let dirty = contentSizeDirty
      contentSizeDirty = []
      for entry in dirty { if let view = entry.view { refreshContentSize(of: view) } }
      let batch = pending.takeAll()
      let batchCount = batch.reduce(0) { $0 + $1.count }
      // The solver's tables grow once for a large batch (a first layout) rather than by
      // doubling as it fills them. The hint counts the batch twice: a constraint's new items
      // bring constraints of their own (intrinsic sizes, frames); a feed's queued 19 per cell
      // become 35 in the solver.
      if batchCount >= Self.reservedBatch {
        solver.reserveCapacity(forConstraints: 2 * batchCount)
      }
      for segment in batch {
        for entry in segment {
          // The queue's hold, taken over: released at the end of the iteration.
          let constraint = entry.takeRetainedValue()
          guard constraint.pendingSerial == identity.serial else { continue }
          constraint.pendingSerial = 0
          guard constraint.active,
            constraint.handle == nil || constraint.engineIdentity !== identity
          else {
            continue
          }
          materialize(constraint)
        }
      }
    }
  }

  /// Syncs and solves if anything changed since the last solve, notes which frames the
  /// solution changed (all of them when the solver cannot tell), then settles the insets that
  /// depend on the solution (safe areas and margins below the root). When nothing reached the
  /// solver (a clean tree, an intrinsic size read again and found the same), it does not solve.
  func solveIfNeeded() {
    guard needsSolve || !contentSizeDirty.isEmpty else { return }
    var solved = false
    for _ in 0..<Self.passLimit {
      sync()
      guard needsSolve else { break }
      solved = true
      do { try solver.solve() } catch {
        report(LayoutIssue(.solverFailure, "The solver failed to solve: \(error)"))
      }
      needsSolve = false
      let changed = isScratch ? nil : noteChanges(solver.takeChangedVariables())
      settleInsets(after: changed)
      measureAtSolvedWidths(moved: changed)
      guard needsSolve || !contentSizeDirty.isEmpty else { break }
    }
    if solved { revision += 1 }
  }

  /// The frame of `item` in the root's coordinates, as solved; `nil` when the item has no
  /// variables in this engine.
  func solvedRect(of item: any LayoutItem) -> Rect? {
    guard let variables = existingVariables(of: item) else { return nil }
    return Rect(
      x: currentValue(of: variables.minX), y: currentValue(of: variables.minY),
      width: currentValue(of: variables.width), height: currentValue(of: variables.height))
  }

  /// The origin of the solved rectangle of `item` (what ``solvedRect(of:)`` starts at), read
  /// without the size; `nil` when the item has no variables in this engine.
  func solvedOrigin(of item: any LayoutItem) -> Point? {
    guard let variables = existingVariables(of: item) else { return nil }
    return Point(x: currentValue(of: variables.minX), y: currentValue(of: variables.minY))
  }

  func applyRootSize(_ view: LayoutView) {
    guard !view.translatesFrame, let rect = solvedRect(of: view) else { return }
    view.storedFrame.size = view.frame(forAlignmentRect: pixelGrid.round(rect)).size
  }

  /// Re-reads the intrinsic content size of `view` and updates its hugging and compression
  /// constraints (in place when only the values changed); constraints on its baselines are
  /// made again.
  func refreshContentSize(of view: LayoutView) {
    guard let state = state(of: view) else { return }
    let size = view.intrinsicContentSize(forLayoutWidth: state.layoutWidth)
    let old = state.intrinsicSize
    let defined = LayoutEngine.definesIntrinsicLength
    if defined(size.width) == defined(old.width), defined(size.height) == defined(old.height) {
      checkIntrinsicSize(size, of: view)
      for constraint in state.contentSize {
        constraint.constant = constraint.firstAttribute == .width ? size.width : size.height
      }
      var updated = state
      updated.intrinsicSize = size
      setState(updated, for: view)
    } else {
      for constraint in state.contentSize {
        remove(constraint)
        constraint.active = false
      }
      makeContentSizeConstraints(for: view)
    }
    for constraint in view._layoutNode.references
    where constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline
      || constraint.offsets?.hasBaseline == true
    {
      rematerialize(constraint)
    }
  }
}
