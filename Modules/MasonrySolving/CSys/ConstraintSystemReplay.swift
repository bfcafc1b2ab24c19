// SPDX-License-Identifier: MIT

/// A ``ConstraintSystem`` built into a solver, ready to play its rounds: what the bench and the
/// `.csys` tools share, for any engine.
///
/// The build makes the system's variables in order (with their names), then adds the edit
/// variables and constraints in order, then solves. A round applies its operations in order
/// and solves.
///
/// ```swift
/// var replay = try ConstraintSystemReplay(system, into: SimplexSolver())
/// try replay.play(round: 0)
/// let width = replay.solver.value(of: replay.variable(system.variable(named: "width")))
/// ```
public struct ConstraintSystemReplay<Solver: ConstraintSolver> {
  /// What is replayed.
  public let plan: ReplayPlan
  /// The solver the system was built into.
  public let solver: Solver
  /// The solver's variable for each of the system's, by system id.
  public let variables: [Variable]
  /// The handle in each constraint slot, `nil` while that constraint is removed.
  private var slots: [ConstraintHandle?]
  /// Whether the solver's ids differ from the system's (the solver was not empty).
  private let renumbered: Bool

  /// Builds `plan` into `solver` and solves.
  ///
  /// - Throws: ``ReplayError`` when the solver refuses a step; the solver then holds the steps
  ///   before it.
  /// - Complexity: the solver's cost of the adds and one solve, plus O(*n*) for *n* terms.
  public init(_ plan: ReplayPlan, into solver: Solver) throws(ReplayError) {
    self.init(unbuilt: plan, into: solver)
    for index in plan.build.indices { try build(step: index) }
    try solveBuild()
  }

  /// Builds `plan` into each of `solvers` side by side, step by step (every solver takes a
  /// build step before any takes the next), then solves each: the work of one system
  /// `solvers.count` times larger, in solvers that share nothing (`bench side-by-side` times
  /// them against that larger system, to tell the solver's growth from the memory's).
  ///
  /// - Throws: ``ReplayError`` when a solver refuses a step.
  /// - Complexity: the solvers' cost of the adds and one solve each, plus O(*n*) for *n* terms.
  package static func sideBySide(
    _ plan: ReplayPlan, into solvers: [Solver]
  ) throws(ReplayError) -> [Self] {
    var replays = solvers.map { Self(unbuilt: plan, into: $0) }
    for index in plan.build.indices {
      for k in replays.indices { try replays[k].build(step: index) }
    }
    for k in replays.indices { try replays[k].solveBuild() }
    return replays
  }

  /// `plan` with the variables made in `solver` and no build step applied yet.
  private init(unbuilt plan: ReplayPlan, into solver: Solver) {
    self.plan = plan
    self.solver = solver
    var variables: [Variable] = []
    variables.reserveCapacity(plan.system.variableNames.count)
    for name in plan.system.variableNames { variables.append(solver.makeVariable(named: name)) }
    self.variables = variables
    renumbered = variables.enumerated().contains { $0.element.id != Int32($0.offset) }
    slots = Array(repeating: nil, count: plan.slotCount)
  }

  /// Applies build step `index`.
  private mutating func build(step index: Int) throws(ReplayError) {
    do {
      try apply(plan.build[index])
    } catch {
      throw failure(
        error, in: "build step \(index + 1), '\(plan.system.csysLine(plan.system.build[index]))'")
    }
  }

  /// The solve that ends the build.
  private func solveBuild() throws(ReplayError) {
    do {
      try solver.solve()
    } catch {
      throw failure(error, in: "the solve after the build")
    }
  }

  /// Builds `system` into `solver` and solves.
  ///
  /// - Throws: ``ReplayError`` for a malformed system, or when the solver refuses a step.
  public init(_ system: ConstraintSystem, into solver: Solver) throws(ReplayError) {
    try self.init(try ReplayPlan(system), into: solver)
  }

