// SPDX-License-Identifier: MIT

/// A linear constraint solver: the one interface every engine implements and everything above
/// the solver layer talks to.
///
/// ```swift
/// func layOut<S: ConstraintSolver>(with solver: S) throws(SolverError) -> Double {
///   let x = solver.makeVariable(named: "x")
///   let width = solver.makeVariable(named: "width")
///   try solver.add(x >= 8)
///   try solver.add(x + 100 <= width - 8)
///   try solver.addEditVariable(width, strength: .strong)
///   try solver.suggestValue(320, for: width)
///   try solver.solve()
///   return solver.value(of: x)
/// }
/// ```
///
/// Engines differ in what they minimise (``semantics``) but agree on everything else: the
/// handles, the errors, and the rule that a call that throws leaves the solver exactly as it
/// was. Required constraints always hold after a successful call (within the engine's
/// tolerance); among the non-required ones a higher priority always beats any amount of error
/// at lower ones.
public protocol ConstraintSolver: AnyObject {
  /// What this engine minimises.
  static var semantics: SolverSemantics { get }

  /// An empty solver.
  init()

  /// How many variables the solver has made.
  var variableCount: Int { get }

  /// Makes a new variable. Ids are handed out densely from zero.
  ///
  /// - Parameter name: a debug name, used in dumps and `.csys` output.
  /// - Complexity: O(1) amortised.
  func makeVariable(named name: String) -> Variable

  /// The debug name given to `variable`, or its description when it has none.
  func name(of variable: Variable) -> String

  /// Adds a constraint.
  ///
  /// - Returns: the handle that names the constraint in later calls.
  /// - Throws: ``SolverError/unsatisfiable(_:)`` for a required constraint that conflicts with
  ///   the required constraints already there (with an irreducible explanation),
  ///   ``SolverError/unknownVariable(_:)``, ``SolverError/invalidStrength(_:)``,
  ///   ``SolverError/nonFiniteNumber(_:_:)``, ``SolverError/internalFailure(_:)``.
  @discardableResult
  func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle

  /// Adds several constraints, all or none.
  ///
  /// On an error the solver is exactly as before the call: the same values, and later calls
  /// get the same handles as if this call had not been made. A conflict with an earlier
  /// constraint of the same call names it in ``Conflict/conflictingInBatch``.
  ///
  /// - Returns: their handles, in order.
  /// - Throws: the first error, as ``add(_:)->ConstraintHandle`` does.
  @discardableResult
  func add(_ constraints: [LinearConstraint]) throws(SolverError) -> [ConstraintHandle]

  /// Removes a constraint.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/internalFailure(_:)``.
  func remove(_ handle: ConstraintHandle) throws(SolverError)

  /// Whether `handle` names a constraint of this solver.
  func contains(_ handle: ConstraintHandle) -> Bool

  /// The constraint `handle` names, with its current constant and strength.
  func constraint(_ handle: ConstraintHandle) -> LinearConstraint?

  /// How many constraints are installed, edit constraints excluded.
  var constraintCount: Int { get }

