// SPDX-License-Identifier: MIT

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(ucrt)
  import ucrt
#endif

/// Many lists, indexed by an id, in one arena of cells: the tableau's rows (``RowStore``), its
/// columns (``ColumnStore``) and the lists of dependents (``DependentStore``). One heap array
/// per list made a large build spend its time allocating, and missing the cache on the way from
/// one list to the next.
///
/// List `i` is the cells `span[i].start ..< span[i].start + span[i].length`; it owns
/// `span[i].room` cells from its start. A list grows in place while it has room or ends the
/// arena; otherwise it moves to the end, and its old cells are dead until ``compact(except:)``
/// closes the lists up at the front of the same cells, in the order they sit, which it does
/// once the dead cells outnumber the live ones. A list's entries change only as its store asks:
/// the same entries in the same order as one array per list would hold (walks in that order
/// decide ties), wherever the list sits.
///
/// The cells are a class (see ``SpanCells``), so that a read is a plain load: an `Array` read
/// through a stored property retained its buffer every time. A store writes them after
/// ``makeUnique()``, which copies them when another store shares them, as an `Array` would (a
/// copy of the solver, kept to put back, stays independent). Nothing hands out a reference that
/// outlives a write: a pointer into the cells is valid until the next write to the store.
struct SpanArena<Cells: SpanCells> {
  typealias Span = ArenaSpan

  /// The cells of every list, and the dead ones.
  private(set) var cells: Cells
  /// One entry per list id. A store may write a list's `length` within its room (an append
  /// through the buffers, as ``ColumnStore/append(_:toEach:limits:)`` makes); everything else
  /// goes through the methods below.
  var span: [Span] = []
  /// Cells of the arena no list owns.
  private(set) var deadCells = 0
  /// The largest room a list was ever given: no list is longer.
  private(set) var largestRoom = 0
  /// The lists in the order they sit (start and id), kept with its capacity for the next
  /// compaction.
  private var sitting: [(start: Int, list: Int)] = []
  /// The room a list that outgrows its own is given at least.
  let firstRoom: Int
  /// How a list that outgrows its room grows: to hold `growthInHalves / 2` times the entries it
  /// must hold (3 for the rows, whose cells are twelve bytes; 4 for the others).
  let growthInHalves: Int

  init(firstRoom: Int, growthInHalves: Int) {
    cells = Cells(capacity: 0)
    self.firstRoom = firstRoom
    self.growthInHalves = growthInHalves
  }

  /// The number of list ids.
  var count: Int { span.count }

  /// The number of entries of list `i`.
  @inline(__always)
  func length(_ i: Int) -> Int { Int(span[i].length) }

  /// The entries of every list.
  var entryCount: Int { span.reduce(0) { $0 + Int($1.length) } }

  /// The cells each list owns, for the checks and the tests: no two overlap, and each lies
  /// below `cells.count`.
  var rooms: [Range<Int>] { span.map { $0.start..<$0.start + Int($0.room) } }

