// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGauss
import MasonryGeometry
import MasonryLayout
import MasonrySimplex
import MasonrySolving

/// `bench scale CASE N [--engine E]`: one size of one of issue 12's load cases (item 3), built
/// once and timed, each phase on its own line, as `scale CASE n=N engine=E PHASE_ms=T ...`:
///
/// - `conflict-chain`: `x0 == 0`, `x(i+1) == x(i) + 1` for i < N, then `x(N) == -5`, which
///   the solver refuses with an explanation naming all N + 1 equalities of the chain
///   (`build_ms`: the chain; `explain_ms`: the refused add, explanation included);
/// - `deep-tree`: N views, each the only subview of the one before, each with one
///   `mas.makeConstraints` pinning its edges 1 inside its superview (simplex only;
///   `make_ms`: every block; `layout_ms`: the first `layoutIfNeeded()`);
/// - `weak-chain`: N constraints, one in three weak: `W` an edit (strong, at 0), then
///   M = (N - 2) / 3 views in a row, `x0 == 8`, `x(i) == x(i-1) + w(i-1) + 8`, `w(i) >= 20`,
///   weak `w(i) == 100`, the row's end at most `W` and, at medium, equal to it (`build_ms`:
///   every add, the last ones squeezing every width to 20); then `W` suggested 70% of the
///   width the wishes ask for (`suggest_ms`); `read_ms`: reading every value.
///
/// - `priority-row`: M = (N - 2) / 3 labels in a row too narrow for their text, each label's
///   width wished at its text's (40 to 99) at a priority of its own, 700 + 40 i / M, as a
///   compression resistance set label by label to choose which truncates first: `x0 == 8`,
///   `x(i) == x(i-1) + w(i-1) + 8`, `w(i) >= 0`, the row's end at most `W`, an edit (strong).
///   Every label is a priority level of its own, M levels (`build_ms`: every add; then `W`
///   suggested at 50%, 60%, ... 90% of the width the wishes ask for, `suggest_ms` the mean of
///   the five; `read_ms`: reading every value). The lowest priorities give way first: the
///   labels from the last keep their text, one is cut, the ones before it are 0 wide;
/// - `shared-priority-row`: the same row, every label at priority 700 (one level; only the
///   widths' sum is determined, and checked).
/// - `gesture`: M = N / 4 views in a column at rest, `y0 == 0` weak, `y(i) == y(i-1) + h(i-1)
///   + 4` weak and at least that required, `h(i) == 40` medium and at least 10; then a gesture
///   that moves them all: an edit (strong) added on every top (`edits_ms`), the tops suggested
///   30 apart and read (`suggest_ms`), the edits removed and the column read back at rest
///   (`remove_ms`). Each top is defined over the one above it: an edit on the i-th expands i
///   definitions.
/// - `list-removal`: N rows in a list, as a table's: each row as wide as the root, 44 high, its
///   top at the bottom of the row above (the first at the root's top), a label inside it inset
///   4 and 8, each with one `mas.makeConstraints` (simplex only; `make_ms`, `layout_ms`); then
///   the last quarter of the rows taken away one by one from the end, and a layout
///   (`tail_ms`), and the first quarter from the front, and a layout (`head_ms`). Each row's
///   top is defined over the row above it: taking the last row away once expanded the whole
///   list.
/// - `stack-list`: N labels ("Row 0", ...) in a vertical `LayoutStackView` (fill) inside a
///   `LayoutScrollView` as wide as the root, its content the stack, a settings screen's or a
///   feed's shape (simplex only; `make_ms`: the arranged views added; `layout_ms`: the first
///   `layoutIfNeeded()`; `edit_ms`: 20 rows taken away from the middle and 20 put there, a
///   layout after each). Every label after the first breaks its hugging and compression ties
///   by order (UIKit's rule).
/// - `stack-proportional`: the same list with `.fillProportionally`: each label's height a
///   share of the stack's, by its text's height, one priority weighted by place. The shares
///   were written before the views were chained: chained first, every share held the sum of
///   every row, and 1,000 labels took 56 s to lay out.
///
/// Each run checks its result (the conflict set, the frames, the values) and fails when it is
/// wrong.
enum ScaleCommand {
  static let cases = [
    "conflict-chain", "deep-tree", "weak-chain", "priority-row", "shared-priority-row",
    "gesture", "list-removal", "stack-list", "stack-proportional",
  ]

