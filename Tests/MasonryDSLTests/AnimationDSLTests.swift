// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// As Masonry's "Basic Animated" example: stored constraints' insets change, then
/// `layoutIfNeeded()` inside the animation block animates the frames.
@Suite struct AnimationDSLTests {
  /// Green and red above blue, every gap `padding` by stored constraints that the animation
  /// changes.
  struct AnimatedScreen {
    let root: LayoutView
    let green: LayoutView
    let red: LayoutView
    let blue: LayoutView
    var animatable: [Constraint] = []

    init(_ engine: Engine) {
      root = makeRoot(engine)
      green = addView(root, "greenView")
      red = addView(root, "redView")
      blue = addView(root, "blueView")
      let (superview, green, red, blue) = (root, green, red, blue)
      let padding = 10.0
      let insets = EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
      var animatable: [Constraint] = []
      // Every gap is a stored constraint: the edges that touch the superview and those between.
      green.mas.makeConstraints { make in
        animatable += [
          make.top.left.equalTo(superview).insets(insets),
          make.bottom.equalTo(blue.mas.top).offset(-padding),
        ]
        make.size.equalTo(red)
        make.height.equalTo(blue.mas.height)
      }
      red.mas.makeConstraints { make in
        animatable += [
          make.top.right.equalTo(superview).insets(insets),
          make.left.equalTo(green.mas.right).offset(padding),
        ]
      }
      blue.mas.makeConstraints { make in
        animatable.append(make.left.right.bottom.equalTo(superview).insets(insets))
      }
      self.animatable = animatable
      root.layoutIfNeeded()
    }

    func setPadding(_ padding: Double) {
      for constraint in animatable {
        constraint.insets(EdgeInsets(top: padding, left: padding, bottom: padding, right: padding))
      }
    }
  }

  @Test(arguments: Engine.allCases)
  func insetsChangedThenLaidOutInTheBlock(engine: Engine) {
    let screen = AnimatedScreen(engine)
    #expect(close(screen.green.frame, Rect(x: 10, y: 10, width: 185, height: 135)))
    screen.setPadding(100)
    let animation = screen.root.animate(duration: 1) {
      screen.root.layoutIfNeeded()
    }
    let green = (
      Rect(x: 10, y: 10, width: 185, height: 135), Rect(x: 100, y: 100, width: 50, height: 0)
    )
    let blue = (
      Rect(x: 10, y: 155, width: 380, height: 135), Rect(x: 100, y: 200, width: 200, height: 0)
    )
    #expect(close(screen.green.frame, green.1))
    #expect(close(screen.blue.frame, blue.1))
    #expect(animation.views.map { $0.debugName } == ["greenView", "redView", "blueView"])
    #expect(animation.frame(of: screen.green, at: 0).map { close($0, green.0) } == true)
    // Half way through an ease-in-ease-out, half way between.
    #expect(
      animation.frame(of: screen.blue, at: 0.5).map {
        close($0, Rect(x: 55, y: 177.5, width: 290, height: 67.5))
      } == true)
    #expect(animation.frame(of: screen.green, at: 1).map { close($0, green.1) } == true)
  }

  @Test(arguments: Engine.allCases)
  func anOffsetChangedInsideTheBlock(engine: Engine) {
    let root = makeRoot(engine)
    let box = addView(root, "box")
    var top: Constraint?
    box.mas.makeConstraints { make in
      top = make.top.equalTo(root).offset(0)
      make.left.equalTo(root)
      make.size.equalTo(Size(width: 20, height: 20))
    }
    root.layoutIfNeeded()
    let animation = root.animate(duration: 0.5, curve: .easeOut) {
      top?.offset(200)
      root.layoutIfNeeded()
    }
    let share = AnimationCurve.easeOut.progress(elapsed: 0.1, duration: 0.5)
    #expect(share > 0.2)  // faster than linear at first
    #expect(animation.frame(of: box, at: 0.1).map { close($0.origin.y, 200 * share) } == true)
    #expect(close(box.frame.origin.y, 200))
  }
}
