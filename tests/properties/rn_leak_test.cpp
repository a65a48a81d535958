// Red November's phases that other seats see must not depend on the active gnome's hidden items,
// checked in the leak harness's terms (leak_harness.hpp): two states that differ only in which
// hidden hand holds a card give every other seat the same view (observation JSON, picture,
// legal-action texts when it is to act, pending chance outcomes) and, from the same rng state,
// the same resample; the resamples are snapshots the validator accepts. The generic harness
// compares a state with its own resamples, which share its phase, so it cannot see a phase that
// is entered only with some card in hand: these pairs can.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../unit/rn_fixture.hpp"
#include "bgb/rn.hpp"
#include "erased.hpp"
#include "leak_harness.hpp"
#include "rn/codec.hpp"
#include "registry.hpp"

namespace {

using bgb::AnyGame;
using bgb::AnyState;
using bgb::Viewer;
using bgb::rn::Item;
using bgb::rn::Phase;
using bgb::rn::State;
using RnGame = bgb::ErasedGame<bgb::rn::Game>;

struct Table {
  std::shared_ptr<const AnyGame> game;
  const RnGame* typed = nullptr;
  const bgb::rn::Game& rules() const { return typed->game(); }
  std::unique_ptr<AnyState> wrap(const State& s) const { return typed->wrap(s); }
};

Table four_gnomes() {
  Table t;
  auto g = bgb::make_game("red-november", "{\"players\":4}");
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
  t.game = g.value();
  t.typed = &dynamic_cast<const RnGame&>(*t.game);
  return t;
}

std::vector<std::string> legal_texts(const AnyState& s) {
  std::vector<std::string> out;
  for (bgb::ActionId a : s.legal_actions()) out.push_back(s.action_text(a));
  return out;
}

/// What `k` is shown in a and b is the same (leak::compare_views, and the picture), and from one
/// rng state both resample for k to the same state, which the snapshot validator accepts.
void expect_same_for(const Table& t, const AnyState& a, const AnyState& b, Viewer k) {
  EXPECT_EQ(bgb::leak::compare_views(a, b, k), "") << "seat " << k;
  EXPECT_EQ(a.render(k), b.render(k)) << "seat " << k;
  if (k < 0) return;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    bgb::Rng x(seed), y(seed);
    auto ra = a.resample(k, x);
    auto rb = b.resample(k, y);
    ASSERT_TRUE(ra.ok() && rb.ok());
    EXPECT_TRUE(ra.value()->equals(*rb.value())) << "seat " << k << ", seed " << seed;
    EXPECT_EQ(x.state(), y.state());
    EXPECT_EQ(bgb::leak::compare_views(a, *ra.value(), k), "") << "seat " << k << ", seed " << seed;
    auto back = t.game->state_from_json(ra.value()->to_json(bgb::kViewAll));
    ASSERT_TRUE(back.ok()) << "seat " << k << ", seed " << seed << ": " << back.error().message;
    EXPECT_TRUE(back.value()->equals(*ra.value()));
  }
}

// Decision D26: the question before the faint check (`faint_choice`) comes with every due check.
// Seat 0 played Grog and rested; in one state it holds a Coffee, in the other seat 2 holds it
// (the two hands swap a Coffee for a Tool Box): seats 1 and 3 and the public cannot tell them
// apart, though seat 0 itself has `play coffee` in one and not in the other.
TEST(RnLeak, TheFaintChoiceLooksTheSameToOtherSeatsWithOrWithoutACoffee) {
  const Table t = four_gnomes();
  const bgb::rn::Game& g = t.rules();
  auto at_check = [&](Item mine, Item theirs) {
    State s = rntest::table(g, {5, 5, 5, 5}, {60, 30, 30, 30});
    rntest::hold(s, 0, Item::grog);
    rntest::hold(s, 0, mine);
    rntest::hold(s, 0, Item::crowbar);
    rntest::hold(s, 1, Item::water_pump);
    rntest::hold(s, 2, theirs);
    rntest::hold(s, 2, Item::lucky_charm);
    rntest::hold(s, 3, Item::engine_manual);
    return rntest::run(g, s, "play grog; rest");
  };
  const State with = at_check(Item::coffee, Item::tool_box);
  const State without = at_check(Item::tool_box, Item::coffee);
  ASSERT_EQ(with.phase, Phase::faint_choice);
  ASSERT_EQ(without.phase, Phase::faint_choice);
  const auto a = t.wrap(with);
  const auto b = t.wrap(without);
  EXPECT_EQ(legal_texts(*a), (std::vector<std::string>{"play coffee", "check"}));
  EXPECT_EQ(legal_texts(*b), (std::vector<std::string>{"check"}));
  for (Viewer k : {Viewer{1}, Viewer{3}, bgb::kViewPublic}) expect_same_for(t, *a, *b, k);
  EXPECT_NE(bgb::leak::compare_views(*a, *b, 2), "");  // seat 2 sees its own hand: the pair differs
}

// Decision D9: after a failed `fix fire` the flight phase must not tell the others whether the
// gnome holds an item that would open a way out. Seat 0 fails in burning room 3, every interior
// hatch of it blocked, so only the Sea is left, which needs an Aqualung played. In one state it
// holds the Aqualung, in the other seat 2 does (the two hands swap it for a Crowbar): both are in
// the flight, the same to seats 1 and 3 and the public; seat 0 may play what it holds or `stay`,
// and only with the Aqualung played does `flee sea` open (and `stay` close).
TEST(RnLeak, TheFlightLooksTheSameToOtherSeatsWithOrWithoutAnItemThatOpensAWay) {
  const Table t = four_gnomes();
  const bgb::rn::Game& g = t.rules();
  auto failed = [&](Item mine, Item theirs) {
    State s = rntest::table(g, {3, 5, 5, 5}, {60, 30, 30, 30});
    rntest::burn(s, 3);
    rntest::block(g, s, 3, 1);
    rntest::block(g, s, 3, 2);
    rntest::block(g, s, 3, 4);
    rntest::hold(s, 0, mine);
    rntest::hold(s, 0, Item::lucky_charm);
    rntest::hold(s, 1, Item::water_pump);
    rntest::hold(s, 2, theirs);
    rntest::hold(s, 3, Item::engine_manual);
    return rntest::run(g, s, "fix fire 3; roll 9");
  };
  const State with = failed(Item::aqualung, Item::crowbar);
  const State without = failed(Item::crowbar, Item::aqualung);
  ASSERT_EQ(with.phase, Phase::flee);
  ASSERT_EQ(without.phase, Phase::flee);
  const auto a = t.wrap(with);
  const auto b = t.wrap(without);
  EXPECT_EQ(legal_texts(*a), (std::vector<std::string>{"play aqualung", "play lucky-charm", "stay"}));
  EXPECT_EQ(legal_texts(*b), (std::vector<std::string>{"play crowbar", "play lucky-charm", "stay"}));
  for (Viewer k : {Viewer{1}, Viewer{3}, bgb::kViewPublic}) expect_same_for(t, *a, *b, k);
  EXPECT_NE(bgb::leak::compare_views(*a, *b, 2), "");
  const State fled = rntest::run(g, with, "play aqualung");
  EXPECT_EQ(rntest::legal_texts(g, fled), (std::vector<std::string>{"play lucky-charm", "flee sea"}));
}

}  // namespace
