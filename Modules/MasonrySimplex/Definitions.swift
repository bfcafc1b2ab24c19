// SPDX-License-Identifier: MIT

/// The defined externals: variables solved for when a constraint first mentioned them, and
/// kept as `s = constant[s] + Σ coefs(of: s)[j] * syms(of: s)[j]` outside the tableau (see
/// ``Tableau/materialize(_:)``).
///
/// The cells of every definition live in one arena (`cellSyms`, `cellCoefs`), each definition
/// a stretch of it: a layout defines most of its variables, and one pair of heap arrays per
/// definition made a large build spend its time allocating, missing the cache on the way from
/// one definition to the next, and freeing them again (`grid-10000` defines 40,000 variables).
/// A definition never changes in place: it is written at the arena's end, and the stretch it
/// leaves is garbage until the arena is compacted (when the garbage outgrows the live cells).
///
/// Invariants: `seq[s]` is 0 exactly when `s` is not defined (then its `length` is 0); a
/// defined symbol is neither basic nor held by a row, and its definition mentions only symbols
/// that are parametric, basic, or defined with a smaller `order`, so expanding in decreasing
/// `order` terminates. `nextSeq` exceeds every `seq`, and no two definitions ever had the same
/// `seq`; the orders of the defined symbols are distinct. The stretches
/// `start[s] ..< start[s] + length[s]` of the arena do not overlap, and `garbage` is the number
/// of arena cells outside all of them. `isDefined[s]` is `seq[s] != 0`. `seq`, `isDefined`,
/// `order`, `start`, `length`, `constant` and `gain` have an entry per symbol id and beyond, up
/// to ``SymbolTable/room``: 0 (or `false`) for an id no symbol has yet.
struct Definitions {
  /// Definition order of a defined external; 0 when it is not defined. Never handed out twice
  /// while a `(symbol, seq)` pair may still be read, so that such a pair names one definition
  /// (see ``Dependent``); in 32 bits, renumbered before the counter would leave them (see
  /// ``renumber()``). Written through ``setSeq(_:_:)``, which keeps ``isDefined``.
  private(set) var seq: [UInt32] = []
  /// Whether each symbol is defined (`seq[s] != 0`), a byte a symbol: what a read of many
  /// values tests for every symbol it meets (see ``Tableau/values(of:into:)``), where `seq`'s
  /// eight bytes a symbol were a quarter of what a round at 10,000 views read from memory.
  private(set) var isDefined: [Bool] = []
  /// Where a defined external stands in the order of expansion: above every definition its own
  /// mentions, below every definition that mentions it. A definition gets the next order
  /// (``nextOrder``), above all others; when it defines a variable that earlier definitions
  /// mention (``SimplexCore/freshSubject(_:constant:)``), those and the definitions that depend on them
  /// get new orders above it, in their old order. Read only while the symbol is defined; in 32
  /// bits, as ``seq``.
  var order: [UInt32] = []
  /// The order the next definition gets: above every ``order``. A rollback does not take it
  /// back.
  var nextOrder = 1
  /// Where each symbol's definition starts in the arena, and how many cells it has.
  private(set) var start: [Int32] = []
  private(set) var length: [Int32] = []
  /// The arena: the cells of every definition, sorted by nothing in particular.
  private(set) var cellSyms: [Int32] = []
  private(set) var cellCoefs: [Double] = []
  /// Arena cells that no definition owns any more.
  private(set) var garbage = 0
  var constant: [Double] = []
  /// How much a defined symbol's definitions multiply what they are made of: the largest of
  /// `|constant[s]|` and `|coefs[s][j]| * g(syms[s][j])`, where `g` is this gain for a defined
  /// symbol and 1 for any other (the largest product of coefficients along a path through the
  /// definitions). Set when the definition is made, and read only while the symbol is defined
  /// (a symbol made basic keeps a stale entry; a new symbol starts at 0). A chain of
  /// `y == 10 * x` definitions has gains 10, 100, ...: the factor a value grows by through it
  /// (see ``largestGain``).
  ///
  /// A product, not a sum over the paths: a layout's definitions share symbols (a trailing edge
  /// defined from a leading one and a width, the next leading edge from both), and the sum
  /// over their paths doubles with every level (above 1e48 for `feed-100`) where the values
  /// stay near the constants. So it is not a bound: a chain that doubles by addition alone
  /// (each variable the sum of two that equal the one before), a thousand levels deep, leaves
  /// the doubles with every gain at 1.
  var gain: [Double] = []
  /// At least the largest ``gain`` of a definition made since the tableau was: never lowered
  /// (a rebuild starts a new tableau).
  var largestGain = 0.0
  /// The sequence number the next definition gets. A rollback does not take it back: a number
  /// is never handed out twice (``Dependent`` relies on it), and the gap changes no comparison.
  var nextSeq = 1

