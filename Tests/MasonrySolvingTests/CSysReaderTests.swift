// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@Suite struct CSysReaderTests {
  private func read(_ text: String) throws -> ConstraintSystem {
    try ConstraintSystem(csysText: text)
  }

  private func onlyConstraint(_ text: String) throws -> LinearConstraint {
    let system = try read(text)
    return try #require(system.buildConstraints.first).constraint
  }

  @Test func skipsBlankLinesAndComments() throws {
    let system = try read("\n# a comment\n   \n  # indented comment\n\t\n")
    #expect(system == ConstraintSystem())
  }

  @Test func readsAnEditLine() throws {
    let system = try read("edit W strong\nedit H 2500000\n")
    #expect(system.variableNames == ["W", "H"])
    #expect(
      system.build == [
        .edit(Variable(id: 0), .strong),
        .edit(Variable(id: 1), Strength(priority: 750, weight: 2.5)),
      ])
  }

  @Test func readsAConstraintLine() throws {
    let system = try read("required: x == y + w + 8\n")
    #expect(system.variableNames == ["x", "y", "w"])
    let (x, y, w) = (Variable(id: 0), Variable(id: 1), Variable(id: 2))
    #expect(
      system.build == [
        .constraint(LinearConstraint(x - y - w - Double(8), .equal, strength: .required))
      ])
  }

  @Test(arguments: [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)])
  func readsEachRelation(text: String, relation: Relation) throws {
    #expect(try onlyConstraint("required: x \(text) 1").relation == relation)
  }

  @Test(arguments: [
    ("required", Strength.required), ("strong", .strong), ("medium", .medium), ("weak", .weak),
    ("1250", Strength(priority: 500, weight: 1.25)),
    ("2500000", Strength(priority: 750, weight: 2.5)),
    ("0.5", Strength(priority: 250, weight: 0.5)), ("1e3", .medium), ("1001001000", .required),
  ])
  func readsStrengthWordsAsExactPrioritiesAndNumbersOnKiwisScale(text: String, strength: Strength)
    throws
  {
    #expect(try onlyConstraint("\(text): x >= 0").strength == strength)
  }

  @Test func readsCoefficientsExponentsAndLeadingMinus() throws {
    let constraint = try onlyConstraint("strong: -a + 0.5 * b - 2 * c - 1.67772e+07 <= -d - .5")
    let (a, b, c, d) = (Variable(id: 0), Variable(id: 1), Variable(id: 2), Variable(id: 3))
    #expect(
      constraint.expression
        == Expression(
          terms: [
            Term(a, coefficient: -1), Term(b, coefficient: 0.5), Term(c, coefficient: -2), Term(d),
          ],
          constant: -16_777_200 + 0.5))
    #expect(constraint.relation == .lessThanOrEqual)
  }

  @Test func readsExponentForms() throws {
    #expect(try onlyConstraint("required: x == 2E3").expression.constant == -2000)
    #expect(try onlyConstraint("required: x == 1e-3").expression.constant == -0.001)
    #expect(try onlyConstraint("required: x == 1.5e+2").expression.constant == -150)
  }

  @Test func keepsRepeatedVariablesAsSeparateTerms() throws {
    let constraint = try onlyConstraint("required: x + x == 3 * x")
    #expect(constraint.expression.terms.map(\.coefficient) == [1, 1, -3])
  }

  @Test func readsNamesWithDotsDigitsAndUnderscores() throws {
    let system = try read("required: _a.b1 + view.2.width >= 0")
    #expect(system.variableNames == ["_a.b1", "view.2.width"])
  }

  @Test func readsALabel() throws {
    let system = try read("gap required: b - a >= 8")
    #expect(system.buildConstraints.map(\.label) == ["gap"])
  }

  @Test func readsRounds() throws {
    let system = try read(
      """
      edit W strong
      gap required: x >= 8
      suggest W 320
      update
      constant gap -16
      suggest W -1.5e2
      update
      remove gap
      update
      gap required: x >= 9
      update
      """)
    let w = Variable(id: 0)
    let x = Variable(id: 1)
    #expect(
      system.rounds == [
        .init([.suggest(w, 320)]),
        .init([.setConstant(label: "gap", -16), .suggest(w, -150)]),
        .init([.remove(label: "gap")]),
        .init([.add(.init(LinearConstraint(x - Double(9), .greaterThanOrEqual), label: "gap"))]),
      ])
  }

  @Test func readsAnUpdateWithNoChanges() throws {
    let system = try read("required: x == 1\nupdate\nupdate\n")
    #expect(system.rounds == [.init(), .init()])
  }

  @Test func readsCarriageReturnLineEnds() throws {
    let system = try read("edit W strong\r\nrequired: x <= W\r\nsuggest W 10\r\nupdate\r\n")
    #expect(system.variableNames == ["W", "x"])
    #expect(system.rounds.count == 1)
  }

  @Test func numbersVariablesInOrderOfFirstAppearance() throws {
    let system = try read("edit c strong\nrequired: b == a + c\nweak: d == b\n")
    #expect(system.variableNames == ["c", "b", "a", "d"])
  }

  @Test func letsARoundAddBackARemovedConstraintOrAddAndRemoveANewOne() throws {
    let system = try read(
      """
      gap required: x >= 8
      remove gap
      gap required: x >= 8
      update
      extra weak: x == 3
      update
      remove extra
      update
      """)
    #expect(system.rounds.count == 3)
  }
}
