// SPDX-License-Identifier: MIT

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The page faults this process has taken that needed no I/O (first writes to memory the
/// kernel maps on demand), or `nil` where the platform does not count them.
func minorPageFaults() -> Int? {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    var usage = rusage()
    // `RUSAGE_SELF`, which every C library numbers 0 but imports as a different type.
    guard getrusage(0, &usage) == 0 else { return nil }
    return Int(usage.ru_minflt)
  #else
    return nil
  #endif
}
