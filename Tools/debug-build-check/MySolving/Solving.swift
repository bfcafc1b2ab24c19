// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving

/// A target that links the solver alone (README, Installation): the widest `x` that fits
/// between two margins of 8 in `width`.
public func widest(in width: Double) throws -> Double {
  let solver = SimplexSolver()
  let x = solver.makeVariable(named: "x")
  let right = solver.makeVariable(named: "right")
  try solver.add(x >= 8)
  try solver.add(right <= width - 8)
  try solver.add(right >= x)
  try solver.add((right - x == width) | .weak)
  return solver.value(of: right) - solver.value(of: x)
}
