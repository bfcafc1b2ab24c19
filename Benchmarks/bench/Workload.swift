// SPDX-License-Identifier: MIT

import MasonrySolving

/// One system to measure, made on demand (the big ones take a moment to generate).
struct Workload: Sendable {
  /// The name the table and `--filter` use: `enaml`, `chain-1000`.
  var name: String
  /// Whether `--quick` runs it.
  var quick: Bool
  /// Whether only `--large` runs it: a size whose build takes some ten seconds.
  var large = false
  /// Whether `--quick` runs it on the dense engine too: false where the dense engine needs a
  /// minute (the smoke run keeps CI short; a run without `--quick` measures it).
  var denseInQuick = true
  /// Whether the dense engine measures it at all: false where its tasks take minutes there
  /// even at 100 views (`tree-100`'s 400 variables: 39 s for a build, 23 s for a round).
  var dense = true
  /// Whether the kiwi peer replays it (within `--peer-max-size`): false where kiwi's build
  /// takes more than the peer's time limit (`tree-1000`: 408 s).
  var kiwi = true
  /// Makes the system.
  var make: @Sendable () throws -> WorkloadSystem

  /// A workload named `name`, made by `make`; `large` when only `--large` runs it.
  init(
    name: String, quick: Bool, large: Bool = false, denseInQuick: Bool = true, dense: Bool = true,
    kiwi: Bool = true, make: @escaping @Sendable () throws -> WorkloadSystem
  ) {
    self.name = name
    self.quick = quick
    self.large = large
    self.denseInQuick = denseInQuick
    self.dense = dense
    self.kiwi = kiwi
    self.make = make
  }
}

/// A workload's system, and the constraints its constant-update and churn tasks use.
struct WorkloadSystem: Sendable {
  /// The system: its build, and its rounds for the round task.
  var system: ConstraintSystem
  /// The build constraint whose constant the constant-update task changes.
  var constantProbe: Int
  /// The two constants it alternates between (the first is the one in the build).
  var probeConstants: (Double, Double)
  /// The build constraint the churn task removes and adds back.
  var churnProbe: Int

  /// The label the `.csys` export gives the constant probe, for the peers.
  static let constantLabel = "constant_probe"
  /// The label the `.csys` export gives the churn probe, for the peers.
  static let churnLabel = "churn_probe"

  /// The system with the probes labelled (one label when they are the same constraint), as
  /// the peers receive it.
  func labelled() -> ConstraintSystem {
    var result = system
    var seen = 0
    for (index, step) in result.build.enumerated() {
      guard case .constraint(var labelled) = step else { continue }
      if seen == constantProbe {
        labelled.label = Self.constantLabel
      } else if seen == churnProbe {
        labelled.label = Self.churnLabel
      }
      result.build[index] = .constraint(labelled)
      seen += 1
    }
    return result
  }

  /// The label of the churn probe in ``labelled()``.
  var churnLabel: String {
    churnProbe == constantProbe ? Self.constantLabel : Self.churnLabel
  }
}

/// A family of workloads: one file each.
protocol WorkloadFamily {
  /// The workloads of the family, smallest first.
  var workloads: [Workload] { get }
}

/// The workload families the bench knows, in the order it runs them.
struct Registry {
  private(set) var families: [any WorkloadFamily] = []
  private(set) var layoutFamilies: [any LayoutFamily] = []
  private(set) var targetGroups: [TargetGroup] = []

  /// Adds a family.
  mutating func register(_ family: any WorkloadFamily) {
    families.append(family)
  }

  /// Adds a family of layout workloads.
  mutating func register(_ family: any LayoutFamily) {
    layoutFamilies.append(family)
  }

  /// Adds a set of targets, printed with `--targets`.
  mutating func register(targets: TargetGroup) {
    targetGroups.append(targets)
  }

  /// Every workload, in registration order.
  var workloads: [Workload] { families.flatMap(\.workloads) }

  /// Every layout workload, in registration order.
  var layoutWorkloads: [LayoutWorkload] { layoutFamilies.flatMap(\.layoutWorkloads) }
}

/// Builds a generated system: variables are made on first use, so ids follow the order of
/// first appearance, as the `.csys` reader numbers them.
struct SystemBuilder {
  private(set) var system = ConstraintSystem()
  private var ids: [String: Variable] = [:]
  private var constraintCount = 0

  /// The variable called `name`, made on first use.
  mutating func v(_ name: String) -> Variable {
    if let variable = ids[name] { return variable }
    let variable = system.addVariable(named: name)
    ids[name] = variable
    return variable
  }

  /// Adds `edit NAME STRENGTH`.
  mutating func edit(_ name: String, _ strength: Strength) {
    let variable = v(name)
    system.build.append(.edit(variable, strength))
  }

  /// Adds a constraint `terms + constant OP 0`; returns its index among the build
  /// constraints. Terms are (coefficient, name), in written order.
  @discardableResult
  mutating func add(
    _ terms: [(Double, String)], _ constant: Double, _ relation: Relation,
    _ strength: Strength = .required, label: String? = nil
  ) -> Int {
    system.build.append(
      .constraint(
        ConstraintSystem.LabeledConstraint(
          constraint(terms, constant, relation, strength), label: label)))
    constraintCount += 1
    return constraintCount - 1
  }

  /// The constraint `terms + constant OP 0`, its variables made on first use.
  mutating func constraint(
    _ terms: [(Double, String)], _ constant: Double, _ relation: Relation,
    _ strength: Strength = .required
  ) -> LinearConstraint {
    var expression = Expression(constant: constant)
    for (coefficient, name) in terms {
      expression.terms.append(Term(v(name), coefficient: coefficient))
    }
    return LinearConstraint(expression, relation, strength: strength)
  }

  /// Adds a round of any operations, then `update`.
  mutating func round(operations: [ConstraintSystem.Operation]) {
    system.rounds.append(ConstraintSystem.Round(operations))
  }

  /// Adds a round: suggestions by name, then `update`.
  mutating func round(_ suggestions: [(String, Double)]) {
    let operations = suggestions.map { ConstraintSystem.Operation.suggest(v($0.0), $0.1) }
    system.rounds.append(ConstraintSystem.Round(operations))
  }
}
