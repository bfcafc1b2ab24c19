// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@Suite struct CSysReplayTests {
  static let text = """
    edit W strong
    gap required: b == a + 8
    weak: b <= W
    suggest W 100
    update
    constant gap -12
    remove gap
    gap required: b == a + 9
    update
    """

  @Test func buildsInOrderWithNamesAndSolves() throws {
    let system = try ConstraintSystem(csysText: Self.text)
    let replay = try ConstraintSystemReplay(system, into: RecordingSolver())
    #expect(
      replay.solver.log == [
        "make W", "make b", "make a", "edit W strong", "add c0: 1.0*b -1.0*a ==",
        "add c1: 1.0*b -1.0*W <=", "solve",
      ])
    #expect(replay.variables == [Variable(id: 0), Variable(id: 1), Variable(id: 2)])
    #expect(replay.handle(ofBuildConstraint: 1) == ConstraintHandle(index: 1, generation: 0))
    #expect(replay.handle(labeled: "gap") == ConstraintHandle(index: 0, generation: 0))
  }

  @Test func playsRoundsInOrder() throws {
    let system = try ConstraintSystem(csysText: Self.text)
    var replay = try ConstraintSystemReplay(system, into: RecordingSolver())
    replay.solver.log = []
    try replay.playRounds()
    #expect(
      replay.solver.log == [
        "suggest W 100.0", "solve", "constant c0 -12.0", "remove c0", "add c2: 1.0*b -1.0*a ==",
        "solve",
      ])
    #expect(replay.handle(labeled: "gap") == ConstraintHandle(index: 2, generation: 0))
    #expect(replay.handle(ofBuildConstraint: 0) == ConstraintHandle(index: 2, generation: 0))
  }

  @Test func renumbersIntoASolverThatAlreadyHasVariables() throws {
    let system = try ConstraintSystem(csysText: Self.text)
    let solver = RecordingSolver()
    _ = solver.makeVariable(named: "other")
    var replay = try ConstraintSystemReplay(system, into: solver)
    try replay.play(round: 0)
    #expect(replay.variables == [Variable(id: 1), Variable(id: 2), Variable(id: 3)])
    #expect(replay.variable(Variable(id: 0)) == Variable(id: 1))
    #expect(solver.log.contains("add c0: 1.0*b -1.0*a =="))
    #expect(solver.value(of: Variable(id: 1)) == 100)
  }

  @Test func listsValuesSortedByName() throws {
    let system = try ConstraintSystem(csysText: Self.text)
    var replay = try ConstraintSystemReplay(system, into: RecordingSolver())
    try replay.play(round: 0)
    #expect(replay.values().map(\.name) == ["W", "a", "b"])
    #expect(replay.values().map(\.value) == [100, 0, 0])
  }

  @Test func refusesAMissingRound() throws {
    var replay = try ConstraintSystemReplay(
      try ConstraintSystem(csysText: Self.text), into: RecordingSolver())
    #expect(throws: ReplayError(message: "no round 3: the system has 2")) {
      try replay.play(round: 2)
    }
  }

  @Test func refusesUnknownLabelsAndVariablesBeforeBuilding() {
    let x = Variable(id: 0)
    let stray = ConstraintSystem(
      variableNames: ["x"],
      build: [.constraint(LinearConstraint(Expression(terms: [Term(Variable(id: 4))]), .equal))])
    #expect(throws: ReplayError(message: "unknown variable v4")) { try ReplayPlan(stray) }
    let unlabelled = ConstraintSystem(
      variableNames: ["x"], build: [.constraint(LinearConstraint(Expression(x), .equal))],
      rounds: [.init([.remove(label: "gap")])])
    #expect(throws: ReplayError(message: "unknown label 'gap'")) { try ReplayPlan(unlabelled) }
  }

  @Test func explainsARefusedStepInCSysWords() throws {
    let system = try ConstraintSystem(csysText: "required: x >= 10\nrequired: x <= 5\n")
    let solver = RecordingSolver()
    solver.refuse = { constraint in
      guard constraint.relation == .lessThanOrEqual else { return nil }
      return .unsatisfiable(
        Conflict(constraint: constraint, conflicting: [ConstraintHandle(index: 0, generation: 0)]))
    }
    let error = try #require(throws: ReplayError.self) {
      try ConstraintSystemReplay(system, into: solver)
    }
    #expect(
      error.message
        == "build step 2, 'required: x <= 5': unsatisfiable required constraint: it conflicts"
        + " with 'required: x >= 10'")
    #expect(error.solverError != nil)
  }

  /// Copies built side by side take each build step in turn (every copy before the next
  /// step), each solving once at the end, and each receives what a build alone sends.
  @Test func buildsCopiesSideBySideStepByStep() throws {
    let system = try ConstraintSystem(csysText: "required: x >= 10\nweak: y == x + 2\n")
    final class Order { var steps: [String] = [] }
    let order = Order()
    let solvers = (0..<3).map { k in
      let solver = RecordingSolver()
      solver.refuse = { constraint in
        order.steps.append("\(k) \(constraint.relation)")
        return nil
      }
      return solver
    }
    let copies = try ConstraintSystemReplay.sideBySide(try ReplayPlan(system), into: solvers)
    #expect(
      order.steps == [
        "0 >=", "1 >=", "2 >=", "0 ==", "1 ==", "2 ==",
      ])
    let alone = try ConstraintSystemReplay(system, into: RecordingSolver())
    #expect(copies.count == 3)
    for copy in copies { #expect(copy.solver.log == alone.solver.log) }
  }

  /// A copy that refuses a build step stops the side-by-side build with the step's words.
  @Test func explainsAStepACopyRefusesSideBySide() throws {
    let system = try ConstraintSystem(csysText: "required: x >= 10\nrequired: x <= 5\n")
    let solvers = [RecordingSolver(), RecordingSolver()]
    solvers[1].refuse = { constraint in
      guard constraint.relation == .lessThanOrEqual else { return nil }
      return .unsatisfiable(Conflict(constraint: constraint, conflicting: []))
    }
    let error = try #require(throws: ReplayError.self) {
      try ConstraintSystemReplay.sideBySide(try ReplayPlan(system), into: solvers)
    }
    #expect(error.message.hasPrefix("build step 2, 'required: x <= 5'"))
    // The first copy took the step; the second refused it, and neither solved.
    #expect(solvers[0].log.last == "add c1: 1.0*x <=")
    #expect(!solvers[1].log.contains("solve"))
  }

  @Test func reportsOtherSolverErrorsWithTheStep() throws {
    let system = try ConstraintSystem(csysText: "edit W strong\nsuggest W 3\nupdate\n")
    let solver = RecordingSolver()
    var replay = try ConstraintSystemReplay(system, into: solver)
    solver.edits = []
    let error = try #require(throws: ReplayError.self) { try replay.play(round: 0) }
    #expect(error.message == "round 1, 'suggest W 3': v0 is not an edit variable")
    #expect(error.solverError == .unknownEditVariable(Variable(id: 0)))
  }
}
