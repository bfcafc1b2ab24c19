// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// The active-set method against brute force on small random systems.
///
/// The optimum of a system with inequalities is the optimum of the equality system that holds
/// its binding inequalities as equalities and drops the others. So the reference tries every
/// subset of inequalities that way (each a pure equality hierarchy: no active set involved),
/// keeps the points where the required constraints hold, and takes the lexicographically best
/// by priority errors and then norm.
@Suite struct ReferenceTests {
  struct System {
    var variableCount: Int
    var constraints: [LinearConstraint]
  }

  static func randomSystem(_ rng: inout SplitMix64) -> System {
    let n = Int.random(in: 2...5, using: &rng)
    let point = (0..<n).map { _ in Double(Int.random(in: -20...20, using: &rng)) }
    var constraints: [LinearConstraint] = []
    var inequalities = 0
    func randomExpression(_ rng: inout SplitMix64) -> Expression {
      var terms: [Term] = []
      for v in 0..<n where Bool.random(using: &rng) {
        let coefficients: [Double] = [-2, -1, 1, 2, 3]
        let c = coefficients[Int.random(in: 0..<5, using: &rng)]
        terms.append(Term(Variable(id: Int32(v)), coefficient: c))
      }
      if terms.isEmpty { terms.append(Term(Variable(id: Int32.random(in: 0..<Int32(n))))) }
      return Expression(terms: terms)
    }
    // Required constraints through (or around) a point, so that they are feasible.
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      var e = randomExpression(&rng)
      let atPoint = e.evaluate { point[Int($0.id)] }
      let slack = Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1...10, using: &rng))
      if Bool.random(using: &rng) {
        e.constant = -atPoint - slack
        constraints.append(LinearConstraint(e, .lessThanOrEqual))
      } else {
        e.constant = -atPoint + slack
        constraints.append(LinearConstraint(e, .greaterThanOrEqual))
      }
      inequalities += 1
    }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      var e = randomExpression(&rng)
      e.constant = -e.evaluate { point[Int($0.id)] }
      constraints.append(LinearConstraint(e, .equal))
    }
    for _ in 0..<Int.random(in: 1...6, using: &rng) {
      var e = randomExpression(&rng)
      e.constant = Double(Int.random(in: -30...30, using: &rng))
      var relation = Relation.equal
      if inequalities < 8, Bool.random(using: &rng) {
        relation = Bool.random(using: &rng) ? .lessThanOrEqual : .greaterThanOrEqual
        inequalities += 1
      }
      let priorities: [Double] = [750, 500, 250]
      let weights: [Double] = [1, 2, 0.5]
      let priority = priorities[Int.random(in: 0..<3, using: &rng)]
      let weight = weights[Int.random(in: 0..<3, using: &rng)]
      constraints.append(
        LinearConstraint(e, relation, strength: Strength(priority: priority, weight: weight)))
    }
    return System(variableCount: n, constraints: constraints)
  }

  /// The priority errors (highest priority first), then the squared norm.
  static func objective(_ system: System, _ x: [Double]) -> [Double] {
    var result: [Double] = []
    for priority in [750.0, 500, 250] {
      var sum = 0.0
      for c in system.constraints where c.strength.priority == priority {
        let v = c.violation { x[Int($0.id)] }
        sum += c.strength.weight * v * v
      }
      result.append(sum)
    }
    result.append(x.reduce(0) { $0 + $1 * $1 })
    return result
  }

  static func isBetter(_ a: [Double], than b: [Double]) -> Bool {
    for k in a.indices {
      let tolerance = 1e-10 * max(1, abs(a[k]), abs(b[k]))
      if a[k] < b[k] - tolerance { return true }
      if a[k] > b[k] + tolerance { return false }
    }
    return false
  }

  static func holdsRequired(_ system: System, _ x: [Double]) -> Bool {
    system.constraints.allSatisfy { c in
      !c.strength.isRequired || c.violation { x[Int($0.id)] } <= 1e-7 * 100
    }
  }

  static func reference(_ system: System) -> [Double]? {
    let inequalities = system.constraints.indices.filter {
      system.constraints[$0].relation != .equal
    }
    var best: (x: [Double], objective: [Double])?
    for mask in 0..<(1 << inequalities.count) {
      let s = GaussSolver()
      for _ in 0..<system.variableCount { _ = s.makeVariable() }
      var feasible = true
      for (k, c) in system.constraints.enumerated() {
        var c = c
        if let bit = inequalities.firstIndex(of: k) {
          guard mask & (1 << bit) != 0 else { continue }
          c.relation = .equal
        }
        do { try s.add(c) } catch {
          feasible = false
          break
        }
      }
      guard feasible else { continue }
      let x = (0..<system.variableCount).map { s.value(of: Variable(id: Int32($0))) }
      guard holdsRequired(system, x) else { continue }
      let objective = objective(system, x)
      if best.map({ isBetter(objective, than: $0.objective) }) ?? true { best = (x, objective) }
    }
    return best?.x
  }

  static func check(_ solver: GaussSolver, _ system: System) {
    let x = (0..<system.variableCount).map { solver.value(of: Variable(id: Int32($0))) }
    guard let expected = reference(system) else {
      Issue.record("the reference found no feasible point for \(system.constraints)")
      return
    }
    #expect(holdsRequired(system, x))
    let found = objective(system, x)
    let wanted = objective(system, expected)
    #expect(!isBetter(wanted, than: found), "\(system.constraints): \(x) vs \(expected)")
    for v in x.indices { #expect(isClose(x[v], expected[v], 1e-6), "\(system.constraints)") }
  }

  @Test(arguments: 0..<200)
  func matchesBruteForce(seed: UInt64) throws {
    var rng = SplitMix64(state: seed)
    var system = Self.randomSystem(&rng)
    let s = GaussSolver()
    for _ in 0..<system.variableCount { _ = s.makeVariable() }
    let handles = try s.add(system.constraints)
    Self.check(s, system)
    // Move some optional constants: the warm-started solve must still find the optimum.
    for (k, c) in system.constraints.enumerated() where !c.strength.isRequired {
      let constant = Double(Int.random(in: -30...30, using: &rng))
      try s.setConstant(constant, of: handles[k])
      system.constraints[k].expression.constant = constant
    }
    Self.check(s, system)
  }
}
