// SPDX-License-Identifier: MIT

public import MasonrySolving

extension GaussSolver {
  /// The slot `handle` names, when it names a live constraint.
  func slotIndex(_ handle: ConstraintHandle) -> Int? {
    let i = Int(handle.index)
    guard handle.belongs(to: tag), i >= 0, i < slots.count,
      slots[i].generation == handle.generation,
      slots[i].entry != nil
    else { return nil }
    return i
  }

  func handle(ofSlot i: Int) -> ConstraintHandle {
    ConstraintHandle(index: Int32(i), generation: slots[i].generation, solverTag: tag)
  }

  public func contains(_ handle: ConstraintHandle) -> Bool {
    slotIndex(handle) != nil
  }

  public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
    slotIndex(handle).flatMap { slots[$0].entry?.constraint }
  }

  /// A required constraint is tested against the required constraints already installed
  /// before it is accepted; an optional one is only recorded.
  ///
  /// - Complexity: O(*k*) for *k* terms when the constraint is optional, when the last
  ///   feasible point already satisfies it, or when one of its variables is in no other
  ///   required constraint (that variable absorbs it: a chain grows in linear time), plus
  ///   O(*d*) per term for *d* required constraints sharing its variable; otherwise a dense
  ///   least-squares solve over the required constraints connected to it (found through an
  ///   index, without reading the others), O(*D*³) for *D* of their variables and
  ///   inequalities.
  @discardableResult
  public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    try validate(constraint, variableCount: names.count, tag: tag)
    try checkSize()
    let source = RowSource(constraint)
    let mark = markIfEager()
    if constraint.strength.isRequired {
      try requireFeasible(source, constraint: constraint, replacing: nil, handle: nil)
    }
    let i: Int
    if let free = freeSlots.popLast() {
      i = Int(free)
    } else {
      i = slots.count
      slots.append(Slot())
    }
    slots[i].entry = Installed(constraint: constraint, source: source)
    if constraint.strength.isRequired { requiredIndex.insert(slot: i, variables: source.variables) }
    installedCount += 1
    noteChange(structural: true)
    try settle(mark, refusing: RangeViolation(constraint: constraint, reason: .overflow))
    return handle(ofSlot: i)
  }

  /// Over column-scaled variables (see ``add(_:)-(LinearConstraint)``) the removal is solved at
  /// once, and refused with `SolverError.outOfRange(_:)` naming the constraint when the
  /// solution without it leaves the doubles; the solver is then as before the call.
  ///
  /// - Complexity: O(1) for an optional constraint; for a required one, O(*d*) per term for
  ///   *d* required constraints sharing that term's variable. The next solve does the work.
  public func remove(_ handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle), let entry = slots[i].entry else {
      throw .unknownConstraint(handle)
    }
    let mark = markIfEager()
    if entry.source.strength.isRequired {
      requiredIndex.remove(slot: i, variables: entry.source.variables)
    }
    slots[i].entry = nil
    slots[i].generation &+= 1
    freeSlots.append(Int32(i))
    installedCount -= 1
    noteChange(structural: true)
    try settle(
      mark,
      refusing: RangeViolation(constraint: entry.constraint, handle: handle, reason: .overflow))
  }

  /// - Complexity: O(1) for an optional constraint (and the null spaces stay cached); a
  ///   required one is tested like ``add(_:)-(LinearConstraint)``.
  public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle), var entry = slots[i].entry else {
      throw .unknownConstraint(handle)
    }
    guard constant.isFinite else { throw .nonFiniteNumber(constant, .constant) }
    guard constant != entry.constraint.expression.constant else { return }
    entry.constraint.expression.constant = constant
    let largest = entry.constraint.expression.terms.reduce(0) { max($0, abs($1.coefficient)) }
    try checkConstant(constant, largestCoefficient: largest) { [entry] reason in
      RangeViolation(constraint: entry.constraint, handle: handle, reason: reason)
    }
    // The merged expression's constant is the expression's constant.
    entry.source.constant = constant
    let mark = markIfEager()
    if entry.constraint.strength.isRequired {
      try requireFeasible(
        entry.source, constraint: entry.constraint, replacing: i, handle: handle)
    }
    slots[i].entry = entry
    noteChange(structural: false)
    try settle(
      mark,
      refusing: RangeViolation(constraint: entry.constraint, handle: handle, reason: .overflow))
  }

  /// Over column-scaled variables the change is solved at once, and refused like a constant
  /// change whose solution leaves the doubles (see ``setConstant(_:of:)``).
  ///
  /// - Complexity: O(1) when the constraint stays optional or stays required; becoming
  ///   required, it is tested like ``add(_:)-(LinearConstraint)``.
  public func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle), var entry = slots[i].entry else {
      throw .unknownConstraint(handle)
    }
    guard strength.isValid else { throw .invalidStrength(strength) }
    guard strength != entry.constraint.strength else { return }
    let wasRequired = entry.constraint.strength.isRequired
    entry.constraint.strength = strength
    entry.source.strength = strength
    let mark = markIfEager()
    if strength.isRequired, !wasRequired {
      try requireFeasible(
        entry.source, constraint: entry.constraint, replacing: i, handle: handle)
      requiredIndex.insert(slot: i, variables: entry.source.variables)
    } else if wasRequired, !strength.isRequired {
      requiredIndex.remove(slot: i, variables: entry.source.variables)
    }
    slots[i].entry = entry
    noteChange(structural: true)
    try settle(
      mark,
      refusing: RangeViolation(constraint: entry.constraint, handle: handle, reason: .overflow))
  }
}
