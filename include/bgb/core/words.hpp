// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The word splitter behind every game's action-text parser: action texts compare after
/// trimming, collapsing blanks and lower-casing (spec: scenarios.md), so each parser reads words.
#include <string>
#include <string_view>

namespace bgb {

/// The first N lower-cased words of a text; n counts all of them, so a parser can refuse extras.
template <int N>
struct TextWords {
  std::string w[N];
  int n = 0;
};

/// Splits on runs of blanks (space, tab, CR, LF) and lower-cases ASCII letters.
template <int N>
TextWords<N> split_lower_words(std::string_view text) {
  TextWords<N> r;
  std::string cur;
  auto flush = [&] {
    if (cur.empty()) return;
    if (r.n < N) r.w[r.n] = cur;
    ++r.n;
    cur.clear();
  };
  for (char ch : text) {
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
      flush();
    } else {
      cur.push_back(ch >= 'A' && ch <= 'Z' ? static_cast<char>(ch - 'A' + 'a') : ch);
    }
  }
  flush();
  return r;
}

}  // namespace bgb
