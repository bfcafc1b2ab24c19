// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

/// Every reader error, word for word, with its line.
@Suite struct CSysReaderErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var message: String

    var testDescription: String { message }
  }

  static let cases: [Case] = [
    Case(
      text: "# header\n\nrequired: x = 8", line: 3,
      message: "expected '==', '<=' or '>=' after the left-hand side, found '='"),
    Case(
      text: "required: x y == 8", line: 1,
      message: "expected '==', '<=' or '>=' after the left-hand side, found 'y'"),
    Case(
      text: "required: x + 1", line: 1,
      message: "expected '==', '<=' or '>=' after the left-hand side, found the end of the line"),
    Case(
      text: "required: x == 8 y", line: 1,
      message: "expected '+', '-' or the end of the line after the right-hand side, found 'y'"),
    Case(
      text: "required: x == y == z", line: 1,
      message: "expected '+', '-' or the end of the line after the right-hand side, found '=='"),
    Case(
      text: "required: == 8", line: 1,
      message: "expected a number or a variable name, found '=='"),
    Case(
      text: "required:", line: 1,
      message: "expected a number or a variable name, found the end of the line"),
    Case(
      text: "required: x == @", line: 1,
      message: "expected a number or a variable name, found '@'"),
    Case(
      text: "required: x + + y == 0", line: 1,
      message: "expected a number or a variable name, found '+'"),
    Case(
      text: "required: 2 * 3 == x", line: 1,
      message: "expected a variable name after '*', found '3'"),
    Case(text: "required: 2x == 1", line: 1, message: "invalid number '2x'"),
    Case(text: "required: x == 1.2.3", line: 1, message: "invalid number '1.2.3'"),
    Case(text: "required: x == 1e", line: 1, message: "invalid number '1e'"),
    Case(text: "required: x == 1e999", line: 1, message: "number out of range '1e999'"),
    Case(text: ": x == 1", line: 1, message: "expected a strength before ':'"),
    Case(
      text: "a b  required : x == 1", line: 1,
      message: "expected '[LABEL] STRENGTH' before ':', found 'a b required'"),
    Case(
      text: "strongest: x == 1", line: 1,
      message:
        "unknown strength 'strongest': expected required, strong, medium, weak or a positive number"
    ),
    Case(
      text: "-5: x == 1", line: 1,
      message: "unknown strength '-5': expected required, strong, medium, weak or a positive number"
    ),
    Case(text: "0: x == 1", line: 1, message: "the strength must be positive, found '0'"),
    Case(text: "edit W", line: 1, message: "expected 'edit NAME STRENGTH'"),
    Case(text: "edit 1W strong", line: 1, message: "invalid variable name '1W'"),
    Case(
      text: "edit W loud", line: 1,
      message:
        "unknown strength 'loud': expected required, strong, medium, weak or a positive number"
    ),
    Case(
      text: "edit W strong\nedit W weak", line: 2,
      message: "'W' is already an edit variable (line 1)"),
    Case(
      text: "update\nedit W strong", line: 2,
      message:
        "'edit' lines belong to the build, before the first suggest, update, remove or constant line"
    ),
    Case(text: "edit W strong\nsuggest W", line: 2, message: "expected 'suggest NAME VALUE'"),
    Case(text: "suggest 9W 1", line: 1, message: "invalid variable name '9W'"),
    Case(text: "required: W >= 0\nsuggest W 1", line: 2, message: "'W' is not an edit variable"),
    Case(text: "edit W strong\nsuggest W abc", line: 2, message: "invalid number 'abc'"),
    Case(text: "edit W strong\nsuggest W --1", line: 2, message: "invalid number '--1'"),
    Case(text: "update now", line: 1, message: "unexpected 'now' after 'update'"),
    Case(text: "remove", line: 1, message: "expected 'remove LABEL'"),
    Case(text: "remove gap", line: 1, message: "unknown label 'gap'"),
    Case(
      text: "gap required: x >= 0\nremove gap\nremove gap", line: 3,
      message: "the constraint labelled 'gap' was removed on line 2"),
    Case(
      text: "gap required: x >= 0\nremove gap\nconstant gap 3", line: 3,
      message: "the constraint labelled 'gap' was removed on line 2"),
    Case(text: "constant gap", line: 1, message: "expected 'constant LABEL VALUE'"),
    Case(text: "constant gap 1", line: 1, message: "unknown label 'gap'"),
    Case(
      text: "gap required: x >= 0\nconstant gap x", line: 2, message: "invalid number 'x'"),
    Case(
      text: "gap required: x >= 0\nweak: y == 1\ngap weak: x == 3", line: 3,
      message: "the label 'gap' is already in use (line 1)"),
    Case(
      text: "required: x >= 0\nupdate\nweak: x == 3\nupdate", line: 3,
      message:
        "a constraint added after the build needs a label, so that a later round can remove it"),
    Case(
      text: "frobnicate x", line: 1,
      message:
        "expected a constraint ('[LABEL] STRENGTH: EXPR OP EXPR') or a line starting with edit,"
        + " suggest, update, remove or constant, found 'frobnicate'"),
    Case(
      text: "edit W strong\nsuggest W 1\nupdate\nsuggest W 2\n\n# no update\n", line: 4,
      message: "the last round does not end with 'update'"),
    Case(
      text: "gap required: x >= 0\nupdate\nremove gap\nupdate\n", line: 3,
      message:
        "the constraint labelled 'gap' is removed and never added back, so the rounds cannot be"
        + " replayed in a cycle"),
    Case(
      text: "required: x >= 0\nupdate\nextra weak: x == 1\nupdate\n", line: 3,
      message:
        "the constraint labelled 'extra' is added after the build and never removed, so the"
        + " rounds cannot be replayed in a cycle"),
  ]

  @Test(arguments: cases)
  func reportsTheLineAndTheMessage(_ testCase: Case) {
    #expect(throws: CSysError(line: testCase.line, message: testCase.message)) {
      try ConstraintSystem(csysText: testCase.text)
    }
  }

  @Test func describesAnErrorWithItsLine() {
    let error = CSysError(
      line: 12, message: "expected '==', '<=' or '>=' after the left-hand side, found '='")
    #expect(
      error.description
        == "line 12: expected '==', '<=' or '>=' after the left-hand side, found '='")
  }

  @Test func reportsTheEarliestOfSeveralCycleProblems() {
    let text = "b required: x >= 0\na required: y >= 0\nupdate\nremove b\nremove a\nupdate\n"
    #expect(
      throws: CSysError(
        line: 4,
        message: "the constraint labelled 'b' is removed and never added back, so the rounds cannot"
          + " be replayed in a cycle")
    ) {
      try ConstraintSystem(csysText: text)
    }
  }
}
