// SPDX-License-Identifier: MIT

import MasonryGeometry

/// What the feed's tasks change: the root's width, and the probe cell's button offset and
/// horizontal inset.
struct FeedState: Equatable {
  var width = FeedScreen.portrait.width
  var probeOffset = 0.0
  var probeInset = 0.0

  /// Turns the screen, portrait to landscape or back; returns the root's new size.
  mutating func rotate() -> Size {
    width = width == FeedScreen.portrait.width ? 667 : FeedScreen.portrait.width
    return Size(width: width, height: 1042 - width)
  }
}

/// The feed's frames by plain arithmetic: what the constraints say, solved by hand. Five frames
/// per cell: the cell in the root, then its image, title, subtitle and button in the cell.
enum FeedHandLayout {
  /// Writes every frame of the screen into `frames` (5 per cell, preallocated).
  static func layout(
    _ contents: [FeedCellContent], _ state: FeedState, probe: Int, into frames: inout [Rect]
  ) {
    let m = FeedCellContent.margins
    let side = FeedCellContent.imageSide
    let button = FeedCellContent.button
    let textX = m.left + side + FeedCellContent.imageGap
    var y = 0.0
    for index in contents.indices {
      let content = contents[index]
      let isProbe = index == probe
      let inset = isProbe ? state.probeInset : 0
      let offset = isProbe ? state.probeOffset : 0
      let width = state.width - 2 * inset
      let buttonX = width - m.right - button.width
      let room = buttonX - FeedCellContent.buttonGap - textX
      let subtitleY = m.top + content.title.height + FeedCellContent.lineGap
      let bottom = max(
        m.top + side, subtitleY + content.subtitle.height, m.top + offset + button.height)
      let height = bottom + m.bottom
      let base = 5 * index
      frames[base] = Rect(x: inset, y: y, width: width, height: height)
      frames[base + 1] = Rect(x: m.left, y: m.top, width: side, height: side)
      frames[base + 2] = Rect(
        x: textX, y: m.top, width: min(content.title.width, room), height: content.title.height)
      frames[base + 3] = Rect(
        x: textX, y: subtitleY, width: min(content.subtitle.width, room),
        height: content.subtitle.height)
      frames[base + 4] = Rect(
        x: buttonX, y: m.top + offset, width: button.width, height: button.height)
      y += height
    }
  }

  /// The screen's frames as the layout engine wrote them, in the same order.
  static func engineFrames(of screen: FeedScreen) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(5 * screen.cells.count)
    for cell in screen.cells {
      frames.append(cell.frame)
      for view in [cell.image, cell.title, cell.subtitle, cell.button] { frames.append(view.frame) }
    }
    return frames
  }

  /// Checks that the engine's frames are the hand-written ones for `state`, to 1e-6.
  static func check(_ screen: FeedScreen, _ state: FeedState, after task: String) throws {
    var expected = [Rect](repeating: .zero, count: 5 * screen.cells.count)
    layout(screen.contents, state, probe: screen.probe, into: &expected)
    let actual = engineFrames(of: screen)
    for (index, (got, wanted)) in zip(actual, expected).enumerated()
    where !got.isApproximatelyEqual(to: wanted, absoluteTolerance: 1e-6) {
      let names = ["cell", "image", "title", "subtitle", "button"]
      throw BenchError(
        "after \(task): cell \(index / 5) \(names[index % 5]) is \(got), the hand-written"
          + " layout says \(wanted)")
    }
  }
}
