// SPDX-License-Identifier: MIT

/// One linear row `Σ values[k]·u[columns[k]] + constant` over the columns of a ``Program``.
struct SparseRow {
  var columns: [Int] = []
  var values: [Double] = []
  var constant = 0.0

  /// The row's value at `u`.
  func value(at u: [Double]) -> Double {
    var sum = constant
    for k in columns.indices { sum += values[k] * u[columns[k]] }
    return sum
  }

  /// The tolerance for the row at `u`: ``GaussSolver/epsilon`` times the size of its parts
  /// (at least 1), so that a row of large numbers may carry proportionally larger rounding.
  func tolerance(at u: [Double]) -> Double {
    var sum = abs(constant)
    for k in columns.indices { sum += abs(values[k] * u[columns[k]]) }
    return GaussSolver.epsilon * max(1, sum)
  }

  /// The row times `n` (whose rows are the program's columns): the row in the coordinates of
  /// the subspace that `n` spans.
  func times(_ n: Matrix) -> [Double] {
    var result = Array(repeating: 0.0, count: n.columnCount)
    for j in 0..<n.columnCount {
      var sum = 0.0
      for k in columns.indices { sum += values[k] * n[columns[k], j] }
      result[j] = sum
    }
    return result
  }

  /// The Euclidean norm of the coefficients.
  var norm: Double {
    var sum = 0.0
    for v in values { sum += v * v }
    return sum.squareRoot()
  }
}

/// A priority level of a ``Program``: rows whose weighted squares it minimises.
struct Level {
  /// 1000 for the required level, the priority for a soft level, 0 for the tie-break.
  var priority: Double
  /// The objective rows: the level minimises half the sum of their squares.
  var rows: [SparseRow] = []
  /// The source each row comes from (an index into the program's sources), −1 for none.
  var sources: [Int] = []

  /// The largest row norm, the reference size for rank decisions.
  var reference: Double { rows.reduce(0) { max($0, $1.norm) } }
}

/// The hierarchical least-squares problem one solve works on.
///
/// Columns: the variables that some row mentions (ascending id), then one *slack* `e` per
/// inequality. Inequality `σ·expression <= 0` (σ = −1 for `>=`) becomes the hard row
/// `σ·(a·x + c)/s − e <= 0` (scaled by its ``RowSource/scale`` *s*), which any `x` can satisfy
/// by taking `e` large; its violation is then `max(0, e)`, and the levels minimise `e`:
/// - the required level: required equalities, scaled to a largest coefficient of 1, and the
///   slack of every required inequality (all zero exactly when the required constraints hold);
/// - one level per optional priority, highest first: `√w·(a·x + c)` for an equality of weight
///   *w*, `√w·s·e` for an inequality (its violation in the units of its expression), with *w*
///   taken relative to the level's largest weight;
/// - optionally a last *tie-break* level `x = 0`: of all optimal solutions, the one of least
///   Euclidean norm.
struct Program {
  /// How many columns: variables, then slacks.
  var columnCount = 0
  /// The variable of each of the first `variableColumns.count` columns.
  var variableColumns: [Int32] = []
  /// The scale of each variable column: column *j* holds its variable divided by
  /// `columnScale[j]` (a power of two; all 1 unless ``ColumnScaling`` finds the coefficients'
  /// scales far apart).
  var columnScale: [Double] = []
  /// The column of each variable, −1 when no row mentions it.
  var columnOfVariable: [Int] = []
  /// The hard rows `h·u + b <= 0`, one per inequality.
  var inequalities: [SparseRow] = []
  /// The source of each inequality.
  var inequalitySources: [Int] = []
  /// The inequality index of each source, −1 for an equality.
  var inequalityOfSource: [Int] = []
  /// The levels, highest priority first.
  var levels: [Level] = []
  /// Whether the last level is the tie-break.
  var hasTieBreak = false

