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
  /// - Complexity: O(*D* + Σ (*R* + *U*)) over the *F* flat directions, for the size *D* of the
  ///   definitions, the rows *R* that hold a direction and the uses *U* of the definitions it
  ///   reaches (one constraint over 100,000 variables: linear); only on demand.
  mutating func ambiguities() -> [Ambiguity] {
    var found: [Int32: Ambiguity.Freedom] = [:]
    // Each symbol's uses in definitions, with the coefficient: a direction is pushed through
    // the definitions it reaches, never through all of them.
    var uses = [[(definition: Int32, coef: Double)]](repeating: [], count: t.symbolCount)
    for v in symbolOf where t.defs.seq[Int(v)] != 0 {
      for n in t.defs.cells(of: Int(v)) {
        uses[Int(t.defs.cellSyms[n])].append((v, t.defs.cellCoefs[n]))
      }
    }
    var derivative = [Double](repeating: 0, count: t.symbolCount)
    var reached = [Bool](repeating: false, count: t.symbolCount)
    var moved: [Int32] = []
    var definitions: [Int32] = []

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
      // How each symbol moves along the direction: `j` and the basic symbols of its rows, then
      // the definitions they reach, in definition order (a definition mentions earlier ones
      // only, so each is complete when its turn comes).
      moved.removeAllKeepingCapacity()
      definitions.removeAllKeepingCapacity()
      moved.append(j)
      derivative[Int(j)] = 1
      for r in holding {
        let basic = t.rows.basic[Int(r)]
        derivative[Int(basic)] = t.coefficient(of: j, inRow: r)
        moved.append(basic)
      }
      var next = 0
      while next < moved.count + definitions.count {
        let s = next < moved.count ? moved[next] : definitions[next - moved.count]
        next += 1
        for use in uses[Int(s)] where !reached[Int(use.definition)] {
          reached[Int(use.definition)] = true
          definitions.append(use.definition)
        }
      }
      definitions.sort { t.defs.order[Int($0)] < t.defs.order[Int($1)] }
      moved += definitions
      for s in moved {
        let d = derivative[Int(s)]
        guard d != 0 else { continue }
        for use in uses[Int(s)] { derivative[Int(use.definition)] += use.coef * d }
      }
      let freedom = self.freedom(of: j)
      for s in moved {
        let owner = t.symbols.owner[Int(s)]
        if t.symbols.kind[Int(s)] == .external, owner >= 0, abs(derivative[Int(s)]) > nearZero,
          found[owner] == nil
        {
          found[owner] = freedom
        }
        derivative[Int(s)] = 0
        reached[Int(s)] = false
      }
    }
    return found.keys.sorted().compactMap { v in
      found[v].map { Ambiguity(variable: Variable(id: v, solverTag: tag), freedom: $0) }
    }
  }

  /// Whether the reduced cost of `s` is zero at every level.
  private func isFlat(_ s: Int32) -> Bool {
    t.objective.levels.indices.allSatisfy {
      abs(t.objective[$0, Int(s)]) <= t.objectiveTolerance($0)
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