  /// The largest value ``nextSeq`` and ``nextOrder`` reach between calls: past it, the next call
  /// that installs a constraint first renumbers them (``Tableau/renumberDefinitions()``). Half
  /// of the 32 bits they are stored in, so that the call that crosses it, and any batch of
  /// calls inside one transaction, has two billion more to hand out (a definition takes a
  /// symbol's memory: no process makes that many in one call).
  static var counterLimit: Int { 1 << 31 }

  /// Whether a counter has passed ``counterLimit``.
  var needsRenumbering: Bool { nextSeq > Self.counterLimit || nextOrder > Self.counterLimit }

  /// Numbers the defined symbols' sequence numbers 1, 2, ... in the order of their old ones,
  /// and their orders 1, 2, ... in the order of their old ones (so that every comparison of
  /// two reads as before), and sets the counters above them; returns the new sequence number
  /// of each symbol id (0 for those not defined), for the entries that name definitions by it.
  ///
  /// - Complexity: O(*n* log *n*) for the *n* symbol ids.
  mutating func renumber() -> [UInt32] {
    var defined = seq.indices.filter { seq[$0] != 0 }
    var renamed = [UInt32](repeating: 0, count: seq.count)
    defined.sort { seq[$0] < seq[$1] }
    for (k, s) in defined.enumerated() { renamed[s] = UInt32(k + 1) }
    seq = renamed
    defined.sort { order[$0] < order[$1] }
    var orders = [UInt32](repeating: 0, count: order.count)
    for (k, s) in defined.enumerated() { orders[s] = UInt32(k + 1) }
    order = orders
    nextSeq = defined.count + 1
    nextOrder = defined.count + 1
    return renamed
  }

  /// The arena positions of the cells of `s`'s definition (empty when it is not defined).
  @inline(__always)
  func cells(of s: Int) -> Range<Int> {
    // A symbol with no cells keeps the start it had, which a compaction may have left beyond
    // the arena: its (empty) range is taken at 0, valid in any arena.
    guard length[s] > 0 else { return 0..<0 }
    let from = Int(start[s])
    return from..<from + Int(length[s])
  }

  /// The symbols of `s`'s definition.
  func syms(of s: Int) -> ArraySlice<Int32> { cellSyms[cells(of: s)] }

  /// Calls `body` with the buffers of ``isDefined``, ``start``, ``length``, ``constant`` and the
  /// arena's cells (``cellSyms``, ``cellCoefs``): a loop over many definitions reads them
  /// without a check per read. `mutating` though it writes nothing: the buffers are taken for
  /// writing, a check of each array's uniqueness, where a read-only buffer of a stored array
  /// (or of one moved out into a local and read in these nested closures) cost a retain and a
  /// release of it, some 30 instructions each.
  @inline(__always)
  mutating func withBuffers<R>(
    _ body: (
      _ isDefined: UnsafeBufferPointer<Bool>, _ start: UnsafeBufferPointer<Int32>,
      _ length: UnsafeBufferPointer<Int32>, _ constant: UnsafeBufferPointer<Double>,
      _ cellSyms: UnsafeBufferPointer<Int32>, _ cellCoefs: UnsafeBufferPointer<Double>
    ) -> R
  ) -> R {
    isDefined.withUnsafeMutableBufferPointer { isDefined in
      start.withUnsafeMutableBufferPointer { start in
        length.withUnsafeMutableBufferPointer { length in
          constant.withUnsafeMutableBufferPointer { constant in
            cellSyms.withUnsafeMutableBufferPointer { cellSyms in
              cellCoefs.withUnsafeMutableBufferPointer { cellCoefs in
                body(
                  UnsafeBufferPointer(isDefined), UnsafeBufferPointer(start),
                  UnsafeBufferPointer(length), UnsafeBufferPointer(constant),
                  UnsafeBufferPointer(cellSyms), UnsafeBufferPointer(cellCoefs))
              }
            }
          }
        }
      }
    }
  }

