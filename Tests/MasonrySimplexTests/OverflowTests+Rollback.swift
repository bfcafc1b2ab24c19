// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

extension OverflowTests {
  /// An add refused as an overflow leaves every value bit for bit as before, on chains whose
  /// values a rebuild of the tableau rounds otherwise (ratios that are not powers of ten, a
  /// suggestion that is not a power of two): the refusal puts back the state before the call,
  /// not a tableau rebuilt without the constraint (whose values matched to 1e-8 only).
  @Test(arguments: Engine.allCases, [7.3e7, 3.7e7, 9.3e6])
  func anAddRefusedAsOverflowLeavesEveryBit(engine: Engine, ratio: Double) throws {
    let s = engine.make()
    var links = 0
    var top = 1.0
    while top * ratio < 1e300 {
      top *= ratio
      links += 1
    }
    let (chain, handles) = try addOverflowChain(to: s, links: links, ratio: ratio)
    try s.suggestValue(1.2345678901, for: chain[0])
    try s.solve()
    let wish = (chain[0] == 1e9) | Strength(priority: 999)
    for constraint in [chain[0] == 1e9, wish, chain[links] == 0.7 * chain[links - 1] + 3] {
      Self.refusedOrFinite(s, handles, "\(engine), ratio \(ratio): \(constraint)") {
        _ = try s.add(constraint)
      }
    }
  }
}
