// SPDX-License-Identifier: MIT

import MasonrySolving

/// Generates operation scripts for a ``GeneratedSystem``: adds, removes (some followed by the
/// same constraint's re-add), constant and strength changes, edit variables added, suggested
/// and removed, and adds that contradict a required constraint and must be refused.
///
/// The generator keeps the system's promises: every required constraint, including the ones
/// it adds or changes, holds at the witness, so every call it expects to succeed can; in a
/// consistent system it never removes a pin and keeps every optional constraint at the witness,
/// and an edit target only leaves the witness for a detour that a later suggestion undoes
/// (``ScriptStep/isConsistent`` says when the system is back).
public enum ScriptGenerator {
  private struct LiveEdit {
    var spec: EditSpec
    var isPin: Bool
  }

  private struct State {
    var system: GeneratedSystem
    var live: [LinearConstraint]
    var isPin: [Bool]
    var edits: [LiveEdit]
    var factory: ConstraintFactory

    var isConsistent: Bool {
      system.isConsistent
        && edits.allSatisfy { $0.spec.suggestion == system.witness[Int($0.spec.variable.id)] }
    }

    func holdsAtWitness(_ constraint: LinearConstraint) -> Bool {
      constraint.violation { system.witness[Int($0.id)] } == 0
    }
  }

  /// `steps` operations on `system`, drawn from `rng`.
  public static func make(
    for system: GeneratedSystem, steps: Int, rng: inout SplitMix64
  ) -> [ScriptStep] {
    var state = State(
      system: system, live: system.constraints, isPin: system.isPin,
      edits: system.edits.map { LiveEdit(spec: $0, isPin: system.isConsistent) },
      factory: ConstraintFactory(witness: system.witness, isConsistent: system.isConsistent))
    var script: [ScriptStep] = []
    while script.count < steps {
      for operation in nextOperations(&state, &rng) {
        script.append(ScriptStep(operation, isConsistent: state.isConsistent))
      }
    }
    return script
  }

  private static func nextOperations(
    _ state: inout State, _ rng: inout SplitMix64
  ) -> [SolverOperation] {
    let roll = rng.unit()
    let operation: SolverOperation?
    switch roll {
    case ..<0.16: return remove(&state, &rng) ?? [add(&state, &rng)]
    case ..<0.30: operation = setConstant(&state, &rng)
    case ..<0.36: operation = setStrength(&state, &rng)
    case ..<0.43: operation = addEdit(&state, &rng)
    case ..<0.65: operation = suggest(&state, &rng)
    case ..<0.70: operation = removeEdit(&state, &rng)
    case ..<0.78: operation = contradiction(&state, &rng)
    default: operation = nil
    }
    return [operation ?? add(&state, &rng)]
  }

  private static func add(_ state: inout State, _ rng: inout SplitMix64) -> SolverOperation {
    let expression = state.factory.sparseExpression(
      variableCount: state.system.names.count, &rng)
    let strength = state.factory.strength(&rng, requiredChance: 0.4)
    let constraint = state.factory.relation(expression, strength: strength, &rng)
    state.live.append(constraint)
    state.isPin.append(false)
    return .add(constraint)
  }

  private static func remove(
    _ state: inout State, _ rng: inout SplitMix64
  ) -> [SolverOperation]? {
    let candidates = state.live.indices.filter { !state.system.isConsistent || !state.isPin[$0] }
    guard let index = rng.pick(candidates) else { return nil }
    let constraint = state.live.remove(at: index)
    let wasPin = state.isPin.remove(at: index)
    guard rng.chance(0.3) else { return [.remove(at: index)] }
    state.live.append(constraint)
    state.isPin.append(wasPin)
    return [.remove(at: index), .add(constraint)]
  }

  private static func setConstant(
    _ state: inout State, _ rng: inout SplitMix64
  ) -> SolverOperation? {
    guard let index = rng.pick(Array(state.live.indices)) else { return nil }
    let constraint = state.live[index]
    let constant: Double
    if constraint.strength.isRequired || state.system.isConsistent {
      constant = state.factory.constantHoldingAtWitness(for: constraint, &rng)
    } else {
      constant = constraint.expression.constant + Double(rng.int(in: -30...30))
    }
    state.live[index].expression.constant = constant
    return .setConstant(constant, at: index)
  }

  private static func setStrength(
    _ state: inout State, _ rng: inout SplitMix64
  ) -> SolverOperation? {
    guard let index = rng.pick(Array(state.live.indices)) else { return nil }
    let mayBeRequired = state.holdsAtWitness(state.live[index])
    let strength = state.factory.strength(&rng, requiredChance: mayBeRequired ? 0.3 : 0)
    state.live[index].strength = strength
    return .setStrength(strength, at: index)
  }

  private static func addEdit(
    _ state: inout State, _ rng: inout SplitMix64
  ) -> SolverOperation? {
    let edited = state.edits.map(\.spec.variable)
    let candidates = state.system.variables.filter { !edited.contains($0) }
    guard let variable = rng.pick(candidates) else { return nil }
    let spec = EditSpec(
      variable: variable, strength: state.factory.optionalStrength(&rng),
      suggestion: target(for: variable, state, &rng, detour: false))
    state.edits.append(LiveEdit(spec: spec, isPin: false))
    return .addEdit(spec)
  }

  private static func suggest(
    _ state: inout State, _ rng: inout SplitMix64
  ) -> SolverOperation? {
    guard let index = rng.pick(Array(state.edits.indices)) else { return nil }
    let variable = state.edits[index].spec.variable
    let witness = state.system.witness[Int(variable.id)]
    let detour = state.edits[index].spec.suggestion == witness && rng.chance(0.5)
    let value = target(for: variable, state, &rng, detour: detour)
    state.edits[index].spec.suggestion = value
    return .suggest(value, for: variable)
  }

  /// The witness value in a consistent system unless on a detour, else a value near it.
  private static func target(
    for variable: Variable, _ state: State, _ rng: inout SplitMix64, detour: Bool
  ) -> Double {
    let witness = state.system.witness[Int(variable.id)]
    guard detour || !state.system.isConsistent else { return witness }
    return (witness * Double(rng.int(in: 50...150)) / 100).rounded() + Double(rng.int(in: -20...20))
  }

  private static func removeEdit(
    _ state: inout State, _ rng: inout SplitMix64
  ) -> SolverOperation? {
    let candidates = state.edits.indices.filter { !state.edits[$0].isPin }
    guard let index = rng.pick(candidates) else { return nil }
    return .removeEdit(state.edits.remove(at: index).spec.variable)
  }

  private static func contradiction(
    _ state: inout State, _ rng: inout SplitMix64
  ) -> SolverOperation? {
    let required = state.live.filter(\.strength.isRequired)
    guard let constraint = rng.pick(required) else { return nil }
    return .addConflicting(state.factory.contradiction(of: constraint))
  }
}
