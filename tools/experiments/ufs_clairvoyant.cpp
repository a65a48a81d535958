// SPDX-License-Identifier: MIT
// An experiment, not library code (built only with -DBGB_EXPERIMENTS=ON): how often can an Under
// Falling Skies level be won by a player who knows every future die? Issue 17 asks > 10 % at
// level 8, where the honest search won 0 of 300; if even a clairvoyant search rarely wins, the
// target is out of reach on this card data, and if it wins often the gap is planning under
// uncertainty.
//
// Game k's dice are fixed in advance: the j-th die rolled in game k is the j-th draw of
// Rng(playout_seed(seed, k)), whatever the player does, so every line of play from a state meets
// the same dice. Three players on the same dice:
//   honest      bgb::bots::Mcts over ufs::Game (the dice unseen: its tree samples them)
//   mcts        bgb::bots::Mcts over Clairvoyant, a wrapper whose chance nodes have one outcome,
//               the pinned die: a deterministic single-player game, the game's own rollouts
//   max         a search for deterministic puzzles: each decision spreads its rollouts (the
//               game's policy, the pinned dice) over search_actions' candidates and keeps the
//               best whole line found, the max rather than the mean; the line found so far is
//               kept between decisions and followed, so a rollout that wins is a game won.
//               --explore P draws P % of a rollout's placements and robots at random among the
//               candidates (a max over near-identical lines finds little); --score picks what
//               a line is worth: rollout_outcome, the research share, or level 8's goal (the
//               research share plus the dig and the robot its last space needs); --plan12 on
//               bends the rollouts toward that last space (a robot of 6 into its room, kept
//               fresh until a 6 can join it on the 13th space), the honest player's too.
//               A won game's whole line is printed (`# game K won: ...`), to be replayed.
// The honest and mcts players search with the game's defaults but the budget (exploration 0.15).
// Whatever a clairvoyant search wins is won by a clairvoyant player, so its win rate bounds the
// clairvoyant optimum from below; the optimum bounds every honest player from above.
//
//   ufs_clairvoyant --level 8 --games 100 --seed 2026 --player max --iterations 2000
//                   --explore 10 --score goal
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/bots/mcts.hpp"
#include "bgb/core/playouts.hpp"
#include "bgb/ufs.hpp"

namespace {

using namespace bgb;

/// The pinned dice of one game: draw j of its own stream is the j-th die rolled.
class Dice {
 public:
  explicit Dice(std::uint64_t seed) : seed_(seed) {
    Rng r(seed);
    for (std::uint8_t& d : dice_) d = static_cast<std::uint8_t>(1 + r.below(6));
  }
  int operator[](int j) const noexcept {
    if (j < kPinned) return dice_[static_cast<std::size_t>(j)];
    Rng r(seed_ ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(j)));  // never reached in practice
    return 1 + static_cast<int>(r.below(6));
  }

 private:
  static constexpr int kPinned = 4096;
  std::uint64_t seed_;
  std::array<std::uint8_t, kPinned> dice_{};
};

/// A state and how many dice were rolled before it (the index of the next die).
struct CState {
  ufs::State s;
  std::uint16_t rolls = 0;
  // bgb::Game asks states to compare equal (a concept check, so never called here).
  [[maybe_unused]] friend constexpr bool operator==(const CState&, const CState&) = default;
};

/// ufs::Game with every die known: a chance node's one outcome is the pinned die.
class Clairvoyant {
 public:
  using State = CState;
  using Options = ufs::Options;
  using ActionList = ufs::ActionList;
  using ChanceList = ufs::ChanceList;
  static constexpr std::string_view kName = "ufs-clairvoyant";
  static constexpr int kRolloutCutoff = ufs::Game::kRolloutCutoff;
  static constexpr double kExploration = ufs::Game::kExploration;
  static constexpr int kIterations = ufs::Game::kIterations;

  Clairvoyant(const ufs::Game& g, const Dice& dice) : g_(&g), dice_(&dice) {}

