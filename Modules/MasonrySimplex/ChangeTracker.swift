// SPDX-License-Identifier: MIT

/// Which symbols' values may have moved: during one call (the *session*), and since the last
/// report of ``Tableau/takeChangedExternals(_:)`` (the *period*).
///
/// A call that changes the structure (an add, a remove: it drops every memoised value) does not
/// spread its changes to the defined variables that depend on them at once: the symbols it
/// changed wait in `deferred`, and the report spreads them, skipping an external whose value is
/// the one it had at the last report (its `baseline`, kept from the first change of the
/// period). So removing and adding back a constraint high in a chain, which moves its variable
/// and back, reports neither that variable nor the whole chain defined from it.
///
/// Invariants: `isReported[s]` is true exactly for the symbols of `reported`, each listed once;
/// during a session `sessionStamp[s] == sessionTick` exactly for the first `sessionCount`
/// symbols of `session`, each listed once; no `sessionStamp` entry exceeds `sessionTick`.
/// `isDeferred[s]` is true exactly for the symbols of `deferred`, and `hasBaseline[s]` exactly
/// for those of `baselined` (both grow on demand, so they may be shorter or longer than the
/// symbol table). When `allChanged` is set the lists say nothing (anything may have moved) and
/// are emptied by the next report. Nothing here decides a pivot or a value.
struct ChangeTracker {
  /// Whether changes are being recorded (inside a call, between
  /// ``Tableau/beginTracking()`` and ``Tableau/endTracking()``).
  var isTracking = false
  /// The symbols that moved since the last report, each once (by `isReported`).
  var reported: [Int32] = []
  var isReported: [Bool] = []
  /// The words that order a report's variables (see ``Tableau/takeChangedExternals(_:)``).
  var ownerBits = OwnerBits()
  /// The symbols changed by the call being tracked, each once (by `sessionStamp`): the first
  /// `sessionCount` entries of `session`. The array only grows, and the entries beyond are
  /// stale: every call empties the session and a suggestion's shift refills it, and emptying
  /// an array (`removeAll(keepingCapacity:)`, a generic `replaceSubrange`) and growing it again
  /// by a row's worth of slots cost some 150 instructions a suggestion.
  var session: [Int32] = []
  var sessionCount = 0
  var sessionStamp: [UInt32] = []
  var sessionTick: UInt32 = 1
  /// The memo version when the session began: a call that changed it dropped every memoised
  /// value, and its changes are deferred to the report.
  var sessionVersion: UInt32 = 0
  /// Whether the call's changes are deferred to the report though it kept the memoised values
  /// it did not move (a removal that freed the variable its constraint defined, see
  /// ``SimplexCore/uninstall(_:)``): a structural call, whose variable may come back.
  var defersSession = false
  /// Whether a structural change happened since the last report, or the shifts of this period
  /// moved most of the variables (see ``Tableau/movesMostExternals(_:)``): anything may have
  /// moved, and the report says so.
  var allChanged = true
  /// Whether this period's report compares the value of every variable with its value at the
  /// last report (``snapshot``) instead of listing what the calls moved: a small system's
  /// period (see ``SimplexCore/diffReportLimit``). Its calls keep no baseline, report no
  /// session and spread nothing: each forgets the memoised values it moved instead (see
  /// ``Tableau/forgetMemo(from:)``).
  var reportsByDiff = false
  /// The value of each variable (by index) at the last report, while `reportsByDiff`.
  var snapshot: [Double] = []
  /// The values a comparing report reads, before they become the snapshot (kept apart from
  /// the reader's ``Scratch/values``, which a read of a few values resizes).
  var current: [Double] = []
  /// The externals the calls of this period moved, as the plans of their shifts
  /// (``ShiftPlans/Plan/movedExternals``) and their spreads count them: a variable two calls
  /// move counts twice.
  var movedExternals = 0
  /// For each symbol, the defined externals whose definitions mention it, each with the order
  /// of the definition that did (entries may be stale: a definition that went away or was
  /// replaced has another order, is skipped when met, and dropped when the list doubles).
  var dependents = DependentStore()
  /// Advanced by every registration of a dependent and every reuse of a symbol id: a spread
  /// kept by a ``ShiftPlans/Plan`` at another epoch is stale.
  var dependentsEpoch: UInt64 = 0
  /// The stretch of `session` whose dependents a shift has already added to it (see
  /// ``Tableau/shiftRows(holding:by:)``): the spread at the end of the call skips them.
  var spreadSkip: Range<Int>?
  /// Whether a shift of this call left a row's constant that is not finite (the stretch of
  /// `spreadSkip` is not read again for it, see ``Tableau/changedRowsOverflow()``).
  var shiftOverflowed = false
  /// ``RowStore/epoch`` when that shift ended: a row written since (a pivot) may have
  /// overflowed after it, and the whole session is read.
  var shiftEpoch: UInt64 = 0
  /// The symbols structural calls changed this period, to spread at the report (by
  /// `isDeferred`).
  var deferred: [Int32] = []
  var isDeferred: [Bool] = []
  /// The value of a symbol at the last report, from its first change this period (`nan` when
  /// the change did not say, or the symbol is new), for the symbols of `baselined`.
  var baseline: [Double] = []
  var hasBaseline: [Bool] = []
  var baselined: [Int32] = []

