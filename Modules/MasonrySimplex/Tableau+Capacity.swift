// SPDX-License-Identifier: MIT

/// How far ahead the per-symbol and per-row arrays grow once they are large.
///
/// An array that is full doubles: it allocates twice its size and copies itself over, so the
/// copies of a build add up to about its final size, for each of the twenty-odd arrays the
/// tableau keeps per symbol and per row. Past the second-level cache (a build of `grid-10000`
/// keeps 160,000 symbols) each copy misses the cache on both sides, and the copies were 40% of
/// its misses. Growing four times over copies a third as much; the room not yet used costs no
/// memory until it is written (the allocator maps large blocks lazily).
let largeGrowthFactor = 4

/// Arrays below this many elements double as usual.
let largeGrowthThreshold = 4_096

/// The capacity to reserve for an array of `count` elements that is full: four times it when
/// large, nil (let it double) when small.
@inline(__always)
func aheadCapacity(forFull count: Int) -> Int? {
  count >= largeGrowthThreshold ? largeGrowthFactor * count : nil
}

extension Tableau {
  /// Reserves room for `capacity` symbols in every per-symbol array.
  mutating func reserveSymbols(_ capacity: Int) {
    symbols.kind.reserveCapacity(capacity)
    symbols.owner.reserveCapacity(capacity)
    symbols.rowOf.reserveCapacity(capacity)
    symbols.column.reserveCapacity(capacity)
    symbols.columnLimit.reserveCapacity(capacity)
    symbols.refs.reserveCapacity(capacity)
    work.isCandidate.reserveCapacity(capacity)
    defs.reserveSymbols(capacity)
    memo.value.reserveCapacity(capacity)
    memo.stamp.reserveCapacity(capacity)
    changes.isReported.reserveCapacity(capacity)
    changes.sessionStamp.reserveCapacity(capacity)
    changes.dependents.reserveCapacity(capacity)
    accumulator.values.reserveCapacity(capacity)
    accumulator.isIn.reserveCapacity(capacity)
    for k in objective.cost.indices { objective.cost[k].reserveCapacity(capacity) }
  }

  /// Reserves room for `capacity` rows in every per-row array.
  mutating func reserveRows(_ capacity: Int) {
    rows.syms.reserveCapacity(capacity)
    rows.coefs.reserveCapacity(capacity)
    rows.constant.reserveCapacity(capacity)
    rows.basic.reserveCapacity(capacity)
    work.isQueued.reserveCapacity(capacity)
    scratch.visitStamp.reserveCapacity(capacity)
    journal.rowSavedTick.reserveCapacity(capacity)
  }
}
