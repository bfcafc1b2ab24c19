// SPDX-License-Identifier: MIT

import Foundation
import Masonry

// `MyApp [CELLS]`: lays out a feed of CELLS cells (100 by default) the way an app
// would (make the constraints, then the first layout), five times on fresh views, and prints
// `feed-CELLS make+layout median_ms=M build=debug|release`.

/// A view with a fixed natural size, standing in for a label or a button.
final class Fixed: LayoutView {
  let natural: Size
  init(_ natural: Size) {
    self.natural = natural
    super.init()
  }
  override var intrinsicContentSize: Size { natural }
}

/// Makes a feed of `count` cells (image, title, subtitle, button) and lays it out; returns the
/// root.
func layOutFeed(cells count: Int) -> LayoutView {
  let root = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 667), debugName: "feed")
  var previous: LayoutView?
  for i in 0..<count {
    let cell = LayoutView(debugName: "cell\(i)")
    cell.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    root.addSubview(cell)
    let image = LayoutView()
    let title = Fixed(Size(width: 7 * Double(12 + (i * 7) % 37), height: 20))
    let subtitle = Fixed(Size(width: 6 * Double(20 + (i * 11) % 53), height: 16))
    let button = Fixed(Size(width: 64, height: 32))
    for view in [image, title, subtitle, button] { cell.addSubview(view) }
    subtitle.setContentCompressionResistancePriority(749, for: .horizontal)
    cell.mas.makeConstraints { make in
      make.top.equalTo(previous.map { $0.mas.bottom } ?? root.mas.top)
      make.leading.trailing.equalTo(root)
    }
    image.mas.makeConstraints { make in
      make.leading.equalTo(cell.mas.leadingMargin)
      make.top.equalTo(cell.mas.topMargin)
      make.size.equalTo(Size(width: 48, height: 48))
      make.bottom.lessThanOrEqualTo(cell.mas.bottomMargin)
      make.bottom.equalTo(cell.mas.bottomMargin).priorityLow()
    }
    title.mas.makeConstraints { make in
      make.leading.equalTo(image.mas.trailing).offset(12)
      make.top.equalTo(cell.mas.topMargin)
      make.trailing.lessThanOrEqualTo(button.mas.leading).offset(-8)
    }
    subtitle.mas.makeConstraints { make in
      make.leading.equalTo(title)
      make.top.equalTo(title.mas.bottom).offset(4)
      make.trailing.lessThanOrEqualTo(button.mas.leading).offset(-8)
      make.bottom.lessThanOrEqualTo(cell.mas.bottomMargin)
    }
    button.mas.makeConstraints { make in
      make.trailing.equalTo(cell.mas.trailingMargin)
      make.top.equalTo(cell.mas.topMargin)
      make.bottom.lessThanOrEqualTo(cell.mas.bottomMargin)
    }
    previous = cell
  }
  root.layoutIfNeeded()
  return root
}

let cells = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100
var times: [Double] = []
for _ in 0..<5 {
  let started = ContinuousClock.now
  let root = layOutFeed(cells: cells)
  let elapsed = ContinuousClock.now - started
  times.append(
    Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds) * 1e3)
  // Each cell is as tall as its margins and its image, or its two lines of text.
  let last = root.subviews[root.subviews.count - 1].frame
  precondition(last.maxY == Double(cells) * 68, "feed laid out wrong: last cell at \(last)")
}
#if DEBUG
  let build = "debug"
#else
  let build = "release"
#endif
print("feed-\(cells) make+layout median_ms=\(times.sorted()[2]) build=\(build)")
