// SPDX-License-Identifier: MIT

/// The memoised values of defined variables (see ``Tableau/value(_:)``).
///
/// Invariant: `value[s]` is the current value of the defined symbol `s` whenever
/// `stamp[s] == version`; bumping `version` forgets every memo at once, setting `stamp[s]` to 0
/// forgets one. `value` and `stamp` have one entry per symbol. Reading a value never changes
/// the tableau, only this memo.
struct ValueMemo {
  var value: [Double] = []
  var stamp: [UInt32] = []
  var version: UInt32 = 1
}