  /// Adds `s` to the session (its stamp is the caller's).
  @inline(__always)
  mutating func appendToSession(_ s: Int32) {
    if sessionCount < session.count { session[sessionCount] = s } else { session.append(s) }
    sessionCount += 1
  }

  /// Whether a change of `s` noted now would keep a baseline: the first change this period of
  /// a symbol tracked, in a period that does not report everything (see
  /// ``Tableau/noteChanged(_:before:)``).
  func wantsBaseline(_ s: Int32) -> Bool {
    isTracking && sessionStamp[Int(s)] != sessionTick && !hasBaselineNow(s) && !allChanged
  }

  /// Whether `s` has a baseline this period (``keepBaseline(_:_:)`` then keeps nothing).
  @inline(__always)
  func hasBaselineNow(_ s: Int32) -> Bool {
    let i = Int(s)
    return i < hasBaseline.count && hasBaseline[i]
  }

  /// Keeps `value` as the baseline of `s` unless it has one this period.
  mutating func keepBaseline(_ s: Int32, _ value: Double) {
    let i = Int(s)
    makeBaselineRoom(for: i)
    guard !hasBaseline[i] else { return }
    hasBaseline[i] = true
    baseline[i] = value
    baselined.append(s)
  }

  /// ``keepBaseline(_:_:)`` for each of `entries` in order, each the old value of an external
  /// (`kinds` says which) or NaN for any other symbol, through the buffers of the arrays moved
  /// out for it: a shift of a few rows keeps a baseline for each, and each call checked three
  /// nested arrays' uniqueness.
  mutating func keepBaselines(_ entries: [(Int32, Double)], kinds: [SymbolKind]) {
    guard !entries.isEmpty else { return }
    var largest = -1
    for (s, _) in entries { largest = max(largest, Int(s)) }
    makeBaselineRoom(for: largest)
    var has: [Bool] = []
    var values: [Double] = []
    var kept: [Int32] = []
    swap(&has, &hasBaseline)
    swap(&values, &baseline)
    swap(&kept, &baselined)
    has.withUnsafeMutableBufferPointer { has in
      values.withUnsafeMutableBufferPointer { values in
        for (s, old) in entries {
          let i = Int(s)
          guard !has[i] else { continue }
          has[i] = true
          values[i] = kinds[i] == .external ? old : .nan
          kept.append(s)
        }
      }
    }
    swap(&has, &hasBaseline)
    swap(&values, &baseline)
    swap(&kept, &baselined)
  }

  /// Grows the baseline arrays, to twice their size at least, when they have no entry `i`.
  private mutating func makeBaselineRoom(for i: Int) {
    guard i >= hasBaseline.count else { return }
    let count = max(i + 1, 2 * hasBaseline.count)
    hasBaseline.append(contentsOf: repeatElement(false, count: count - hasBaseline.count))
    baseline.append(contentsOf: repeatElement(.nan, count: count - baseline.count))
  }

  /// Adds `s` to the symbols to spread at the report.
  mutating func deferSpread(_ s: Int32) {
    let i = Int(s)
    if i >= isDeferred.count {
      isDeferred.append(
        contentsOf: repeatElement(false, count: max(i + 1, 2 * isDeferred.count) - isDeferred.count)
      )
    }
    guard !isDeferred[i] else { return }
    isDeferred[i] = true
    deferred.append(s)
  }

