// SPDX-License-Identifier: MIT

extension SimplexSolver {
  /// Whether this build compiled the invariant checker in: debug builds of this package's own
  /// tests, or of an app that enabled the `InternalChecks` trait.
  package static var checksInvariants: Bool {
    #if MASONRY_INTERNAL_CHECKS
      return true
    #else
      return false
    #endif
  }
}

extension Tableau {
  /// Checks the tableau's invariants and traps with a message when one fails.
  ///
  /// Compiled to nothing unless `MASONRY_INTERNAL_CHECKS` is defined (debug builds of this
  /// package, which the tests use, and of a dependent that enables the `InternalChecks` trait);
  /// ``SimplexSolver`` runs it after every call that changes it.
  /// - Complexity: O(cells + symbols × levels).
  func checkInvariants() {
    #if MASONRY_INTERNAL_CHECKS
      precondition(!journal.isRecording, "a transaction was left open")
      var liveRows = 0
      var cells: [Int64] = []
      for r in 0..<rowCount where rowBasic[r] >= 0 {
        liveRows += 1
        let basic = Int(rowBasic[r])
        precondition(rowOf[basic] == Int32(r), "row \(r): its basic symbol points elsewhere")
        precondition(defSeq[basic] == 0, "row \(r): a defined symbol is basic")
        let syms = rowSyms[r]
        precondition(syms.count == rowCoefs[r].count, "row \(r): ragged cells")
        for j in syms.indices {
          let s = Int(syms[j])
          precondition(j == 0 || syms[j - 1] < syms[j], "row \(r): cells not sorted")
          precondition(rowOf[s] < 0, "row \(r): holds the basic symbol \(s)")
          precondition(defSeq[s] == 0, "row \(r): holds the defined symbol \(s)")
          precondition(rowCoefs[r][j].isFinite && rowCoefs[r][j] != 0, "row \(r): bad cell")
          cells.append(Int64(s) << 32 | Int64(r))
        }
        precondition(rowConst[r].isFinite, "row \(r): non-finite constant")
        let k = kind[basic]
        if k == .dummy {
          precondition(
            syms.allSatisfy { kind[Int($0)] == .dummy },
            "row \(r): a redundant equality's row holds more than dummies")
          precondition(
            abs(rowConst[r]) <= nearZero * 1e3, "row \(r): a redundant equality is off zero")
        }
        if k == .slack || k == .error {
          precondition(rowConst[r] >= -nearZero * 1e3, "row \(r): infeasible (\(rowConst[r]))")
        }
      }
      var indexed: [Int64] = []
      for s in 0..<symbolCount {
        for r in column[s] { indexed.append(Int64(s) << 32 | Int64(r)) }
      }
      let known = Set(indexed)
      for cell in cells {
        precondition(known.contains(cell), "column \(cell >> 32) misses row \(cell & 0xffff_ffff)")
      }
      for s in 0..<symbolCount {
        let k = kind[s]
        for level in obj.indices where obj[level][s] != 0 {
          precondition(rowOf[s] < 0, "objective holds the basic symbol \(s)")
          precondition(k != .external, "objective holds the external \(s)")
        }
        if rowOf[s] < 0, k == .slack || k == .error {
          precondition(!isNegative(Int32(s)), "not optimal: symbol \(s) can still improve")
        }
        if defSeq[s] != 0 {
          for d in defSyms[s] where defSeq[Int(d)] != 0 {
            precondition(defSeq[Int(d)] < defSeq[s], "definition \(s) refers to a later one")
          }
        }
      }
    #endif
  }
}
