// SPDX-License-Identifier: MIT

/// Swallows a value so that the optimiser cannot prove the work that made it unused.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}
