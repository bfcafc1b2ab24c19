// SPDX-License-Identifier: MIT

/// The defined variables from which the reorientation walk is known to reach no free variable
/// (see ``SimplexCore/reorientDefinition(among:constant:log:)``), kept until anything the walk
/// reads could have changed.
///
/// A new constraint whose terms are all defined asks, for each of them, whether its definition
/// can be solved for a variable that is still free, walking from definition to definition. In
/// a screen whose first view is pinned (a feed's tops, each defined over the one above, down to
/// the screen's), no walk finds one, and each costs a read of every definition on its way: a
/// third of a first layout's instructions went into walks that had failed the same way before.
/// A failed walk marks every definition it met, and the next walk that meets one of them stops
/// there.
///
/// Why a mark stays true while the epoch holds: the walk from a definition is a function of the
/// definitions' cells, constants and slots, and of which externals are free or fit to step
/// through (no row holds them, their column is empty). The epoch moves on every change that can
/// turn a failed walk into a successful one: a definition dropped, rewritten or given a new
/// constant; a symbol that leaves the basis; a column cleaned down to nothing; a symbol id
/// reused; a rollback. A new definition does not move it: it defines a variable that was free,
/// and a walk that could step onto a free variable would have succeeded there, so no mark
/// passes through it. Changes that only make walks fail (a symbol entering a row) leave the
/// marks true as well.
///
/// Invariant: `stamp[s] == epoch` only for a defined `s` from which the walk, started at any
/// depth, fails; no stamp exceeds `epoch`.
struct DeadEnds {
  private(set) var stamp: [UInt64] = []
  private var epoch: UInt64 = 1

  /// Forgets every mark.
  @inline(__always)
  mutating func invalidate() {
    epoch &+= 1
  }

  /// Whether the walk from `s` is known to fail.
  @inline(__always)
  func contains(_ s: Int32) -> Bool {
    let i = Int(s)
    return i < stamp.count && stamp[i] == epoch
  }

  /// Forgets the mark of `s` alone (a symbol id handed out again).
  @inline(__always)
  mutating func remove(_ s: Int32) {
    let i = Int(s)
    if i < stamp.count { stamp[i] = 0 }
  }

  /// Marks the walk from `s` as failing.
  mutating func insert(_ s: Int32) {
    let i = Int(s)
    if i >= stamp.count {
      // An eighth ahead, as the per-symbol arrays' room grows (see
      // ``Tableau/extendSymbolRoom()``): zeros written to twice the count were pages the system
      // maps for ids that may never come, and one entry at a time cost a generic append per
      // symbol.
      let count = Swift.max(i + 1, stamp.count + Swift.max(stamp.count / 8, 64))
      stamp.append(contentsOf: repeatElement(0, count: count - stamp.count))
    }
    stamp[i] = epoch
  }
}
