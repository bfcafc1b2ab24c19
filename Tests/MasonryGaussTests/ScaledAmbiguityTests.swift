// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// `ambiguities()` over column-scaled variables (see `GaussSolver`'s column scaling): the
/// freedoms are judged in the scaled units, where a chain `y[i] == 1e8 * y[i - 1]` moves every
/// link along one direction; in the variables' own units that direction's part along x is
/// 1e-304 of its length, below every tolerance, and only the last link would seem to move.
@Suite struct ScaledAmbiguityTests {
  /// A solver holding `chain[i] == factor * chain[i - 1]` for `links` links.
  static func chain(factor: Double, links: Int) throws -> (GaussSolver, [Variable]) {
    let s = GaussSolver()
    var chain = [s.makeVariable(named: "x")]
    for i in 1...links {
      chain.append(s.makeVariable(named: "y\(i)"))
      try s.add(chain[i] == factor * chain[i - 1])
    }
    return (s, chain)
  }

  /// The same freedoms with a factor of 1e8 (scaled columns) as with 2 (none scaled).
  @Test(arguments: [2.0, 1e8])
  func everyLinkMovesWithTheFirst(factor: Double) throws {
    let (s, chain) = try Self.chain(factor: factor, links: 38)
    try s.solve()
    #expect(s.ambiguities() == chain.map { Ambiguity(variable: $0, freedom: .variable(chain[0])) })
  }

  @Test(arguments: [2.0, 1e8])
  func everyLinkMovesWhenTheBoundSlackens(factor: Double) throws {
    let (s, chain) = try Self.chain(factor: factor, links: 38)
    let floor = try s.add(chain[0] >= 1)
    try s.solve()
    #expect(s.value(of: chain[0]) == 1)
    #expect(s.ambiguities() == chain.map { Ambiguity(variable: $0, freedom: .constraint(floor)) })
    // A wish pins the chain: nothing is free.
    try s.add((chain[0] == 3) | .weak)
    #expect(s.ambiguities().isEmpty)
  }

  /// A second chain hanging off the middle link of the first, with a free offset: the links
  /// after the offset move with it, the others with x.
  @Test(arguments: [2.0, 1e8])
  func twoParametersAreTold(factor: Double) throws {
    let (s, chain) = try Self.chain(factor: factor, links: 30)
    let offset = s.makeVariable(named: "offset")
    let z = s.makeVariable(named: "z")
    try s.add(z == factor * chain[15] + offset)
    try s.solve()
    let expected =
      chain.map { Ambiguity(variable: $0, freedom: .variable(chain[0])) } + [
        Ambiguity(variable: offset, freedom: .variable(offset)),
        Ambiguity(variable: z, freedom: .variable(chain[0])),
      ]
    #expect(s.ambiguities() == expected)
  }
}
