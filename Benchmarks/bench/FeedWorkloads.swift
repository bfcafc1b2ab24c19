// SPDX-License-Identifier: MIT

/// `feed N`: a social-feed screen laid out by the layout engine through the DSL, as issue 3
/// (item 4) specifies. N cells are stacked top to bottom in the root (375 × 667, a phone in
/// portrait); each cell is a ``LayoutView`` with layout margins (10, 16, 10, 16) holding
///
/// - an image, 48 × 48, at the top leading margin; its bottom is at most the bottom margin and
///   equal to it at priority 250, so the cell hugs the image unless the text is taller;
/// - a title (a label: intrinsic size 7 points per character × 20), 12 after the image, at the
///   top margin, its trailing edge at most 8 before the button; hugging 251 horizontally, so
///   a long title is compressed (at 750) to the room left;
/// - a subtitle (6 points per character, one or two lines of 16), under the title by 4, same
///   leading edge and limit, horizontal compression resistance 749; its bottom is at most the
///   bottom margin, so two lines make the cell taller;
/// - a button (intrinsic 64 × 32, horizontal compression resistance required) at the top
///   trailing margin; its top is the stored constraint the animation frame moves.
///
/// The tasks (simplex only: the dense engine's limit is 1,000 variables, and a feed has 24 per
/// cell), each a median, with every frame checked against the hand-written layout after it:
///
/// - `make`: every `mas.makeConstraints` block of the screen, on a fresh tree of views;
/// - `first layout`: the first `layoutIfNeeded()` after that;
/// - `rotation`: the root becomes 667 × 375 (or back), then `layoutIfNeeded()`;
/// - `animation frame`: the middle cell's stored button-top `Constraint` gets `offset(6)` (or
///   back to 0), then `layoutIfNeeded()`: only that button moves;
/// - `remake`: the middle cell's `mas.remakeConstraints` (its leading and trailing insets
///   alternate between 0 and 12), then `layoutIfNeeded()`: only that cell's contents move;
/// - `hand-written`: every frame of the screen by plain arithmetic (``FeedHandLayout``), the
///   floor the other columns are divided by.
struct FeedWorkloads: LayoutFamily {
  var layoutWorkloads: [LayoutWorkload] {
    [100, 1_000, 10_000].map { n in
      LayoutWorkload(name: "feed-\(n)", quick: n <= 100, cells: n)
    }
  }
}

/// One layout screen to measure.
struct LayoutWorkload: Sendable {
  /// The name the table and `--filter` use: `feed-1000`.
  var name: String
  /// Whether `--quick` runs it.
  var quick: Bool
  /// How many cells the feed has.
  var cells: Int
}

/// A family of layout workloads (screens laid out by the layout engine): one file each.
protocol LayoutFamily {
  /// The workloads of the family, smallest first.
  var layoutWorkloads: [LayoutWorkload] { get }
}

/// What one feed cell shows; a pure function of its index, so every run sees the same feed.
struct FeedCellContent {
  /// The title's natural size.
  var title: (width: Double, height: Double)
  /// The subtitle's natural size.
  var subtitle: (width: Double, height: Double)

  init(index i: Int) {
    title = (7 * Double(12 + (i * 7) % 37), 20)
    subtitle = (6 * Double(20 + (i * 11) % 53), i % 5 == 0 ? 32 : 16)
  }

  /// The cell's layout margins.
  static let margins = (top: 10.0, left: 16.0, bottom: 10.0, right: 16.0)
  /// The image's side.
  static let imageSide = 48.0
  /// The button's natural size.
  static let button = (width: 64.0, height: 32.0)
  /// The gap between the image and the title.
  static let imageGap = 12.0
  /// The least gap between the text and the button.
  static let buttonGap = 8.0
  /// The gap between the title and the subtitle.
  static let lineGap = 4.0
}
