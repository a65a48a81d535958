#!/usr/bin/env bash
# Rewrites the golden transcripts from the native C example:
#   tests/js/golden/regenerate.sh build/ci/examples/c/random_playout
# and readme-example.txt from the README's Python example on the native libbgb beside it
# (build/ci/capi/libbgb.so; Debian's /usr/bin/python3, which has numpy), bots.txt from
# bots_native.py and tensors.txt from tensors_native.py, all three over the boardgamesbot
# package of capi/python.
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
lib="$(dirname "$exe")/../../capi/libbgb.so"
awk '/<!-- readme:example-python -->/ { w = 1; next } w && /^```/ { if (f) exit; f = 1; next } w && f { print }' \
  ../../../README.md > "${TMPDIR:-/tmp}/bgb_readme_example.py"
PYTHONPATH=../../../capi/python BGB_LIBRARY="$lib" /usr/bin/python3 "${TMPDIR:-/tmp}/bgb_readme_example.py" > readme-example.txt
echo "readme-example.txt: $(wc -l < readme-example.txt) lines"
PYTHONPATH=../../../capi/python BGB_LIBRARY="$lib" /usr/bin/python3 bots_native.py > bots.txt
echo "bots.txt: $(wc -l < bots.txt) lines"
PYTHONPATH=../../../capi/python BGB_LIBRARY="$lib" /usr/bin/python3 tensors_native.py > tensors.txt
echo "tensors.txt: $(wc -l < tensors.txt) lines"
