// SPDX-License-Identifier: MIT

import Testing

@testable import MasonrySimplex

/// The long step's walk (issue 7) meets a row whose constant overflowed: a pivot on a cell of
/// rounding noise, which the call's rebuild repairs afterwards, can carry the rows to 1e45 and
/// a constant to NaN first. A random layout of 1,500 views (`Benchmarks/peers/random_csys.py
/// 146 1500`, replayed by `bench replay`) hung in the fifth pass of its rounds: the breakpoint
/// of such a row, whose ratio is NaN, was never equal to itself, and the walk made its entry
/// again and pushed it back forever.
@Suite struct LongStepOverflowTests {
  /// A row that bounds some symbol (its basic symbol not external, that symbol's cell
  /// negative), and the symbol.
  static func bound(in t: Tableau) -> (row: Int32, symbol: Int32)? {
    for r in 0..<t.rows.basic.count {
      let basic = t.rows.basic[r]
      guard basic >= 0, t.symbols.kind[Int(basic)] != .external else { continue }
      let found = t.rows.withCells(r) { syms, coefs -> Int32? in
        for j in syms.indices where coefs[j] < 0 { return syms[j] }
        return nil
      }
      if let s = found { return (Int32(r), s) }
    }
    return nil
  }

  @Test func aBreakpointWhoseRatioIsNotANumberIsTakenAsItIs() throws {
    // Any small solved tableau with a slack row will do: the invariant tests' one.
    var t = try TableauInvariantTests.tableau()
    let bound = try #require(Self.bound(in: t))
    t.rows.constant[Int(bound.row)] = .nan
    let entry = try #require(t.liveBreakpoint(ofRow: bound.row, for: bound.symbol))
    #expect(entry.ratio.isNaN)
    var heap = MinHeap<Breakpoint>()
    heap.push(entry)
    // Without the fix neither call returns.
    let peeked = t.nextBreakpoint(&heap, for: bound.symbol, peeking: true)
    #expect(peeked?.row == bound.row)
    #expect(heap.elements.count == 1)
    let taken = t.nextBreakpoint(&heap, for: bound.symbol)
    #expect(taken?.row == bound.row)
    #expect(taken?.ratio.isNaN == true)
    #expect(heap.isEmpty)
  }

  @Test func entriesCompareAsBeforeWhenTheirNumbersAreNumbers() {
    let a = Breakpoint(ratio: 2, basic: 3, row: 4, coef: -0.5)
    #expect(a.describesSame(as: a))
    #expect(a.describesSame(as: Breakpoint(ratio: 2, basic: 3, row: 4, coef: -0.5)))
    #expect(!a.describesSame(as: Breakpoint(ratio: 2.5, basic: 3, row: 4, coef: -0.5)))
    #expect(!a.describesSame(as: Breakpoint(ratio: 2, basic: 3, row: 4, coef: -0.25)))
    #expect(!a.describesSame(as: Breakpoint(ratio: 2, basic: 5, row: 4, coef: -0.5)))
    // Zero and negative zero are equal numbers, as `==` has them.
    let zero = Breakpoint(ratio: 0, basic: 3, row: 4, coef: -1)
    #expect(zero.describesSame(as: Breakpoint(ratio: -0.0, basic: 3, row: 4, coef: -1)))
    let nan = Breakpoint(ratio: .nan, basic: 3, row: 4, coef: -1)
    #expect(nan.describesSame(as: nan))
    #expect(!nan.describesSame(as: zero))
  }
}
