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
  /// Variables that no constraint mentions are free parameters of their own. Degenerate
  /// corners, where several bound inequalities must leave together, are not explored.
  ///
  /// - Complexity: O(*D*³) for *D* program columns, plus O(*D*³) per inequality at its bound.
  public func ambiguities() -> [Ambiguity] {
    solveIfNeeded()
    guard let record = lastSolution else {
      return (0..<names.count).map {
        let v = Variable(id: Int32($0))
        return Ambiguity(variable: v, freedom: .variable(v))
      }
    }
    let program = record.program
    var freedom = Array(repeating: Ambiguity.Freedom?.none, count: names.count)
    for v in 0..<names.count
    where program.columnOfVariable.count <= v
      || program.columnOfVariable[v] < 0
    {
      freedom[v] = .variable(Variable(id: Int32(v)))
    }
    let remaining = record.remaining
    if remaining.columnCount > 0 {
      let hard = program.inequalities
      let u = record.point
      let bound = hard.indices.filter { hard[$0].value(at: u) >= -hard[$0].tolerance(at: u) }
      let reference = max(program.inequalityReference, 1)
      let free = remaining.multiplied(
        by: nullSpace(of: rows(bound, of: program, in: remaining), reference: reference))
      nameParameters(free, program: program, into: &freedom)
      for i in bound {
        guard let handle = record.inequalityHandles[i] else { continue }
        let slack = u[program.variableColumns.count + i]
        guard slack <= GaussSolver.epsilon * max(1, abs(hard[i].constant)) else { continue }
        let others = bound.filter { $0 != i }
        let loose = nullSpace(of: rows(others, of: program, in: remaining), reference: reference)
        guard loose.columnCount > free.columnCount else { continue }
        // The direction of the loosened space that slackens inequality i fastest.
        let h = hard[i].times(remaining)
        let along = loose.transposeMultiplied(by: h).map { -$0 }
        let direction = remaining.multiplied(by: loose.multiplied(by: along))
        let size = maxMagnitude(direction)
        guard size > GaussSolver.epsilon else { continue }
        let blocked = others.contains { k in
          var slope = 0.0
          for (c, value) in zip(hard[k].columns, hard[k].values) { slope += value * direction[c] }
          return slope > GaussSolver.epsilon * size
        }
        guard !blocked else { continue }
        for (j, v) in program.variableColumns.enumerated()
        where freedom[Int(v)] == nil && abs(direction[j]) > GaussSolver.epsilon * size {
          freedom[Int(v)] = .constraint(handle)
        }
      }
    }
    return freedom.indices.compactMap { v in
      freedom[v].map { Ambiguity(variable: Variable(id: Int32(v)), freedom: $0) }
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
        Variable(id: program.variableColumns[parameter]))
    }
  }
}