  /// Changes the constant of an installed constraint in place: the constant term of its
  /// expression (`x == y + 8` is `x - y - 8 == 0`, whose constant is `-8`).
  ///
  /// - Throws: ``SolverError/unsatisfiable(_:)`` when a required constraint cannot take the new
  ///   constant, ``SolverError/unknownConstraint(_:)``,
  ///   ``SolverError/nonFiniteNumber(_:_:)``, ``SolverError/internalFailure(_:)``.
  func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError)

  /// Changes the strength of an installed constraint, keeping its handle. Optional to optional
  /// is done in place; to or from required, the engine may re-add the constraint.
  ///
  /// - Throws: ``SolverError/unsatisfiable(_:)`` when the constraint becomes required and
  ///   conflicts, ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
  ///   ``SolverError/internalFailure(_:)``.
  func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError)

  /// Makes `variable` an edit variable: a constraint `variable == value` of the given
  /// (optional) strength whose value ``suggestValue(_:for:)`` changes. The edit starts at the
  /// variable's current value.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditStrength(_:)``, ``SolverError/invalidStrength(_:)``,
  ///   ``SolverError/unknownVariable(_:)``.
  func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError)

  /// Stops editing `variable` and removes its edit constraint.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  func removeEditVariable(_ variable: Variable) throws(SolverError)

  /// Whether `variable` is an edit variable.
  func hasEditVariable(_ variable: Variable) -> Bool

  /// Suggests a value for an edit variable.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteNumber(_:_:)``,
  ///   ``SolverError/internalFailure(_:)``.
  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError)

  /// Makes room for `count` more constraints and the variables they bring, so that the
  /// solver's tables grow once for a batch rather than by doubling as it fills them: a layout
  /// engine says how many constraints its first pass is about to add. A hint only: the adds
  /// work without it, and an engine may ignore it (the default does).
  ///
  /// - Complexity: O(*n*) for the *n* entries the tables hold, when they grow.
  func reserveCapacity(forConstraints count: Int)

  /// Brings every value up to date after the changes made since the last call.
  ///
  /// - Throws: ``SolverError/internalFailure(_:)``.
  func solve() throws(SolverError)

  /// The value of `variable` in the current solution; 0 for a variable of another solver.
  func value(of variable: Variable) -> Double

  /// The values of `variables` in the current solution, in their order: what ``value(of:)``
  /// gives for each, to the bit. An engine may read many faster together than one by one (the
  /// simplex engine does); the default reads each with ``value(of:)``.
  func values(of variables: [Variable]) -> [Double]

  /// The variables the current optimum does not pin down, each with one freedom that moves it,
  /// in ascending variable order.
  func ambiguities() -> [Ambiguity]

  /// Forgets every variable, constraint and edit.
  func reset()

  /// The variables whose values may have changed since the previous call, and forgets them;
  /// `nil` when the solver cannot tell (then every variable may have changed).
  ///
  /// A layout engine uses it to move only the views that moved: after a constant change or a
  /// suggestion that touches a handful of rows, the answer is a handful of variables. Engines
  /// that do not track changes answer `nil`, which is always correct.
  func takeChangedVariables() -> [Variable]?
}

extension ConstraintSolver {
  /// Does not track changes: every variable may have changed.
  public func takeChangedVariables() -> [Variable]? { nil }

  /// Reads each with ``value(of:)``.
  public func values(of variables: [Variable]) -> [Double] {
    variables.map { value(of: $0) }
  }

  /// Ignores the hint: the tables grow as the adds fill them.
  public func reserveCapacity(forConstraints count: Int) {}

  /// Adds several constraints, all or none, by removing the ones this call added when one
  /// fails. An engine that can restore its exact state (handles included) implements this
  /// itself; the engines of this package do.
  ///
  /// - Returns: their handles, in order.
  /// - Throws: the first error, after removing the constraints of this call that were added.
  @discardableResult
  public func add(_ constraints: [LinearConstraint]) throws(SolverError) -> [ConstraintHandle] {
    var handles: [ConstraintHandle] = []
    handles.reserveCapacity(constraints.count)
    do {
      for constraint in constraints { handles.append(try add(constraint)) }
    } catch {
      for handle in handles.reversed() { try? remove(handle) }
      throw error.withdrawing(handles)
    }
    return handles
  }

  /// Makes a variable with no debug name.
  public func makeVariable() -> Variable {
    makeVariable(named: "")
  }
}

/// Checks what every engine checks before it touches its state: known variables of this
/// solver (by index and by `tag`), finite numbers, a valid strength, and the range rule of
/// ``SolverLimits``.
///
/// - Complexity: O(*k*) for *k* terms without repeated variables, O(*k* log *k*) with.
package func validate(
  _ constraint: LinearConstraint, variableCount: Int, tag: UInt32 = 0
) throws(SolverError) {
  guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
  guard constraint.expression.constant.isFinite else {
    throw .nonFiniteNumber(constraint.expression.constant, .constant)
  }
  for term in constraint.expression.terms {
    guard term.variable.belongs(to: tag), term.variable.id >= 0,
      Int(term.variable.id) < variableCount
    else {
      throw .unknownVariable(term.variable)
    }
    guard term.coefficient.isFinite else {
      throw .nonFiniteNumber(term.coefficient, .coefficient(term.variable))
    }
  }
  try checkRange(constraint)
}

/// Checks a suggested value against the range rule of ``SolverLimits`` (after the finiteness
/// check).
package func checkSuggestion(_ value: Double, for variable: Variable) throws(SolverError) {
  guard abs(value) <= SolverLimits.largestValue else {
    throw .outOfRange(RangeViolation(constraint: nil, reason: .suggestion(variable, value)))
  }
}