  /// Copies the cells when another store shares them: what a write to them follows. (A write
  /// reads ``cells`` after any ``ensureRoom(_:_:)``, which may put the lists in new cells.)
  @inline(__always)
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&cells) { cells = cells.copy() }
  }

  /// A new list id at the end, empty, placed at the arena's end (where it grows in place until
  /// another list grows there).
  mutating func appendList() {
    span.append(Span(start: cells.count, length: 0, room: 0))
  }

  /// Drops the list ids from `n` on and gives up their cells.
  mutating func removeLists(from n: Int) {
    guard count > n else { return }
    for i in n..<count { deadCells += Int(span[i].room) }
    span.removeSubrange(n...)
  }

  /// Makes list ids up to `n`, empty and owning nothing, filling the array to exactly that size
  /// (see ``SymbolTable/room``), with capacity for `capacity` ids at least.
  mutating func pad(to n: Int, capacity: Int = 0) {
    span.pad(to: n, with: Span(start: 0, length: 0, room: 0), capacity: capacity)
  }

  /// Empties the lists `ids` and gives up their cells, as a list id beyond the symbols is.
  mutating func reset(_ ids: Range<Int>) {
    for i in ids { deadCells += Int(span[i].room) }
    span.reset(ids, to: Span(start: 0, length: 0, room: 0))
  }

  /// Places the empty list `i`, owning nothing, at the arena's end.
  mutating func open(_ i: Int) {
    span[i].start = cells.count
  }

  /// Sets list `i`'s number of entries, within its room.
  @inline(__always)
  mutating func setLength(_ i: Int, _ n: Int) {
    span[i].length = Int32(n)
  }

  /// Makes list `i` own at least `n` cells, its entries kept; returns its first cell. The cells
  /// must be unique (see ``makeUnique()``). Inlined, the common case (the list has the room)
  /// costs no call.
  @inline(__always)
  mutating func ensureRoom(_ i: Int, _ n: Int) -> Int {
    let at = span[i]
    return n <= Int(at.room) ? at.start : grow(i, n)
  }

  /// ``ensureRoom(_:_:)`` for a list without the room.
  @inline(never)
  private mutating func grow(_ i: Int, _ n: Int) -> Int {
    let at = span[i]
    let room = Int(at.room)
    let grown = Swift.max(n * growthInHalves / 2, firstRoom)
    largestRoom = Swift.max(largestRoom, grown)
    if at.start + room == cells.count {
      // The last list of the arena grows where it is.
      cells.appendCells(grown - room)
      span[i].room = Int32(grown)
      return at.start
    }
    deadCells += room
    // Compacts once the dead cells outnumber the live ones, or when the move would grow the
    // buffers while a third of their cells are dead: growing copies every cell (a `realloc`
    // of megabytes, fresh pages after it) where compacting moves the live ones within pages
    // already written. (The build of `nested2-10000` took 31% fewer page faults so; lists keep
    // their entries and their order either way.)
    let live = cells.count - deadCells
    if deadCells > 4_096,
      deadCells > live || (cells.count + grown > cells.capacity && 2 * deadCells > live)
    {
      compact(except: i)
      return ensureRoom(i, n)
    }
    let to = cells.count
    cells.appendCells(grown)
    cells.copyCells(from: cells, at: at.start, to: to, count: Int(at.length))
    span[i] = Span(start: to, length: at.length, room: Int32(grown))
    return to
  }

  /// Gives up the room of list `i` beyond its entries: a long list that cancelled down to a
  /// short one (rows that fill in for a while and cancel again, as a dual simplex passing a
  /// deficit along a chain makes) would otherwise keep its longest extent.
  mutating func shrinkRoom(_ i: Int) {
    let at = span[i]
    deadCells += Int(at.room - at.length)
    span[i].room = at.length
  }

  /// Writes every list again at the front of the same cells, in the order the lists sit, each
  /// with a little room beyond its entries where the next list leaves it, so that a list that
  /// gains an entry after the compaction grows in place instead of moving again at once. List
  /// `except` (the one asking for room) goes last, with its old room, so that it can grow at
  /// the end. The cells beyond the lists stay the arena's: the next moves write pages already
  /// mapped. (A compaction into a new buffer gave the old one back to the C library, and every
  /// page the lists then moved to was a fault again: a steady round of `chain-10000` took some
  /// 300 faults, and takes some 190.)
  ///
  /// - Complexity: O(*k* log *k* + *c*) for *k* lists holding *c* entries.
  private mutating func compact(except: Int) {
    // `except` first moves past the end, as a move without compaction takes it: every other
    // list sits before it then, and the lists can only move towards the front.
    let parked = span[except]
    let end = cells.count
    cells.appendCells(Int(parked.room))
    cells.moveCells(at: parked.start, to: end, count: Int(parked.length))
    span[except].start = end
    // The lists that hold entries, in the order they sit: their rooms never overlap, so no two
    // starts are equal.
    var order = sitting
    sitting = []
    order.removeAllKeepingCapacity()
    for i in 0..<count where i != except {
      let at = span[i]
      guard at.length > 0 else {
        // An empty list gives its room up and owns nothing.
        span[i] = Span(start: 0, length: 0, room: 0)
        continue
      }
      order.append((at.start, i))
    }
    order.sort { $0.start < $1.start }
    order.append((end, except))
    var cursor = 0
    var largest = largestRoom
    for k in order.indices {
      let i = order[k].list
      let at = span[i]
      let n = Int(at.length)
      var room = Int(at.room)
      if i != except {
        // No further than the next list's entries, which have not moved yet.
        let next = order[k + 1].start
        room = Swift.min(n + Swift.max(2, n / 4), next - cursor)
      }
      if at.start != cursor { cells.moveCells(at: at.start, to: cursor, count: n) }
      span[i] = Span(start: cursor, length: at.length, room: Int32(room))
      largest = Swift.max(largest, room)
      cursor += room
    }
    cells.removeCells(from: cursor)
    largestRoom = largest
    sitting = order
    deadCells = 0
  }
}

extension SpanArena {
  /// Appends `entry` to list `i`, copying the cells first when another store shares them.
  @inline(__always)
  mutating func append<Element>(_ entry: Element, to i: Int) where Cells == SpanLane<Element> {
    makeUnique()
    let n = length(i)
    let from = ensureRoom(i, n + 1)
    cells.base[from + n] = entry
    setLength(i, n + 1)
  }
}

/// Where a list of a ``SpanArena`` sits: its start, length and room are one load. (Not a type
/// nested in the generic arena: an array of a generic type's nested type makes the runtime
/// build that type's metadata, by name, the first time a process makes one.)
///
/// Twelve bytes: the start in 32 bits, where an `Int` made a span sixteen. A walk over many
/// lists (a round's spread through the dependents of every symbol it moved, a pivot's columns)
/// loads a span for each, and at 10,000 views the spans no longer sit in the cache. An arena
/// of more than 2³² cells (48 GB of rows' cells, 16 GB of columns') would trap on a start
/// beyond them, as a `malloc` that fails does (see ``SpanLane``).
struct ArenaSpan {
  private var storedStart: UInt32
  var length: Int32
  var room: Int32

