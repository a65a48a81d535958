// The C ABI's typed dispatch (capi/src/typed.hpp): the per-action entry points reach a built-in
// game's ErasedState<G> through its type tag instead of a virtual call. Every registered game
// must take that path, and the typed path must answer exactly as the virtual one, which a state
// of any other implementation still gets.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

#include "bgb/core/rng.hpp"
#include "registry.hpp"
#include "typed.hpp"

namespace {

using bgb::AnyState;
using bgb::capi::detail::with_typed;
using bgb::capi::detail::with_typed_among;

/// Whether with_typed handed the body the state as its own concrete class (not the AnyState,
/// and not another game's ErasedState: the static type the body sees is the dynamic one).
bool takes_typed_path(const AnyState& s) {
  return with_typed(s, [&](const auto& st) {
    using Seen = std::remove_cvref_t<decltype(st)>;
    return !std::is_same_v<Seen, AnyState> && typeid(Seen) == typeid(s);
  });
}

TEST(CapiTyped, EveryRegisteredGameTakesTheTypedPath) {
  for (const bgb::GameInfo& info : bgb::registered_games()) {
    auto game = bgb::make_game(info.name, "{}");
    ASSERT_TRUE(game) << info.name;
    EXPECT_TRUE(takes_typed_path(*game.value()->initial_state()))
        << info.name << " is registered but missing from with_typed's list in capi/src/typed.hpp";
  }
}

TEST(CapiTyped, AGameNotInTheListTakesTheVirtualPath) {
  auto game = bgb::make_game("dp6", "{}");
  ASSERT_TRUE(game);
  const std::unique_ptr<AnyState> s = game.value()->initial_state();
  auto virtual_path = [](const auto& st) { return std::is_same_v<std::remove_cvref_t<decltype(st)>, AnyState>; };
  EXPECT_TRUE(with_typed_among<>(*s, virtual_path));
  EXPECT_TRUE(with_typed_among<bgb::crew::Game>(*s, virtual_path));
  EXPECT_FALSE((with_typed_among<bgb::crew::Game, bgb::dp6::Game>(*s, virtual_path)));
}

/// Random games of every registered game, each state asked through both paths: who acts, the
/// legal list, a chance draw and a random action (same outcome, same rng use), and the state
/// apply_into makes of an invalid id, a random id and the random action. Both paths run the
/// same member functions, so what this catches is a state handed to the wrong class.
TEST(CapiTyped, TheTypedPathAnswersAsTheVirtualOne) {
  for (const bgb::GameInfo& info : bgb::registered_games()) {
    auto game = bgb::make_game(info.name, "{}");
    ASSERT_TRUE(game) << info.name;
    const int distinct = game.value()->num_distinct_actions();
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      std::unique_ptr<AnyState> s = game.value()->initial_state();
      std::unique_ptr<AnyState> typed_dst = game.value()->initial_state();
      std::unique_ptr<AnyState> virtual_dst = game.value()->initial_state();
      bgb::Rng rng(seed);
      std::vector<bgb::ActionId> typed_list(static_cast<std::size_t>(distinct) + 1);
      std::vector<bgb::ActionId> virtual_list(typed_list.size());
      for (int step = 0; step < 2000 && !s->is_terminal(); ++step) {
        SCOPED_TRACE(std::string(info.name) + " seed " + std::to_string(seed) + " step " + std::to_string(step));
        auto both = [&](auto&& body) {
          return std::pair{with_typed(*s, body), with_typed_among<>(*s, body)};  // braces: in this order
        };
        const auto [typed_player, virtual_player] = both([](const auto& st) { return st.current_player(); });
        EXPECT_EQ(typed_player, virtual_player);
        const auto [typed_n, virtual_n] = both([&, first = true](const auto& st) mutable {
          std::vector<bgb::ActionId>& out = first ? typed_list : virtual_list;
          first = false;
          return st.legal_actions_into(out);
        });
        ASSERT_EQ(typed_n, virtual_n);
        EXPECT_TRUE(std::equal(typed_list.begin(), typed_list.begin() + typed_n, virtual_list.begin()));
        const bgb::Rng draw(rng.next());
        const auto [typed_draw, virtual_draw] = both([&](const auto& st) {
          bgb::Rng r = draw;
          const bgb::ActionId sampled = st.sample_chance(r);
          const bgb::ActionId picked = st.random_action(r);
          return std::vector<std::uint64_t>{static_cast<std::uint64_t>(sampled), static_cast<std::uint64_t>(picked), r.state()};
        });
        EXPECT_EQ(typed_draw, virtual_draw);
        for (const bgb::ActionId a : {bgb::ActionId{-1}, static_cast<bgb::ActionId>(rng.below(static_cast<std::uint64_t>(distinct))),
                                      static_cast<bgb::ActionId>(typed_draw[1])}) {
          bgb::Error why;
          ASSERT_TRUE(s->copy_into(*typed_dst, why));
          ASSERT_TRUE(s->copy_into(*virtual_dst, why));
          const bool typed_ok = with_typed(*s, [&](const auto& st) { return st.apply_into(a, *typed_dst); });
          const bool virtual_ok = with_typed_among<>(*s, [&](const auto& st) { return st.apply_into(a, *virtual_dst); });
          EXPECT_EQ(typed_ok, virtual_ok) << "action " << a;
          EXPECT_TRUE(typed_dst->equals(*virtual_dst)) << "action " << a;
        }
        const bgb::ActionId next = s->random_action(rng);
        ASSERT_TRUE(s->apply_into(next, *s));
      }
      EXPECT_TRUE(s->is_terminal()) << info.name << " seed " << seed << ": the walk stopped early";
    }
  }
}

}  // namespace
