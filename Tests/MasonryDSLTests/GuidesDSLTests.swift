// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Every kind of guide is accepted wherever the DSL takes a guide (`equalTo(guide)`,
/// `guide.mas.attribute`, `guide.snp.attribute`), and `mas`/`snp` reach the stack view,
/// scroll view and label.
@Suite struct GuidesDSLTests {
  enum Kind: String, CaseIterable, CustomStringConvertible {
    case layoutMargins, safeArea, readableContent, keyboard, scrollContent, scrollFrame, user
    var description: String { rawValue }
  }

  /// A 400 × 600 root with a safe area, a scroll view filling it (content 400 × 900), a user
  /// guide, and the guide of `kind` with the rectangle it must have in the root.
  struct Scene {
    let root: LayoutView
    let scrollView: LayoutScrollView
    let guide: LayoutGuide
    let expected: Rect
    let log = IssueLog()

    init(_ engine: Engine, _ kind: Kind) {
      root = makeRoot(engine, width: 400, height: 600, log: log)
      root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
      let root = self.root
      let scrollView = LayoutScrollView(debugName: "scrollView")
      root.addSubview(scrollView)
      scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
      let content = LayoutView(debugName: "content")
      scrollView.addSubview(content)
      content.mas.makeConstraints { make in
        make.edges.equalTo(scrollView.contentLayoutGuide)
        make.width.equalTo(scrollView.frameLayoutGuide.mas.width)
        make.height.equalTo(900)
      }
      let user = LayoutGuide(debugName: "user")
      root.addLayoutGuide(user)
      user.mas.makeConstraints { make in
        make.left.top.equalTo(root).offset(50)
        make.size.equalTo(Size(width: 100, height: 60))
      }
      self.scrollView = scrollView
      switch kind {
      case .layoutMargins:
        (guide, expected) = (root.layoutMarginsGuide, Rect(x: 8, y: 28, width: 384, height: 534))
      case .safeArea:
        (guide, expected) = (root.safeAreaLayoutGuide, Rect(x: 0, y: 20, width: 400, height: 550))
      case .readableContent:
        (guide, expected) = (
          root.readableContentGuide, Rect(x: 8, y: 28, width: 384, height: 534)
        )
      case .keyboard:
        root.showKeyboard(height: 250)
        (guide, expected) = (root.keyboardLayoutGuide, Rect(x: 0, y: 350, width: 400, height: 250))
      case .scrollContent:
        (guide, expected) = (
          scrollView.contentLayoutGuide, Rect(x: 0, y: 0, width: 400, height: 900)
        )
      case .scrollFrame:
        (guide, expected) = (
          scrollView.frameLayoutGuide, Rect(x: 0, y: 0, width: 400, height: 600)
        )
      case .user:
        (guide, expected) = (user, Rect(x: 50, y: 50, width: 100, height: 60))
      }
    }
  }

  @Test(arguments: Engine.allCases, Kind.allCases)
  func eachGuideIsATarget(engine: Engine, kind: Kind) {
    let scene = Scene(engine, kind)
    let guide = scene.guide
    // Inside the scroll view for its guides, beside it otherwise.
    let parent = kind == .scrollContent || kind == .scrollFrame ? scene.scrollView : scene.root
    let edges = LayoutView(debugName: "edges")
    let parts = LayoutStackView(debugName: "parts")
    let label = LayoutLabel(text: "Hello", debugName: "label")
    for view in [edges, parts, label] { parent.addSubview(view) }
    edges.mas.makeConstraints { make in make.edges.equalTo(guide) }
    parts.mas.makeConstraints { make in
      make.top.equalTo(guide.mas.top)
      make.left.equalTo(guide.snp.left)
      make.width.equalTo(guide.mas.width)
      make.bottom.equalTo(guide.snp.bottom)
    }
    label.snp.makeConstraints { make in
      make.centerX.centerY.equalTo(guide)
      make.width.lessThanOrEqualTo(guide)
    }
    scene.root.layoutIfNeeded()
    let seen = { (view: LayoutView) in view.convert(view.bounds, to: nil) }
    let expected = scene.expected
    #expect(close(guide.owningView?.convert(guide.layoutFrame, to: nil) ?? .zero, expected))
    #expect(close(seen(edges), expected))
    #expect(close(seen(parts), expected))
    #expect(close(seen(label).origin.x + label.frame.size.width / 2, expected.midX))
    #expect(close(seen(label).origin.y + label.frame.size.height / 2, expected.midY))
    #expect(scene.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func theDSLsOwnGuideAttributes(engine: Engine) {
    let scene = Scene(engine, .user)
    let root = scene.root
    let banner = addView(root, "banner")
    banner.mas.makeConstraints { make in
      make.top.equalTo(root.mas.safeAreaLayoutGuideTop)
      make.left.right.equalTo(root.mas.layoutMarginsGuide)
      make.height.equalTo(44)
    }
    let footer = addView(root, "footer")
    footer.mas.makeConstraints { make in
      make.left.right.equalTo(root.mas.readableContentGuide)
      make.bottom.equalTo(root.mas.keyboardLayoutGuideTop)
      make.height.equalTo(44)
    }
    root.layoutIfNeeded()
    #expect(close(banner.frame, Rect(x: 8, y: 20, width: 384, height: 44)))
    #expect(close(footer.frame, Rect(x: 8, y: 526, width: 384, height: 44)))
  }
}
