// SPDX-License-Identifier: MIT

extension LayoutView {
  /// The active constraints installed on this view (those whose closest common ancestor it
  /// is), oldest first. The engine's own constraints (autoresizing, intrinsic size, guides) are
  /// not listed.
  public var constraints: [LayoutConstraint] {
    constraintSlots.compactMap { $0?.takeUnretainedValue() }
  }

  /// Activates `constraint`, which installs it on the closest common ancestor of its items.
  public func addConstraint(_ constraint: LayoutConstraint) {
    LayoutConstraint.activate([constraint])
  }

  /// Activates `constraints`.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.installedView === self else { return }
    LayoutConstraint.deactivate([constraint])
  }

  /// Deactivates those of `constraints` that are installed on this view.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints.filter { $0.installedView === self })
  }

  /// The view's engine: the root's, made with a `SimplexSolver` the first time it is needed.
  ///
  /// Setting it on a root view replaces the engine and moves every constraint of the tree into
  /// the new one; setting it on a view that has a superview is reported and ignored. An engine
  /// serves one tree.
  public var layoutEngine: LayoutEngine {
    get {
      let root = rootView
      return root.engineStorage ?? root.installEngine(LayoutEngine())
    }
    set {
      guard superview == nil, newValue.root == nil || newValue.root === self else {
        layoutEngine.report(
          LayoutIssue(
            .misuse, "Only a root view without an engine of another tree can be given an engine"))
        return
      }
      guard newValue !== engineStorage else { return }
      installEngine(newValue).adopt(self)
    }
  }

  var layoutEngineIfCreated: LayoutEngine? { rootView.engineStorage }

  @discardableResult
  func installEngine(_ engine: LayoutEngine) -> LayoutEngine {
    engineStorage = engine
    engine.root = self
    return engine
  }

  // Inlined into the activation (`LayoutConstraint.install(on:)`, its one caller): a feed-1000
  // make 30.30 M -> 30.07 M instructions (callgrind).
  @inline(__always)
  func appendConstraint(_ constraint: LayoutConstraint) {
    constraint.listSlot = constraintSlots.count
    // One buffer for the view's constraints, not one per doubling: a view that holds any
    // usually holds those between its subviews and itself, about four per subview (a feed's
    // cell with four subviews holds fourteen). Sized without reading the subviews, which a
    // make does not otherwise touch: their count is a cache miss per view on a large screen.
    if constraintSlots.isEmpty { constraintSlots.reserveCapacity(16) }
    constraintSlots.append(.passRetained(constraint))
  }

  /// Removes a constraint from the list, leaving a hole; the list is compacted when half of it
  /// is holes, so removal is O(1) amortised and the order of the rest is kept.
  func removeConstraintFromList(_ constraint: LayoutConstraint) {
    let slot = constraint.listSlot
    guard slot >= 0, slot < constraintSlots.count,
      constraintSlots[slot]?.toOpaque() == Unmanaged.passUnretained(constraint).toOpaque()
    else {
      return
    }
    constraintSlots[slot] = nil
    // The slot's hold (the caller holds the constraint too).
    Unmanaged.passUnretained(constraint).release()
    constraint.listSlot = -1
    constraintHoles += 1
    guard constraintHoles > 16, constraintHoles * 2 > constraintSlots.count else { return }
    constraintSlots.removeAll { $0 == nil }
    constraintHoles = 0
    for (index, constraint) in constraintSlots.enumerated() {
      constraint?._withUnsafeGuaranteedRef { $0.listSlot = index }
    }
  }
}
