// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 7: many priority levels. A build whose every label has a priority of its own makes
/// each new level without walking the constraints (the walk only looks for levels left unused,
/// and an add leaves none); levels a removal or a change of priority left unused still go when
/// the next level is made; the dual simplex's candidates compare only the levels where they
/// have a ratio.
@Suite struct ObjectiveLevelTests {
  /// A row of `m` labels too narrow for their text, each label's width wished at its text's at a
  /// priority of its own (700 + 40 i / m): the lowest give way first. Returns the widths and the
  /// texts.
  static func row(
    _ m: Int, on solver: any ConstraintSolver
  ) throws -> (widths: [Variable], text: [Double]) {
    let x = (0..<m).map { solver.makeVariable(named: "x\($0)") }
    let w = (0..<m).map { solver.makeVariable(named: "w\($0)") }
    let container = solver.makeVariable(named: "W")
    let text = (0..<m).map { Double(40 + (37 * $0) % 60) }
    try solver.addEditVariable(container, strength: .strong)
    try solver.add(x[0] == 8.0)
    for i in 0..<m {
      if i > 0 { try solver.add(x[i] == x[i - 1] + w[i - 1] + 8.0) }
      try solver.add(w[i] >= 0.0)
      try solver.add((w[i] == text[i]) | Strength(priority: 700 + 40 * Double(i) / Double(m)))
    }
    try solver.add(x[m - 1] + w[m - 1] + 8.0 <= container)
    let gaps = 8 * Double(m) + 8
    try solver.suggestValue(0.6 * (text.reduce(0, +) + gaps), for: container)
    try solver.solve()
    return (w, text)
  }

  /// The widths the row's priorities give: from the last label down, each keeps its text
  /// while the room lasts.
  static func expectWidths(
    _ solver: any ConstraintSolver, _ w: [Variable], _ text: [Double], tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let m = text.count
    let gaps = 8 * Double(m) + 8
    var left = 0.6 * (text.reduce(0, +) + gaps) - gaps
    for i in (0..<m).reversed() {
      expectValue(
        solver, w[i], min(text[i], max(0, left)), tolerance: tolerance, "label \(i)",
        sourceLocation: sourceLocation)
      left -= text[i]
    }
  }

  @Test("a build of a priority a label makes its levels without walking the constraints")
  func buildWalksNothing() throws {
    let solver = SimplexSolver()
    let (w, text) = try Self.row(80, on: solver)
    Self.expectWidths(solver, w, text)
    let statistics = solver.statistics
    // 80 labels and the edit's strong level.
    #expect(statistics.objectiveLevels == 81)
    #expect(statistics.levelWalks == 0)
  }

  @Test("the row comes out the same on both engines", arguments: Engine.allCases)
  func rowOnBothEngines(engine: Engine) throws {
    let solver = engine.make()
    let (w, text) = try Self.row(30, on: solver)
    Self.expectWidths(solver, w, text, tolerance: 1e-6)
  }

  @Test("a level left unused goes when the next level is made", arguments: Engine.allCases)
  func unusedLevelsGo(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    let low = try solver.add((x == 10.0) | Strength(priority: 600))
    let high = try solver.add((x == 20.0) | Strength(priority: 650))
    try solver.solve()
    expectValue(solver, x, 20)
    try solver.remove(high)
    // A new priority: its level is made, and the one `high` left goes.
    try solver.add((y == 5.0) | Strength(priority: 610))
    try solver.solve()
    expectValue(solver, x, 10)
    expectValue(solver, y, 5)
    // Moving `low` to a new priority leaves 600 unused; the next new level drops it.
    try solver.setStrength(Strength(priority: 620), of: low)
    try solver.add((y == 7.0) | Strength(priority: 630))
    try solver.solve()
    expectValue(solver, x, 10)
    expectValue(solver, y, 7)
    guard let simplex = solver as? SimplexSolver else { return }
    #expect(simplex.core.t.objective.levels == [630, 620, 610])
    #expect(simplex.statistics.levelWalks == 2)
  }