  /// Runs the command; returns the exit status.
  static func run(case name: String, size n: Int, engine: BenchEngine) -> Int32 {
    do {
      switch (name, engine) {
      case ("conflict-chain", .simplex): try conflictChain(SimplexSolver(), n)
      case ("conflict-chain", .gauss): try conflictChain(GaussSolver(), n)
      case ("deep-tree", .simplex): try deepTree(n)
      case ("weak-chain", .simplex): try weakChain(SimplexSolver(), n)
      case ("weak-chain", .gauss): try weakChain(GaussSolver(), n)
      case ("priority-row", .simplex): try priorityRow(SimplexSolver(), n, distinct: true)
      case ("priority-row", .gauss): try priorityRow(GaussSolver(), n, distinct: true)
      case ("shared-priority-row", .simplex):
        try priorityRow(SimplexSolver(), n, distinct: false)
      case ("shared-priority-row", .gauss): try priorityRow(GaussSolver(), n, distinct: false)
      case ("gesture", .simplex): try gesture(SimplexSolver(), n)
      case ("gesture", .gauss): try gesture(GaussSolver(), n)
      case ("list-removal", .simplex): try listRemoval(n)
      case ("stack-list", .simplex): try stackList(n, .fill)
      case ("stack-proportional", .simplex): try stackList(n, .fillProportionally)
      case ("deep-tree", .gauss), ("list-removal", .gauss), ("stack-list", .gauss),
        ("stack-proportional", .gauss):
        throw BenchError("\(name) runs on the simplex engine only")
      default:
        throw BenchError("unknown case '\(name)': \(cases.joined(separator: ", "))")
      }
      return 0
    } catch {
      printError("bench scale: \(error)")
      return 1
    }
  }

  static func milliseconds(_ duration: Duration) -> String {
    let ms = duration.inSeconds * 1e3
    return ms < 10 ? String(format2: ms) : String(Int(ms.rounded()))
  }

  static func conflictChain<S: ConstraintSolver>(_ solver: S, _ n: Int) throws {
    let clock = ContinuousClock()
    let x = (0...n).map { solver.makeVariable(named: "x\($0)") }
    var chain: [ConstraintHandle] = []
    let build = try clock.measure {
      chain.append(try solver.add(x[0] == 0))
      for i in 0..<n { chain.append(try solver.add(x[i + 1] == x[i] + 1)) }
    }
    var conflict: Conflict?
    let explain = clock.measure {
      do throws(SolverError) {
        try solver.add(x[n] == -5)
      } catch {
        if case .unsatisfiable(let found) = error { conflict = found }
      }
    }
    guard let conflict else { throw BenchError("x\(n) == -5 was not refused as a conflict") }
    guard conflict.conflicting == chain.sorted() else {
      throw BenchError(
        "the conflict names \(conflict.conflicting.count) constraints, not the \(n + 1) of the chain"
      )
    }
    print(
      "scale conflict-chain n=\(n) engine=\(S.self) build_ms=\(milliseconds(build)) "
        + "explain_ms=\(milliseconds(explain))")
  }

