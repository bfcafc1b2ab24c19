// SPDX-License-Identifier: MIT

/// When the optimisation that a build leaves pending runs before the build ends.
///
/// An add only needs a feasible tableau, so the primal simplex waits for the next read (see
/// ``SimplexCore/settle()``): a build optimises once, at its end. But phase 1 of each add starts
/// from wherever the adds before it left the tableau, and that can be far from the optimum. In a
/// tree of nested containers, every size stays at zero until the optimum is sought, so the
/// required fill of each new container is violated, and phase 1 grows its ancestors, pivoting
/// symbols that the rows of whole subtrees hold; the final optimisation then pivots such
/// symbols again, in a tableau grown to its full size.
///
/// So each time the row count doubles, the cells phase 1 has substituted since the last check
/// are compared with the rows: above ``cellsPerRow`` cells a row, the pending optimisation runs
/// at once. A build whose adds find their subjects (chains, grids, forms) or whose phase 1 stays
/// local never reaches the threshold and still optimises once; a build like `nested-N`
/// optimises O(log *n*) times, each time in a tableau at most twice the size of the last.
///
/// Invariant: `nextCheck` only grows (to twice the rows at each check); `phase1Cells` counts only the
/// cells since the last check.
struct EarlySettle {
  /// Phase-1 work per row above which a check runs the optimisation. 16 was measured on
  /// `nested-10000` (16 and 32 both take the build's substitution work from 103 M cells to
  /// 18 M); on `random-300`, 4 optimised at points where it tripled the build's instructions.
  /// Tests lower it to reach the early optimisation with small systems.
  var cellsPerRow = 16

  /// The row count at which the next check is made.
  var nextCheck = 128
  /// Cells phase 1 substituted since the last check (see ``Tableau/substitutedCells``).
  var phase1Cells = 0
  /// Checks that found the optimisation due, since the solver was made.
  var settles = 0

  /// Whether the pending optimisation should run now, the tableau having `rows` rows; a check
  /// moves the next one to twice the rows.
  mutating func isDue(rows: Int) -> Bool {
    guard rows >= nextCheck else { return false }
    nextCheck = 2 * rows
    defer { phase1Cells = 0 }
    guard phase1Cells > cellsPerRow * rows else { return false }
    settles += 1
    return true
  }
}