  int num_players() const noexcept { return 1; }
  int num_distinct_actions() const noexcept { return g_->num_distinct_actions(); }
  int max_legal_actions() const noexcept { return g_->max_legal_actions(); }
  State initial_state() const noexcept { return {g_->initial_state(), 0}; }
  PlayerId current_player(const State& s) const noexcept { return g_->current_player(s.s); }
  bool is_terminal(const State& s) const noexcept { return g_->is_terminal(s.s); }
  void legal_actions(const State& s, ActionList& out) const noexcept { g_->legal_actions(s.s, out); }
  ActionId die(const State& s) const noexcept { return ufs::act::roll((*dice_)[s.rolls]); }
  void chance_outcomes(const State& s, ChanceList& out) const noexcept {
    out.clear();
    if (current_player(s) == kChance) out.push_back({die(s), 1});
  }
  bool is_legal(const State& s, ActionId a) const noexcept {
    return current_player(s) == kChance ? a == die(s) : g_->is_legal(s.s, a);
  }
  void apply_in_place(State& s, ActionId a) const noexcept {
    if (current_player(s) == kChance) ++s.rolls;
    g_->apply_in_place(s.s, a);
  }
  State apply_unchecked(const State& s, ActionId a) const noexcept {
    State n = s;
    apply_in_place(n, a);
    return n;
  }
  Result<State> apply(const State& s, ActionId a) const {
    if (is_legal(s, a)) return apply_unchecked(s, a);
    return make_error(Errc::invalid_argument, "ufs-clairvoyant: not legal");
  }
  std::string action_text(const State& s, ActionId a) const { return g_->action_text(s.s, a); }
  Result<ActionId> parse_action(const State& s, std::string_view t) const { return g_->parse_action(s.s, t); }
  Returns returns(const State& s) const noexcept { return g_->returns(s.s); }
  std::uint64_t hash(const State& s) const noexcept { return g_->hash(s.s) ^ (0x9E3779B97F4A7C15ULL * (s.rolls + 1U)); }

  ActionId rollout_action(const State& s, Rng& rng) const noexcept { return g_->rollout_action(s.s, rng); }
  void evaluate(const State& s, Returns& out) const noexcept { g_->evaluate(s.s, out); }
  void search_actions(const State& s, ActionList& out) const noexcept { g_->search_actions(s.s, out); }
  void rollout_outcome(const State& s, Returns& out) const noexcept { g_->rollout_outcome(s.s, out); }

 private:
  const ufs::Game* g_;
  const Dice* dice_;
};
static_assert(bgb::Game<Clairvoyant>);

// Level 8's last research space needs 12 in one resolution, which only the room of b4 c5 and
// b5 c5 (R(0,1), cells 24 and 29, open once the excavator has passed path cell 20) can give.
constexpr int kGoalPath = 21;  // path index 20 dug: the room of cells 24 and 29 opens
constexpr std::array<int, 2> kGoalCells = {24, 29};
constexpr int kRobotRoomCell = 23;  // b4 c4, B(0,2): a 6 there builds a robot of 6

constexpr bool in_goal_room(int cell) noexcept { return cell == kGoalCells[0] || cell == kGoalCells[1]; }

/// Whether a robot of 6 stands in the goal room: with a 6 beside it, the last space's 12.
constexpr bool goal_robot(const ufs::State& s) noexcept {
  for (const ufs::Robot& r : s.robots)
    if (r.value == 6 && in_goal_room(r.cell)) return true;
  return false;
}

/// The game's rollout choice `pick`, bent toward level 8's last space: a 6 goes to the robot
/// room at b4 c4 while the goal room is open and no robot of 6 stands in it, a robot of 6 goes
/// into the goal room, and that robot is kept fresh (no die beside it) until the 13th space is
/// reached, when a 6 goes beside it.
ActionId toward_twelve(const ufs::Game& g, const ufs::State& s, ActionId pick) noexcept {
  const ufs::Board& b = g.board();
  const bool open = s.excavator >= kGoalPath;
  const bool keeper = goal_robot(s);
  const bool last = s.research == ufs::kResearchSpaces - 1;
  ufs::ActionList legal;
  g.legal_actions(s, legal);
  if (s.phase == ufs::Phase::robot) {
    if (s.robot_value < 6 || !open || keeper) return pick;
    for (ActionId a : legal)
      if (ufs::act::kind_of(a) == ufs::act::Kind::robot && in_goal_room(ufs::act::cell_of(a))) return a;
    return pick;
  }
  if (s.phase == ufs::Phase::resolve) {
    if (!keeper || last || ufs::act::kind_of(pick) != ufs::act::Kind::resolve) return pick;
    const int cell = ufs::act::cell_of(pick);
    if (!in_goal_room(cell)) return pick;
    for (int c : kGoalCells)
      if (g.is_legal(s, ufs::act::discard(c))) return ufs::act::discard(c);
    return ufs::act::kEnd;
  }
  if (s.phase != ufs::Phase::place) return pick;
  ufs::heuristic::PlacementScores scores(s, b);
  const bool free_robot = ufs::detail::free_robot(s) >= 0;
  ActionId best = pick;
  std::int64_t best_score = std::numeric_limits<std::int64_t>::min();
  bool bent = false;
  for (ActionId a : legal) {
    if (ufs::act::kind_of(a) != ufs::act::Kind::place) continue;
    const int cell = ufs::act::cell_of(a), value = ufs::act::value_of(a);
    std::int64_t bend = 0;
    if (keeper && in_goal_room(cell)) bend = last && value == 6 ? 1000000 : -1000000;
    if (!keeper && open && free_robot && cell == kRobotRoomCell && value == 6 && s.energy >= 2) bend = 500;
    bent = bent || bend != 0;
    if (const std::int64_t v = scores(a) + bend; v > best_score) {
      best = a;
      best_score = v;
    }
  }
  // Where the bend touches no placement, the policy's own pick stands, ties broken its way.
  return bent ? best : pick;
}

