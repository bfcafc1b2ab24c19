// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import _MasonryTestSupport

/// A small screen for the trace and the drawings: a header, a sidebar and a content area with
/// a gap guide between them, a badge placed by its frame, and a floating view with a size but
/// no position.
struct Screen {
  let root: LayoutView
  let header: LayoutView
  let sidebar: LayoutView
  let content: LayoutView
  let gap: LayoutGuide
  let badge: LayoutView
  let floating: LayoutView

  init(_ engine: Engine) {
    root = makeRoot(engine, width: 320, height: 200, name: "screen")
    header = addView(root, "header")
    sidebar = addView(root, "sidebar")
    content = addView(root, "content")
    floating = addView(root, "floating")
    badge = LayoutView(frame: Rect(x: 8, y: 8, width: 24, height: 16), debugName: "badge")
    content.addSubview(badge)
    gap = LayoutGuide(debugName: "gap")
    root.addLayoutGuide(gap)
    let (header, sidebar, content, gap, root) = (header, sidebar, content, gap, root)
    header.mas.makeConstraints { make in
      make.left.top.right.equalTo(root)
      make.height.equalTo(40).key("headerHeight")
    }
    sidebar.mas.makeConstraints { make in
      make.left.bottom.equalTo(root)
      make.top.equalTo(header.mas.bottom)
      make.width.equalTo(80)
    }
    gap.mas.makeConstraints { make in
      make.left.equalTo(sidebar.mas.right)
      make.top.bottom.equalTo(sidebar)
      make.width.equalTo(10)
    }
    content.mas.makeConstraints { make in
      make.left.equalTo(gap.mas.right)
      make.top.equalTo(header.mas.bottom).offset(10)
      make.right.bottom.equalTo(root).offset(-10)
    }
    floating.mas.makeConstraints { make in
      make.size.equalTo(Size(width: 30, height: 30))
    }
  }
}
