// SPDX-License-Identifier: MIT

public import MasonrySolving

extension GaussSolver {
  /// The variables the optimal set does not pin down.
  ///
  /// The optimal set near the solution is the solution plus the directions that every level
  /// leaves free, restricted by the inequalities at their bounds. A variable that moves along a
  /// direction keeping those inequalities at their bounds is reported with
  /// `Ambiguity.Freedom.variable(_:)`, naming a free parameter: the variables are scanned in
  /// ascending order and each one independent of those before it becomes a parameter (so a
  /// variable that is free on its own names itself), and a dependent one names the first
  /// parameter it moves with. A variable that moves only when an inequality leaves its bound
  /// (without making any priority worse and without another bound inequality blocking) is
  /// reported with `Ambiguity.Freedom.constraint(_:)` naming the first such inequality.
  /// Variables that no constraint mentions are free parameters of their own.
  ///
  /// The edges tried are those of one basis of the bound inequalities: each basis inequality
  /// slackens while the others stay at their bounds, and inequalities outside the basis may
  /// slacken along but not be pushed past their bounds. In a degenerate corner a freedom that
  /// only another basis would show can be missed.
  ///
  /// - Complexity: O(*D*³) for *D* program columns.
  public func ambiguities() -> [Ambiguity] {
    solveIfNeeded()
    guard let record = lastSolution else {
      return (0..<names.count).map {
        let v = Variable(id: Int32($0), solverTag: tag)
        return Ambiguity(variable: v, freedom: .variable(v))
      }
    }
    let program = record.program
    var freedom = Array(repeating: Ambiguity.Freedom?.none, count: names.count)
    for v in 0..<names.count
    where program.columnOfVariable.count <= v
      || program.columnOfVariable[v] < 0
    {
      freedom[v] = .variable(Variable(id: Int32(v), solverTag: tag))
    }
    let remaining = record.remaining
    if remaining.columnCount > 0 {
      let hard = program.inequalities
      let u = record.point
      let bound = hard.indices.filter { hard[$0].value(at: u) >= -hard[$0].tolerance(at: u) }
      let boundRows = rows(bound, of: program, in: remaining)
      // Columns: the bound rows. Pivoted ones form a basis of their span.
      let qr = PivotedQR(boundRows.transposed(), reference: max(program.inequalityReference, 1))
      nameParameters(
        remaining.multiplied(by: qr.complementOfRange()), program: program, into: &freedom)
      var edges: [(inequality: Int, direction: [Double])] = []
      for k in 0..<qr.rank {
        let i = bound[qr.permutation[k]]
        guard record.inequalityHandles[i] != nil else { continue }
        // Only an inequality exactly at its bound (not a violated optional one) can slacken.
        let slack = u[program.variableColumns.count + i]
        guard slack <= GaussSolver.epsilon * max(1, abs(hard[i].constant)) else { continue }
        // The edge that slackens inequality i and keeps the other basis rows at their bounds;
        // a bound row outside the basis must not be pushed past its bound.
        let along = qr.dualColumn(k).map { -$0 }
        let slopes = boundRows.multiplied(by: along)
        let size = maxMagnitude(along)
        guard size > GaussSolver.epsilon,
          slopes.allSatisfy({ $0 <= GaussSolver.epsilon * size })
        else { continue }
        edges.append((i, remaining.multiplied(by: along)))
      }
      edges.sort { $0.inequality < $1.inequality }
      for edge in edges {
        guard let handle = record.inequalityHandles[edge.inequality] else { continue }
        let size = maxMagnitude(edge.direction)
        for (j, v) in program.variableColumns.enumerated()
        where freedom[Int(v)] == nil && abs(edge.direction[j]) > GaussSolver.epsilon * size {
          freedom[Int(v)] = .constraint(handle)
        }
      }
    }
    return freedom.indices.compactMap { v in
      freedom[v].map { Ambiguity(variable: Variable(id: Int32(v), solverTag: tag), freedom: $0) }
    }
  }

  /// The hard rows `indices` in the coordinates of `directions`, one row each.
  private func rows(_ indices: [Int], of program: Program, in directions: Matrix) -> Matrix {
    var m = Matrix(rows: indices.count, columns: directions.columnCount)
    for (r, i) in indices.enumerated() {
      for (j, value) in program.inequalities[i].times(directions).enumerated() { m[r, j] = value }
    }
    return m
  }

  /// Marks every variable that moves along `free` (orthonormal columns over the program's
  /// columns) with the free parameter it moves with.
  private func nameParameters(
    _ free: Matrix, program: Program, into freedom: inout [Ambiguity.Freedom?]
  ) {
    let count = program.variableColumns.count
    guard free.columnCount > 0 else { return }
    // Each row of `a` is one direction, restricted to the variables.
    var a = (0..<free.columnCount).map { c in (0..<count).map { free[$0, c] } }
    var moves = Array(repeating: false, count: count)
    for j in 0..<count {
      var norm = 0.0
      for c in 0..<free.columnCount { norm += free[j, c] * free[j, c] }
      moves[j] = norm.squareRoot() > GaussSolver.epsilon
    }
    // Gauss–Jordan elimination by columns in ascending variable order, restricted to the
    // variables that move: each pivot column is a free parameter.
    var pivotRow = Array(repeating: -1, count: count)
    var used = Array(repeating: false, count: a.count)
    var parameters: [Int] = []
    for j in 0..<count where moves[j] {
      var best = -1
      var bestValue = GaussSolver.epsilon
      for r in a.indices where !used[r] && abs(a[r][j]) > bestValue {
        best = r
        bestValue = abs(a[r][j])
      }
      guard best >= 0 else { continue }
      used[best] = true
      pivotRow[j] = best
      parameters.append(j)
      let pivot = a[best][j]
      for c in 0..<count { a[best][c] /= pivot }
      for r in a.indices where r != best && a[r][j] != 0 {
        let f = a[r][j]
        for c in 0..<count { a[r][c] -= f * a[best][c] }
      }
    }
    for j in 0..<count where moves[j] {
      let parameter =
        pivotRow[j] >= 0
        ? j : parameters.first { abs(a[pivotRow[$0]][j]) > GaussSolver.epsilon } ?? j
      freedom[Int(program.variableColumns[j])] = .variable(
        Variable(id: program.variableColumns[parameter], solverTag: tag))
    }
  }
}
