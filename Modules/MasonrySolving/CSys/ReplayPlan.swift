// SPDX-License-Identifier: MIT

/// A ``ConstraintSystem`` checked and compiled for replay, so that building it into many solvers
/// does the bookkeeping once: labels become slot numbers, and every reference is checked.
///
/// Slot `k` of the first ``ConstraintSystem/buildConstraints`` count of slots is the `k`-th
/// build constraint; a label first used after the build gets the next free slot.
///
/// ```swift
/// let plan = try ReplayPlan(try ConstraintSystem(csysText: text))
/// var replay = try ConstraintSystemReplay(plan, into: SimplexSolver())
/// try replay.playRounds()
/// ```
public struct ReplayPlan: Sendable {
  /// The system this plan replays.
  public let system: ConstraintSystem
  /// The build, with labels resolved.
  let build: [Step]
  /// The rounds, with labels resolved.
  let rounds: [[Step]]
  /// How many constraint slots a replay needs.
  let slotCount: Int
  /// The slot of each label.
  let labelSlots: [String: Int]
  /// The build step of each build constraint, for messages.
  let buildSteps: [Int]
  /// Every constraint a step adds, in the order of the steps.
  let constraints: [LinearConstraint]

  /// One step, with labels turned into slots and an added constraint into its index in
  /// ``constraints``: a step holds no reference, so that playing a round copies plain values
  /// (with the constraint inline, each step a round read was an outlined copy and a release).
  enum Step {
    case edit(Variable, Strength)
    case add(constraint: Int, slot: Int)
    case suggest(Variable, Double)
    case remove(slot: Int)
    case setConstant(slot: Int, Double)
  }

  /// Checks and compiles `system`.
  ///
  /// - Throws: ``ReplayError`` for a variable outside ``ConstraintSystem/variableNames`` or a
  ///   `remove` or `constant` of a label no constraint carries.
  /// - Complexity: O(*n*) for *n* steps and terms.
  public init(_ system: ConstraintSystem) throws(ReplayError) {
    self.system = system
    var labelSlots: [String: Int] = [:]
    var slotCount = 0
    var build: [Step] = []
    var buildSteps: [Int] = []
    var constraints: [LinearConstraint] = []
    let variableCount = system.variableNames.count
    func check(_ variable: Variable) throws(ReplayError) {
      guard variable.id >= 0, Int(variable.id) < variableCount else {
        throw ReplayError(message: "unknown variable \(variable)")
      }
    }
    func check(_ constraint: LinearConstraint) throws(ReplayError) {
      for term in constraint.expression.terms { try check(term.variable) }
    }
    for (index, step) in system.build.enumerated() {
      switch step {
      case .edit(let variable, let strength):
        try check(variable)
        build.append(.edit(variable, strength))
      case .constraint(let labeled):
        try check(labeled.constraint)
        if let label = labeled.label { labelSlots[label] = slotCount }
        build.append(.add(constraint: constraints.count, slot: slotCount))
        constraints.append(labeled.constraint)
        buildSteps.append(index)
        slotCount += 1
      }
    }
    var rounds: [[Step]] = []
    for round in system.rounds {
      var steps: [Step] = []
      for operation in round.operations {
        switch operation {
        case .suggest(let variable, let value):
          try check(variable)
          steps.append(.suggest(variable, value))
        case .add(let labeled):
          try check(labeled.constraint)
          var slot = slotCount
          if let label = labeled.label {
            if let known = labelSlots[label] {
              slot = known
            } else {
              labelSlots[label] = slotCount
            }
          }
          if slot == slotCount { slotCount += 1 }
          steps.append(.add(constraint: constraints.count, slot: slot))
          constraints.append(labeled.constraint)
        case .remove(let label):
          guard let slot = labelSlots[label] else {
            throw ReplayError(message: "unknown label '\(label)'")
          }
          steps.append(.remove(slot: slot))
        case .setConstant(let label, let value):
          guard let slot = labelSlots[label] else {
            throw ReplayError(message: "unknown label '\(label)'")
          }
          steps.append(.setConstant(slot: slot, value))
        }
      }
      rounds.append(steps)
    }
    self.build = build
    self.rounds = rounds
    self.slotCount = slotCount
    self.labelSlots = labelSlots
    self.buildSteps = buildSteps
    self.constraints = constraints
  }

  /// How many rounds the system has.
  public var roundCount: Int { rounds.count }

  /// How many constraints the build adds.
  public var buildConstraintCount: Int { buildSteps.count }

  /// The slot of the constraint labelled `label`, or `nil` when no constraint carries it.
  public func slot(labeled label: String) -> Int? {
    labelSlots[label]
  }
}
