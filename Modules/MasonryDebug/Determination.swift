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
  /// - Complexity: O(*m*² (*m* + *n*)) for the *m* rows and *n* variables connected to the
  ///   target, times the size of the subset for the minimisation.
  static func explain(_ target: Expression, rows: [Expression]) -> [Int]? {
    let component = connectedRows(to: target, in: rows)
    guard let first = support(target, component.map { rows[$0] }) else { return nil }
    var kept = first.map { component[$0] }
    guard kept.count <= minimisationLimit else { return kept }
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
  /// combination does. Gauss-Jordan elimination with partial pivoting, tracking which rows
  /// each reduced row is made of.
  static func support(_ target: Expression, _ rows: [Expression]) -> [Int]? {
    var columnOf: [Int32: Int] = [:]
    for term in target.terms + rows.flatMap(\.terms) where columnOf[term.variable.id] == nil {
      columnOf[term.variable.id] = columnOf.count
    }
    let n = columnOf.count
    let m = rows.count
    var matrix = rows.map { row in
      var dense = [Double](repeating: 0, count: n)
      for term in row.terms { dense[columnOf[term.variable.id] ?? 0] += term.coefficient }
      return dense
    }
    var origin = (0..<m).map { index in
      var unit = [Double](repeating: 0, count: m)
      unit[index] = 1
      return unit
    }
    let scale = max(1, matrix.lazy.flatMap { $0 }.map(abs).max() ?? 0)
    let epsilon = 1e-9 * scale
    var pivots: [Int] = []
    for column in 0..<n where pivots.count < m {
      let rank = pivots.count
      var best = rank
      for row in rank..<m where abs(matrix[row][column]) > abs(matrix[best][column]) {
        best = row
      }
      guard abs(matrix[best][column]) > epsilon else { continue }
      matrix.swapAt(rank, best)
      origin.swapAt(rank, best)
      let pivot = matrix[rank][column]
      for index in 0..<n { matrix[rank][index] /= pivot }
      for index in 0..<m { origin[rank][index] /= pivot }
      for row in 0..<m where row != rank && matrix[row][column] != 0 {
        let factor = matrix[row][column]
        for index in 0..<n { matrix[row][index] -= factor * matrix[rank][index] }
        for index in 0..<m { origin[row][index] -= factor * origin[rank][index] }
      }
      pivots.append(column)
    }
    var rest = [Double](repeating: 0, count: n)
    for term in target.terms { rest[columnOf[term.variable.id] ?? 0] += term.coefficient }
    var combination = [Double](repeating: 0, count: m)
    for (rank, column) in pivots.enumerated() where rest[column] != 0 {
      let factor = rest[column]
      for index in 0..<n { rest[index] -= factor * matrix[rank][index] }
      for index in 0..<m { combination[index] += factor * origin[rank][index] }
    }
    guard rest.allSatisfy({ abs($0) <= 1e-7 }) else { return nil }
    return combination.indices.filter { abs(combination[$0]) > 1e-9 }
  }
}
