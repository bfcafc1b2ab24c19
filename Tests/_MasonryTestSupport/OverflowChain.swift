// SPDX-License-Identifier: MIT

public import MasonrySolving

/// Adds to `solver` the chain the overflow tests share: `x` an edit variable at `strong`
/// suggested 1, and the required links `y[i] == ratio * y[i - 1]` for `links` links (38 links
/// of 1e8, the default, put y38 at 1e304, next to the largest double). Returns the chain, `x`
/// first, and the links' handles in order; the solver is not solved yet.
public func addOverflowChain(
  to solver: some ConstraintSolver, links: Int = 38, ratio: Double = 1e8
) throws -> (chain: [Variable], handles: [ConstraintHandle]) {
  var chain = [solver.makeVariable(named: "x")]
  try solver.addEditVariable(chain[0], strength: .strong)
  var handles: [ConstraintHandle] = []
  for i in 1...links {
    chain.append(solver.makeVariable(named: "y\(i)"))
    handles.append(try solver.add(chain[i] == ratio * chain[i - 1]))
  }
  try solver.suggestValue(1, for: chain[0])
  return (chain, handles)
}
