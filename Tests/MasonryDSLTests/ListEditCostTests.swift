// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import MasonrySolving
import Testing
import _MasonryTestSupport

/// A change in one row of a long list costs the row, not the list: a settings screen of 100
/// rows (each a horizontal stack of a title and a value, in a vertical stack in a scroll view)
/// whose one value gets a new text.
@Suite struct ListEditCostTests {
  @Test(arguments: Engine.allCases)
  func aValuesNewTextReadsTheRowNotTheList(_ engine: Engine) {
    let (solver, root) = CountingSolver.root(engine, width: 400, height: 800)
    let scroll = LayoutScrollView(debugName: "scroll")
    root.addSubview(scroll)
    scroll.mas.makeConstraints { make in make.edges.equalToSuperview() }
    let list = LayoutStackView(debugName: "list")
    list.axis = .vertical
    scroll.addSubview(list)
    list.mas.makeConstraints { make in
      make.edges.equalTo(scroll.contentLayoutGuide)
      make.width.equalTo(scroll.frameLayoutGuide)
    }
    let count = engine == .simplex ? 100 : 8
    var values: [LayoutLabel] = []
    for index in 0..<count {
      let title = LayoutLabel(text: "Setting \(index)")
      title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
      let value = LayoutLabel(text: "On")
      let row = LayoutStackView(arrangedSubviews: [title, value])
      row.spacing = 8
      list.addArrangedSubview(row)
      values.append(value)
    }
    root.layoutIfNeeded()
    solver.reads = [:]
    values[count / 2].text = "Automatic"
    root.layoutIfNeeded()
    // The simplex engine reports the variables a solve moved, and the engine reads only those
    // (6 values); when every label's width was read after each solve, 146. The dense engine
    // reports none, and every value is read.
    if engine == .simplex { #expect(solver.reads.values.reduce(0, +) < 40) }
    let value = values[count / 2]
    #expect(abs(value.unroundedFrame.maxX - 400) < 1e-9)
    #expect(abs(value.unroundedFrame.width - value.intrinsicContentSize.width) < 1e-9)
  }
}
