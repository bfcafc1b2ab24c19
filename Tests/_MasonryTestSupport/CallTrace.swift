// SPDX-License-Identifier: MIT

public import MasonrySolving

/// One solver call of a ``CallTrace``. Constraints are named by trace ids, not by positions, so
/// that calls can be dropped while minimising.
public enum SolverCall: Hashable, Sendable {
  /// Adds a constraint under a trace id.
  case add(Int, LinearConstraint)
  /// Removes the constraint with this trace id.
  case remove(Int)
  /// Sets the constant of the constraint with this trace id.
  case setConstant(Int, Double)
  /// Sets the strength of the constraint with this trace id.
  case setStrength(Int, Strength)
  /// Adds an edit variable.
  case addEdit(Variable, Strength)
  /// Suggests a value.
  case suggest(Double, for: Variable)
  /// Removes an edit variable.
  case removeEdit(Variable)
}

/// A generated system and script flattened into solver calls, for minimising a failing case
/// into a small reproduction and printing it as Swift.
public struct CallTrace: Sendable {
  /// The variables' names, by id.
  public var names: [String]
  /// The system's witness, by variable id.
  public var witness: [Double]
  /// The calls, in order.
  public var calls: [SolverCall]
  /// The trace ids of the adds that contradict installed constraints and must be refused.
  public var refusedIDs: Set<Int>

  /// The calls that build `system` and play `script`.
  public init(system: GeneratedSystem, script: [ScriptStep]) {
    names = system.names
    witness = system.witness
    calls = []
    refusedIDs = []
    var positions: [Int] = []
    var nextID = 0
    var refused = Set<Int>()
    func add(_ constraint: LinearConstraint, live: Bool) {
      calls.append(.add(nextID, constraint))
      if live { positions.append(nextID) } else { refused.insert(nextID) }
      nextID += 1
    }
    for constraint in system.constraints { add(constraint, live: true) }
    for edit in system.edits {
      calls.append(.addEdit(edit.variable, edit.strength))
      calls.append(.suggest(edit.suggestion, for: edit.variable))
    }
    for step in script {
      switch step.operation {
      case .add(let constraint): add(constraint, live: true)
      case .addConflicting(let constraint): add(constraint, live: false)
      case .remove(let index): calls.append(.remove(positions.remove(at: index)))
      case .setConstant(let constant, let index):
        calls.append(.setConstant(positions[index], constant))
      case .setStrength(let strength, let index):
        calls.append(.setStrength(positions[index], strength))
      case .addEdit(let spec):
        calls.append(.addEdit(spec.variable, spec.strength))
        calls.append(.suggest(spec.suggestion, for: spec.variable))
      case .suggest(let value, let variable): calls.append(.suggest(value, for: variable))
      case .removeEdit(let variable): calls.append(.removeEdit(variable))
      }
    }
    refusedIDs = refused
  }

  /// The state a replay ends in.
  public struct Replay {
    /// The solver, solved after the last call.
    public var solver: any ConstraintSolver
    /// The installed constraints by trace id, with their current constants and strengths.
    public var installed: [(id: Int, constraint: LinearConstraint)]
    /// The edit variables with their strengths and last suggestions.
    public var edits: [EditSpec]
    /// The error of each call, `nil` when it succeeded or was skipped.
    public var errors: [SolverError?]

    /// What the engine minimises: the installed constraints plus one equality per edit.
    public var objective: [LinearConstraint] {
      installed.map(\.constraint)
        + edits.map {
          LinearConstraint(
            Expression($0.variable) - Expression($0.suggestion), .equal, strength: $0.strength)
        }
    }
  }

