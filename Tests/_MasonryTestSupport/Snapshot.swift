// SPDX-License-Identifier: MIT

import Foundation
public import Testing

/// Compares `text` with the recorded snapshot `Snapshots/<name>.<pathExtension>` in the folder
/// of the calling test file, and records an issue showing the first differing line when they
/// differ.
///
/// Run with `RECORD_SNAPSHOTS=1` to write the snapshots instead (the test passes); a missing
/// snapshot is written and reported, so that a new test fails once, until it is looked at.
/// Test targets exclude their `Snapshots` folder from the build, so the files are plain files
/// read through `#filePath`.
public func expectSnapshot(
  _ text: String, named name: String, pathExtension: String = "txt",
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent("\(name).\(pathExtension)")
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  let recorded = try? String(contentsOf: file, encoding: .utf8)
  if recording || recorded == nil {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    } catch {
      Issue.record(
        "Could not write the snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if !recording {
      Issue.record(
        "Recorded a new snapshot \(file.lastPathComponent); check it and run again",
        sourceLocation: sourceLocation)
    }
    return
  }
  guard let recorded, recorded != text else { return }
  let difference = firstDifference(recorded, text)
  Issue.record(
    "\(file.lastPathComponent) differs (RECORD_SNAPSHOTS=1 re-records it):\n\(difference)",
    sourceLocation: sourceLocation)
}

/// The first line where two texts differ, both ways.
private func firstDifference(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(old.count, new.count) {
    let before = index < old.count ? String(old[index]) : "<end>"
    let after = index < new.count ? String(new[index]) : "<end>"
    if before != after {
      return "line \(index + 1):\n  recorded: \(before)\n  actual:   \(after)"
    }
  }
  return "(no line differs)"
}
