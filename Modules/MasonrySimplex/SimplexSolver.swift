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
/// The solver keeps a feasible simplex tableau at all times (every required constraint holds)
/// and makes it optimal when it must: before a value is read, before a suggestion or a constant
/// change, and in ``solve()``. Adds and removals leave the optimisation pending, so that a build
/// optimises once rather than after every constraint, and a conflict among required
/// constraints is still reported by the add that causes it. Priorities are exact (one
/// objective row per priority level in use, compared lexicographically), pivots are chosen
/// from symbol ids and coefficients alone (deterministic, run after run, with Bland's rule as
/// the fallback that cannot cycle), and every call that can fail for a reason other than a bug
/// runs inside a journal that puts the tableau back exactly as it was.
///
/// Two things beyond textbook Cassowary keep the cost linear in the size of real layouts:
/// a column index (each symbol knows the rows that hold it, so a pivot, a constant change or
/// a suggestion touches only those rows), and *defined variables*: a constraint that
/// mentions a variable nothing else mentions yet just defines that variable, without touching
/// the tableau, and the definition is expanded only when a later constraint needs it. A
/// variable that only definitions mention yet is defined too, whatever order the constraints of
/// a chain come in (an avatar aligned to its bubble before the bubble is placed under the one
/// above keeps a conversation's build linear).
///
/// While a constraint whose coefficients span more than 1e6 is installed, where rounding can
/// grow past the tolerance, every call also optimises at once and measures the required
/// constraints against `SolutionTolerance` (O(*n*) more per call; see
/// `RangeViolation.Reason.precision`); so does a constant change or a suggestion that sets a
/// constant more than 1e7 times its constraint's largest coefficient, every call while the
/// tableau may hold a value beyond 1e8, and every call while the tableau multiplies its
/// constants by more than 1e100 (chains of constraints in range whose products approach the
/// doubles' limit: a value beyond it is refused as `RangeViolation.Reason.overflow`).
///
/// The article <doc:SolverInternals> says how, and where the cost still grows faster.
public final class SimplexSolver: ConstraintSolver {
  public static var semantics: SolverSemantics { .weightedAbsoluteError }

  /// All of the state, in one value.
  ///
  /// Not checked for exclusive access at run time: no call of the solver runs code of its
  /// caller while it holds `core` (it takes no closures and calls no delegates), so two
  /// accesses can never overlap, and the check cost about 64 instructions per read of a value
  /// (5% of a feed's rotation).
  @exclusivity(unchecked) var core = SimplexCore()

  public init() {}

  public var variableCount: Int { core.names.count }

  public var constraintCount: Int { core.installedCount }

  /// - Complexity: O(1) amortised.
  public func makeVariable(named name: String) -> Variable {
    core.makeVariable(named: name)
  }

  public func name(of variable: Variable) -> String {
    core.name(of: variable)
  }

  public func contains(_ handle: ConstraintHandle) -> Bool {
    core.slotIndex(handle) != nil
  }