  /// Applies round `index`'s operations and solves.
  ///
  /// - Throws: ``ReplayError`` when there is no such round or the solver refuses a step.
  public mutating func play(round index: Int) throws(ReplayError) {
    guard plan.rounds.indices.contains(index) else {
      throw ReplayError(message: "no round \(index + 1): the system has \(plan.rounds.count)")
    }
    for (offset, step) in plan.rounds[index].enumerated() {
      do {
        try apply(step)
      } catch {
        let line = plan.system.csysLine(plan.system.rounds[index].operations[offset])
        throw failure(error, in: "round \(index + 1), '\(line)'")
      }
    }
    do {
      try solver.solve()
    } catch {
      throw failure(error, in: "round \(index + 1), update")
    }
  }

  /// Plays every round once, in order.
  ///
  /// - Throws: ``ReplayError`` when the solver refuses a step.
  public mutating func playRounds() throws(ReplayError) {
    for index in plan.rounds.indices { try play(round: index) }
  }

  /// The solver's variable for the system's `variable`.
  public func variable(_ variable: Variable) -> Variable {
    renumbered ? variables[Int(variable.id)] : variable
  }

  /// The handle of the `index`-th build constraint, or `nil` while a round has it removed.
  public func handle(ofBuildConstraint index: Int) -> ConstraintHandle? {
    slots.indices.contains(index) ? slots[index] : nil
  }

  /// The handle of the installed constraint labelled `label`.
  public func handle(labeled label: String) -> ConstraintHandle? {
    plan.slot(labeled: label).flatMap { slots[$0] }
  }

  /// Every variable's name and current value, sorted by name (then by id).
  public func values() -> [(name: String, value: Double)] {
    let names = plan.system.variableNames
    return names.indices.sorted { (names[$0], $0) < (names[$1], $1) }.map {
      (names[$0], solver.value(of: variables[$0]))
    }
  }

  private mutating func apply(_ step: ReplayPlan.Step) throws(SolverError) {
    switch step {
    case .edit(let variable, let strength):
      try solver.addEditVariable(self.variable(variable), strength: strength)
    case .add(let index, let slot):
      let constraint = plan.constraints[index]
      slots[slot] = try solver.add(renumbered ? renumber(constraint) : constraint)
    case .suggest(let variable, let value):
      try solver.suggestValue(value, for: self.variable(variable))
    case .remove(let slot):
      try solver.remove(try installed(slot))
      slots[slot] = nil
    case .setConstant(let slot, let value):
      try solver.setConstant(value, of: try installed(slot))
    }
  }

  private func installed(_ slot: Int) throws(SolverError) -> ConstraintHandle {
    // A slot is empty only when the rounds remove a constraint twice, which the reader
    // refuses; the stale handle makes the solver report it.
    slots[slot] ?? ConstraintHandle(index: -1, generation: 0)
  }

  private func renumber(_ constraint: LinearConstraint) -> LinearConstraint {
    var result = constraint
    result.expression.terms = constraint.expression.terms.map {
      Term(variables[Int($0.variable.id)], coefficient: $0.coefficient)
    }
    return result
  }

  /// The error for a solver's refusal during `step`, with a conflict spelled in `.csys`.
  private func failure(_ error: SolverError, in step: String) -> ReplayError {
    guard case .unsatisfiable(let conflict) = error else {
      return ReplayError(solverError: error, message: "\(step): \(error)")
    }
    let lines = conflict.conflicting.map { handle in
      guard let slot = slots.firstIndex(of: handle) else { return handle.description }
      return "'\(slotLine(slot))'"
    }
    let others = lines.isEmpty ? "" : ": it conflicts with " + lines.joined(separator: ", ")
    return ReplayError(
      solverError: error, message: "\(step): unsatisfiable required constraint\(others)")
  }

  /// The `.csys` line that fills `slot` (its build line, or the last add of its label).
  private func slotLine(_ slot: Int) -> String {
    let system = plan.system
    if slot < plan.buildSteps.count { return system.csysLine(system.build[plan.buildSteps[slot]]) }
    for (round, steps) in plan.rounds.enumerated().reversed() {
      for (offset, step) in steps.enumerated().reversed() {
        if case .add(_, slot) = step {
          return system.csysLine(system.rounds[round].operations[offset])
        }
      }
    }
    return "slot \(slot)"
  }
}
