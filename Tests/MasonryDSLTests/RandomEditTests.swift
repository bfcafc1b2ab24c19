// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Random edits to a settings screen (a vertical stack of rows in a scroll view, each row a
/// horizontal stack of a label and a box), laid out after most of them: every tenth edit, the
/// frames match those of a screen built afresh in the same state, on both engines. (Found two
/// ways to leave frames behind: a change report that missed a variable whose definition went,
/// and a proportional share read with a hiding rule.) Single-line labels, so that no size
/// depends on the history of the layout, and boxes held at priority 999, so that no edit
/// makes a conflict, whose broken constraint would depend on the order of the edits.
@Suite struct RandomEditTests {
  private struct Row {
    var text: String
    var width: Double
    var hidden: Bool
    var hidesLabel: Bool
  }

  private struct Model {
    var rows: [Row] = []
    var spacing = 4.0
    var alignment = LayoutStackView.Alignment.fill
    var distribution = LayoutStackView.Distribution.fill
    var rowAlignment = LayoutStackView.Alignment.center
    var width = 320.0
  }

  private final class Screen {
    let root: LayoutView
    let log = IssueLog()
    let list = LayoutStackView(debugName: "list")
    var rows: [(stack: LayoutStackView, label: LayoutLabel, box: LayoutView, width: Constraint?)] =
      []
    var rowAlignment: LayoutStackView.Alignment

    init(_ model: Model, _ engine: Engine) {
      root = makeRoot(engine, width: model.width, height: 600, log: log)
      rowAlignment = model.rowAlignment
      let scroll = LayoutScrollView(debugName: "scroll")
      root.addSubview(scroll)
      scroll.mas.makeConstraints { make in make.edges.equalToSuperview() }
      list.axis = .vertical
      scroll.addSubview(list)
      list.mas.makeConstraints { make in
        make.edges.equalTo(scroll.contentLayoutGuide)
        make.width.equalTo(scroll.frameLayoutGuide)
      }
      for row in model.rows { insert(row, at: rows.count) }
      apply(model)
    }

    func apply(_ model: Model) {
      list.spacing = model.spacing
      list.alignment = model.alignment
      list.distribution = model.distribution
      rowAlignment = model.rowAlignment
      for row in rows { row.stack.alignment = model.rowAlignment }
      if root.frame.width != model.width { root.frame.size.width = model.width }
    }

    func insert(_ row: Row, at index: Int) {
      let stack = LayoutStackView()
      stack.spacing = 8
      stack.alignment = rowAlignment
      let label = LayoutLabel(text: row.text)
      label.isHidden = row.hidesLabel
      let box = LayoutView()
      var width: Constraint?
      box.mas.makeConstraints { make in
        width = make.width.equalTo(row.width).priority(LayoutPriority(999)).constraint
        make.height.equalTo(30).priority(LayoutPriority(999))
      }
      stack.addArrangedSubview(label)
      stack.addArrangedSubview(box)
      stack.isHidden = row.hidden
      list.insertArrangedSubview(stack, at: index)
      rows.insert((stack, label, box, width), at: index)
    }

    /// Each row's, label's and box's frame in the root's coordinates; zero when hidden.
    var frames: [Rect] {
      rows.flatMap { row in
        [row.stack, row.label, row.box].map { view in
          view.isHidden || row.stack.isHidden
            ? Rect.zero : view.convert(Rect(origin: .zero, size: view.frame.size), to: root)
        }
      }
    }
  }

  @Test(arguments: Engine.allCases)
  func framesAfterEditsAreThoseOfAFreshLayout(_ engine: Engine) {
    let texts = ["On", "Off", "Automatic", "A longer value", "", "x"]
    let seeds = engine == .simplex ? 24 : 4
    var compared = 0
    for seed in 0..<seeds {
      var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 1)
      var model = Model()
      for index in 0..<(3 + random.below(6)) {
        model.rows.append(
          Row(
            text: "Row \(index) " + texts[random.below(texts.count)],
            width: Double(10 + random.below(80)), hidden: false, hidesLabel: false))
      }
      let screen = Screen(model, engine)
      screen.root.layoutIfNeeded()
      var edits: [String] = []
      for step in 0..<30 {
        edit(&model, screen, &random, &edits)
        if random.below(3) > 0 { screen.root.layoutIfNeeded() }
        guard step % 10 == 9 else { continue }
        screen.root.layoutIfNeeded()
        let fresh = Screen(model, engine)
        fresh.root.layoutIfNeeded()
        #expect(screen.log.issues.isEmpty && fresh.log.issues.isEmpty)
        let ambiguous = [screen, fresh].contains { screen in
          screen.rows.contains { row in
            [row.stack, row.label, row.box].contains { !$0.isHidden && $0.hasAmbiguousLayout }
          }
        }
        guard !ambiguous else { continue }
        compared += 1
        let differs = zip(screen.frames, fresh.frames).contains { !close($0, $1) }
        #expect(!differs, "seed \(seed), step \(step): \(edits.joined(separator: "; "))")
        if differs { break }
      }
    }
    #expect(compared >= 3 * seeds)
  }

  private func edit(
    _ model: inout Model, _ screen: Screen, _ random: inout SplitMix64, _ edits: inout [String]
  ) {
    let texts = ["On", "Off", "Automatic", "A longer value", "", "x"]
    let count = model.rows.count
    let index = random.below(count)
    switch random.below(11) {
    case 0:
      let text = texts[random.below(texts.count)]
      model.rows[index].text = text
      screen.rows[index].label.text = text
      edits.append("text \(index)")
    case 1:
      model.rows[index].hidden.toggle()
      screen.rows[index].stack.isHidden = model.rows[index].hidden
      edits.append("hide \(index)")
    case 2:
      let width = Double(random.below(200))
      model.rows[index].width = width
      screen.rows[index].width?.offset(width)
      edits.append("width \(index) \(width)")
    case 3:
      model.spacing = Double(random.below(12))
      screen.apply(model)
      edits.append("spacing \(model.spacing)")
    case 4:
      let row = Row(
        text: "New " + texts[random.below(texts.count)], width: Double(random.below(90)),
        hidden: random.below(4) == 0, hidesLabel: random.below(5) == 0)
      let at = random.below(count + 1)
      model.rows.insert(row, at: at)
      screen.insert(row, at: at)
      edits.append("insert \(at)")
    case 5 where count > 1:
      model.rows.remove(at: index)
      screen.rows[index].stack.removeFromSuperview()
      screen.rows.remove(at: index)
      edits.append("remove \(index)")
    case 6:
      model.alignment = [.fill, .leading, .center, .trailing][random.below(4)]
      screen.apply(model)
      edits.append("alignment \(model.alignment)")
    case 7:
      model.distribution =
        [
          .fill, .fillEqually, .equalSpacing, .fillProportionally, .equalCentering,
        ][random.below(5)]
      screen.apply(model)
      edits.append("distribution \(model.distribution)")
    case 8:
      model.width = [320, 375, 414, 667, 200][random.below(5)]
      screen.apply(model)
      edits.append("root width \(model.width)")
    case 9:
      model.rows[index].hidesLabel.toggle()
      screen.rows[index].label.isHidden = model.rows[index].hidesLabel
      edits.append("hide label \(index)")
    default:
      model.rowAlignment = [.fill, .top, .center, .bottom, .firstBaseline][random.below(5)]
      screen.apply(model)
      edits.append("row alignment \(model.rowAlignment)")
    }
  }
}
