// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout

/// `bench profile feed-N TASK [COUNT]`: runs one feed task COUNT times (1 by default) and
/// nothing else, unmeasured, for a profiler (`valgrind --tool=callgrind`, `perf record`) to
/// look at. TASK is `make`, `first-layout`, `rotation`, `animation-frame`, `remake`, `frames` or
/// `hand-written` (the floor's arithmetic alone); a fresh screen is set up before each run of
/// `make` and `first-layout`, outside the task.
enum FeedProfileCommand {
  static let tasks = [
    "make", "first-layout", "rotation", "animation-frame", "remake", "frames", "hand-written",
  ]

  /// Runs the command; returns the exit status.
  static func run(_ workload: LayoutWorkload, task: String, count: Int) -> Int32 {
    let n = workload.cells
    switch task {
    case "make":
      for _ in 0..<count {
        let screen = FeedScreen(cells: n)
        makeTask(screen)
        blackHole(screen)
      }
    case "first-layout":
      for _ in 0..<count {
        let screen = FeedScreen(cells: n)
        screen.makeConstraints()
        firstLayoutTask(screen)
        blackHole(screen)
      }
    case "rotation":
      let screen = FeedScreen(cells: n)
      screen.makeConstraints()
      screen.root.layoutIfNeeded()
      for index in 0..<count { rotationTask(screen, landscape: index % 2 == 0) }
      blackHole(screen)
    case "animation-frame":
      let screen = FeedScreen(cells: n)
      screen.makeConstraints()
      screen.root.layoutIfNeeded()
      guard let top = screen.cells[screen.probe].buttonTop else {
        printError("bench profile: the probe cell kept no button-top constraint")
        return 1
      }
      for index in 0..<count { animationFrameTask(screen, top, offset: index % 2 == 0 ? 6 : 0) }
      blackHole(screen)
    case "remake":
      let screen = FeedScreen(cells: n)
      screen.makeConstraints()
      screen.root.layoutIfNeeded()
      for index in 0..<count { remakeTask(screen, inset: index % 2 == 0 ? 12 : 0) }
      blackHole(screen)
    case "frames":
      let screen = FeedScreen(cells: n)
      var frames = [Rect](repeating: .zero, count: 5 * n)
      for index in 0..<count {
        var state = FeedState()
        state.width = index % 2 == 0 ? 667 : FeedScreen.portrait.width
        FeedFrameLayout.layout(screen, state, scratch: &frames)
      }
      blackHole(screen)
    case "hand-written":
      let contents = (0..<n).map { FeedCellContent(index: $0) }
      var frames = [Rect](repeating: .zero, count: 5 * n)
      for _ in 0..<count { handWrittenTask(contents, &frames) }
      blackHole(frames)
    default:
      printError("bench profile: unknown task '\(task)': \(tasks.joined(separator: ", "))")
      return 2
    }
    return 0
  }

  // One function per task, so that a profile names it.

  @inline(never)
  private static func makeTask(_ screen: FeedScreen) { screen.makeConstraints() }

  @inline(never)
  private static func firstLayoutTask(_ screen: FeedScreen) { screen.root.layoutIfNeeded() }

  @inline(never)
  private static func animationFrameTask(_ screen: FeedScreen, _ top: Constraint, offset: Double) {
    top.offset(offset)
    screen.root.layoutIfNeeded()
  }

  @inline(never)
  private static func remakeTask(_ screen: FeedScreen, inset: Double) {
    screen.remakeProbe(inset: inset)
    screen.root.layoutIfNeeded()
  }

  @inline(never)
  private static func handWrittenTask(_ contents: [FeedCellContent], _ frames: inout [Rect]) {
    FeedHandLayout.layout(contents, FeedState(), probe: contents.count / 2, into: &frames)
  }

  @inline(never)
  private static func rotationTask(_ screen: FeedScreen, landscape: Bool) {
    let width = landscape ? 667 : FeedScreen.portrait.width
    screen.root.frame.size = Size(width: width, height: 1042 - width)
    screen.root.layoutIfNeeded()
  }
}
