// SPDX-License-Identifier: MIT

import MasonrySolving

/// Which equations of a set fix the value of a linear expression: the linear algebra behind
/// "why is this view here".
///
/// A set of equations fixes an expression when the expression's coefficients are a linear
/// combination of theirs: then every solution of the set gives the expression the same value.
/// Constants play no part. Elimination is dense, on the equations connected to the expression
/// only, so its cost is that of the connected part of the layout, not of the tree.
enum Determination {
  /// Above this many connected equations, the connected set is returned without minimising it.
  static let minimisationLimit = 400

  /// The indices (ascending) of an irreducible subset of `rows` that fixes `target`: dropping
  /// any one of them leaves the value free. `nil` when `rows` do not fix it.
  ///
  /// Among several such subsets, the one kept prefers the earlier rows: later rows are tried
  /// for removal first.
  ///
  /// - Complexity: that of ``support(_:_:)`` on the rows connected to the target, and when
  ///   the rows it finds are not independent, that again for each of them.
  static func explain(_ target: Expression, rows: [Expression]) -> [Int]? {
    let component = connectedRows(to: target, in: rows)
    guard let first = support(target, component.map { rows[$0] }) else { return nil }
    var kept = first.map { component[$0] }
    // Independent rows make the target one way only, so none of them can go.
    guard kept.count <= minimisationLimit, !areIndependent(kept.map { rows[$0] }) else {
      return kept
    }
    for candidate in kept.reversed() {
      let trial = kept.filter { $0 != candidate }
      if support(target, trial.map { rows[$0] }) != nil { kept = trial }
    }
    return kept
  }

  /// The indices (ascending) of the rows that share a variable with the target, directly or
  /// through other rows.
  static func connectedRows(to target: Expression, in rows: [Expression]) -> [Int] {
    var rowsOfVariable: [Int32: [Int]] = [:]
    for (index, row) in rows.enumerated() {
      for term in row.terms where term.coefficient != 0 {
        rowsOfVariable[term.variable.id, default: []].append(index)
      }
    }
    var seenVariables = Set<Int32>()
    var seenRows = Set<Int>()
    var queue = target.terms.filter { $0.coefficient != 0 }.map(\.variable.id)
    seenVariables.formUnion(queue)
    while let variable = queue.popLast() {
      for row in rowsOfVariable[variable] ?? [] where seenRows.insert(row).inserted {
        for term in rows[row].terms where seenVariables.insert(term.variable.id).inserted {
          queue.append(term.variable.id)
        }
      }
    }
    return seenRows.sorted()
  }

  /// The indices of rows whose combination gives the target's coefficients, or `nil` when no
  /// combination does.
  ///
  /// Solves for the combination's weights, one unknown per row and one equation per variable
  /// (the variable's coefficient in the weighted sum of the rows is its coefficient in the
  /// target), by sparse elimination: the equation with the fewest unknowns goes first, and in
  /// it the unknown that the fewest other equations hold among those whose coefficient is at
  /// least a tenth of the equation's largest. A layout's equations form chains and trees, which
  /// this order eliminates leaf by leaf, without filling anything in; an equation left with no
  /// unknown and a right side that is not zero means no combination exists. Unknowns no
  /// equation fixes are zero.
  ///
  /// - Complexity: for a chain or a tree, O((*m* + *n*) log(*m* + *n*)) for *m* rows and *n*
  ///   variables; fill-in adds to it otherwise.
  static func support(_ target: Expression, _ rows: [Expression]) -> [Int]? {
    var elimination = SparseElimination(target, rows)
    guard let weights = elimination.solve() else { return nil }
    return weights.indices.filter { abs(weights[$0]) > 1e-9 }
  }

  /// Whether no combination of `rows` other than all zeros cancels out: the elimination
  /// finds a pivot for each of them.
  static func areIndependent(_ rows: [Expression]) -> Bool {
    var elimination = SparseElimination(Expression(), rows)
    return elimination.solve() != nil && elimination.steps.count == rows.count
  }
}