  /// The coefficients of `s`'s definition, in the order of ``syms(of:)``.
  func coefs(of s: Int) -> ArraySlice<Double> { cellCoefs[cells(of: s)] }

  /// Marks `s`, whose cells and constant are written, as defined now: the next `seq` (its
  /// identity) and the next order (above every other definition), and its gain.
  mutating func markDefined(_ s: Int, gain: Double) {
    self.gain[s] = gain
    largestGain = max(largestGain, gain)
    setSeq(s, UInt32(nextSeq))
    nextSeq += 1
    order[s] = takeOrder()
  }

  /// Sets `s`'s ``seq`` (0: not defined) and ``isDefined``.
  @inline(__always)
  mutating func setSeq(_ s: Int, _ value: UInt32) {
    seq[s] = value
    isDefined[s] = value != 0
  }

  /// The next order of expansion, above every one handed out.
  mutating func takeOrder() -> UInt32 {
    defer { nextOrder += 1 }
    return UInt32(nextOrder)
  }

  /// Makes entries for `n` symbol ids, none defined, with capacity for `capacity` (see
  /// ``Tableau/sizeSymbolArrays(room:capacity:)``).
  mutating func reserveSymbols(_ n: Int, capacity: Int = 0) {
    seq.pad(to: n, with: 0, capacity: capacity)
    isDefined.pad(to: n, with: false, capacity: capacity)
    order.pad(to: n, with: 0, capacity: capacity)
    start.pad(to: n, with: 0, capacity: capacity)
    length.pad(to: n, with: 0, capacity: capacity)
    constant.pad(to: n, with: 0, capacity: capacity)
    gain.pad(to: n, with: 0, capacity: capacity)
  }

  /// Puts the entries of the symbol ids `ids` back to those of a new symbol (their cells
  /// become garbage).
  mutating func truncate(_ ids: Range<Int>) {
    for s in ids { forget(s) }
    seq.reset(ids, to: 0)
    isDefined.reset(ids, to: false)
    order.reset(ids, to: 0)
    start.reset(ids, to: 0)
    constant.reset(ids, to: 0)
    gain.reset(ids, to: 0)
  }

  /// Writes `syms`/`coefs` (of equal length) as the cells of `s`'s definition, replacing any
  /// it had.
  mutating func setCells<S: Collection<Int32>, C: Collection<Double>>(
    of s: Int, syms: S, coefs: C
  ) {
    forget(s)
    compactIfWasteful(adding: syms.count)
    start[s] = Int32(cellSyms.count)
    length[s] = Int32(syms.count)
    cellSyms.append(contentsOf: syms)
    cellCoefs.append(contentsOf: coefs)
  }

  /// Starts writing the cells of `s`'s definition, replacing any it had, with room for `count`
  /// cells: ``appendCell(_:_:)`` each, then ``closeCells(of:)``.
  mutating func openCells(of s: Int, count: Int) {
    forget(s)
    compactIfWasteful(adding: count)
    start[s] = Int32(cellSyms.count)
  }

  /// Appends a cell to the definition being written (see ``openCells(of:count:)``).
  @inline(__always)
  mutating func appendCell(_ sym: Int32, _ coef: Double) {
    cellSyms.append(sym)
    cellCoefs.append(coef)
  }

  /// Ends the definition of `s` that ``openCells(of:count:)`` began.
  mutating func closeCells(of s: Int) {
    length[s] = Int32(cellSyms.count - Int(start[s]))
  }

  /// Empties `s`'s definition (its cells become garbage).
  mutating func forget(_ s: Int) {
    garbage += Int(length[s])
    length[s] = 0
  }

  /// Copies the live cells to a new arena, in symbol order, when the garbage exceeds them (and
  /// a thousand cells): the arena stays within about twice the cells it holds.
  private mutating func compactIfWasteful(adding count: Int) {
    let live = cellSyms.count - garbage
    guard garbage > 1024, garbage > live else { return }
    var syms: [Int32] = []
    var coefs: [Double] = []
    syms.reserveCapacity(2 * live + count)
    coefs.reserveCapacity(2 * live + count)
    for s in start.indices where length[s] > 0 {
      let range = cells(of: s)
      start[s] = Int32(syms.count)
      syms.append(contentsOf: cellSyms[range])
      coefs.append(contentsOf: cellCoefs[range])
    }
    cellSyms = syms
    cellCoefs = coefs
    garbage = 0
  }
}
