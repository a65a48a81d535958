#!/usr/bin/env bash
# Rewrites the golden transcripts from the native C example:
#   tests/js/golden/regenerate.sh build/ci/examples/c/random_playout
# Only after a deliberate change of the rules or of the example's output: the files are the
# cross-platform determinism promise (native and wasm print exactly these).
set -euo pipefail
exe="$(realpath "${1:?usage: regenerate.sh PATH/TO/random_playout}")"
cd "$(dirname "${BASH_SOURCE[0]}")"
grep -v '^#' cases.txt | while read -r file game seed options; do
  [[ -n "$file" ]] || continue
  "$exe" --game "$game" "$seed" "$options" | sed -E '1s/ \(libbgb [^)]*\)$//' > "$file"
  echo "$file: $(wc -l < "$file") lines"
done
