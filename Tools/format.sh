#!/usr/bin/env bash
# Formats every Swift file with the committed .swift-format, then lints strictly (as CI does).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Modules Tests Benchmarks Tools)
swift format format --in-place --recursive "${paths[@]}"
swift format lint --strict --recursive "${paths[@]}"
