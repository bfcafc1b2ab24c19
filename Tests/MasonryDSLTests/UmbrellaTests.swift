// SPDX-License-Identifier: MIT

import Masonry
import Testing

/// `import Masonry` alone gives the geometry, the layout layer, the DSL and both engines.
@Suite struct UmbrellaTests {
  @Test func oneImportIsEnough() {
    let superview = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    superview.layoutEngine = LayoutEngine(solver: GaussSolver())
    superview.layoutEngine = LayoutEngine(solver: SimplexSolver())
    let view1 = LayoutView()
    superview.addSubview(view1)
    view1.mas.makeConstraints { make in
      make.edges.equalTo(superview).with.insets(
        EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    }
    superview.layoutIfNeeded()
    #expect(view1.frame == Rect(x: 10, y: 10, width: 180, height: 80))
  }
}