  /// Replays the calls on a fresh solver of `engine`, skipping calls on constraints that are
  /// not installed, ignoring errors (they are reported in ``Replay/errors``), and solving at the
  /// end.
  public func replay(on engine: Engine) -> Replay {
    let solver = engine.make()
    for name in names { _ = solver.makeVariable(named: name) }
    var handles: [Int: ConstraintHandle] = [:]
    var installed: [(id: Int, constraint: LinearConstraint)] = []
    var errors: [SolverError?] = []
    var edits: [EditSpec] = []
    for call in calls {
      var error: SolverError?
      switch call {
      case .add(let id, let constraint):
        error = caught { handles[id] = try solver.add(constraint) }
        if error == nil { installed.append((id, constraint)) }
      case .remove(let id):
        guard let handle = handles.removeValue(forKey: id) else { break }
        error = caught { try solver.remove(handle) }
        installed.removeAll { $0.id == id }
      case .setConstant(let id, let constant):
        guard let handle = handles[id] else { break }
        error = caught { try solver.setConstant(constant, of: handle) }
        if error == nil, let i = installed.firstIndex(where: { $0.id == id }) {
          installed[i].constraint.expression.constant = constant
        }
      case .setStrength(let id, let strength):
        guard let handle = handles[id] else { break }
        error = caught { try solver.setStrength(strength, of: handle) }
        if error == nil, let i = installed.firstIndex(where: { $0.id == id }) {
          installed[i].constraint.strength = strength
        }
      case .addEdit(let variable, let strength):
        error = caught { try solver.addEditVariable(variable, strength: strength) }
        if error == nil {
          let start = solver.value(of: variable)
          edits.append(EditSpec(variable: variable, strength: strength, suggestion: start))
        }
      case .suggest(let value, let variable):
        error = caught { try solver.suggestValue(value, for: variable) }
        if error == nil, let i = edits.firstIndex(where: { $0.variable == variable }) {
          edits[i].suggestion = value
        }
      case .removeEdit(let variable):
        error = caught { try solver.removeEditVariable(variable) }
        if error == nil { edits.removeAll { $0.variable == variable } }
      }
      errors.append(error)
    }
    errors.append(caught { try solver.solve() })
    return Replay(solver: solver, installed: installed, edits: edits, errors: errors)
  }

  /// The variables the calls use, in ascending order.
  public var usedVariables: [Variable] {
    var used = Set<Variable>()
    for call in calls {
      switch call {
      case .add(_, let constraint):
        for term in constraint.expression.terms { used.insert(term.variable) }
      case .addEdit(let variable, _), .suggest(_, let variable), .removeEdit(let variable):
        used.insert(variable)
      case .remove, .setConstant, .setStrength: break
      }
    }
    return used.sorted()
  }

  /// The same calls on only the variables they use, renumbered densely in the same order.
  public func compacted() -> CallTrace {
    let used = usedVariables
    var newID = [Int32](repeating: -1, count: names.count)
    for (index, variable) in used.enumerated() { newID[Int(variable.id)] = Int32(index) }
    func map(_ variable: Variable) -> Variable { Variable(id: newID[Int(variable.id)]) }
    var result = self
    result.names = used.map { names[Int($0.id)] }
    result.witness = used.map { witness[Int($0.id)] }
    result.calls = calls.map { call in
      switch call {
      case .add(let id, var constraint):
        constraint.expression.terms = constraint.expression.terms.map {
          Term(map($0.variable), coefficient: $0.coefficient)
        }
        return .add(id, constraint)
      case .addEdit(let variable, let strength): return .addEdit(map(variable), strength)
      case .suggest(let value, let variable): return .suggest(value, for: map(variable))
      case .removeEdit(let variable): return .removeEdit(map(variable))
      case .remove, .setConstant, .setStrength: return call
      }
    }
    return result
  }

  /// A smaller trace that still satisfies `isFailing`: drops calls, in halving chunks and
  /// then one by one, while the failure persists (a simple delta debugging).
  public func minimized(while isFailing: (CallTrace) -> Bool) -> CallTrace {
    var current = self
    var chunk = max(1, calls.count / 2)
    while true {
      var start = 0
      var shrunk = false
      while start < current.calls.count {
        var candidate = current
        candidate.calls.removeSubrange(start..<min(start + chunk, candidate.calls.count))
        if isFailing(candidate) {
          current = candidate
          shrunk = true
        } else {
          start += chunk
        }
      }
      if chunk == 1, !shrunk { return current }
      chunk = max(1, chunk / 2)
    }
  }
}