/// ufs::Game whose rollouts are bent toward level 8's last space, for an honest search with
/// --plan12 (the dice unseen, as in the table).
class Planned : public ufs::Game {
 public:
  explicit Planned(const ufs::Game& g) : ufs::Game(g) {}
  ActionId rollout_action(const State& s, Rng& rng) const noexcept {
    return toward_twelve(*this, s, ufs::Game::rollout_action(s, rng));
  }
};
static_assert(bgb::Game<Planned>);

/// The max search: the best whole line found so far from the current state (its actions,
/// pinned rolls included) and its rollout score.
class MaxSearch {
 public:
  /// `explore`: the percentage of a rollout's placements drawn uniformly from search_actions'
  /// candidates instead of the policy's pick, so that the rollouts of a decision differ by more
  /// than the policy's tie-breaks (a max over near-identical lines finds little).
  /// `by_research`: a line scores the share of the research track's pips it reached (a win 1),
  /// the rounds it lasted breaking ties only; otherwise rollout_outcome, which on the hard track
  /// also pays for rounds lasted, a hedge the search for a mean needs and a max over known
  /// futures does not (a line that lasts longer shows it in the research it reaches).
  MaxSearch(const Clairvoyant& g, const ufs::Game& game, int rollouts, int explore, bool by_research)
      : g_(&g), game_(&game), rollouts_(rollouts), explore_(explore), by_research_(by_research) {}

  ActionId choose(const CState& s, Rng& rng) {
    Clairvoyant::ActionList cands;
    g_->legal_actions(s, cands);
    if (cands.size() == 1) return cands[0];  // the kept line, if any, plays it too
    g_->search_actions(s, cands);
    std::vector<ActionId> line;
    Clairvoyant::ActionList alt;
    for (int i = 0; i < rollouts_ && best_score_ < 1; ++i) {
      const ActionId first = cands[i % cands.size()];
      CState t = s;
      line.assign(1, first);
      g_->apply_in_place(t, first);
      while (!g_->is_terminal(t)) {
        ActionId a = kInvalidAction;
        if (g_->current_player(t) == kChance) {
          a = g_->die(t);
        } else if (explore_ > 0 && t.s.phase == ufs::Phase::place && static_cast<int>(rng.below(100)) < explore_) {
          g_->search_actions(t, alt);
          a = alt[static_cast<int>(rng.below(static_cast<std::uint64_t>(alt.size())))];
        } else if (explore_ > 0 && t.s.phase == ufs::Phase::robot && static_cast<int>(rng.below(100)) < explore_) {
          // Where a robot stands decides which two-cell rooms can reach a value no die does
          // (level 8's last research space needs 12): the policy always picks one cell.
          g_->legal_actions(t, alt);
          int n = 0;
          for (ActionId b : alt) n += ufs::act::kind_of(b) == ufs::act::Kind::robot;
          a = policy(t, rng);
          if (n > 0) {
            int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
            for (ActionId b : alt)
              if (ufs::act::kind_of(b) == ufs::act::Kind::robot && pick-- == 0) a = b;
          }
        } else {
          a = policy(t, rng);
        }
        line.push_back(a);
        g_->apply_in_place(t, a);
      }
      double score = 0;
      if (goal_) {
        score = t.s.end == ufs::End::won ? 1 : goal_score(t.s);
      } else if (by_research_) {
        score = t.s.end == ufs::End::won ? 1 : 0.99 * ufs::heuristic::research_progress(t.s, game_->board()) + 0.0005 * t.s.round;
      } else {
        Returns r;
        g_->rollout_outcome(t, r);
        score = r[0];
      }
      if (best_.empty() || score > best_score_) {
        best_score_ = score;
        best_.swap(line);
        at_ = 0;
      }
    }
    return best_[at_];
  }

