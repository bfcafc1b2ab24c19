// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// The layout pass writes frames from the values the solver's report read while nothing
/// changed in the solver since (`LayoutEngine.currentValue(of:)`): random sequences of resizes
/// (which move a large share of the layout and are laid out by a walk of the tree), single
/// constants, insets, and widths that a `layoutSubviews` override changes before calling
/// `super`, each laid out incrementally, give the frames a fresh screen computes from scratch.
@Suite struct ReportedValuesTests {
  /// A row that sets its first box's width in ``layoutSubviews()`` before calling `super`.
  private final class Row: LayoutView {
    var boxWidth: Constraint?
    var width = 30.0

    override func layoutSubviews() {
      boxWidth?.offset(width)
      super.layoutSubviews()
    }
  }

  /// What a screen is made of: the root's width, and each row's height, inset and box width.
  private struct Parameters {
    var rootWidth = 320.0
    var heights: [Double]
    var insets: [Double]
    var widths: [Double]
  }

  /// A column of rows under a root, each row a box on its leading edge (its width set by the
  /// row's `layoutSubviews`), one pinned to its trailing edge and one that fills the space
  /// between them (a resize moves three variables a row, most of the layout's share).
  private final class Screen {
    let root: LayoutView
    var rows: [Row] = []
    var heights: [Constraint] = []
    var insets: [Constraint] = []

    init(_ engine: Engine, _ parameters: Parameters) {
      root = LayoutView(
        frame: Rect(x: 0, y: 0, width: parameters.rootWidth, height: 4_000), debugName: "root")
      root.layoutEngine = LayoutEngine(solver: engine.make())
      var above: LayoutView?
      for k in parameters.heights.indices {
        let row = Row(debugName: "row\(k)")
        row.width = parameters.widths[k]
        root.addSubview(row)
        let leading = LayoutView(debugName: "leading\(k)")
        let trailing = LayoutView(debugName: "trailing\(k)")
        let middle = LayoutView(debugName: "middle\(k)")
        row.addSubview(leading)
        row.addSubview(trailing)
        row.addSubview(middle)
        let root = root
        let previous = above
        var height: Constraint?
        var inset: Constraint?
        row.mas.makeConstraints { make in
          if let previous {
            make.top.equalTo(previous.mas.bottom).offset(2)
          } else {
            make.top.equalTo(root)
          }
          inset = make.left.equalTo(root).offset(parameters.insets[k])
          make.right.equalTo(root)
          height = make.height.equalTo(parameters.heights[k])
        }
        leading.mas.makeConstraints { make in
          make.top.bottom.left.equalTo(row)
          row.boxWidth = make.width.equalTo(10)
        }
        trailing.mas.makeConstraints { make in
          make.top.bottom.right.equalTo(row)
          make.width.equalTo(20)
        }
        middle.mas.makeConstraints { make in
          make.top.bottom.equalTo(row)
          make.left.equalTo(leading.mas.right).offset(4)
          make.right.equalTo(trailing.mas.left).offset(-4)
        }
        if let height, let inset {
          heights.append(height)
          insets.append(inset)
        }
        rows.append(row)
        above = row
      }
      root.layoutIfNeeded()
    }

    /// Every view's frame, in tree order.
    var frames: [Rect] {
      var result: [Rect] = []
      func visit(_ view: LayoutView) {
        result.append(view.frame)
        for subview in view.subviews { visit(subview) }
      }
      visit(root)
      return result
    }
  }

  /// 25 rows on the simplex engine (a resize moves 75 of 404 variables: a walk after a list of
  /// what moved); 10 on the dense engine, which reports every variable each time and solves in
  /// cubic time.
  @Test(arguments: Engine.allCases, [UInt64(1), 2])
  func incrementalPassesGiveTheFramesOfAFreshScreen(_ engine: Engine, _ seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let n = engine == .simplex ? 25 : 10
    var parameters = Parameters(
      heights: (0..<n).map { _ in Double(rng.int(in: 10...30)) },
      insets: (0..<n).map { _ in Double(rng.int(in: 0...20)) },
      widths: (0..<n).map { _ in Double(rng.int(in: 10...60)) })
    let screen = Screen(engine, parameters)
    #expect(screen.frames == Screen(engine, parameters).frames)
    for step in 0..<(engine == .simplex ? 24 : 12) {
      let k = rng.int(in: 0...(n - 1))
      switch rng.int(in: 0...4) {
      case 0, 1:
        // Every row's width and every trailing box moves: a walk of the tree.
        parameters.rootWidth = Double(rng.int(in: 200...600))
        screen.root.frame = Rect(x: 0, y: 0, width: parameters.rootWidth, height: 4_000)
      case 2:
        parameters.heights[k] = Double(rng.int(in: 10...30))
        screen.heights[k].offset(parameters.heights[k])
      case 3:
        parameters.insets[k] = Double(rng.int(in: 0...20))
        screen.insets[k].offset(parameters.insets[k])
      default:
        // The row changes its box in its next `layoutSubviews`, and a resize asks for it.
        parameters.widths[k] = Double(rng.int(in: 10...60))
        screen.rows[k].width = parameters.widths[k]
        screen.rows[k].setNeedsLayout()
        if rng.int(in: 0...1) == 0 {
          parameters.rootWidth = Double(rng.int(in: 200...600))
          screen.root.frame = Rect(x: 0, y: 0, width: parameters.rootWidth, height: 4_000)
        }
      }
      screen.root.layoutIfNeeded()
      let fresh = Screen(engine, parameters)
      #expect(screen.frames == fresh.frames, "seed \(seed), step \(step)")
    }
  }
}
