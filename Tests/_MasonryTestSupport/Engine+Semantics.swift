// SPDX-License-Identifier: MIT

public import MasonrySolving

extension Engine {
  /// The engines that minimise the given objective, for tests whose expected answers hold
  /// under one semantics only: `@Test(arguments: Engine.implementing(.weightedAbsoluteError))`.
  public static func implementing(_ semantics: SolverSemantics) -> [Engine] {
    allCases.filter { $0.semantics == semantics }
  }
}