  /// The game moved on by `a` (a decision of ours or a die): the kept line moves with it.
  void played(ActionId a) {
    if (best_.empty()) return;
    if (at_ < best_.size() && best_[at_] == a) {
      ++at_;
      if (at_ == best_.size()) forget();
    } else {
      forget();
    }
  }

 private:
  void forget() {
    best_.clear();
    at_ = 0;
    best_score_ = -1;
  }
  /// The rollouts' policy: the game's, bent toward level 8's last space with --plan12.
  ActionId policy(const CState& t, Rng& rng) const noexcept {
    const ActionId pick = g_->rollout_action(t, rng);
    return plan12_ ? toward_twelve(*game_, t.s, pick) : pick;
  }

  /// Level 8's own goal: the research share, and the two things its last space needs (12 in
  /// one resolution): the room under path cell 20 dug open and a robot of 6 standing in it.
  double goal_score(const ufs::State& s) const noexcept {
    const ufs::Board& b = game_->board();
    const int dug = s.excavator < kGoalPath ? s.excavator : kGoalPath;
    return 0.85 * ufs::heuristic::research_progress(s, b) + 0.07 * dug / kGoalPath + (goal_robot(s) ? 0.07 : 0.0) + 0.0005 * s.round;
  }

  const Clairvoyant* g_;
  const ufs::Game* game_;
  int rollouts_;
  int explore_;
  bool by_research_;
  bool goal_ = false;
  bool plan12_ = false;

 public:
  void aim_at_level8_goal() noexcept { goal_ = true; }
  void plan_for_twelve() noexcept { plan12_ = true; }

 private:
  std::vector<ActionId> best_;
  std::size_t at_ = 0;
  double best_score_ = -1;
};

struct Outcome {
  ufs::State end;
  int decisions = 0;
  std::string moves;  ///< every action's text, rolls included, "; " between them
};

enum class Player { honest, mcts, max };

Outcome play(const ufs::Game& game, const Dice& dice, Player who, int iterations, int explore, bool by_research,
             bool goal, bool plan12, std::uint64_t bot_seed) {
  const Clairvoyant cg(game, dice);
  bots::SearchOptions o;
  o.iterations = iterations;
  o.rollout = bots::Rollout::game;
  bots::Mcts<ufs::Game> honest(game, o);
  const Planned planned(game);
  bots::Mcts<Planned> honest_planned(planned, o);
  bots::Mcts<Clairvoyant> seer(cg, o);
  MaxSearch max(cg, game, iterations, explore, by_research);
  if (goal) max.aim_at_level8_goal();
  if (plan12) max.plan_for_twelve();
  Rng rng(bot_seed);
  CState s = cg.initial_state();
  Outcome out;
  while (!cg.is_terminal(s)) {
    ActionId a = kInvalidAction;
    if (cg.current_player(s) == kChance) {
      a = cg.die(s);
    } else {
      ++out.decisions;
      switch (who) {
        case Player::honest: a = plan12 ? honest_planned.choose(s.s, 0, rng) : honest.choose(s.s, 0, rng); break;
        case Player::mcts: a = seer.choose(s, 0, rng); break;
        case Player::max: a = max.choose(s, rng); break;
      }
    }
    if (!cg.is_legal(s, a)) {
      std::fprintf(stderr, "illegal action %d\n", a);
      std::exit(2);
    }
    max.played(a);
    if (!out.moves.empty()) out.moves += "; ";
    out.moves += cg.action_text(s, a);
    cg.apply_in_place(s, a);
  }
  out.end = s.s;
  return out;
}

const char* ending(ufs::End e) {
  switch (e) {
    case ufs::End::won: return "won";
    case ufs::End::base_destroyed: return "damage";
    case ufs::End::skull_covered: return "skull";
    case ufs::End::none: break;
  }
  return "none";
}

