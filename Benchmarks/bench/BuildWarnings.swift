// SPDX-License-Identifier: MIT

/// What is wrong with this build for measuring: a debug build, or the solvers' invariant
/// checker compiled in. Empty for a proper `swift run -c release bench`.
enum BuildWarnings {
  static var configuration: String {
    #if DEBUG
      return "debug"
    #else
      return "release"
    #endif
  }

  /// Whether the invariant checker is compiled into the solvers. Package.swift gives this
  /// target the modules' setting (debug builds of this package); a flag passed by hand
  /// (`-Xswiftc -DMASONRY_INTERNAL_CHECKS`) reaches it too.
  static var internalChecks: Bool {
    #if MASONRY_INTERNAL_CHECKS
      return true
    #else
      return false
    #endif
  }

  /// The warnings, one per line, loud.
  static var lines: [String] {
    var lines: [String] = []
    #if DEBUG
      lines.append("DEBUG BUILD: these numbers mean nothing. Run: swift run -c release bench")
    #endif
    if internalChecks {
      lines.append(
        "MASONRY_INTERNAL_CHECKS is compiled in: the solvers check their invariants on every"
          + " call, so the numbers mean nothing")
    }
    return lines
  }

  /// Prints the warnings in a box on standard error.
  static func shout() {
    let warnings = lines
    guard !warnings.isEmpty else { return }
    let width = (warnings.map(\.count).max() ?? 0) + 8
    let bar = String(repeating: "!", count: width)
    var text = bar + "\n"
    for line in warnings {
      text += "!!! " + line + String(repeating: " ", count: width - 8 - line.count) + " !!!\n"
    }
    text += bar
    printError(text)
  }
}
