// SPDX-License-Identifier: MIT

import MasonrySolving

extension LayoutEngine {
  /// Turns the solver's report of changed variables into layout work: each view or guide that
  /// moved is listed for its superview (or owning view) to write, a view whose size changed is
  /// queued for ``LayoutView/layoutSubviews()``, and a view whose position changed writes all
  /// its subviews and guides (their positions relative to it changed even where theirs did
  /// not). A reported variable whose value is the one seen at its last report in this epoch is
  /// skipped first (solvers may report more than what moved: a remake deep in a feed names the
  /// variables of every row its pivots touched); `nil` (the solver cannot tell) reads as every
  /// variable of a view or guide. A move of a large share of the variables (see
  /// ``isLargeShare(_:)``) starts a new layout epoch instead: every view is laid out again, by
  /// a walk of the tree, which then costs no more than sorting out what moved.
  ///
  /// - Returns: the views whose rectangles changed, each once; `nil` for "any".
  /// - Complexity: O(*k*) for *k* changed variables; O(*n*) for `nil` and *n* variables.
  func noteChanges(_ reported: [Variable]?) -> [LayoutView]? {
    let owned = reported == nil ? ownedVariables() : nil
    let changed = reported ?? owned
    // Read together: an engine reads many values faster in one call than one by one.
    let values = changed.map { solver.values(of: $0) } ?? []
    let current = !needsSolve
    guard let changed, let moving = movedVariables(changed, values) else {
      layoutEpoch += 1
      walkPending = true
      // The walk writes every frame from these values: note them, so that the walk reads them
      // here rather than from the solver (see ``noteValue(of:)``), and the next solve of a
      // solver that cannot tell compares with them (a root's own frame is not written). They
      // are the values read above (a solver reports `nil` after a call that moved most of the
      // layout: read again one by one, they cost a resize a second read of every value).
      for (k, variable) in (changed ?? []).enumerated() where isOwned(Int(variable.id)) {
        variableOwners[Int(variable.id)].see(values[k], in: layoutEpoch, current: current)
      }
      return nil
    }
    changeTick &+= 1
    var moved: [LayoutView] = []
    for (id, value) in moving {
      variableOwners[id].see(value, in: layoutEpoch, current: current)
      if let guide = variableOwners[id].guide {
        if let view = guide.owningView { markStale(guide, in: view) }
        continue
      }
      guard let view = variableOwners[id].view else { continue }
      if view.changeTick != changeTick {
        view.changeTick = changeTick
        moved.append(view)
        if let superview = view.superview {
          markStale(view, in: superview)
        } else {
          enqueueLayout(view)
        }
      }
      if variableOwners[id].isOrigin {
        guard !view.allFramesStale, view.hasFramedItems else { continue }
        view.allFramesStale = true
      }
      enqueueLayout(view)
    }
    return moved
  }

  /// Every variable of a view or guide, for a solver that cannot tell which ones moved: their
  /// values are compared with those the frames were written from, so that a solve that moved
  /// nothing (a `layoutSubviews` that remakes the same constraints) lays nothing out again,
  /// whatever the solver.
  ///
  /// - Complexity: O(*n*) for *n* variables.
  private func ownedVariables() -> [Variable]? {
    var sample: ItemVariables?
    for owner in variableOwners where sample == nil {
      if let view = owner.view {
        sample = existingVariables(of: view)
      } else if let guide = owner.guide {
        sample = existingVariables(of: guide)
      }
    }
    guard let tag = sample?.minX.solverTag else { return nil }
    return variableOwners.indices.map { Variable(id: Int32($0), solverTag: tag) }
  }

  /// The variables of `changed` (whose values are `values`) that belong to a view or guide and
  /// whose value is not the one seen in this epoch, with their values; `nil` once they are a
  /// large share of the tree.
  private func movedVariables(
    _ changed: [Variable], _ values: [Double]
  ) -> [(id: Int, value: Double)]? {
    var moving: [(id: Int, value: Double)] = []
    for (k, variable) in changed.enumerated() {
      let id = Int(variable.id)
      guard isOwned(id) else { continue }
      let value = values[k]
      if variableOwners[id].seenEpoch == layoutEpoch, variableOwners[id].seen == value { continue }
      moving.append((id, value))
      if isLargeShare(moving.count) { return nil }
    }
    return moving
  }

  /// Whether the variable `id` belongs to a view or guide of this engine.
  @inline(__always)
  private func isOwned(_ id: Int) -> Bool {
    id >= 0 && id < variableOwners.count && variableOwners[id].node != nil
  }