  static func deepTree(_ n: Int) throws {
    let clock = ContinuousClock()
    let side = 4.0 * Double(n)
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: side, height: side))
    var views: [LayoutView] = []
    let make = clock.measure {
      var parent = root
      for _ in 0..<n {
        let view = LayoutView()
        parent.addSubview(view)
        view.mas.makeConstraints { make in
          make.edges.equalToSuperview().inset(1)
        }
        views.append(view)
        parent = view
      }
    }
    let layout = clock.measure { root.layoutIfNeeded() }
    for (depth, view) in views.enumerated() {
      let expected = Rect(
        x: 1, y: 1, width: side - 2 * Double(depth + 1), height: side - 2 * Double(depth + 1))
      guard view.frame == expected else {
        throw BenchError("view \(depth) has frame \(view.frame), not \(expected)")
      }
    }
    print(
      "scale deep-tree n=\(n) engine=SimplexSolver make_ms=\(milliseconds(make)) "
        + "layout_ms=\(milliseconds(layout))")
  }

  static func listRemoval(_ n: Int) throws {
    let clock = ContinuousClock()
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    var rows: [LayoutView] = []
    let make = clock.measure {
      for _ in 0..<n {
        let row = LayoutView()
        let label = LayoutView()
        root.addSubview(row)
        row.addSubview(label)
        let above = rows.last
        row.mas.makeConstraints { make in
          make.left.right.equalToSuperview()
          make.top.equalTo(above?.mas.bottom ?? root.mas.top)
          make.height.equalTo(44)
        }
        label.mas.makeConstraints { make in
          make.edges.equalToSuperview().insets(EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        }
        rows.append(row)
      }
    }
    let layout = clock.measure { root.layoutIfNeeded() }
    let quarter = n / 4
    let tail = clock.measure {
      for row in rows[(n - quarter)...].reversed() { row.removeFromSuperview() }
      root.layoutIfNeeded()
    }
    for (i, row) in rows[..<(n - quarter)].enumerated() {
      guard row.frame == Rect(x: 0, y: 44 * Double(i), width: 400, height: 44) else {
        throw BenchError("row \(i) has frame \(row.frame) after the tail went")
      }
    }
    let head = clock.measure {
      for row in rows[..<quarter] { row.removeFromSuperview() }
      root.layoutIfNeeded()
    }
    // The first row left has lost the row above it: its top is free (the solver puts it
    // somewhere); the rows below it stack under it.
    let left = Array(rows[quarter..<(n - quarter)])
    for (i, row) in left.enumerated() {
      let top = left[0].frame.minY + 44 * Double(i)
      guard abs(row.frame.minY - top) < 1e-6, row.frame.size == Size(width: 400, height: 44),
        row.subviews[0].frame == Rect(x: 8, y: 4, width: 384, height: 36)
      else {
        throw BenchError("row \(quarter + i) has frame \(row.frame) after the head went")
      }
    }
    print(
      "scale list-removal n=\(n) engine=SimplexSolver make_ms=\(milliseconds(make)) "
        + "layout_ms=\(milliseconds(layout)) tail_ms=\(milliseconds(tail)) "
        + "head_ms=\(milliseconds(head))")
  }

  static func stackList(_ n: Int, _ distribution: LayoutStackView.Distribution) throws {
    let clock = ContinuousClock()
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let scroll = LayoutScrollView()
    root.addSubview(scroll)
    scroll.mas.makeConstraints { make in make.edges.equalToSuperview() }
    let stack = LayoutStackView()
    stack.axis = .vertical
    stack.spacing = 4
    stack.distribution = distribution
    scroll.addSubview(stack)
    stack.mas.makeConstraints { make in
      make.edges.equalTo(scroll.contentLayoutGuide)
      make.width.equalTo(scroll.frameLayoutGuide)
    }
    let make = clock.measure {
      for i in 0..<n { stack.addArrangedSubview(LayoutLabel(text: "Row \(i)")) }
    }
    let layout = clock.measure { root.layoutIfNeeded() }
    try checkStackList(stack, scroll, rows: n)
    let edits = min(20, n / 2)
    let edit = clock.measure {
      for _ in 0..<edits {
        stack.arrangedSubviews[stack.arrangedSubviews.count / 2].removeFromSuperview()
        root.layoutIfNeeded()
      }
      for i in 0..<edits {
        let row = LayoutLabel(text: "New \(i)")
        stack.insertArrangedSubview(row, at: stack.arrangedSubviews.count / 2)
        root.layoutIfNeeded()
      }
    }
    try checkStackList(stack, scroll, rows: n)
    print(
      "scale \(distribution == .fill ? "stack-list" : "stack-proportional") n=\(n) "
        + "engine=SimplexSolver make_ms=\(milliseconds(make)) "
        + "layout_ms=\(milliseconds(layout)) edit_ms=\(milliseconds(edit))")
  }

  /// Each row of the stack as wide as the scroll view and as high as its label's text, right
  /// below the one above, 4 apart; the content as high as the stack.
  static func checkStackList(_ stack: LayoutStackView, _ scroll: LayoutScrollView, rows: Int)
    throws
  {
    var y = 0.0
    for (i, row) in stack.arrangedSubviews.enumerated() {
      let frame = row.unroundedFrame
      let natural = row.intrinsicContentSize.height
      guard abs(frame.minY - y) <= 1e-9 * max(1, y), frame.width == 400,
        abs(frame.height - natural) < 1e-6
      else {
        throw BenchError("row \(i) has frame \(frame), its top \(y) expected")
      }
      y = frame.maxY + 4
    }
    guard stack.arrangedSubviews.count == rows,
      abs(scroll.contentSize.height - (y - 4)) <= 1e-9 * max(1, y)
    else {
      throw BenchError(
        "the content is \(scroll.contentSize.height) high for rows ending at \(y - 4)")
    }
  }

  static func weakChain<S: ConstraintSolver>(_ solver: S, _ n: Int) throws {
    let clock = ContinuousClock()
    let m = max(1, (n - 2) / 3)
    let x = (0..<m).map { solver.makeVariable(named: "x\($0)") }
    let w = (0..<m).map { solver.makeVariable(named: "w\($0)") }
    let container = solver.makeVariable(named: "W")
    let end = x[m - 1] + w[m - 1] + 8
    let build = try clock.measure {
      // The edit first, at 0: the chain's end pushes it out, every width squeezed to 20.
      try addRow(solver, x, w, container, minimum: 20) { (w[$0] == 100) | .weak }
      try solver.add(end <= container)
      try solver.add((end == container) | .medium)
    }
    // Wider, but too narrow for every wish: some widths grow to 100, the others stay at 20
    // (one in between).
    let width = 108 * Double(m) * 0.7
    let suggest = try clock.measure {
      try solver.suggestValue(width, for: container)
      try solver.solve()
    }
    var values: [Double] = []
    let read = clock.measure { values = (x + w).map { solver.value(of: $0) } }
    let tolerance = 1e-6 * width
    var position = 8.0
    for i in 0..<m {
      let (xi, wi) = (values[i], values[m + i])
      guard abs(xi - position) <= tolerance, wi >= 20 - tolerance, wi <= 100 + tolerance else {
        throw BenchError("view \(i): x = \(xi) (expected \(position)), w = \(wi)")
      }
      position = xi + wi + 8
    }
    guard abs(position - width) <= tolerance else {
      throw BenchError("the chain ends at \(position), not at W = \(width)")
    }
    print(
      "scale weak-chain n=\(3 * m + 2) engine=\(S.self) build_ms=\(milliseconds(build)) "
        + "suggest_ms=\(milliseconds(suggest)) read_ms=\(milliseconds(read))")
  }

  /// The row `weak-chain` and `priority-row` build: `W` an edit (strong), `x0 == 8`,
  /// `x(i) == x(i-1) + w(i-1) + 8`, `w(i) >= minimum` and each view's wish, `wish(i)`.
  static func addRow<S: ConstraintSolver>(
    _ solver: S, _ x: [Variable], _ w: [Variable], _ container: Variable, minimum: Double,
    wish: (Int) -> LinearConstraint
  ) throws {
    try solver.addEditVariable(container, strength: .strong)
    try solver.add(x[0] == 8)
    for i in x.indices {
      if i > 0 { try solver.add(x[i] == x[i - 1] + w[i - 1] + 8) }
      try solver.add(w[i] >= minimum)
      try solver.add(wish(i))
    }
  }

  static func priorityRow<S: ConstraintSolver>(_ solver: S, _ n: Int, distinct: Bool) throws {
    let clock = ContinuousClock()
    let m = max(1, (n - 2) / 3)
    let x = (0..<m).map { solver.makeVariable(named: "x\($0)") }
    let w = (0..<m).map { solver.makeVariable(named: "w\($0)") }
    let container = solver.makeVariable(named: "W")
    let text = (0..<m).map { Double(40 + (37 * $0) % 60) }
    let build = try clock.measure {
      try addRow(solver, x, w, container, minimum: 0) { i in
        (w[i] == text[i]) | Strength(priority: distinct ? 700 + 40 * Double(i) / Double(m) : 700)
      }
      try solver.add(x[m - 1] + w[m - 1] + 8 <= container)
    }
    let gaps = 8 * Double(m) + 8
    let full = text.reduce(0, +) + gaps
    let fractions = [0.5, 0.6, 0.7, 0.8, 0.9]
    let suggest = try clock.measure {
      for fraction in fractions {
        try solver.suggestValue(full * fraction, for: container)
        try solver.solve()
      }
    }
    var values: [Double] = []
    let read = clock.measure { values = w.map { solver.value(of: $0) } }
    // The last suggestion, 90%: the widths share what the gaps leave.
    let room = full * fractions[fractions.count - 1] - gaps
    let tolerance = 1e-6 * full
    let sum = values.reduce(0, +)
    guard abs(sum - room) <= tolerance else {
      throw BenchError("the widths add up to \(sum), not to the \(room) the row leaves them")
    }
    if distinct {
      // From the last label down, each keeps its text while the room lasts.
      var left = room
      for i in (0..<m).reversed() {
        let expected = min(text[i], max(0, left))
        left -= text[i]
        guard abs(values[i] - expected) <= tolerance else {
          throw BenchError("label \(i) is \(values[i]) wide, not \(expected)")
        }
      }
    } else {
      for i in 0..<m where values[i] < -tolerance || values[i] > text[i] + tolerance {
        throw BenchError("label \(i) is \(values[i]) wide, outside 0 ... \(text[i])")
      }
    }
    let name = distinct ? "priority-row" : "shared-priority-row"
    let perSuggestion = suggest / fractions.count
    print(
      "scale \(name) n=\(3 * m + 2) engine=\(S.self) levels=\(distinct ? m : 1) "
        + "build_ms=\(milliseconds(build)) suggest_ms=\(milliseconds(perSuggestion)) "
        + "read_ms=\(milliseconds(read))")
  }
}

