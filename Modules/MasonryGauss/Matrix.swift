// SPDX-License-Identifier: MIT

/// A dense matrix of doubles stored column by column: the working space of ``GaussSolver``.
///
/// Only what the solver needs: element access, products, and picking columns. Sizes are small
/// (a few hundred), so plain loops over one contiguous array are fast enough.
struct Matrix {
  /// The number of rows.
  private(set) var rowCount: Int
  /// The number of columns.
  private(set) var columnCount: Int
  /// The elements, column after column.
  private(set) var storage: [Double]

  /// A zero matrix.
  init(rows: Int, columns: Int) {
    rowCount = rows
    columnCount = columns
    storage = Array(repeating: 0, count: rows * columns)
  }

  /// The identity matrix of size `n`.
  static func identity(_ n: Int) -> Matrix {
    var m = Matrix(rows: n, columns: n)
    for i in 0..<n { m[i, i] = 1 }
    return m
  }

  subscript(row: Int, column: Int) -> Double {
    get { storage[column * rowCount + row] }
    set { storage[column * rowCount + row] = newValue }
  }

  /// Column `j` as an array.
  func column(_ j: Int) -> [Double] {
    Array(storage[(j * rowCount)..<((j + 1) * rowCount)])
  }

  /// The matrix made of the given columns, in that order.
  func selectingColumns(_ columns: [Int]) -> Matrix {
    var result = Matrix(rows: rowCount, columns: columns.count)
    for (k, j) in columns.enumerated() {
      for i in 0..<rowCount { result[i, k] = self[i, j] }
    }
    return result
  }

  /// The matrix with every entry of row *i* whose magnitude is at most `rounding` times
  /// `sizes[i]` set to zero: the parts of rows (of those sizes before they were projected) that
  /// the projection's rounding alone could have made.
  func droppingRounding(_ rounding: Double, sizes: [Double]) -> Matrix {
    guard rounding > 0 else { return self }
    var result = self
    for i in 0..<rowCount {
      let limit = rounding * sizes[i]
      for j in 0..<columnCount where abs(result[i, j]) <= limit { result[i, j] = 0 }
    }
    return result
  }

  /// The transpose.
  func transposed() -> Matrix {
    var result = Matrix(rows: columnCount, columns: rowCount)
    for j in 0..<columnCount {
      for i in 0..<rowCount { result[j, i] = self[i, j] }
    }
    return result
  }

  /// `self · other`.
  ///
  /// - Complexity: O(*m*·*k*·*n*).
  func multiplied(by other: Matrix) -> Matrix {
    precondition(columnCount == other.rowCount, "matrix sizes must agree")
    var result = Matrix(rows: rowCount, columns: other.columnCount)
    for j in 0..<other.columnCount {
      let base = j * rowCount
      for k in 0..<columnCount {
        let factor = other[k, j]
        if factor == 0 { continue }
        let source = k * rowCount
        for i in 0..<rowCount { result.storage[base + i] += factor * storage[source + i] }
      }
    }
    return result
  }

  /// `self · vector`.
  func multiplied(by vector: [Double]) -> [Double] {
    precondition(columnCount == vector.count, "matrix and vector sizes must agree")
    var result = Array(repeating: 0.0, count: rowCount)
    for k in 0..<columnCount {
      let factor = vector[k]
      if factor == 0 { continue }
      let source = k * rowCount
      for i in 0..<rowCount { result[i] += factor * storage[source + i] }
    }
    return result
  }

  /// `selfᵀ · vector`.
  func transposeMultiplied(by vector: [Double]) -> [Double] {
    precondition(rowCount == vector.count, "matrix and vector sizes must agree")
    var result = Array(repeating: 0.0, count: columnCount)
    for j in 0..<columnCount {
      var sum = 0.0
      let source = j * rowCount
      for i in 0..<rowCount { sum += storage[source + i] * vector[i] }
      result[j] = sum
    }
    return result
  }

  /// The row `row` of `self`, as an array of `columnCount` numbers.
  func row(_ row: Int) -> [Double] {
    (0..<columnCount).map { self[row, $0] }
  }
}

/// The largest absolute value in `vector`, 0 when it is empty.
func maxMagnitude(_ vector: [Double]) -> Double {
  var result = 0.0
  for value in vector { result = max(result, abs(value)) }
  return result
}
