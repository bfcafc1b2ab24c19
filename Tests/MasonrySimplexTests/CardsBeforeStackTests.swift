// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 7: a screen whose cards are laid out inside before they are stacked, the order a loop
/// that builds each card and a second loop that places them writes. Each card's top is
/// mentioned by its content's definitions and by an inequality in which it cancels (the label's
/// bottom inside the card: `label.top + label.h <= top + h - 8`, with `label.top` defined over
/// `top`), so the line that stacks the card must define the top all the same: it is free and in
/// no row, and an inequality that mentions it in its text holds nothing of it in the tableau.
/// Put in the tableau instead, each stacking line would make a top basic over every height
/// above it: the build of a feed written this way took 3.9 M cells against 74,670 in order.
@Suite struct CardsBeforeStackTests {
  struct Card {
    var top: Variable
    var height: Variable
    var labelTop: Variable
    var labelHeight: Variable
  }

  /// `count` cards: each one's content (the card at least 40 high; a label 8 below the card's
  /// top, `20 + i mod 3` high, whose bottom stays 8 above the card's; the card hugging its
  /// label weakly), then the stacking lines (`top[0] == 10`, `top[i] == top[i-1] + h[i-1] + 6`),
  /// in the order `stackFirst` says.
  private func cards(
    _ solver: some ConstraintSolver, count: Int, stackFirst: Bool
  ) throws -> [Card] {
    let cards = (0..<count).map { i in
      Card(
        top: solver.makeVariable(named: "top\(i)"), height: solver.makeVariable(named: "h\(i)"),
        labelTop: solver.makeVariable(named: "lt\(i)"),
        labelHeight: solver.makeVariable(named: "lh\(i)"))
    }
    func content(_ i: Int) throws {
      let c = cards[i]
      try solver.add(c.height >= 40)
      try solver.add(c.labelTop == c.top + 8)
      try solver.add(c.labelHeight == Double(20 + (i % 3) * 10))
      try solver.add(c.labelTop + c.labelHeight <= c.top + c.height - 8)
      try solver.add((c.height == c.labelHeight + 16) | .weak)
    }
    func stack(_ i: Int) throws {
      if i == 0 {
        try solver.add(cards[0].top == 10)
      } else {
        try solver.add(cards[i].top == cards[i - 1].top + cards[i - 1].height + 6)
      }
    }
    if stackFirst {
      for i in 0..<count {
        try stack(i)
        try content(i)
      }
    } else {
      for i in 0..<count { try content(i) }
      for i in 0..<count { try stack(i) }
    }
    return cards
  }

  /// The card heights: the label and 16, or 40 when that is less.
  private func height(_ i: Int) -> Double { max(40, Double(20 + (i % 3) * 10) + 16) }

  private func top(_ i: Int) -> Double { (0..<i).reduce(10) { $0 + height($1) + 6 } }

  @Test("cards laid out before they are stacked build as if stacked first")
  func contentFirstStaysLinear() throws {
    var cells: [Int] = []
    var longest: [Int] = []
    for count in [100, 400] {
      let solver = SimplexSolver()
      let cards = try cards(solver, count: count, stackFirst: false)
      try solver.solve()
      for i in [0, 1, count / 2, count - 1] {
        #expect(abs(solver.value(of: cards[i].top) - top(i)) < 1e-9)
        #expect(abs(solver.value(of: cards[i].labelTop) - (top(i) + 8)) < 1e-9)
      }
      cells.append(solver.statistics.cells)
      longest.append(solver.statistics.longestRow)
      // The same cards stacked first: no more cells than that order takes.
      let inOrder = SimplexSolver()
      _ = try self.cards(inOrder, count: count, stackFirst: true)
      try inOrder.solve()
      #expect(solver.statistics.cells <= inOrder.statistics.cells, "at \(count)")
    }
    // Four times the cards, four times the cells, rows as long at 400 as at 100 (each top
    // basic over the heights above it would make them grow with the screen).
    #expect(cells[1] <= 4 * cells[0] + 16, "cells \(cells)")
    #expect(longest[1] <= longest[0] + 2, "longest rows \(longest)")
  }

  @Test("the cards agree with the dense engine, in either order", arguments: Engine.allCases)
  func cardValues(engine: Engine) throws {
    for stackFirst in [false, true] {
      let solver = engine.make()
      let cards = try cards(solver, count: 12, stackFirst: stackFirst)
      try solver.solve()
      for i in cards.indices {
        #expect(abs(solver.value(of: cards[i].top) - top(i)) < 1e-9)
        #expect(abs(solver.value(of: cards[i].height) - height(i)) < 1e-9)
      }
      // A taller card pushes every card under it down, and its label stays at its top.
      try solver.add(cards[3].height >= 90)
      try solver.solve()
      #expect(abs(solver.value(of: cards[3].height) - 90) < 1e-9)
      #expect(abs(solver.value(of: cards[3].labelTop) - (top(3) + 8)) < 1e-9)
      #expect(abs(solver.value(of: cards[11].top) - (top(11) + 90 - height(3))) < 1e-9)
    }
  }
}