  /// The solver's value of `variable`: where the engine noted it while nothing waited for a
  /// solve, if nothing waits for one now (see ``noteValue(of:)``), else from the solver. Notes
  /// nothing: a value noted is one the pass has dealt with (its frame written, or queued), and
  /// a later report of the same value moves nothing.
  @inline(__always)
  func currentValue(of variable: Variable) -> Double {
    let id = Int(variable.id)
    return noteAnswers(id) ? variableOwners[id].seen : solver.value(of: variable)
  }

  /// Whether the engine's note of the variable `id` is the solver's value now: noted while
  /// nothing waited for a solve, and nothing waits for one now (see ``noteValue(of:)``).
  @inline(__always)
  private func noteAnswers(_ id: Int) -> Bool {
    !isScratch && !needsSolve && id >= 0 && id < variableOwners.count
      && variableOwners[id].seenIsCurrent
  }

  /// The solver's value of `variable`, noted as the one a frame is written from in this layout
  /// epoch: from the engine's note when nothing waited for a solve as it was made and nothing
  /// waits for one now, else from the solver. A report names every variable whose value
  /// changed, and the engine notes each value it names, so such a note is the solver's value
  /// until the next change to the solver (each of which asks for a solve first). A walk of the
  /// whole tree after a report reads the values the report's read noted, instead of reading
  /// every value a second time (and missing the cache in the solver's memory for each, on a
  /// large layout).
  @inline(__always)
  func noteValue(of variable: Variable) -> Double {
    let id = Int(variable.id)
    if noteAnswers(id) {
      variableOwners[id].seenEpoch = layoutEpoch
      return variableOwners[id].seen
    }
    let value = solver.value(of: variable)
    if !isScratch, id >= 0, id < variableOwners.count {
      variableOwners[id].see(value, in: layoutEpoch, current: !needsSolve)
    }
    return value
  }

  /// Whether `count` items (variables, views) are a large share of the tree: more than 64, and
  /// more than an eighth of the variables; past that, walking the whole tree is no dearer.
  func isLargeShare(_ count: Int) -> Bool {
    count > 64 && count * 8 > solver.variableCount
  }

  /// Queues `view` for the next pass's ``LayoutView/layoutSubviews()``.
  func enqueueLayout(_ view: LayoutView) {
    guard view.layoutQueueEngine !== identity else { return }
    view.layoutQueueEngine = identity
    layoutQueue.append(WeakView(view: view))
  }

  private func markStale(_ view: LayoutView, in owner: LayoutView) {
    if !owner.writesAllFrames(epoch: layoutEpoch), view._layoutNode.staleIn !== owner._layoutNode {
      view._layoutNode.staleIn = owner._layoutNode
      owner.staleFrames.views.append(view)
    }
    enqueueLayout(owner)
  }

  private func markStale(_ guide: LayoutGuide, in owner: LayoutView) {
    if !owner.writesAllFrames(epoch: layoutEpoch), guide._layoutNode.staleIn !== owner._layoutNode {
      guide._layoutNode.staleIn = owner._layoutNode
      owner.staleFrames.guides.append(guide)
    }
    enqueueLayout(owner)
  }

  /// Records the owner of new variables, and lists the item's frame to be written: its value
  /// may equal the old one, which the solver would not report as a change.
  func noteNewVariables(_ variables: ItemVariables, of item: any LayoutItem, in view: LayoutView) {
    guard !isScratch else { return }
    var owner = VariableOwner()
    if item === view {
      owner.view = view
      if let superview = view.superview {
        markStale(view, in: superview)
      } else {
        enqueueLayout(view)
      }
    } else if let guide = view.allGuides.first(where: { $0 === item }) {
      owner.guide = guide
      markStale(guide, in: view)
    }
    for variable in [variables.minX, variables.minY, variables.width, variables.height] {
      let id = Int(variable.id)
      guard id >= 0 else { continue }
      // One append per missing entry: an item's four variables come one or two ids at a time,
      // and an append of `repeatElement` cost more than the entries.
      while variableOwners.count <= id { variableOwners.append(VariableOwner()) }
      owner.isOrigin = variable == variables.minX || variable == variables.minY
      variableOwners[id] = owner
    }
  }

  /// Forgets the owner of an item's variables.
  func forgetOwner(of variables: ItemVariables) {
    for variable in [variables.minX, variables.minY, variables.width, variables.height] {
      let id = Int(variable.id)
      guard id >= 0, id < variableOwners.count else { continue }
      variableOwners[id] = VariableOwner()
    }
  }
}

extension LayoutView {
  /// Whether the view's next layout writes every frame of its subviews and guides anyway.
  func writesAllFrames(epoch: Int) -> Bool {
    needsLayoutFlag || allFramesStale || layoutRevision != epoch
  }

  /// Whether the view has subviews or guides, whose frames are relative to it.
  var hasFramedItems: Bool {
    !subviews.isEmpty || !layoutGuides.isEmpty || marginsGuide != nil || safeAreaGuide != nil
  }
}
