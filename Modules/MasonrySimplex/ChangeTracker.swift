// SPDX-License-Identifier: MIT

/// Which symbols' values may have moved: during one call (the *session*), and since the last
/// report of ``Tableau/takeChangedExternals()``.
///
/// Invariants: `isReported[s]` is true exactly for the symbols of `reported`, each listed once;
/// during a session `sessionStamp[s] == sessionTick` exactly for the symbols of `session`, each
/// listed once; no `sessionStamp` entry exceeds `sessionTick`. When `allChanged` is set the
/// lists say nothing (anything may have moved) and are emptied by the next report. The arrays
/// indexed by symbol have one entry per symbol. Nothing here decides a pivot or a value.
struct ChangeTracker {
  /// Whether changes are being recorded (inside a call, between
  /// ``Tableau/beginTracking()`` and ``Tableau/endTracking()``).
  var isTracking = false
  /// The symbols that moved since the last report, each once (by `isReported`).
  var reported: [Int32] = []
  var isReported: [Bool] = []
  /// The symbols changed by the call being tracked, each once (by `sessionStamp`).
  var session: [Int32] = []
  var sessionStamp: [UInt32] = []
  var sessionTick: UInt32 = 1
  /// Whether a structural change happened since the last report: anything may have moved.
  var allChanged = true
  /// The defined externals whose definitions mention a symbol (entries may be stale: a
  /// definition that went away or changed is skipped when met, and dropped when the list
  /// doubles).
  var dependents: [[Int32]] = []
}