  /// The program for `sources` over `variableCount` variables.
  ///
  /// - Parameter columnScale: the ``columnScale`` of a program built from sources with the
  ///   same coefficients (a solver keeps it while its structure stands), or nil to fit it.
  /// - Parameter wideRows: whether a row whose coefficients span
  ///   ``ColumnScaling/rowSpreadThreshold`` is reason enough to scale the columns.
  init(
    sources: [RowSource], variableCount: Int, tieBreak: Bool, columnScale known: [Double]? = nil,
    wideRows: Bool = false
  ) {
    columnOfVariable = Array(repeating: -1, count: variableCount)
    for source in sources {
      for v in source.variables { columnOfVariable[Int(v)] = 0 }
    }
    for v in 0..<variableCount where columnOfVariable[v] == 0 {
      columnOfVariable[v] = variableColumns.count
      variableColumns.append(Int32(v))
    }
    inequalityOfSource = Array(repeating: -1, count: sources.count)
    for (i, source) in sources.enumerated() where source.relation != .equal {
      inequalityOfSource[i] = inequalitySources.count
      inequalitySources.append(i)
    }
    columnCount = variableColumns.count + inequalitySources.count
    // Columns of wildly different scales are equilibrated (see ``ColumnScaling``); the rows
    // below are over the scaled columns, and each row is re-scaled to a largest coefficient 1
    // in those units.
    columnScale = Array(repeating: 1, count: variableColumns.count)
    var sources = sources
    let columnsOfSources = sources.map { $0.variables.map { columnOfVariable[Int($0)] } }
    let fitted =
      known
      ?? ColumnScaling.scales(
        rows: sources.indices.map { (columnsOfSources[$0], sources[$0].coefficients) },
        columnCount: variableColumns.count, wideRows: wideRows)
    if let scales = fitted, scales.count == variableColumns.count,
      scales.contains(where: { $0 != 1 })
    {
      columnScale = scales
      for i in sources.indices {
        for (k, j) in columnsOfSources[i].enumerated() { sources[i].coefficients[k] *= scales[j] }
        let largest = maxMagnitude(sources[i].coefficients)
        sources[i].scale = largest > 0 ? largest : 1
      }
    }

    var required = Level(priority: 1000)
    var priorities = sources.compactMap { $0.strength.isRequired ? nil : $0.strength.priority }
    priorities.sort(by: >)
    var soft: [Level] = []
    for p in priorities where soft.last?.priority != p { soft.append(Level(priority: p)) }
    // Each level's weights are taken relative to its largest one: the level's optimum does not
    // change, and tiny weights (down to 1e-100) do not vanish below the rank tolerance.
    var largestWeight = Array(repeating: 0.0, count: soft.count)
    for source in sources where !source.strength.isRequired {
      let k = soft.firstIndex { $0.priority == source.strength.priority } ?? 0
      largestWeight[k] = max(largestWeight[k], source.strength.weight)
    }

    for (i, source) in sources.enumerated() {
      let columns = columnsOfSources[i]
      let slack = inequalityOfSource[i] >= 0 ? variableColumns.count + inequalityOfSource[i] : -1
      if slack >= 0 {
        let s = source.sigma / source.scale
        inequalities.append(
          SparseRow(
            columns: columns + [slack], values: source.coefficients.map { $0 * s } + [-1],
            constant: source.constant * s))
      }
      let row: SparseRow
      if source.strength.isRequired {
        row =
          slack >= 0
          ? SparseRow(columns: [slack], values: [1], constant: 0)
          : SparseRow(
            columns: columns, values: source.coefficients.map { $0 / source.scale },
            constant: source.constant / source.scale)
        required.rows.append(row)
        required.sources.append(i)
        continue
      }
      let k = soft.firstIndex { $0.priority == source.strength.priority } ?? 0
      let root = (source.strength.weight / largestWeight[k]).squareRoot()
      row =
        slack >= 0
        ? SparseRow(columns: [slack], values: [root * source.scale], constant: 0)
        : SparseRow(
          columns: columns, values: source.coefficients.map { $0 * root },
          constant: source.constant * root)
      soft[k].rows.append(row)
      soft[k].sources.append(i)
    }
    if !required.rows.isEmpty { levels.append(required) }
    levels += soft
    if tieBreak, !variableColumns.isEmpty {
      var last = Level(priority: 0)
      for j in variableColumns.indices {
        // The least norm in the variables' own units.
        last.rows.append(SparseRow(columns: [j], values: [columnScale[j]], constant: 0))
        last.sources.append(-1)
      }
      levels.append(last)
      hasTieBreak = true
    }
  }

  /// A point that satisfies every hard row: the variables take `value(variable)` (0 where
  /// that leaves the doubles in the column's scale), and each slack its inequality's violation
  /// (or 0).
  ///
  /// With `zeroingHeldSlacks`, the slack of an inequality whose row holds within its tolerance
  /// (``SparseRow/tolerance(at:)``) is 0 instead of what the row is over 0: a required
  /// inequality met only within its tolerance then leaves the required level optimal at the
  /// start (see ``GaussSolver``'s fallbacks).
  func startPoint(_ value: (Int32) -> Double, zeroingHeldSlacks: Bool = false) -> [Double] {
    var u = Array(repeating: 0.0, count: columnCount)
    for (j, v) in variableColumns.enumerated() {
      let scaled = value(v) / columnScale[j]
      u[j] = scaled.isFinite ? scaled : 0
    }
    for (i, row) in inequalities.enumerated() {
      let over = max(0, row.value(at: u))
      let held = zeroingHeldSlacks && over <= row.tolerance(at: u)
      u[variableColumns.count + i] = held ? 0 : over
    }
    return u
  }

  /// The value of the variable of column `j` at the point `u`, in the variable's own units.
  func variableValue(_ j: Int, at u: [Double]) -> Double { u[j] * columnScale[j] }

  /// The largest row norm of the hard rows, the reference size for rank decisions.
  var inequalityReference: Double { inequalities.reduce(0) { max($0, $1.norm) } }
}
