// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonrySolving
import Testing
import _MasonryTestSupport

@Suite struct ConstraintSystemDiagnosisTests {
  /// A row of two equal views in a container at most 600 wide, with a constraint that cannot
  /// hold, a constant that cannot be set, and a removal of the constraint that was left out.
  let row = """
    # two equal views side by side in a container whose width the user drags
    edit W strong
    required: a.x == 8
    gap required: b.x == a.x + a.w + 8

    required: b.x + b.w + 8 == W
    required: a.w == b.w
      required: a.w >= 100
    required: W <= 600
    # the next one cannot hold with lines 3 to 9
    wide required: a.w >= 1000
    suggest W 320
    update
    constant gap -500
    update
    remove wide
    update
    wide required: a.w >= 1000
    update
    """

  @Test(arguments: Engine.allCases)
  func conflictsNameTheLinesOfTheirConstraints(engine: Engine) throws {
    let diagnosis = try ConstraintSystemDiagnosis(csysText: row, solver: engine.make())
    #expect(diagnosis.conflictCount == 1 && diagnosis.errorCount == 0 && !diagnosis.isClean)
    #expect(
      diagnosis.report == """
        5 variables, 7 constraints, 1 edit variable, 4 rounds

        Conflict: line 11 cannot hold together with lines 3, 4, 6, 7 and 9; it is left out
            line 3: required: a.x == 8
            line 4: gap required: b.x == a.x + a.w + 8
            line 6: required: b.x + b.w + 8 == W
            line 7: required: a.w == b.w
            line 9: required: W <= 600
            line 11: wide required: a.w >= 1000

        Values after the build:
            W   = 224
            a.x = 8
            b.x = 116
            a.w = 100
            b.w = 100

        Ambiguous: none

        """)
  }

  @Test(arguments: Engine.allCases)
  func roundsReportEachUpdate(engine: Engine) throws {
    let diagnosis = try ConstraintSystemDiagnosis(
      csysText: row, solver: engine.make(), playsRounds: true)
    #expect(diagnosis.conflictCount == 3 && diagnosis.errorCount == 1)
    expectSnapshot(diagnosis.report, named: "csys-row-rounds")
  }

  @Test func refusedStepsAreReportedWithTheSystemsNames() throws {
    let text = """
      edit x required
      edit y strong
      required: x + y == 10
      suggest x 4
      suggest y 3
      update
      """
    let diagnosis = try ConstraintSystemDiagnosis(
      csysText: text, solver: Engine.simplex.make(), playsRounds: true)
    #expect(diagnosis.errorCount == 2)
    #expect(
      diagnosis.report == """
        2 variables, 1 constraint, 2 edit variables, 1 round

        Error: line 1: the edit variable x cannot be required; skipped
            line 1: edit x required

        Values after the build:
            x = 10
            y = 0

        Ambiguous: none

        Error: line 4: x is not an edit variable; skipped
            line 4: suggest x 4

        Values after round 1 (update on line 6):
            x = 7
            y = 3

        Ambiguous: none

        """)
  }

  @Test func ambiguousVariablesNameTheirFreedom() throws {
    let text = """
      required: x + y == 10
      strong: z >= 0
      """
    let diagnosis = try ConstraintSystemDiagnosis(csysText: text, solver: Engine.simplex.make())
    #expect(diagnosis.isClean)
    #expect(
      diagnosis.report.hasSuffix(
        """
        Ambiguous:
            x can move with y, which nothing fixes
            y can move: nothing fixes it
            z can move: line 2 does not bind (strong: z >= 0)

        """))
  }

  @Test func unreadableTextThrowsWithItsLine() {
    #expect(
      throws: CSysError(
        line: 2, message: "expected '==', '<=' or '>=' after the left-hand side, found '='")
    ) {
      try ConstraintSystemDiagnosis(
        csysText: "# x\nrequired: x = 8\n", solver: Engine.simplex.make())
    }
  }
}

@Suite struct CSysSolveCommandTests {
  let files: [String: [UInt8]] = [
    "row.csys": Array("required: x == 8\nrequired: x <= 5\n".utf8),
    "bad.csys": Array("# x\nx = 8\n".utf8),
    "latin1.csys": Array("# caf".utf8) + [0xE9] + Array("\nrequired: x == 8\n".utf8),
    "nul.csys": Array("required: x == 8\nrequired: \0x == 1\n".utf8),
  ]

  func run(_ arguments: [String], stdin: String = "required: y == 2\n")
    -> CSysSolveCommand.Outcome
  {
    CSysSolveCommand.run(
      arguments, read: { path in path.map { files[$0] } ?? Array(stdin.utf8) },
      makeSolver: { name in Engine(rawValue: name)?.make() })
  }

  @Test func solvesAFileWithTheChosenEngine() {
    for engine in Engine.allCases {
      let outcome = run(["--engine", engine.rawValue, "row.csys"])
      #expect(
        outcome
          == CSysSolveCommand.Outcome(
            output: """
              1 variable, 2 constraints, 0 edit variables, 0 rounds

              Conflict: line 2 cannot hold together with line 1; it is left out
                  line 1: required: x == 8
                  line 2: required: x <= 5

              Values after the build:
                  x = 8

              Ambiguous: none

              """, status: 1))
    }
  }

  @Test func readsStandardInputAndReportsMistakes() {
    #expect(run([]).output.hasPrefix("1 variable, 1 constraint,"))
    #expect(run(["-", "--rounds"]).status == 0)
    #expect(run(["--help"]) == CSysSolveCommand.Outcome(output: CSysSolveCommand.usage))
    #expect(
      run(["bad.csys"])
        == CSysSolveCommand.Outcome(
          errorOutput:
            "bad.csys:2: error: expected a constraint ('[LABEL] STRENGTH: EXPR OP EXPR') or a line"
            + " starting with edit, suggest, update, remove or constant, found 'x'\n",
          status: 2))
    #expect(
      run(["missing.csys"])
        == CSysSolveCommand.Outcome(
          errorOutput: "csys-solve: cannot read 'missing.csys'\n", status: 2))
    #expect(
      run(["--engine", "kiwi"])
        == CSysSolveCommand.Outcome(
          errorOutput: "csys-solve: unknown engine 'kiwi': use simplex or gauss\n", status: 2))
    #expect(run(["--engine"]).status == 2)
    #expect(run(["--verbose"]).errorOutput.hasPrefix("csys-solve: unexpected argument '--verbose'"))
    #expect(run(["a.csys", "b.csys"]).status == 2)
  }

  /// Bytes that are not UTF-8 are refused with their line and offset (issue 12: "cannot read
  /// FILE" gave neither); a NUL byte is quoted as an escape, never raw.
  @Test func reportsBytesThatAreNotUTF8AndEscapesControlCharacters() {
    #expect(
      run(["latin1.csys"])
        == CSysSolveCommand.Outcome(
          errorOutput: "latin1.csys:1: error: the file is not UTF-8: byte 5 (0xE9) is invalid\n",
          status: 2))
    let nul = run(["nul.csys"])
    #expect(nul.status == 2)
    #expect(nul.errorOutput.hasPrefix("nul.csys:2: error: "))
    #expect(nul.errorOutput.contains("\\u{0}"))
    #expect(!nul.errorOutput.contains("\0"))
  }
}