  /// Ends the period at its report: forgets what it reported, its deferred symbols, its
  /// baselines and its count of moved externals; the next period starts listing.
  mutating func endPeriod() {
    isReported.set(false, at: reported)
    reported.removeAllKeepingCapacity()
    allChanged = false
    movedExternals = 0
    isDeferred.set(false, at: deferred)
    deferred.removeAllKeepingCapacity()
    hasBaseline.set(false, at: baselined)
    baselined.removeAllKeepingCapacity()
  }
}

/// An entry of ``ChangeTracker/dependents``: a defined variable and the sequence number of the
/// definition that mentioned the symbol. A definition never changes while it lives, and
/// sequence numbers are never handed out twice, so the entry is current exactly when the
/// variable's number is still this one: checked in the flat array of numbers, without reading
/// the definition's cells (a suggestion that moves a whole layout spreads through every
/// definition). Eight bytes: the number in 32 bits (renumbered with the definitions', see
/// ``Tableau/renumberDefinitions()``), where an `Int` made each entry sixteen.
struct Dependent: Equatable {
  var symbol: Int32
  var seq: UInt32
}

/// Orders distinct non-negative ids in O(*k* + *n* / 64) for *k* ids below *n*: a bit per id,
/// set, then read back word by word. The words are all zero between calls (each read clears
/// the words it reads), and only grow.
struct OwnerBits {
  private var words: [UInt64] = []

  /// The fewest ids that ``sortedMap(_:largest:_:)`` orders through the bits: below it a sort
  /// costs less than the words' set-up.
  static let minimumCount = 64

  /// `ids`, all at most `largest`, in increasing order (a repeated id kept as often as it
  /// comes), each made into a result by `make`: through the bits when they are many and dense
  /// enough that reading the words costs less than a sort (``minimumCount`` of them or more,
  /// `largest` at most 512 times their number) and distinct, by sorting `ids` in place
  /// otherwise. A rotation of a 1,000-cell feed reports some 24,000 variables, whose sort was
  /// 1.3% of its instructions, and its dual simplex sweeps thousands of rows.
  mutating func sortedMap<Result>(
    _ ids: inout [Int32], largest: Int, _ make: (Int32) -> Result
  ) -> [Result] {
    if ids.count >= Self.minimumCount, largest / 64 <= 8 * ids.count,
      let ordered = ordered(ids, largest: largest, make)
    {
      return ordered
    }
    ids.sort()
    return ids.map(make)
  }

  /// `ids` in increasing order, each once, all below or at `largest`, each made into a result
  /// by `make`; nil when an id repeats (nothing is left set then), for the caller to sort them
  /// instead. The results are written through the buffer of an array as long as `ids` (an
  /// append per id checked the array's uniqueness and room each time).
  mutating func ordered<Result>(
    _ ids: [Int32], largest: Int, _ make: (Int32) -> Result
  ) -> [Result]? {
    let wordCount = largest / 64 + 1
    if words.count < wordCount {
      words.append(contentsOf: repeatElement(0, count: wordCount - words.count))
    }
    var result: [Result]?
    words.withUnsafeMutableBufferPointer { words in
      var unique = true
      for id in ids {
        let bit: UInt64 = 1 << UInt64(id & 63)
        let w = Int(id >> 6)
        if words[w] & bit != 0 { unique = false }
        words[w] |= bit
      }
      guard unique else {
        for w in 0..<wordCount { words[w] = 0 }
        return
      }
      // Unique: exactly `ids.count` bits are set, and the loop below initialises as many.
      result = [Result](unsafeUninitializedCapacity: ids.count) { out, initialized in
        initialized = 0
        guard let base = out.baseAddress else { return }
        var n = 0
        for w in 0..<wordCount where words[w] != 0 {
          var word = words[w]
          words[w] = 0
          while word != 0 {
            (base + n).initialize(to: make(Int32(w << 6 + word.trailingZeroBitCount)))
            n += 1
            word &= word - 1
          }
        }
        initialized = n
      }
    }
    return result
  }
}
