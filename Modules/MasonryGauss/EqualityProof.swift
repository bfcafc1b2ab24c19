// SPDX-License-Identifier: MIT

import MasonrySolving

/// The equalities a contradiction needs, read off a sparse elimination that records how each
/// row it reduces was made.
///
/// The rows are reduced one after the other against the rows kept before them (each kept row
/// has a pivot variable that no later-kept row holds). A row that reduces to `0 == c` with
/// `c ≠ 0` contradicts the rows kept so far; the records then say which original rows combine
/// into it, and with what weights. The rows kept are linearly independent, so that combination
/// is the only one: no fewer rows could prove the contradiction, and the set is irreducible as
/// read. For the sparse systems layouts make (chains, trees) each row meets a few kept rows,
/// and the whole costs time near-linear in the size of the system.
struct EqualityProof {
  /// A kept row: its reduced terms, its pivot, and how it was made.
  private struct Kept {
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    /// The row's coefficient of its pivot variable.
    var pivotCoefficient: Double
    /// The index of the original row it reduces.
    var source: Int
    /// The earlier kept rows subtracted from it, each with its multiplier: the kept row is
    /// `original − Σ multiplier · kept[index]`.
    var record: [(index: Int, multiplier: Double)]
  }

  /// The relative size below which a reduced coefficient or a weight counts as zero.
  private static let tolerance = GaussSolver.epsilon

  private var kept: [Kept] = []
  /// The kept row whose pivot each variable is, or -1.
  private var pivotOf: [Int]
  /// The row being reduced, dense over the variables, and the variables it has touched.
  private var accumulator: [Double]
  private var touched: [Int32] = []
  private var isTouched: [Bool]
  /// The kept rows waiting to be subtracted (a binary min-heap: each subtraction brings in
  /// only pivots of later rows), and whether each one is waiting.
  private var heap: [Int] = []
  private var isQueued: [Bool] = []

  private init(variableCount: Int) {
    pivotOf = Array(repeating: -1, count: variableCount)
    accumulator = Array(repeating: 0, count: variableCount)
    isTouched = Array(repeating: false, count: variableCount)
  }

  /// The indices (ascending) of the rows of `rows` other than the last that, with the last,
  /// cannot all hold, and of which none can be left out; `nil` when a row is not an equality
  /// or when the elimination (within its tolerance) finds the last row consistent with the
  /// others.
  ///
  /// - Complexity: O(*V*) to set up for *V* variables, plus the elimination: for rows that
  ///   each meet a few earlier ones, near-linear in the number of terms.
  static func conflict(_ rows: [RowSource], variableCount: Int) -> [Int]? {
    guard let last = rows.indices.last, rows.allSatisfy({ $0.relation == .equal }) else {
      return nil
    }
    var proof = EqualityProof(variableCount: variableCount)
    for i in rows.indices.dropLast() { _ = proof.reduce(rows[i], source: i) }
    guard let record = proof.reduce(rows[last], source: last) else { return nil }
    return proof.sources(of: record)
  }

  /// Reduces `row` against the kept rows. Keeps it when something is left; returns the record
  /// of a contradiction (`0 == c`, `c ≠ 0`); returns nil for a row that reduces to `0 == 0`
  /// or is kept.
  private mutating func reduce(
    _ row: RowSource, source: Int
  ) -> [(index: Int, multiplier: Double)]? {
    var constant = row.constant / row.scale
    // The largest magnitudes met, which rounding is relative to.
    var size = 1.0
    var constantSize = max(1, abs(constant))
    for k in row.variables.indices {
      let v = row.variables[k]
      add(row.coefficients[k] / row.scale, to: v)
      if pivotOf[Int(v)] >= 0 { enqueue(pivotOf[Int(v)]) }
    }
    var record: [(index: Int, multiplier: Double)] = []
    while let index = dequeue() {
      let pivot = kept[index].variables[0]
      let factor = accumulator[Int(pivot)]
      guard factor != 0 else { continue }
      let multiplier = factor / kept[index].pivotCoefficient
      let other = kept[index]
      for k in other.variables.indices.dropFirst() {
        let v = other.variables[k]
        add(-multiplier * other.coefficients[k], to: v)
        size = max(size, abs(accumulator[Int(v)]))
        if pivotOf[Int(v)] >= 0 { enqueue(pivotOf[Int(v)]) }
      }
      accumulator[Int(pivot)] = 0
      constant -= multiplier * other.constant
      constantSize = max(constantSize, abs(multiplier * other.constant))
      record.append((index, multiplier))
    }
    // What is left, largest first (ties by variable id): the largest becomes the pivot.
    var variables: [Int32] = []
    var coefficients: [Double] = []
    var best = -1
    for v in touched {
      let c = accumulator[Int(v)]
      accumulator[Int(v)] = 0
      isTouched[Int(v)] = false
      guard abs(c) > Self.tolerance * size else { continue }
      if best < 0 || abs(c) > abs(coefficients[best])
        || (abs(c) == abs(coefficients[best]) && v < variables[best])
      {
        best = variables.count
      }
      variables.append(v)
      coefficients.append(c)
    }
    touched.removeAll(keepingCapacity: true)
    guard best >= 0 else {
      return abs(constant) > Self.tolerance * constantSize ? record : nil
    }
    variables.swapAt(0, best)
    coefficients.swapAt(0, best)
    pivotOf[Int(variables[0])] = kept.count
    kept.append(
      Kept(
        variables: variables, coefficients: coefficients, constant: constant,
        pivotCoefficient: coefficients[0], source: source, record: record))
    isQueued.append(false)
    return nil
  }

  /// The original rows a contradiction's record combines, ascending, the last row excluded.
  private func sources(of record: [(index: Int, multiplier: Double)]) -> [Int] {
    // The contradiction is `last − Σ m·kept[j]`; unfold each kept row into its original and
    // the kept rows before it, latest first.
    var weight = Array(repeating: 0.0, count: kept.count)
    for (index, multiplier) in record { weight[index] -= multiplier }
    var largest = 1.0
    for index in kept.indices.reversed() where weight[index] != 0 {
      largest = max(largest, abs(weight[index]))
      for (earlier, multiplier) in kept[index].record {
        weight[earlier] -= weight[index] * multiplier
      }
    }
    var result: [Int] = []
    for index in kept.indices where abs(weight[index]) > Self.tolerance * largest {
      result.append(kept[index].source)
    }
    return result.sorted()
  }

  private mutating func add(_ value: Double, to v: Int32) {
    if !isTouched[Int(v)] {
      isTouched[Int(v)] = true
      touched.append(v)
    }
    accumulator[Int(v)] += value
  }

  private mutating func enqueue(_ index: Int) {
    guard !isQueued[index] else { return }
    isQueued[index] = true
    heap.append(index)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func dequeue() -> Int? {
    guard let top = heap.first else { return nil }
    isQueued[top] = false
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { break }
        var smallest = left
        if left + 1 < heap.count, heap[left + 1] < heap[left] { smallest = left + 1 }
        guard heap[smallest] < heap[parent] else { break }
        heap.swapAt(smallest, parent)
        parent = smallest
      }
    }
    return top
  }
}