  @Test("the dual ratio heap pops by the ratios of every level, zeros and all")
  func sparseRatiosKeepTheOrder() {
    var random = SplitMix64(seed: 20_261_206)
    let levels = 12
    var heap = DualRatioHeap()
    heap.reset(levels: levels, symbolCount: 400)
    var ratios: [[Double]] = []
    for s in 0..<300 {
      // Mostly zeros; the nonzero ratios small integers, so that ties are exact (broken by
      // the symbol) and no two ratios are within the tolerance of each other otherwise.
      let key = (0..<levels).map { _ -> Double in
        random.next() % 4 == 0 ? Double(random.next() % 5 + 1) : 0
      }
      ratios.append(key)
      heap.push(Int32(s), coef: 1, ordered: s % 2 == 0) { key[$0] }
    }
    heap.restoreOrder()
    // Pushed again with other ratios: the older entry is stale and must not surface.
    for s in stride(from: 0, to: 300, by: 7) {
      let key = (0..<levels).map { $0 == levels - 1 ? 9.0 : 0 }
      ratios[s] = key
      heap.push(Int32(s), coef: 1) { key[$0] }
    }
    var popped: [Int32] = []
    while let entry = heap.popSmallest(where: { _ in true }) { popped.append(entry.sym) }
    let expected = (0..<300).sorted { a, b in
      for k in 0..<levels where ratios[a][k] != ratios[b][k] { return ratios[a][k] < ratios[b][k] }
      return a < b
    }
    #expect(popped == expected.map(Int32.init))
  }

  /// Every level's entries, by priority: a symbol's entry at each level.
  static func entriesByPriority(_ t: Tableau) -> [Double: [Double]] {
    var entries: [Double: [Double]] = [:]
    for k in t.objective.levels.indices {
      entries[t.objective.levels[k]] = (0..<t.objective.symbolRoom).map { t.objective[k, $0] }
    }
    return entries
  }

  @Test("levels made and dropped between others leave every other level's entries as they were")
  func levelsKeepTheirEntries() throws {
    let solver = SimplexSolver()
    let priorities: [Double] = [900, 700, 500, 300, 100, 800]
    let x = (0..<6).map { solver.makeVariable(named: "x\($0)") }
    for i in x.indices {
      try solver.add(x[i] >= 0.0)
      try solver.add((x[i] == Double(10 * i)) | Strength(priority: priorities[i]))
      if i > 0 {
        try solver.add((x[i] + x[i - 1] == 25.0) | Strength(priority: priorities[i - 1]))
      }
    }
    try solver.solve()
    var t = solver.core.t
    let before = Self.entriesByPriority(t)
    #expect(before.count == 6)
    #expect(before.values.allSatisfy { level in level.contains { $0 != 0 } })
    // One level between two others, then enough around them that the records widen (past
    // four, eight, sixteen and thirty-two levels).
    _ = t.level(for: 600)
    for p in 1...40 { _ = t.level(for: Double(p) * 20 + 5) }
    t.objective.checkLayout()
    var after = Self.entriesByPriority(t)
    #expect(t.objective.levels.count == 47)
    #expect(t.objective.levels == t.objective.levels.sorted(by: >))
    for (priority, entries) in after where before[priority] == nil {
      #expect(entries.allSatisfy { $0 == 0 }, "level \(priority)")
    }
    for (priority, entries) in before { #expect(after[priority] == entries, "level \(priority)") }
    Tableau.checkDefiningState(
      symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)
    // The new levels go, their residue with them (their slots cleared for the next ones), and
    // the old ones stay.
    for k in t.objective.levels.indices where before[t.objective.levels[k]] == nil {
      for s in 0..<t.objective.symbolRoom { t.objective[k, s] = 1e-13 }
    }
    t.dropLevels { before[$0] == nil }
    t.objective.checkLayout()
    after = Self.entriesByPriority(t)
    #expect(t.objective.levels == before.keys.sorted(by: >))
    #expect(after == before)
    _ = t.level(for: 650)
    t.objective.checkLayout()
    #expect(Self.entriesByPriority(t)[650]?.allSatisfy { $0 == 0 } == true)
    Tableau.checkDefiningState(
      symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)
  }
}
