// SPDX-License-Identifier: MIT

public import MasonrySolving

/// An incremental Cassowary solver with exact priorities, in-place constant changes, conflict
/// explanations and ambiguity queries.
///
/// ```swift
/// let solver = SimplexSolver()
/// let left = solver.makeVariable(named: "left")
/// let width = solver.makeVariable(named: "width")
/// let container = solver.makeVariable(named: "container")
/// try solver.add(left == 8)
/// try solver.add(left + width + 8 == container)
/// try solver.add((width == 100) | .weak)
/// try solver.addEditVariable(container, strength: .strong)
/// try solver.suggestValue(320, for: container)
/// try solver.solve()
/// solver.value(of: width)  // 304
/// ```
///
/// The solver keeps an optimal simplex tableau at all times: every call leaves it optimal for
/// the constraints it holds, so ``solve()`` only finishes what reading values needs. Priorities
/// are exact (one objective row per priority level in use, compared lexicographically), pivots
/// follow Bland's rule on symbol ids (deterministic, run after run), and every call that can
/// fail for a reason other than a bug runs inside a journal that puts the tableau back exactly
/// as it was.
///
/// Two things beyond textbook Cassowary keep the cost linear in the size of real layouts:
/// a column index (each symbol knows the rows that hold it, so a pivot, a constant change or
/// a suggestion touches only those rows), and *defined variables*: a constraint that
/// mentions a variable nothing else mentions yet just defines that variable, without touching
/// the tableau, and the definition is expanded only when a later constraint needs it.
public final class SimplexSolver: ConstraintSolver {
  public static var semantics: SolverSemantics { .weightedAbsoluteError }

  var t = Tableau()
  var slots: [Slot] = []
  var freeSlots: [Int32] = []
  var names: [String] = []
  /// The external symbol of each variable.
  var symbolOf: [Int32] = []
  /// The edit constraint slot of each variable, -1 when it is not an edit variable.
  var editSlot: [Int32] = []
  var installedCount = 0
  /// Set while the solver checks a candidate conflict set, so that nested failures do not
  /// explain themselves again.
  var explainsConflicts = true

  public init() {}

  public var variableCount: Int { names.count }

  public var constraintCount: Int { installedCount }

  public func makeVariable(named name: String) -> Variable {
    let v = Int32(names.count)
    names.append(name)
    symbolOf.append(t.newSymbol(.external, owner: v))
    editSlot.append(-1)
    return Variable(id: v)
  }

  public func name(of variable: Variable) -> String {
    guard isKnown(variable) else { return variable.description }
    let name = names[Int(variable.id)]
    return name.isEmpty ? variable.description : name
  }

  func isKnown(_ variable: Variable) -> Bool {
    variable.id >= 0 && Int(variable.id) < names.count
  }

  func slotIndex(_ handle: ConstraintHandle) -> Int? {
    let i = Int(handle.index)
    guard i >= 0, i < slots.count, slots[i].live, !slots[i].isEdit,
      slots[i].generation == handle.generation
    else { return nil }
    return i
  }

  public func contains(_ handle: ConstraintHandle) -> Bool {
    slotIndex(handle) != nil
  }

  public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
    slotIndex(handle).map { slots[$0].constraint }
  }

  /// - Complexity: O(*k*) for *k* rows holding the constraint's symbols plus the pivots that
  ///   re-optimise; O(1) tableau work when the constraint defines a new variable.
  @discardableResult
  public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    try validate(constraint, variableCount: names.count)
    defer { t.checkInvariants() }
    let slot = try install(constraint, isEdit: false)
    installedCount += 1
    return ConstraintHandle(index: slot, generation: slots[Int(slot)].generation)
  }

  /// - Complexity: proportional to the rows holding the constraint's markers, plus the pivots
  ///   that re-optimise.
  public func remove(_ handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle) else { throw .unknownConstraint(handle) }
    defer { t.checkInvariants() }
    try uninstall(Int32(i))
    installedCount -= 1
  }

  /// - Complexity: proportional to the rows holding the constraint's marker, plus the dual
  ///   pivots (usually none) that restore feasibility.
  public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle) else { throw .unknownConstraint(handle) }
    guard constant.isFinite else { throw .nonFiniteNumber(constant, .constant) }
    defer { t.checkInvariants() }
    try changeConstant(Int32(i), to: constant, handle: handle)
  }

  public func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle) else { throw .unknownConstraint(handle) }
    guard strength.isValid else { throw .invalidStrength(strength) }
    defer { t.checkInvariants() }
    try changeStrength(Int32(i), to: strength, handle: handle)
  }

  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard isKnown(variable) else { throw .unknownVariable(variable) }
    guard strength.isValid else { throw .invalidStrength(strength) }
    guard !strength.isRequired else { throw .requiredEditStrength(variable) }
    guard editSlot[Int(variable.id)] < 0 else { throw .duplicateEditVariable(variable) }
    let current = value(of: variable)
    let edit = LinearConstraint(Expression(variable) - current, .equal, strength: strength)
    defer { t.checkInvariants() }
    editSlot[Int(variable.id)] = try install(edit, isEdit: true)
  }

  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard isKnown(variable), editSlot[Int(variable.id)] >= 0 else {
      throw .unknownEditVariable(variable)
    }
    defer { t.checkInvariants() }
    try uninstall(editSlot[Int(variable.id)])
    editSlot[Int(variable.id)] = -1
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    isKnown(variable) && editSlot[Int(variable.id)] >= 0
  }

  /// - Complexity: proportional to the rows holding the edit's marker, plus the dual pivots
  ///   (usually none) that restore feasibility.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard isKnown(variable), editSlot[Int(variable.id)] >= 0 else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .nonFiniteNumber(value, .suggestion(variable)) }
    defer { t.checkInvariants() }
    try changeConstant(editSlot[Int(variable.id)], to: -value, handle: nil)
  }

  /// Nothing is left to do: the tableau is optimal after every call, and values are read from
  /// it on demand.
  public func solve() throws(SolverError) {}

  /// - Complexity: O(1) for a variable in the tableau; for a defined variable, the size of the
  ///   definitions it depends on that were not evaluated since the last change.
  public func value(of variable: Variable) -> Double {
    guard isKnown(variable) else { return 0 }
    return t.value(symbolOf[Int(variable.id)])
  }

  public func reset() {
    t = Tableau()
    slots = []
    freeSlots = []
    names = []
    symbolOf = []
    editSlot = []
    installedCount = 0
  }
}
