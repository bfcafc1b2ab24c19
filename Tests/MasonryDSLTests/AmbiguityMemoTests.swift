// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// `hasAmbiguousLayout` asked of every view of a tree: one ambiguity query until the engine
/// solves again, not one a view (a list of 3,000 rows took 48 s to ask each of its views).
@Suite struct AmbiguityMemoTests {
  @Test(arguments: Engine.allCases)
  func everyViewOfAListAsksTheSolverOnce(_ engine: Engine) {
    let (solver, root) = CountingSolver.root(engine, width: 320, height: 2000)
    let rows = stackedRows(in: root, count: 40, height: 20)
    root.layoutIfNeeded()
    solver.clear()
    #expect(rows.allSatisfy { !$0.hasAmbiguousLayout })
    #expect(!root.hasAmbiguousLayout)
    #expect(solver.calls == ["ambiguities"])

    // A view held only by its top: the next question solves and asks again, once.
    let loose = LayoutView(debugName: "loose")
    root.addSubview(loose)
    loose.mas.makeConstraints { make in make.top.equalTo(rows[3]) }
    solver.clear()
    #expect(loose.hasAmbiguousLayout)
    #expect(rows.allSatisfy { !$0.hasAmbiguousLayout })
    #expect(solver.calls.filter { $0 == "ambiguities" }.count == 1)
    #expect(solver.solves == 1)

    // Pinned down, it is no longer ambiguous.
    loose.mas.makeConstraints { make in
      make.left.equalTo(root)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    #expect(!loose.hasAmbiguousLayout)
  }
}
