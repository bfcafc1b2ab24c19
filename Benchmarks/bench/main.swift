// SPDX-License-Identifier: MIT

print("bench")