int usage() {
  std::fprintf(stderr,
               "usage: ufs_clairvoyant [--level 1..8] [--games N] [--first K] [--seed S]\n"
               "                       [--player honest|mcts|max] [--iterations N] [--explore PERCENT]\n"
               "                       [--score outcome|research|goal] [--plan12 on|off]\n"
               "level L lays the first L-1 cards hard (sky1, sky2, sky3, sky4, base_top, base_bottom, research)\n");
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  int level = 8, games = 100, first = 0, iterations = 2000, explore = 0;
  std::uint64_t seed = 2026;
  Player who = Player::max;
  bool by_research = false, goal = false, plan12 = false;
  for (int i = 1; i < argc; i += 2) {
    if (i + 1 >= argc) return usage();
    const std::string_view k = argv[i];
    const char* v = argv[i + 1];
    if (k == "--level") level = std::atoi(v);
    else if (k == "--games") games = std::atoi(v);
    else if (k == "--first") first = std::atoi(v);
    else if (k == "--seed") seed = std::strtoull(v, nullptr, 10);
    else if (k == "--iterations") iterations = std::atoi(v);
    else if (k == "--explore") explore = std::atoi(v);
    else if (k == "--plan12") {
      const std::string_view p = v;
      if (p != "on" && p != "off") return usage();
      plan12 = p == "on";
    }
    else if (k == "--score") {
      const std::string_view sc = v;
      if (sc == "research") by_research = true;
      else if (sc == "goal") goal = true;
      else if (sc != "outcome") return usage();
    }
    else if (k == "--player") {
      const std::string_view p = v;
      if (p == "honest") who = Player::honest;
      else if (p == "mcts") who = Player::mcts;
      else if (p == "max") who = Player::max;
      else return usage();
    } else {
      return usage();
    }
  }
  if (level < 1 || level > 8 || games < 1 || iterations < 1) return usage();
  // The bend knows level 8's cells, and only the max and honest players use it.
  if (plan12 && (level != 8 || who == Player::mcts)) return usage();
  ufs::Options opts;
  opts.hard = static_cast<std::uint8_t>((1U << (level - 1)) - 1U);
  const Result<ufs::Game> made = ufs::Game::make(opts);
  if (!made) return usage();
  const ufs::Game& game = made.value();

  int won = 0, damage = 0, skull = 0;
  double research = 0, rounds = 0, decisions = 0;
  // At level 8 the last research space (12 in one resolution) is reachable in one room only, the
  // two cells of column 5 on b4-b5 (R(0,1)), under path cell 20: a die and a robot of 6 there.
  // The columns after `decisions` show how near a game came: how far it dug, its robots.
  std::printf("game,ending,research,round,damage,mothership,decisions,excavator,robot1,robot2\n");
  for (int k = first; k < first + games; ++k) {
    const std::uint64_t gs = playout_seed(seed, k);
    const Dice dice(gs);
    const Outcome o = play(game, dice, who, iterations, explore, by_research, goal, plan12, Rng(gs ^ 0xB07ULL).next());
    won += o.end.end == ufs::End::won;
    damage += o.end.end == ufs::End::base_destroyed;
    skull += o.end.end == ufs::End::skull_covered;
    research += o.end.research;
    rounds += o.end.round;
    decisions += o.decisions;
    std::printf("%d,%s,%d,%d,%d,%d,%d,%d", k, ending(o.end.end), o.end.research, o.end.round, o.end.damage,
                o.end.mothership, o.decisions, o.end.excavator);
    for (const ufs::Robot& r : o.end.robots) {
      if (r.cell == ufs::kNoCell) std::printf(",-");
      else std::printf(",%d:%d", r.cell, r.value);
    }
    std::printf("\n");
    // A won game's whole line, to be replayed (rolls included) by `bgb` or a test.
    if (o.end.end == ufs::End::won) std::printf("# game %d won: %s\n", k, o.moves.c_str());
    std::fflush(stdout);
  }
  // The 95 % Wilson score interval.
  const double n = games, p = won / n, z = 1.959963984540054;
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  std::printf("# level %d, player %s, iterations %d, explore %d, score %s%s, seed %llu, games %d..%d: won %d of %d (%.1f %%, %.1f-%.1f %%); "
              "base destroyed %d, skull covered %d; research %.2f spaces, round %.2f, decisions %.1f a game\n",
              level, who == Player::honest ? "honest" : who == Player::mcts ? "mcts" : "max", iterations, explore,
              goal ? "goal" : by_research ? "research" : "outcome", plan12 ? ", plan12" : "",
              static_cast<unsigned long long>(seed), first, first + games - 1, won, games, 100 * p,
              100 * std::max(0.0, centre - half), 100 * std::min(1.0, centre + half), damage, skull, research / n,
              rounds / n, decisions / n);
  return 0;
}
