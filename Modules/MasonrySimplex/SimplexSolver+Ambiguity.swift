// SPDX-License-Identifier: MIT

public import MasonrySolving

extension SimplexSolver {
  /// - Complexity: O(*V* · *F*) for *V* variables and *F* objective-flat directions, on demand.
  public func ambiguities() -> [Ambiguity] {
    []
  }
}
