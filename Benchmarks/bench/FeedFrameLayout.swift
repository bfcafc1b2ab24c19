// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

/// The second floor: manual layout as on iOS. The hand-written arithmetic of
/// ``FeedHandLayout``, and every frame written into the screen's views through
/// ``LayoutView/frame`` (a tree of the same views, without constraints).
enum FeedFrameLayout {
  /// Lays out `screen` for `state`, by hand, into its views; `frames` is scratch (5 per cell).
  static func layout(_ screen: FeedScreen, _ state: FeedState, scratch frames: inout [Rect]) {
    FeedHandLayout.layout(screen.contents, state, probe: screen.probe, into: &frames)
    for (index, cell) in screen.cells.enumerated() {
      let base = 5 * index
      cell.frame = frames[base]
      cell.image.frame = frames[base + 1]
      cell.title.frame = frames[base + 2]
      cell.subtitle.frame = frames[base + 3]
      cell.button.frame = frames[base + 4]
    }
  }
}
