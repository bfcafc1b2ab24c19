// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// The examples in the documentation give the values they claim.
@Suite struct DocumentationExampleTests {
  @Test func typeExample() throws {
    let solver = GaussSolver()
    let x = solver.makeVariable(named: "x")
    try solver.add((x == 0) | .weak)
    try solver.add((x == 10) | .weak)
    #expect(isClose(solver.value(of: x), 5))
  }

  @Test func landingPageExample() throws {
    let solver = GaussSolver()
    let left = solver.makeVariable(named: "left")
    let width = solver.makeVariable(named: "width")
    try solver.add(left >= 8)
    try solver.add(left + width <= 300)
    try solver.add((width == 320) | .strong)
    try solver.add((left == 0) | .weak)
    #expect(isClose(solver.value(of: left), 8))
    #expect(isClose(solver.value(of: width), 292))
  }
}
