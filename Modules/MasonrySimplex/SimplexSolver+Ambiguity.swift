// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// The variables that can move without making any priority's error worse.
  ///
  /// At the optimal basis, a *flat direction* is a parametric symbol whose reduced cost is zero
  /// at every priority level: a free variable (either way), or the slack or error of a
  /// constraint (upwards only). A direction is usable when some step along it keeps every
  /// restricted row non-negative and every redundant equality at zero. A variable is reported
  /// when a usable direction changes it; the first such direction (lowest symbol) is its
  /// freedom. A variable that no constraint mentions is its own freedom.
  ///
  /// At a degenerate vertex (a row that blocks a direction with a zero step) the direction is
  /// treated as blocked, so a variable that only such a direction moves is not reported.
  ///
  /// - Complexity: O(*F* · (*R* + *D*)) for *F* flat directions, the rows *R* that hold them and
  ///   the size *D* of the definitions; only on demand.
  mutating func ambiguities() -> [Ambiguity] {
    var found: [Int32: Ambiguity.Freedom] = [:]
    // Defined variables in definition order, for propagating a direction through them.
    var defined: [Int32] = symbolOf.filter { t.defs.seq[Int($0)] != 0 }
    defined.sort { t.defs.seq[Int($0)] < t.defs.seq[Int($1)] }
    var derivative = [Double](repeating: 0, count: t.symbolCount)

    for j in 0..<Int32(t.symbolCount) {
      let k = t.symbols.kind[Int(j)]
      guard t.symbols.rowOf[Int(j)] < 0, t.defs.seq[Int(j)] == 0, k != .dummy else { continue }
      guard t.symbols.owner[Int(j)] >= 0 else { continue }
      // A parametric variable is free both ways; a slack or error must cost nothing.
      if k != .external {
        guard isFlat(j), slots[Int(t.symbols.owner[Int(j)])].live else { continue }
      }
      let holding = t.rowsHolding(j)
      defer { t.recycle(holding) }
      guard isUsable(j, holding, external: k == .external) else { continue }
      // How each symbol moves along the direction.
      derivative[Int(j)] = 1
      for r in holding { derivative[Int(t.rows.basic[Int(r)])] = t.coefficient(of: j, inRow: r) }
      for v in defined {
        var d = 0.0
        let syms = t.defs.syms[Int(v)]
        let coefs = t.defs.coefs[Int(v)]
        for n in syms.indices { d += coefs[n] * derivative[Int(syms[n])] }
        derivative[Int(v)] = d
      }
      let freedom = self.freedom(of: j)
      for (index, s) in symbolOf.enumerated() where abs(derivative[Int(s)]) > nearZero {
        let v = Int32(index)
        if found[v] == nil { found[v] = freedom }
      }
      derivative[Int(j)] = 0
      for r in holding { derivative[Int(t.rows.basic[Int(r)])] = 0 }
      for v in defined { derivative[Int(v)] = 0 }
    }
    return found.keys.sorted().compactMap { v in
      found[v].map { Ambiguity(variable: Variable(id: v, solverTag: tag), freedom: $0) }
    }
  }

  /// Whether the reduced cost of `s` is zero at every level.
  private func isFlat(_ s: Int32) -> Bool {
    t.objective.cost.indices.allSatisfy {
      abs(t.objective.cost[$0][Int(s)]) <= t.objectiveTolerance($0)
    }
  }

  /// Whether a positive step along `j` (or a negative one for a free variable) is possible.
  private func isUsable(_ j: Int32, _ holding: [Int32], external: Bool) -> Bool {
    var up = true
    var down = external
    for r in holding {
      let basic = t.rows.basic[Int(r)]
      let a = t.coefficient(of: j, inRow: r)
      switch t.symbols.kind[Int(basic)] {
      case .dummy:
        return false
      case .slack, .error:
        let beta = t.rows.constant[Int(r)]
        if a < 0, beta <= nearZero { up = false }
        if a > 0, beta <= nearZero { down = false }
      case .external:
        continue
      }
    }
    return up || down
  }

  /// The freedom a direction stands for.
  private func freedom(of j: Int32) -> Ambiguity.Freedom {
    let owner = t.symbols.owner[Int(j)]
    if t.symbols.kind[Int(j)] == .external { return .variable(Variable(id: owner, solverTag: tag)) }
    let slot = slots[Int(owner)]
    if slot.isEdit, let v = editSlot.firstIndex(of: owner) {
      return .variable(Variable(id: Int32(v), solverTag: tag))
    }
    return .constraint(handle(owner))
  }
}
