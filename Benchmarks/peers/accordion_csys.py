#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes `accordion-N`'s system (a scrolling list whose sections fold; see the bench's
`AccordionWorkloads`) as .csys on standard output, with rounds that fold many sections at once.

    python3 accordion_csys.py ROWS [--fold-all] > FILE.csys

The build is the bench's, row for row (sections of eight, each a 44-point header above a body
that holds its rows; a folded body held at zero by a required `fold{s}`). The bench's rounds
fold two sections and unfold two, as a user taps headers; with --fold-all each of the six
rounds instead folds every sixth section (those whose index is the round's, modulo six) and
unfolds the ones the round before folded, as "collapse all" does a group at a time: a sixth of
the sections change in every round, so that the round's folds cost N times the content's row,
O(N^2) in an explicit tableau (`SolverInternals.docc`, "Sections that fold"). Without it the
file is `bench export accordion-N`'s, but for the probes' labels.

A tool for measuring, not a bench workload.
"""
import sys

ROWS_PER_SECTION = 8


def taps(k, sections):
    """The two sections the bench's round k folds."""
    return [(2 * k + 1) * sections // 13, (2 * k + 2) * sections // 13]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    if len(args) != 1:
        sys.exit(__doc__)
    n = int(args[0])
    fold_all = '--fold-all' in sys.argv
    sections = (n + ROWS_PER_SECTION - 1) // ROWS_PER_SECTION

    def folded(k):
        if fold_all:
            return [s for s in range(sections) if s % 6 == k % 6]
        return taps(k, sections)

    out = ['edit W strong', 'edit H strong']
    at_start = set(folded(5))
    row = 0
    for s in range(sections):
        out.append('required: hy0 == 0' if s == 0 else f'required: hy{s} == by{s-1} + bh{s-1}')
        out.append(f'required: hh{s} == 44')
        out.append(f'required: by{s} == hy{s} + hh{s}')
        out.append(f'required: bh{s} >= 0')
        first, last = row, min(n, row + ROWS_PER_SECTION) - 1
        for r in range(first, last + 1):
            out.append(f'required: ry{r} == by{s}' if r == first
                       else f'required: ry{r} == ry{r-1} + rh{r-1}')
            out.append(f'required: rh{r} >= 44')
            out.append(f'medium: rh{r} == th{r} + 16')
            out.append(f'required: th{r} >= 0')
            out.append(f'weak: th{r} == {20 + (7 * r) % 61}')
            out.append(f'required: lx{r} == 16')
            out.append(f'required: sx{r} + 67 == W')
            out.append(f'required: lx{r} + lw{r} + 8 <= sx{r}')
            out.append(f'required: lw{r} >= 0')
            out.append(f'weak: lw{r} == {60 + (13 * r) % 241}')
        out.append(f'999000: by{s} + bh{s} == ry{last} + rh{last}')
        if s in at_start:
            out.append(f'fold{s} required: bh{s} == 0')
        row = last + 1
    end = sections - 1
    out.append(f'required: C >= by{end} + bh{end} + 8')
    out.append('required: C >= H')
    out.append('weak: C == 0')
    for k in range(6):
        out.append(f'suggest W {390 if k % 2 == 0 else 844}')
        out.append(f'suggest H {844 if k % 2 == 0 else 390}')
        for s in folded((k + 5) % 6):
            out.append(f'remove fold{s}')
        for s in folded(k):
            out.append(f'fold{s} required: bh{s} == 0')
        out.append('update')
    print('\n'.join(out))


if __name__ == '__main__':
    main()
