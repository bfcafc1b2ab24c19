// SPDX-License-Identifier: MIT

// csys-solve: solves a `.csys` constraint system and explains it: the values, each conflict
// with the line numbers of the constraints involved, and the variables the constraints leave
// free.
//
//     swift run csys-solve [--engine simplex|gauss] [--rounds] [FILE]
//
// Reads standard input without FILE or with `-`. Exits with 0 when every step could be taken,
// 1 when there were conflicts or refused steps, 2 when the arguments or the file are wrong.
// The logic is MasonryDebug's `CSysSolveCommand`, where the tests reach it.

import Foundation
import MasonryDebug
import MasonryGauss
import MasonrySimplex
import MasonrySolving

let outcome = CSysSolveCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  read: { path in
    let data =
      path.map { FileManager.default.contents(atPath: $0) }
      ?? FileHandle.standardInput.readDataToEndOfFile()
    return data.map { [UInt8]($0) }
  },
  makeSolver: { engine -> (any ConstraintSolver)? in
    switch engine {
    case "simplex": return SimplexSolver()
    case "gauss": return GaussSolver()
    default: return nil
    }
  })
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
exit(outcome.status)
