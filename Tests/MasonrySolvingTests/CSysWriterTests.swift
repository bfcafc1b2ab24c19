// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@Suite struct CSysWriterTests {
  @Test func writesEveryLineKind() throws {
    var system = ConstraintSystem()
    let w = system.variable(named: "W")
    let x0 = system.variable(named: "x0")
    let x1 = system.variable(named: "x1")
    let w0 = system.variable(named: "w0")
    system.build = [
      .edit(w, .strong),
      .constraint(x0 == Double(8)),
      .constraint(x1 == x0 + w0 + Double(8), label: "gap"),
      .constraint((2 * x1 - 0.5 * w0 >= Double(-3)) | .weak),
      .constraint((-x0 <= w + Double(1.5e-9)) | Strength(priority: 500, weight: 1.25)),
      .constraint(LinearConstraint(Expression(4), .lessThanOrEqual)),
    ]
    let gap = LinearConstraint(x1 - x0 - w0 - Double(12), .equal)
    system.rounds = [
      .init([.suggest(w, 320)]),
      .init([.setConstant(label: "gap", -16), .suggest(w, -4.5)]),
      .init([.remove(label: "gap"), .add(.init(gap, label: "gap"))]),
      .init(),
    ]
    #expect(
      try system.csysText() == """
        edit W strong
        required: x0 == 8
        gap required: x1 - x0 - w0 == 8
        weak: 2 * x1 - 0.5 * w0 >= -3
        1250: -x0 - W <= 1.5e-09
        required: 0 <= -4
        suggest W 320
        update
        constant gap -16
        suggest W -4.5
        update
        remove gap
        gap required: x1 - x0 - w0 == 12
        update
        update

        """)
  }

  @Test(arguments: [
    (Strength.required, "required"), (.strong, "strong"), (.medium, "medium"), (.weak, "weak"),
    (Strength(priority: 1000, weight: 7), "required"),
    (Strength(priority: 750, weight: 2.5), "2500000"),
    (Strength(priority: 500, weight: 1.25), "1250"),
    (Strength(priority: 250, weight: 0.5), "0.5"),
    // Priorities with no kiwi equivalent: the tier they reach, with their weight.
    (Strength(priority: 900, weight: 1), "strong"), (Strength(priority: 600, weight: 2), "2000"),
    (Strength(priority: 600, weight: 1), "medium"), (Strength(priority: 100, weight: 3), "3"),
  ])
  func writesStrengthsOnKiwisScale(strength: Strength, text: String) throws {
    var system = ConstraintSystem()
    let x = system.variable(named: "x")
    system.build = [.constraint((x >= Double(0)) | strength)]
    #expect(try system.csysText() == "\(text): x >= 0\n")
  }

  @Test func aStrengthNumberReadsBackAsTheSameStrength() throws {
    var generator = SplitMix(seed: 7)
    for _ in 0..<2000 {
      let exponent = Double(generator.next(below: 10)) - 1
      let number = (1 + generator.unit() * 9) * pow10(exponent)
      let strength = try #require(Strength(kiwiStrength: number))
      var system = ConstraintSystem()
      let x = system.variable(named: "x")
      system.build = [.constraint((x >= Double(0)) | strength)]
      let again = try ConstraintSystem(csysText: try system.csysText())
      #expect(again == system, "\(number)")
    }
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    var system: ConstraintSystem
    var error: CSysError
    var testDescription: String { error.description }
  }

  static let failures: [Failure] = {
    let x = Variable(id: 0)
    let named = { (name: String, build: [ConstraintSystem.BuildStep]) in
      ConstraintSystem(variableNames: [name], build: build)
    }
    let ok = LinearConstraint(Expression(x), .equal)
    return [
      Failure(
        system: named("x", [.constraint(ok), .constraint(x == .infinity)]),
        error: CSysError(line: 2, message: "non-finite number inf")),
      Failure(
        system: named("x", [.constraint(Double.nan * x == Double(0))]),
        error: CSysError(line: 1, message: "non-finite number nan")),
      Failure(
        system: named("two words", [.constraint(ok)]),
        error: CSysError(line: 1, message: "invalid variable name 'two words'")),
      Failure(
        system: named("x", [.constraint(x + Variable(id: 3) == Double(0))]),
        error: CSysError(line: 1, message: "unknown variable v3")),
      Failure(
        system: named("x", [.constraint(ok, label: "a:b")]),
        error: CSysError(line: 1, message: "invalid label 'a:b'")),
      Failure(
        system: named("x", [.constraint(ok, label: "#a")]),
        error: CSysError(line: 1, message: "invalid label '#a'")),
      Failure(
        system: named("x", [.constraint(ok, label: "")]),
        error: CSysError(line: 1, message: "invalid label ''")),
      Failure(
        system: named("x", [.constraint(ok | Strength(priority: 0))]),
        error: CSysError(line: 1, message: "invalid strength: priority 0.0, weight 1.0")),
      Failure(
        system: named("x", [.edit(x, Strength(priority: 750, weight: 1e303))]),
        error: CSysError(line: 1, message: "invalid strength: priority 750.0, weight 1e+303")),
      Failure(
        system: ConstraintSystem(
          variableNames: ["x"], build: [.edit(x, .strong)],
          rounds: [.init([.suggest(x, 1)]), .init([.suggest(x, .nan)])]),
        error: CSysError(line: 4, message: "non-finite number nan")),
    ]
  }()

  @Test(arguments: failures)
  func refusesWhatTheReaderCouldNotReadBack(_ failure: Failure) {
    #expect(throws: failure.error) { try failure.system.csysText() }
  }
}

/// 10 to an integer power, exactly where the result is representable.
func pow10(_ exponent: Double) -> Double {
  var result = 1.0
  for _ in 0..<Int(abs(exponent)) { result *= 10 }
  return exponent < 0 ? 1 / result : result
}