extension ScaleCommand {
  static func gesture<S: ConstraintSolver>(_ solver: S, _ n: Int) throws {
    let clock = ContinuousClock()
    let m = max(2, n / 4)
    let y = (0..<m).map { solver.makeVariable(named: "y\($0)") }
    let h = (0..<m).map { solver.makeVariable(named: "h\($0)") }
    let build = try clock.measure {
      for i in 0..<m {
        try solver.add((h[i] == 40) | .medium)
        try solver.add(h[i] >= 10)
        if i == 0 {
          try solver.add((y[0] == 0) | .weak)
        } else {
          try solver.add((y[i] == y[i - 1] + h[i - 1] + 4) | .weak)
          try solver.add(y[i] >= y[i - 1] + h[i - 1] + 4)
        }
      }
      try solver.solve()
    }
    let edits = try clock.measure {
      for top in y { try solver.addEditVariable(top, strength: .strong) }
    }
    var moved: [Double] = []
    let suggest = try clock.measure {
      for (i, top) in y.enumerated() { try solver.suggestValue(30 * Double(i), for: top) }
      try solver.solve()
      moved = solver.values(of: y + h)
    }
    var rest: [Double] = []
    let remove = try clock.measure {
      for top in y { try solver.removeEditVariable(top) }
      try solver.solve()
      rest = solver.values(of: y + h)
    }
    for i in 0..<m {
      let height = i == m - 1 ? 40.0 : 26
      guard abs(moved[i] - 30 * Double(i)) <= 1e-6, abs(moved[m + i] - height) <= 1e-6 else {
        throw BenchError("view \(i) moved to \(moved[i]), \(moved[m + i]) high")
      }
      guard abs(rest[i] - 44 * Double(i)) <= 1e-6, abs(rest[m + i] - 40) <= 1e-6 else {
        throw BenchError("view \(i) rests at \(rest[i]), \(rest[m + i]) high")
      }
    }
    print(
      "scale gesture n=\(4 * m) engine=\(S.self) views=\(m) build_ms=\(milliseconds(build)) "
        + "edits_ms=\(milliseconds(edits)) suggest_ms=\(milliseconds(suggest)) "
        + "remove_ms=\(milliseconds(remove))")
  }
}

extension String {
  /// `value` with two decimals.
  fileprivate init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
