#pragma once
/// \file
/// One configuration of every registered game, for the tests that play random games of each
/// through the C ABI (into_test.cpp checks that the list covers bgb_games_list).
namespace bgb::testing {

struct PlayoutGame {
  const char* name;
  const char* options;
};

inline constexpr PlayoutGame kPlayoutGames[] = {
    {"the-crew", R"({"players":4,"mission":1})"},
    {"under-falling-skies", "{}"},
    {"dp6", R"({"players":4})"},
    {"red-november", R"({"players":4})"},
};

}  // namespace bgb::testing
