// SPDX-License-Identifier: MIT

import MasonrySolving

/// Something an engine did wrong at the end of a replayed ``CallTrace``.
public enum TraceDefect: String, Hashable, Sendable, CaseIterable {
  /// An installed required constraint is violated by more than 1e-7.
  case requiredViolated
  /// A call threw ``SolverError/internalFailure(_:)``.
  case internalFailure
  /// While every installed required constraint holds at the trace's witness, the engine's
  /// per-priority error (in its own semantics) is larger than the witness's at the first
  /// priority where they differ: the answer is not optimal.
  case worseThanWitness
}

extension CallTrace {
  /// The defects the replay on `engine` ends with.
  public func defects(on engine: Engine) -> Set<TraceDefect> {
    let replay = replay(on: engine)
    let solver = replay.solver
    let values = (0..<solver.variableCount).map { solver.value(of: Variable(id: Int32($0))) }
    var found = Set<TraceDefect>()
    let required = replay.installed.map(\.constraint).filter(\.strength.isRequired)
    if required.contains(where: { !($0.violation { values[Int($0.id)] } <= 1e-7) }) {
      found.insert(.requiredViolated)
    }
    if replay.errors.contains(where: { if case .internalFailure? = $0 { true } else { false } }) {
      found.insert(.internalFailure)
    }
    if required.allSatisfy({ $0.violation { witness[Int($0.id)] } == 0 }) {
      let mine = priorityErrors(of: replay.objective, at: values, minimisedBy: engine.semantics)
      let theirs = priorityErrors(
        of: replay.objective, at: witness, minimisedBy: engine.semantics)
      if let level = firstDifference(mine, theirs), mine[level].error > theirs[level].error {
        found.insert(.worseThanWitness)
      }
    }
    return found
  }

  /// A minimal trace, on only the variables it uses, that still ends with `defect` on
  /// `engine`; `nil` when this trace does not.
  public func reproduction(of defect: TraceDefect, on engine: Engine) -> CallTrace? {
    guard defects(on: engine).contains(defect) else { return nil }
    let small = minimized { $0.defects(on: engine).contains(defect) }
    let compact = small.compacted()
    guard compact.defects(on: engine).contains(defect) else { return small }
    return compact.minimized { $0.defects(on: engine).contains(defect) }
  }
}