/// The weights of the rows of ``Determination/support(_:_:)``'s combination, by sparse
/// elimination on the transposed system (see there). Every order it follows is an array's, never
/// a hash table's, so the same input gives the same answer in every process.
struct SparseElimination {
  /// An equation's unknowns (row indices, ascending) and their coefficients; a zero
  /// coefficient is an unknown that left the equation (its place is kept, so that a short
  /// equation subtracted from a long one finds its cells by binary search and writes only
  /// those).
  var unknowns: [[Int]] = []
  var coefficients: [[Double]] = []
  /// How many of each equation's coefficients are not zero.
  var live: [Int] = []
  /// Each equation's right side: the target's coefficient of the equation's variable.
  var rightSides: [Double] = []
  /// For each unknown, the equations that held it at some point (a stale entry is checked).
  var holders: [[Int]]
  var done: [Bool] = []
  /// The eliminations in order: the unknown, and its equation as it stood.
  var steps: [(unknown: Int, unknowns: [Int], coefficients: [Double], rightSide: Double)] = []
  /// Equations by length, shortest first; an entry whose length is stale is skipped.
  var queue = LengthQueue()
  let epsilon: Double
  let rowCount: Int
  /// How many cells the eliminations wrote into other equations, for tests: a few for each
  /// elimination on a chain or a tree, where a merge of whole equations would write them all.
  private(set) var cellsWritten = 0

  init(_ target: Expression, _ rows: [Expression]) {
    var unknowns: [[Int]] = []
    var coefficients: [[Double]] = []
    var rightSides: [Double] = []
    var holders: [[Int]] = Array(repeating: [], count: rows.count)
    var equationOf: [Int32: Int] = [:]
    func equation(_ variable: Variable) -> Int {
      if let known = equationOf[variable.id] { return known }
      equationOf[variable.id] = unknowns.count
      unknowns.append([])
      coefficients.append([])
      rightSides.append(0)
      return unknowns.count - 1
    }
    for term in target.terms { rightSides[equation(term.variable)] += term.coefficient }
    var scale = 1.0
    for (index, row) in rows.enumerated() {
      for term in row.terms {
        let j = equation(term.variable)
        if unknowns[j].last == index {
          coefficients[j][coefficients[j].count - 1] += term.coefficient
        } else {
          unknowns[j].append(index)
          coefficients[j].append(term.coefficient)
          holders[index].append(j)
        }
        scale = max(scale, abs(term.coefficient))
      }
    }
    let epsilon = 1e-9 * scale
    for j in coefficients.indices {
      for k in coefficients[j].indices where abs(coefficients[j][k]) <= epsilon {
        coefficients[j][k] = 0
      }
    }
    self.unknowns = unknowns
    self.coefficients = coefficients
    self.rightSides = rightSides
    self.holders = holders
    self.epsilon = epsilon
    rowCount = rows.count
    live = coefficients.map { $0.count { $0 != 0 } }
    done = Array(repeating: false, count: unknowns.count)
    for j in unknowns.indices { queue.push(length: live[j], index: j) }
  }

  /// The weights, or `nil` when an equation cannot hold.
  mutating func solve() -> [Double]? {
    while let (length, j) = queue.pop() {
      guard !done[j], length == live[j] else { continue }
      done[j] = true
      guard length > 0 else {
        if abs(rightSides[j]) > 1e-7 { return nil }
        continue
      }
      let pivot = pivotPosition(in: j)
      let unknown = unknowns[j][pivot]
      let value = coefficients[j][pivot]
      steps.append((unknown, unknowns[j], coefficients[j], rightSides[j]))
      for k in holders[unknown] where !done[k] {
        guard let at = position(of: unknown, in: k), coefficients[k][at] != 0 else { continue }
        let factor = coefficients[k][at] / value
        subtract(factor, timesEquation: j, from: k, pivot: unknown)
        queue.push(length: live[k], index: k)
      }
    }
    var weights = Array(repeating: 0.0, count: rowCount)
    for step in steps.reversed() {
      var sum = step.rightSide
      var own = 1.0
      for (unknown, coefficient) in zip(step.unknowns, step.coefficients) {
        if unknown == step.unknown {
          own = coefficient
        } else {
          sum -= coefficient * weights[unknown]
        }
      }
      weights[step.unknown] = sum / own
    }
    return weights
  }