  init(start: Int, length: Int32, room: Int32) {
    storedStart = UInt32(start)
    self.length = length
    self.room = room
  }

  /// The list's first cell.
  var start: Int {
    @inline(__always) get { Int(storedStart) }
    set { storedStart = UInt32(newValue) }
  }
}

/// The buffers of a ``SpanArena``: cells that grow at their end.
protocol SpanCells: AnyObject {
  /// Buffers for at least `capacity` cells, none in use.
  init(capacity: Int)
  /// The cells in use, the lists' and the dead ones.
  var count: Int { get }
  /// The cells the buffers hold without growing.
  var capacity: Int { get }
  /// A copy with the same cells in use.
  func copy() -> Self
  /// Appends `n` cells, their entries unspecified, growing the buffers geometrically.
  func appendCells(_ n: Int)
  /// Copies `n` cells of `source` from its cell `from` to this one's cell `to` (the two
  /// stretches do not overlap).
  func copyCells(from source: Self, at from: Int, to: Int, count n: Int)
  /// Moves `n` cells from cell `from` to cell `to`, the two stretches overlapping or not.
  func moveCells(at from: Int, to: Int, count n: Int)
  /// Gives up the cells from `n` on, keeping the buffers (and their pages) for the next cells.
  func removeCells(from n: Int)
}

/// One buffer of entries: the cells of the columns and of the lists of dependents.
final class SpanLane<Element: BitwiseCopyable>: SpanCells {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 16)
    base = heapAllocate(Element.self, capacity: self.capacity)
  }

  deinit {
    heapFree(base)
  }

  /// (The rooms beyond the lists' entries and the dead cells are copied as they are: bytes of
  /// a trivial type that no list reads.)
  func copy() -> Self {
    let other = Self(capacity: capacity)
    other.base.update(from: base, count: count)
    other.count = count
    return other
  }

  func appendCells(_ n: Int) {
    if count + n > capacity {
      capacity = Swift.max(count + n, 2 * capacity)
      base = heapReallocate(base, capacity: capacity)
    }
    // An entry of a trivial type may be written to memory it has not been initialised with,
    // and no list reads beyond its entries: the room is left as it comes.
    count += n
  }

  func copyCells(from source: SpanLane, at from: Int, to: Int, count n: Int) {
    (base + to).update(from: source.base + from, count: n)
  }

  func moveCells(at from: Int, to: Int, count n: Int) {
    heapMove(base, at: from, to: to, count: n)
  }

  func removeCells(from n: Int) {
    count = n
  }
}

/// A buffer for `capacity` entries of a trivial type from the C heap, to grow with
/// ``heapReallocate(_:capacity:)`` and give back with ``heapFree(_:)``.
func heapAllocate<Element: BitwiseCopyable>(
  _: Element.Type, capacity: Int
) -> UnsafeMutablePointer<Element> {
  heapBuffer(malloc(capacity * MemoryLayout<Element>.stride), capacity: capacity)
}

/// Gives back a buffer from ``heapAllocate(_:capacity:)``.
func heapFree<Element: BitwiseCopyable>(_ buffer: UnsafeMutablePointer<Element>) {
  free(buffer)
}

/// Moves `n` entries of `buffer` from entry `from` to entry `to`, the two stretches
/// overlapping or not (the C library's `memmove`).
func heapMove<Element: BitwiseCopyable>(
  _ buffer: UnsafeMutablePointer<Element>, at from: Int, to: Int, count n: Int
) {
  guard n > 0 else { return }
  _ = memmove(buffer + to, buffer + from, n * MemoryLayout<Element>.stride)
}

/// The buffer `buffer` grown to `capacity` entries, its entries kept: through `realloc`, so
/// that the C library moves a buffer of megabytes by remapping its pages, where a new buffer
/// and a copy wrote every byte again, each page of the new buffer a fault (in `bench replay
/// grid-10000.csys --quick`, 18% of the page faults of the builds and 60% of those of the
/// rounds).
func heapReallocate<Element: BitwiseCopyable>(
  _ buffer: UnsafeMutablePointer<Element>, capacity: Int
) -> UnsafeMutablePointer<Element> {
  heapBuffer(realloc(buffer, capacity * MemoryLayout<Element>.stride), capacity: capacity)
}

/// `raw`, from `malloc` or `realloc`, as a buffer of `capacity` entries.
///
/// A null `raw` is the C heap exhausted, and stops the process as the Swift runtime's own
/// allocator does (these buffers replaced `UnsafeMutablePointer.allocate`, which stops there
/// too, as every Swift array does): no call can give the memory back to its caller as an
/// error, since a pivot half done has no state to return to. What is asked for is bounded by
/// the cells the tableau holds, at most twice over (a buffer grows to twice its cells, and
/// never to less than 16 entries, so the size asked is never 0, which `malloc` may answer
/// with null).
private func heapBuffer<Element: BitwiseCopyable>(
  _ raw: UnsafeMutableRawPointer?, capacity: Int
) -> UnsafeMutablePointer<Element> {
  guard let raw else { fatalError("out of memory for \(capacity) entries") }
  return raw.bindMemory(to: Element.self, capacity: capacity)
}
