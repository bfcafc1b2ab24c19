// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing

@Suite struct CSysRoundTripTests {
  /// The shared enaml-like workload, copied into the repository for the bench.
  static func enamlText() throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Benchmarks/workloads/enaml.csys").standardized
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test func theEnamlFileParses() throws {
    let system = try ConstraintSystem(csysText: try Self.enamlText())
    #expect(system.buildConstraints.count == 111)
    #expect(system.variableNames.count == 37)
    #expect(system.variableNames.prefix(3) == ["width", "height", "left"])
    #expect(system.editVariables.map(\.variable) == [Variable(id: 0), Variable(id: 1)])
    #expect(system.editVariables.map(\.strength) == [.strong, .strong])
    #expect(system.rounds.count == 6)
    #expect(
      system.rounds[0] == .init([.suggest(Variable(id: 0), 400), .suggest(Variable(id: 1), 600)]))
    // `100000: ctwidth - 1.67772e+07 <= 0`
    let wide = system.buildConstraints[14].constraint
    #expect(wide.strength == Strength(priority: 500, weight: 100))
    #expect(wide.expression.constant == -16_777_200)
    #expect(wide.relation == .lessThanOrEqual)
  }

  @Test func theEnamlFileRoundTrips() throws {
    let system = try ConstraintSystem(csysText: try Self.enamlText())
    let text = try system.csysText()
    let again = try ConstraintSystem(csysText: text)
    #expect(again == system)
    #expect(try again.csysText() == text)
  }

  @Test func theFormatExampleRoundTrips() throws {
    let text = """
      # two views side by side in a container whose width the user drags
      edit W strong
      required: a.x == 8
      required: b.x == a.x + a.w + 8
      required: b.x + b.w + 8 == W
      strong: a.w == b.w
      gap required: b.x - a.x - a.w >= 8
      suggest W 320
      update
      constant gap -16
      suggest W 480
      update
      constant gap -8
      update
      """
    let system = try ConstraintSystem(csysText: text)
    #expect(try ConstraintSystem(csysText: try system.csysText()) == system)
    #expect(system.buildConstraints.count == 5)
    #expect(system.rounds.count == 3)
  }

  @Test func generatedSystemsRoundTrip() throws {
    var generator = SplitMix(seed: 42)
    for _ in 0..<200 {
      let system = Self.randomSystem(&generator)
      let text = try system.csysText()
      #expect(try ConstraintSystem(csysText: text) == system, "\(text)")
    }
  }

  /// A system whose variables are numbered in order of first appearance, with awkward numbers,
  /// every relation, readable strengths, labels, and rounds that can be replayed in a cycle.
  static func randomSystem(_ generator: inout SplitMix) -> ConstraintSystem {
    var system = ConstraintSystem()
    let edit = system.variable(named: "edit_0")
    system.build.append(.edit(edit, .strong))
    var labels: [String] = []
    for index in 0..<(1 + generator.next(below: 12)) {
      var expression = Expression(constant: number(&generator))
      for _ in 0..<generator.next(below: 5) {
        let name = "v\(generator.next(below: system.variableNames.count + 2))"
        expression.terms.append(Term(system.variable(named: name), coefficient: number(&generator)))
      }
      let relation = Relation.allCases[generator.next(below: 3)]
      let label = generator.next(below: 3) == 0 ? "c\(index)" : nil
      if let label { labels.append(label) }
      let constraint = LinearConstraint(expression, relation, strength: strength(&generator))
      system.build.append(.constraint(constraint, label: label))
    }
    for _ in 0..<generator.next(below: 4) {
      var round = ConstraintSystem.Round([.suggest(edit, number(&generator))])
      if let label = labels.last {
        round.operations.append(.setConstant(label: label, number(&generator)))
        if case .constraint(let labeled)? = system.build.last(where: {
          if case .constraint(let c) = $0 { return c.label == label }
          return false
        }) {
          round.operations += [.remove(label: label), .add(labeled)]
        }
      }
      system.rounds.append(round)
    }
    return system
  }

  static func number(_ generator: inout SplitMix) -> Double {
    switch generator.next(below: 6) {
    case 0: return Double(generator.next(below: 200)) - 100
    case 1: return 0.1 * Double(generator.next(below: 100))
    case 2: return (generator.unit() - 0.5) * 1e20
    case 3: return (generator.unit() - 0.5) * 1e-9
    case 4: return 1
    default: return generator.unit() * 1000 - 500
    }
  }

  static func strength(_ generator: inout SplitMix) -> Strength {
    let words: [Strength] = [.required, .strong, .medium, .weak]
    if generator.next(below: 2) == 0 { return words[generator.next(below: 4)] }
    let number = generator.unit() * pow10(Double(generator.next(below: 9)))
    return Strength(kiwiStrength: number) ?? .weak
  }
}