  /// Where equation `j`'s pivot is: among the unknowns whose coefficient is at least a tenth
  /// of the largest, the one the fewest equations hold, then the lowest.
  func pivotPosition(in j: Int) -> Int {
    let largest = coefficients[j].reduce(0) { max($0, abs($1)) }
    var best = -1
    var bestCount = Int.max
    for k in unknowns[j].indices where abs(coefficients[j][k]) >= 0.1 * largest {
      let count = holders[unknowns[j][k]].count
      if count < bestCount {
        best = k
        bestCount = count
      }
    }
    return best
  }

  func position(of unknown: Int, in k: Int) -> Int? {
    var low = 0
    var high = unknowns[k].count
    while low < high {
      let middle = (low + high) / 2
      if unknowns[k][middle] < unknown { low = middle + 1 } else { high = middle }
    }
    return low < unknowns[k].count && unknowns[k][low] == unknown ? low : nil
  }

  /// Equation `k` minus `factor` times equation `j`, whose pivot is `pivot`: the pivot leaves
  /// `k` exactly, and what cancels to the tolerance leaves with it. Cells `k` holds are written
  /// in place; new ones are merged in, and an equation mostly of places left is compacted.
  mutating func subtract(_ factor: Double, timesEquation j: Int, from k: Int, pivot: Int) {
    var inserted: [(unknown: Int, coefficient: Double)] = []
    for (unknown, coefficient) in zip(unknowns[j], coefficients[j]) where coefficient != 0 {
      guard let at = position(of: unknown, in: k) else {
        let new = -factor * coefficient
        if abs(new) > epsilon { inserted.append((unknown, new)) }
        continue
      }
      let old = coefficients[k][at]
      var new = unknown == pivot ? 0 : old - factor * coefficient
      if abs(new) <= epsilon { new = 0 }
      if old != 0, new == 0 { live[k] -= 1 }
      if old == 0, new != 0 {
        live[k] += 1
        holders[unknown].append(k)
      }
      coefficients[k][at] = new
      cellsWritten += 1
    }
    rightSides[k] -= factor * rightSides[j]
    if !inserted.isEmpty {
      merge(inserted, into: k)
    } else if 2 * live[k] < unknowns[k].count {
      merge([], into: k)
    }
  }

  /// Merges new cells (ascending, none already in `k`) into equation `k`, dropping its zeros.
  mutating func merge(_ inserted: [(unknown: Int, coefficient: Double)], into k: Int) {
    var mergedUnknowns: [Int] = []
    var mergedCoefficients: [Double] = []
    mergedUnknowns.reserveCapacity(live[k] + inserted.count)
    mergedCoefficients.reserveCapacity(live[k] + inserted.count)
    var next = 0
    for (unknown, coefficient) in zip(unknowns[k], coefficients[k]) {
      while next < inserted.count, inserted[next].unknown < unknown {
        mergedUnknowns.append(inserted[next].unknown)
        mergedCoefficients.append(inserted[next].coefficient)
        holders[inserted[next].unknown].append(k)
        next += 1
      }
      guard coefficient != 0 else { continue }
      mergedUnknowns.append(unknown)
      mergedCoefficients.append(coefficient)
    }
    for cell in inserted[next...] {
      mergedUnknowns.append(cell.unknown)
      mergedCoefficients.append(cell.coefficient)
      holders[cell.unknown].append(k)
    }
    cellsWritten += mergedUnknowns.count
    live[k] = mergedUnknowns.count
    unknowns[k] = mergedUnknowns
    coefficients[k] = mergedCoefficients
  }
}

/// Equations by their number of unknowns, a stack per number: pops one of the shortest.
struct LengthQueue {
  var stacks: [[Int]] = []
  /// No stack below this one holds anything.
  var lowest = 0

  mutating func push(length: Int, index: Int) {
    while stacks.count <= length { stacks.append([]) }
    stacks[length].append(index)
    lowest = min(lowest, length)
  }

  mutating func pop() -> (length: Int, index: Int)? {
    while lowest < stacks.count {
      if let index = stacks[lowest].popLast() { return (lowest, index) }
      lowest += 1
    }
    return nil
  }
}