  public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
    core.slotIndex(handle).map { core.slots[$0].constraint }
  }

  /// - Complexity: O(*k*) for *k* rows holding the constraint's symbols, plus the pivots of
  ///   phase 1 when the constraint has no subject; O(1) tableau work when the constraint defines
  ///   a new variable (O(*d*) when up to 32 definitions that mention it move above it). The
  ///   pivots that re-optimise wait for the next read or ``solve()``.
  @discardableResult
  public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    defer { core.checkInvariants() }
    return try core.verifying(constraint, widening: SimplexCore.mayWiden(constraint)) {
      core throws(SolverError) in try core.add(constraint)
    }
  }

  /// Adds several constraints, all or none. A failure puts back a copy of the whole solver
  /// state taken at the start, so that values and the handles later calls get are those of a
  /// solver that never saw it.
  ///
  /// - Complexity: the adds, plus O(*n*) for *n* rows and symbols: the tables the adds touch
  ///   are copied once (whether the call fails or not). Add one by one where that matters.
  @discardableResult
  public func add(_ constraints: [LinearConstraint]) throws(SolverError) -> [ConstraintHandle] {
    defer { core.checkInvariants() }
    let widening = constraints.contains(where: SimplexCore.mayWiden)
    return try core.verifying(widening: widening) { core throws(SolverError) in
      let saved = core
      var handles: [ConstraintHandle] = []
      handles.reserveCapacity(constraints.count)
      do throws(SolverError) {
        for constraint in constraints { handles.append(try core.add(constraint)) }
      } catch {
        core = saved
        throw error.withdrawing(handles)
      }
      return handles
    }
  }

  /// - Complexity: proportional to the rows holding the constraint's markers; the pivots that
  ///   re-optimise wait for the next read or ``solve()``.
  public func remove(_ handle: ConstraintHandle) throws(SolverError) {
    defer { core.checkInvariants() }
    try core.verifying { core throws(SolverError) in try core.remove(handle) }
  }

  /// - Complexity: proportional to the rows holding the constraint's marker, plus the dual
  ///   pivots (usually none) that restore feasibility, plus a pending optimisation; plus O(*n*)
  ///   (a check, see the type's discussion) for a constant more than 1e7 times the
  ///   constraint's largest coefficient. An optional constraint's dual pivots wait, as a
  ///   suggestion's, for the next read or call of another kind: one dual simplex for all the
  ///   suggestions and optional changes since the last.
  public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    defer { core.checkInvariants() }
    let huge = core.bringsHugeConstant(constant, to: handle)
    try core.verifying(widening: huge) { core throws(SolverError) in
      try core.setConstant(constant, of: handle)
    }
  }

  /// - Complexity: optional to optional: the rows of the constraint's errors (the pivots that
  ///   re-optimise wait for the next read or ``solve()``); to or from required: a removal and
  ///   an add.
  public func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    defer { core.checkInvariants() }
    try core.verifying { core throws(SolverError) in try core.setStrength(strength, of: handle) }
  }

  /// - Complexity: as ``add(_:)-(LinearConstraint)`` of `variable == value`.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    defer { core.checkInvariants() }
    try core.verifying { core throws(SolverError) in
      try core.addEditVariable(variable, strength: strength)
    }
  }

  /// - Complexity: as ``remove(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    defer { core.checkInvariants() }
    try core.verifying { core throws(SolverError) in try core.removeEditVariable(variable) }
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.isKnown(variable) && core.editSlot[Int(variable.id)] >= 0
  }

  /// - Complexity: proportional to the rows holding the edit's marker, plus a pending primal
  ///   optimisation (after adds or removals); plus O(*n*) (a check, see the type's discussion)
  ///   for a value beyond 1e7 in magnitude. The dual pivots that restore feasibility (usually
  ///   none) wait for the next read, ``solve()``, report or call of another kind, one dual
  ///   simplex for all the suggestions since the last.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    defer { core.checkInvariants() }
    // An edit's row is `variable - value == 0`: its constant is the value.
    try core.verifying(widening: abs(value) > SimplexCore.hugeConstant) {
      core throws(SolverError) in try core.suggestValue(value, for: variable)
    }
  }

  /// Runs the optimisation that the adds and removals since the last call left pending (each
  /// of them only keeps the tableau feasible); values are read from the tableau on demand.
  /// Reading a value does the same when this was not called.
  ///
  /// - Complexity: the pivots to the optimum; O(1) when nothing is pending.
  public func solve() throws(SolverError) {
    defer { core.checkInvariants() }
    try core.verifying { core throws(SolverError) in try core.settle() }
  }

  /// - Complexity: O(1) for a variable in the tableau; for a defined variable, the size of the
  ///   definitions it depends on that were not evaluated since the last change; plus, at the
  ///   first read after adds or removals, the optimisation they left pending (see
  ///   ``solve()``).
  public func value(of variable: Variable) -> Double {
    core.value(of: variable)
  }

  /// One call for all: the optimisation left pending (if any) once, then each variable's value
  /// in one loop over the tableau's arrays, where ``value(of:)`` pays a call, its checks and
  /// those of each array it reads, per variable. A round of 1,000 nested containers followed
  /// by the read of what it moved costs a quarter fewer instructions so.
  ///
  /// - Complexity: O(*n*) for *n* variables in the tableau or evaluated since the last change;
  ///   a definition not evaluated yet, the size of the definitions it depends on.
  public func values(of variables: [Variable]) -> [Double] {
    core.values(of: variables)
  }

  /// - Complexity: O(*D* + Σ (*R* + *U*)) over the *F* objective-flat directions, for the size
  ///   *D* of the definitions, the rows *R* that hold a direction and the uses *U* of the
  ///   definitions it reaches; only on demand.
  public func ambiguities() -> [Ambiguity] {
    core.settleForRead()
    return core.ambiguities()
  }

  public func reset() {
    core = SimplexCore()
  }

  /// The variables that any call since the last report moved (including the variables defined
  /// from those, transitively), in ascending order; `nil` for a new solver, after a call that
  /// failed and was rolled back (then anything may have moved), and when the suggestions and
  /// constant changes since the last report moved most of the variables (three quarters of
  /// them, and 64 at least, as the engine counts them: a window resized): then reading every
  /// value costs less than listing the moved ones and reading those.
  ///
  /// The list is conservative: it may name a variable whose value came out the same. A solver
  /// of 64 variables or fewer (a small screen) reports exactly instead: it compares every
  /// value with its value at the last report, bit for bit, and lists the variables whose
  /// value differs (a variable made since counts as moved), which costs it less than tracking
  /// each call; its report is `nil` for a new solver only (after a call that failed, it lists
  /// what the calls before it moved).
  ///
  /// - Complexity: O(*k* log *k*) for *k* symbols that changed; O(*k* + *n* / 64) for 64 or more
  ///   changed variables whose ids lie below *n* ≤ 512 *k*; O(*n*) reads of a value for a solver
  ///   of *n* ≤ 64 variables.
  public func takeChangedVariables() -> [Variable]? {
    core.settleForRead()
    if core.t.changes.reportsByDiff { return core.takeChangedByDiff() }
    let tag = core.tag
    let report = core.t.takeChangedExternals { Variable(id: $0, solverTag: tag) }
    core.startReportPeriod()
    return report
  }
}
