// SPDX-License-Identifier: MIT

/// The sparse accumulator in which a new row is summed up: a dense value per symbol, the list
/// of symbols it holds, a constant, and the definitions still to expand.
///
/// Invariants: between two rows it is empty (every `values` entry 0, every `isIn` entry false,
/// `list`, `pending` empty and `constant` 0); while a row is summed up, `isIn[s]` is true exactly
/// for the symbols of `list`, each listed once. `values` and `isIn` have one entry per symbol.
struct Accumulator {
  var values: [Double] = []
  var isIn: [Bool] = []
  var list: [Int32] = []
  var constant = 0.0
  /// The defined symbols met so far and not expanded yet: a max-heap by definition order
  /// (see ``Tableau/expandDefinitions()``).
  var pending: [Int32] = []

  /// Adds `c * s` to the sum, `s` taken as it is (not expanded).
  mutating func add(_ s: Int32, _ c: Double) {
    let i = Int(s)
    if !isIn[i] {
      isIn[i] = true
      list.append(s)
    }
    values[i] += c
  }

  /// Empties the accumulator into a sorted sparse row, dropping near-zero entries.
  mutating func drain() -> (syms: [Int32], coefs: [Double], constant: Double) {
    list.sort()
    var syms: [Int32] = []
    var coefs: [Double] = []
    syms.reserveCapacity(list.count)
    coefs.reserveCapacity(list.count)
    for s in list {
      let i = Int(s)
      let v = values[i]
      values[i] = 0
      isIn[i] = false
      if abs(v) > nearZero {
        syms.append(s)
        coefs.append(v)
      }
    }
    list.removeAll(keepingCapacity: true)
    var constant = self.constant
    self.constant = 0
    if abs(constant) < nearZero { constant = 0 }
    return (syms, coefs, constant)
  }
}
