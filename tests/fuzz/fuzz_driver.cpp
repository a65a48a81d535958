/// \file
/// fuzz_driver: plays a game through the C ABI with legal and illegal inputs chosen by the
/// fuzz bytes. Input: [game byte][options]\0, then operations, each an opcode byte and its
/// operands (see the switch in run()). The seed corpus turns every conformance scenario into
/// such a program (its `do` and `reject` texts become text operations).
///
/// Checked after every operation:
///  - a refused input leaves the state as it was (same hash), sets no output, and reports a
///    documented status with a message naming the function (fuzz_support.hpp);
///  - an accepted one gives a state whose seat to act agrees with is_terminal. The full
///    check_state (its snapshot reloads with the same hash, every legal action is accepted)
///    runs where the input asks for it (opcode `check`);
///  - the text of an accepted action, in any case and spacing, is the same action;
///  - bgb_state_apply_into (into a handle of its own and into a clone) gives what
///    bgb_state_apply gives, or the same refusal with dst untouched, and never changes a handle
///    sharing dst's state; bgb_state_copy_into copies;
///  - bgb_playouts (with the full check) refuses bad arguments untouched, counts n games, and
///    plays the same games on 1 and 2 threads;
///  - resampling keeps the seat's view (and its legal actions when it is to act), and play may
///    go on from the result (its snapshot may be refused when the game's options fix hands or
///    tasks: docs/abi.md);
///  - the campaign log (bgb_campaign_*) counts what it is told and round-trips through JSON;
///  - a bot (bgb_bot_*) of any kind, with options from the input, chooses a legal action that is
///    the most visited of its analysis from the same rng, and refuses chance and terminal states
///    and bad options without touching its outputs;
///  - The Crew's solver (bgb_crew_solve, bgb_crew_hint) with small limits from the input: a
///    winning line replays legally (to a won end, or to mission 12's first draw), a hint lists
///    the legal actions with shares in [0, 1]; other games and chance or terminal states are
///    refused without touching the outputs;
///  - tensors, masks and batches (ABI 1.5): see fuzz_learning.hpp;
///  - at the end, the replay log of the actions applied reproduces the state (bgb_replay).
///
/// The heavy opcodes (check, resample, views, campaign, bot, solver) serialize and reload JSON or search,
/// which costs 50-500 us a time under the sanitizers. Each runs at most kHeavyRuns times per input; later
/// ones are skipped (`check` still does the cheap part). Unbudgeted they held the fuzzer at
/// ~110 executions/s (a full check after every step: ~40/s), too slow for a 10-million run.
/// The budget loses no reach: the fuzzer places the few it has at any state it can reach.
#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz_learning.hpp"
#include "fuzz_support.hpp"

using namespace bgb::fuzz;

namespace {

bool contains(const std::vector<std::int32_t>& v, std::int32_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

/// A refused transition: documented, the state untouched, no handle handed out.
void expect_refused_transition(std::int32_t status, const char* fn, const bgb_state* s, std::uint64_t hash,
                               const bgb_state* out) {
  expect_refused(status, fn);
  BGB_FUZZ_CHECK(out == nullptr, std::string(fn) + " refused but set *out");
  BGB_FUZZ_CHECK(hash_of(s) == hash, std::string(fn) + " refused but the state changed");
}

struct CampaignRow {
  std::int32_t attempts = 0, distress = 0, success = 0;
};

CampaignRow row_of(const bgb_campaign* c, std::int32_t mission) {
  CampaignRow r;
  expect_ok(bgb_campaign_mission(c, mission, &r.attempts, &r.distress, &r.success), "bgb_campaign_mission");
  return r;
}

std::string campaign_json(const bgb_campaign* c) {
  return read_string("bgb_campaign_to_json",
                     [&](char* b, std::int32_t n, std::int32_t* len) { return bgb_campaign_to_json(c, b, n, len); });
}

/// A campaign's invariants: its JSON reads back to the same JSON, and the next mission is the
/// lowest one without a success.
void check_campaign(const bgb_campaign* c) {
  const std::string text = campaign_json(c);
  bgb_campaign* raw = nullptr;
  if (bgb_campaign_from_json(text.c_str(), &raw) != BGB_OK) die("a campaign's own JSON loads", last_error() + "\n" + text);
  const CampaignPtr back(raw);
  BGB_FUZZ_CHECK(campaign_json(back.get()) == text, "a campaign's JSON changes on a round trip: " + text);
  std::int32_t next = -1;
  expect_ok(bgb_campaign_next_mission(c, &next), "bgb_campaign_next_mission");
  std::int32_t want = BGB_CAMPAIGN_COMPLETE;
  for (std::int32_t m = 1; m <= 50 && want == BGB_CAMPAIGN_COMPLETE; ++m)
    if (!row_of(c, m).success) want = m;
  BGB_FUZZ_CHECK(next == want, "next mission " + std::to_string(next) + ", expected " + std::to_string(want));
}

/// Full runs of each heavy opcode per input: at 2, ~190 executions/s; at 1, ~280/s (fuzzing
/// beside two other fuzzers on 2 cores).
constexpr int kHeavyRuns = 1;
enum class Heavy { check, resample, views, campaign, bot, solver, batch, count };

class Driver {
 public:
  Driver(Input& in, GamePtr game, const std::string& name) : in_(in), game_(std::move(game)), name_(name) {
    players_ = players_of(game_.get());
    expect_ok(bgb_game_num_distinct_actions(game_.get(), &distinct_), "bgb_game_num_distinct_actions");
    bgb_state* s0 = nullptr;
    expect_ok(bgb_state_new(game_.get(), &s0), "bgb_state_new");
    s_.reset(s0);
    bgb_state* s1 = nullptr;
    expect_ok(bgb_state_new(game_.get(), &s1), "bgb_state_new");
    scratch_.reset(s1);
    bgb_campaign* c = nullptr;
    expect_ok(bgb_campaign_new(&c), "bgb_campaign_new");
    campaign_.reset(c);
  }

  void run() {
    check_turn(game_.get(), s_.get());
    for (int ops = 0; ops < 400 && !in_.empty(); ++ops) {
      switch (in_.byte() % 17) {
        case 0: case 1: case 2: case 3: pick_applicable(); break;
        case 4: apply_raw_id(); break;
        case 5: apply_text(); break;
        case 6: apply_legal_as_text(); break;
        case 7: if (take(Heavy::resample)) resample(); break;
        case 8: if (take(Heavy::views)) views(); break;
        case 9: if (take(Heavy::campaign)) campaign(); break;
        case 10: parse_and_texts(); break;
        case 11: sample_chance(); break;
        case 12: if (take(Heavy::bot)) bot(); break;
        case 13: if (take(Heavy::solver)) solver(); break;
        case 15: check_tensor_and_mask(in_, game_.get(), s_.get(), players_, distinct_); break;  // fuzz_learning.hpp
        case 16: if (take(Heavy::batch)) check_batch(in_, game_.get(), players_, distinct_); break;
        default:
          if (take(Heavy::check)) {
            check_state(game_.get(), s_.get(), CheckOptions{/*apply_each=*/true, /*snapshot_may_be_refused=*/false, /*every_view=*/false});
            playouts();
          } else
            check_turn(game_.get(), s_.get());
          break;
      }
    }
    check_replay();
  }

 private:
  /// Whether a heavy opcode of this kind may still run in full, counting this run.
  bool take(Heavy kind) {
    return heavy_runs_[static_cast<std::size_t>(kind)]++ < kHeavyRuns;
  }

  /// Moves to an accepted successor, after the cheap checks (the full one is an opcode).
  void advance(StatePtr next, const std::string& logged_text) {
    check_turn(game_.get(), next.get());
    log_.push_back(logged_text);
    s_ = std::move(next);
  }

  void pick_applicable() {
    const std::vector<std::int32_t> ids = applicable(s_.get());
    if (ids.empty()) return;
    const std::int32_t a = ids[in_.byte() % ids.size()];
    const std::string text = action_text_of(s_.get(), a);
    StatePtr next = apply_ok(s_.get(), a);
    check_apply_into(a, next.get());
    advance(std::move(next), text);
  }

  /// bgb_state_apply_into agrees with bgb_state_apply (`expected`, or null when it refused `id`):
  /// into a handle of its own and into a clone of s (copy-on-write), the same state or the same
  /// refusal with dst untouched; s and every handle sharing it stay as they were.
  void check_apply_into(std::int32_t id, const bgb_state* expected) {
    const std::uint64_t h = hash_of(s_.get());
    expect_ok(bgb_state_copy_into(s_.get(), scratch_.get()), "bgb_state_copy_into");
    BGB_FUZZ_CHECK(hash_of(scratch_.get()) == h, "bgb_state_copy_into gave another state");
    bgb_state* raw = nullptr;
    expect_ok(bgb_state_clone(s_.get(), &raw), "bgb_state_clone");
    const StatePtr clone(raw);
    for (bgb_state* dst : {scratch_.get(), clone.get()}) {
      const std::uint64_t before = hash_of(dst);
      const std::int32_t st = bgb_state_apply_into(s_.get(), id, dst);
      if (expected == nullptr) {
        expect_refused(st, "bgb_state_apply_into");
        BGB_FUZZ_CHECK(st == BGB_E_ILLEGAL_ACTION, std::string("apply_into refused as ") + bgb_status_string(st));
        BGB_FUZZ_CHECK(hash_of(dst) == before, "a refused bgb_state_apply_into changed dst");
      } else {
        expect_ok(st, "bgb_state_apply_into");
        BGB_FUZZ_CHECK(hash_of(dst) == hash_of(expected), "bgb_state_apply_into and bgb_state_apply disagree");
      }
    }
    BGB_FUZZ_CHECK(hash_of(s_.get()) == h, "bgb_state_apply_into changed a handle sharing its dst");
  }

  void apply_raw_id() {
    const auto id = static_cast<std::int16_t>(in_.byte() | (in_.byte() << 8));
    const std::uint64_t h = hash_of(s_.get());
    bgb_state* out = nullptr;
    const std::int32_t st = bgb_state_apply(s_.get(), id, &out);
    if (!contains(applicable(s_.get()), id)) {
      expect_refused_transition(st, "bgb_state_apply", s_.get(), h, out);
      BGB_FUZZ_CHECK(st == BGB_E_ILLEGAL_ACTION, std::string("action id refused as ") + bgb_status_string(st));
      check_apply_into(id, nullptr);
      return;
    }
    expect_ok(st, "bgb_state_apply");
    check_apply_into(id, out);
    advance(StatePtr(out), action_text_of(s_.get(), id));
  }

  void apply_text() {
    const std::string text = in_.text(in_.byte() % 48);
    const std::uint64_t h = hash_of(s_.get());
    bgb_state* out = nullptr;
    const std::int32_t st = bgb_state_apply_text(s_.get(), text.c_str(), &out);
    if (st != BGB_OK) {
      expect_refused_transition(st, "bgb_state_apply_text", s_.get(), h, out);
      BGB_FUZZ_CHECK(st == BGB_E_PARSE || st == BGB_E_ILLEGAL_ACTION,
                     "'" + text + "' refused as " + bgb_status_string(st));
      return;
    }
    StatePtr next(out);
    std::int32_t id = -1;
    expect_ok(bgb_state_parse_action(s_.get(), text.c_str(), &id), "bgb_state_parse_action");
    BGB_FUZZ_CHECK(contains(applicable(s_.get()), id), "'" + text + "' was applied but its id is not legal");
    BGB_FUZZ_CHECK(hash_of(apply_ok(s_.get(), id).get()) == hash_of(next.get()), "apply_text and apply disagree");
    advance(std::move(next), action_text_of(s_.get(), id));
  }

  /// A legal action's text, in upper case and/or with extra spaces, applies that action.
  void apply_legal_as_text() {
    const std::vector<std::int32_t> ids = applicable(s_.get());
    if (ids.empty()) return;
    const std::int32_t a = ids[in_.byte() % ids.size()];
    const std::uint8_t how = in_.byte();
    const std::string canonical = action_text_of(s_.get(), a);
    std::string text;
    if (how & 2) text += "  ";
    for (char c : canonical) {
      text += (how & 1) ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      if ((how & 4) && c == ' ') text += "  ";
    }
    if (how & 8) text += " \t";
    bgb_state* out = nullptr;
    if (bgb_state_apply_text(s_.get(), text.c_str(), &out) != BGB_OK)
      die("the text of a legal action applies", "'" + text + "' (" + canonical + "): " + last_error());
    StatePtr next(out);
    BGB_FUZZ_CHECK(hash_of(next.get()) == hash_of(apply_ok(s_.get(), a).get()), "'" + text + "' is another action");
    advance(std::move(next), canonical);
  }

  void resample() {
    const std::uint8_t b = in_.byte();
    const std::int32_t seat = static_cast<std::int32_t>(b % (players_ + 2)) - 1;  // -1..players
    std::uint64_t rng = 0;
    bgb_rng_seed(in_.byte(), &rng);
    const std::uint64_t rng_before = rng;
    bgb_state* out = nullptr;
    const std::int32_t st = bgb_state_resample(s_.get(), seat, &rng, &out);
    if (st != BGB_OK) {
      expect_refused(st, "bgb_state_resample");
      BGB_FUZZ_CHECK(out == nullptr && rng == rng_before, "a refused resample changed its outputs");
      BGB_FUZZ_CHECK(st == BGB_E_UNSUPPORTED || st == BGB_E_INVALID_ARGUMENT,
                     std::string("resample refused as ") + bgb_status_string(st));
      BGB_FUZZ_CHECK(st != BGB_E_INVALID_ARGUMENT || seat < 0 || seat >= players_,
                     "resample refused seat " + std::to_string(seat) + ": " + last_error());
      return;
    }
    BGB_FUZZ_CHECK(seat >= 0 && seat < players_, "resample accepted seat " + std::to_string(seat));
    StatePtr r(out);
    BGB_FUZZ_CHECK(json_of(r.get(), seat) == json_of(s_.get(), seat), "resampling changed the view of seat " +
                                                                           std::to_string(seat));
    if (player_of(s_.get()) == seat)
      BGB_FUZZ_CHECK(applicable(r.get()) == applicable(s_.get()), "resampling changed the acting seat's choices");
    const bool loads = check_state(game_.get(), r.get(), CheckOptions{/*apply_each=*/true, /*snapshot_may_be_refused=*/true, /*every_view=*/false});
    // Play on from the resample when its snapshot loads; the replay log no longer leads here.
    if ((b & 0x80) && loads) {
      s_ = std::move(r);
      replayable_ = false;
    }
  }

  /// Snapshots, observations and renderings for every kind of viewer, valid or not, and the
  /// buffer protocol's edges.
  void views() {
    const std::int32_t viewer = static_cast<std::int32_t>(in_.byte() % (players_ + 4)) - 3;  // -3..players
    const bool valid = viewer >= BGB_VIEW_PUBLIC && viewer < players_;
    std::int32_t len = -1;
    const std::int32_t st = bgb_state_to_json(s_.get(), viewer, nullptr, 0, &len);
    if (!valid) {
      expect_refused(st, "bgb_state_to_json");
      BGB_FUZZ_CHECK(st == BGB_E_INVALID_ARGUMENT, "a bad viewer refused as " + std::string(bgb_status_string(st)));
      char buf[8] = "abcdefg";
      expect_refused(bgb_state_render(s_.get(), viewer, buf, sizeof buf, &len), "bgb_state_render");
      return;
    }
    expect_ok(st, "bgb_state_to_json");
    std::string buf(static_cast<std::size_t>(len) + 1, 'x');
    // One byte short: nothing written, the size reported again.
    std::int32_t len2 = -1;
    const std::int32_t short_st = bgb_state_to_json(s_.get(), viewer, buf.data(), len, &len2);
    expect_refused(short_st, "bgb_state_to_json");
    BGB_FUZZ_CHECK(short_st == BGB_E_BUFFER_TOO_SMALL && len2 == len && buf[0] == 'x',
                   "a short buffer was not reported as such");
    expect_refused(bgb_state_to_json(s_.get(), viewer, buf.data(), -1, &len2), "bgb_state_to_json");
    (void)json_of(s_.get(), viewer);
    (void)read_string("bgb_state_render", [&](char* b, std::int32_t c, std::int32_t* n) {
      return bgb_state_render(s_.get(), viewer, b, c, n);
    });
  }

  void campaign() {
    const std::uint8_t sub = in_.byte() % 5;
    bgb_campaign* out = nullptr;
    if (sub == 0) {
      const auto mission = static_cast<std::int32_t>(static_cast<std::int8_t>(in_.byte()));
      const std::int32_t success = in_.byte() % 3, distress = in_.byte() % 3;
      const bool valid = mission >= 1 && mission <= 50 && success <= 1 && distress <= 1;
      const CampaignRow before = valid ? row_of(campaign_.get(), mission) : CampaignRow{};
      const std::int32_t st = bgb_campaign_record_result(campaign_.get(), mission, success, distress, &out);
      // The distress signal adds 1 once per mission: at its first use. An accomplished mission's
      // row is frozen: a replay changes nothing and never overflows.
      const std::int32_t extra = distress == 1 && before.distress == 0 ? 1 : 0;
      const bool replay = valid && before.success == 1;
      if (!valid || (!replay && before.attempts + 1 + extra > 65535)) {
        expect_refused(st, "bgb_campaign_record_result");
        BGB_FUZZ_CHECK(out == nullptr, "a refused record set *out");
        return;
      }
      expect_ok(st, "bgb_campaign_record_result");
      CampaignPtr next(out);
      const CampaignRow after = row_of(next.get(), mission);
      const CampaignRow want = replay ? before : CampaignRow{before.attempts + 1 + extra, before.distress + distress, success};
      BGB_FUZZ_CHECK(after.attempts == want.attempts && after.distress == want.distress && after.success == want.success,
                     "the campaign miscounted mission " + std::to_string(mission));
      campaign_ = std::move(next);
    } else if (sub == 1) {
      const std::int32_t st = bgb_campaign_record(campaign_.get(), s_.get(), &out);
      if (player_of(s_.get()) != BGB_TERMINAL) {
        expect_refused(st, "bgb_campaign_record");
        BGB_FUZZ_CHECK(st == BGB_E_INVALID_ARGUMENT && out == nullptr, "an unfinished game was recorded");
        return;
      }
      if (!ok_or_refused(st, "bgb_campaign_record")) return;  // e.g. a game without a campaign
      campaign_.reset(out);
    } else if (sub == 2) {
      const std::string text = in_.text(in_.byte());
      if (!ok_or_refused(bgb_campaign_from_json(text.c_str(), &out), "bgb_campaign_from_json")) {
        BGB_FUZZ_CHECK(out == nullptr, "a refused campaign JSON set *out");
        return;
      }
      campaign_.reset(out);
    } else {
      const auto mission = static_cast<std::int32_t>(static_cast<std::int8_t>(in_.byte()));
      CampaignRow r;
      const std::int32_t st = bgb_campaign_mission(campaign_.get(), mission, &r.attempts, &r.distress, &r.success);
      if (mission < 1 || mission > 50) {
        expect_refused(st, "bgb_campaign_mission");
      } else {
        expect_ok(st, "bgb_campaign_mission");
        BGB_FUZZ_CHECK(r.attempts >= 0 && r.distress >= 0 && (r.distress == 0 || r.distress < r.attempts) &&
                           r.success <= 1 &&
                           (r.success == 0 || r.attempts > 0),
                       "an impossible campaign row for mission " + std::to_string(mission));
      }
    }
    check_campaign(campaign_.get());
  }

  /// parse_action agrees with the legal set, and action_text (and action_text_for, with a viewer)
  /// takes exactly the ids in range.
  void parse_and_texts() {
    const std::string text = in_.text(in_.byte() % 48);
    std::int32_t id = -1;
    const std::int32_t st = bgb_state_parse_action(s_.get(), text.c_str(), &id);
    if (st == BGB_OK) {
      BGB_FUZZ_CHECK(id >= 0 && id < distinct_, "'" + text + "' parsed to id " + std::to_string(id));
    } else {
      expect_refused(st, "bgb_state_parse_action");
      BGB_FUZZ_CHECK(st == BGB_E_PARSE || st == BGB_E_ILLEGAL_ACTION, "'" + text + "' refused as " +
                                                                          bgb_status_string(st));
    }
    const auto raw = static_cast<std::int16_t>(in_.byte() | (in_.byte() << 8));
    std::int32_t len = -1;
    const std::int32_t tst = bgb_state_action_text(s_.get(), raw, nullptr, 0, &len);
    if (raw >= 0 && raw < distinct_) {
      expect_ok(tst, "bgb_state_action_text");
      (void)action_text_of(s_.get(), raw);
    } else {
      expect_refused(tst, "bgb_state_action_text");
    }
    // A viewer's text: any id in range and any viewer (a seat, public, all) has one, the
    // omniscient text or a masked one; anything else is refused.
    const std::int32_t viewer = static_cast<std::int8_t>(in_.byte());
    const std::int32_t vst = bgb_state_action_text_for(s_.get(), raw, viewer, nullptr, 0, &len);
    if (raw >= 0 && raw < distinct_ && viewer >= BGB_VIEW_PUBLIC && viewer < players_) {
      expect_ok(vst, "bgb_state_action_text_for");
      const std::string seen = action_text_for_of(s_.get(), raw, viewer);
      const std::string all = action_text_of(s_.get(), raw);
      BGB_FUZZ_CHECK(seen == all || (viewer != BGB_VIEW_ALL && seen.find('?') != std::string::npos),
                     "viewer " + std::to_string(viewer) + " reads '" + seen + "' for '" + all + "'");
    } else {
      expect_refused(vst, "bgb_state_action_text_for");
    }
  }

  /// A bot made from input bytes (kind, budget, threads, rollout, or raw option text) searches the
  /// state: its choice is legal and is its analysis' most visited action from the same rng.
  void bot() {
    static constexpr const char* kKinds[] = {"random", "mcts", "uct", "ismcts", "alphabeta"};
    const char* kind = kKinds[in_.byte() % 5];
    const std::uint8_t how = in_.byte();
    std::string options;
    const bool raw_text = how & 0x80;
    if (raw_text) {
      options = in_.text(in_.byte() % 40);  // anything at all: refused or accepted, never a crash
    } else {
      options = "{\"iterations\":" + std::to_string(1 + how % 24) + ",\"threads\":" + std::to_string(1 + (how >> 5) % 2) +
                ",\"rollout\":\"" + ((how & 0x10) ? "game" : "random") + "\"}";
    }
    bgb_bot* raw = reinterpret_cast<bgb_bot*>(0x1);
    const std::int32_t made = bgb_bot_new(game_.get(), kind, options.c_str(), &raw);
    if (made != BGB_OK) {
      expect_refused(made, "bgb_bot_new");
      BGB_FUZZ_CHECK(raw == nullptr, "bgb_bot_new refused but set *out");
      return;
    }
    struct Free {
      void operator()(bgb_bot* b) const noexcept { bgb_bot_free(b); }
    };
    const std::unique_ptr<bgb_bot, Free> b(raw);
    if (raw_text) return;  // its budget could be anything (10^8 iterations, a time limit): not searched
    std::uint64_t rng = 0;
    bgb_rng_seed(in_.byte(), &rng);
    const std::uint64_t before = rng;
    std::int32_t action = -7;
    const std::int32_t st = bgb_bot_choose(b.get(), s_.get(), &rng, &action);
    const std::int32_t player = player_of(s_.get());
    if (player < 0) {
      expect_refused(st, "bgb_bot_choose");
      BGB_FUZZ_CHECK(action == -7 && rng == before, "bgb_bot_choose refused but changed its outputs");
      return;
    }
    expect_ok(st, "bgb_bot_choose");
    const std::vector<std::int32_t> legal = applicable(s_.get());
    BGB_FUZZ_CHECK(contains(legal, action), "the bot chose an action that is not legal: " + std::to_string(action));
    std::uint64_t again = before;
    std::int32_t n = 0;
    expect_ok(bgb_bot_analyse(b.get(), s_.get(), &again, nullptr, nullptr, nullptr, 0, &n), "bgb_bot_analyse");
    BGB_FUZZ_CHECK(n == static_cast<std::int32_t>(legal.size()) && again == before, "an analysis size query that disagrees");
    std::vector<std::int32_t> actions(static_cast<std::size_t>(n)), visits(actions.size());
    std::vector<double> values(actions.size());
    expect_ok(bgb_bot_analyse(b.get(), s_.get(), &again, actions.data(), visits.data(), values.data(), n, &n), "bgb_bot_analyse");
    std::size_t best = 0;
    for (std::size_t i = 0; i < actions.size(); ++i) {
      BGB_FUZZ_CHECK(values[i] >= 0 && values[i] <= 1 && visits[i] >= 0, "an analysis value outside [0, 1]");
      BGB_FUZZ_CHECK(i == 0 || actions[i - 1] < actions[i], "an analysis out of ascending id order");
      if (visits[i] > visits[best] || (visits[i] == visits[best] && values[i] > values[best])) best = i;
    }
    if (std::string(kind) == "random") {  // a uniform draw: no search, no visits
      BGB_FUZZ_CHECK(std::all_of(visits.begin(), visits.end(), [](std::int32_t v) { return v == 0; }),
                     "a random bot's analysis reports visits");
      return;
    }
    BGB_FUZZ_CHECK(actions.size() == 1 || actions[best] == action, "choose is not the analysis' most visited action");
    BGB_FUZZ_CHECK(actions.size() == 1 || again == rng, "the same search drew other numbers");
  }

  /// The Crew's solver with limits from input bytes (small, so a solve stays cheap), or raw
  /// option text through a hint's size query (which reads the options but allocates and solves
  /// nothing): answers that agree with the rules, refusals that change nothing.
  void solver() {
    const std::uint8_t how = in_.byte();
    const std::int32_t player = player_of(s_.get());
    std::uint64_t rng = 0;
    bgb_rng_seed(in_.byte(), &rng);
    const std::uint64_t before = rng;
    std::int32_t n = -7;
    if (how & 0x80) {
      const std::string options = in_.text(in_.byte() % 40);
      if (!ok_or_refused(bgb_crew_hint(s_.get(), player, options.c_str(), &rng, nullptr, nullptr, nullptr, 0, &n),
                         "bgb_crew_hint"))
        BGB_FUZZ_CHECK(n == -7, "bgb_crew_hint refused but set *out_count");
      BGB_FUZZ_CHECK(rng == before, "a hint's size query drew numbers");
      return;
    }
    const std::string options =
        "{\"max_nodes\":" + std::to_string(1 + (how % 32) * 500) + ",\"table_bits\":" + std::to_string(10 + (how >> 5) % 3) + "}";
    std::int32_t verdict = -7, len = -7;
    double p = -7;
    std::uint64_t nodes = 7;
    std::vector<std::int32_t> line(BGB_CREW_MAX_LINE, -7);
    const std::int32_t st =
        bgb_crew_solve(s_.get(), options.c_str(), &verdict, &p, line.data(), BGB_CREW_MAX_LINE, &len, &nodes);
    if (name_ != "the-crew" || st != BGB_OK) {
      expect_refused(st, "bgb_crew_solve");
      BGB_FUZZ_CHECK(st == BGB_E_UNSUPPORTED, "bgb_crew_solve refused a state for another reason: " + last_error());
      BGB_FUZZ_CHECK(verdict == -7 && p == -7 && len == -7 && nodes == 7 && line[0] == -7,
                     "bgb_crew_solve refused but changed its outputs");
    } else {
      BGB_FUZZ_CHECK(verdict >= BGB_CREW_UNKNOWN && verdict <= BGB_CREW_PROBABILITY, "a verdict out of range (or an "
                     "estimate, which only chance_samples asks for)");
      BGB_FUZZ_CHECK(verdict == BGB_CREW_UNKNOWN ? p == -1
                     : verdict == BGB_CREW_WINNABLE ? p == 1
                     : verdict == BGB_CREW_NOT_WINNABLE ? p == 0
                                                        : p > 0 && p < 1,
                     "a probability that disagrees with its verdict: " + std::to_string(p));
      BGB_FUZZ_CHECK(len >= 0 && len <= BGB_CREW_MAX_LINE, "a line length out of range");
      BGB_FUZZ_CHECK((len > 0) == (verdict == BGB_CREW_WINNABLE || verdict == BGB_CREW_PROBABILITY) || player < 0,
                     "a line without a win, or a win without a line");
      StatePtr at(nullptr);
      const bgb_state* cur = s_.get();
      for (std::int32_t i = 0; i < len; ++i) {
        at = apply_ok(cur, line[static_cast<std::size_t>(i)]);
        cur = at.get();
      }
      if (verdict == BGB_CREW_WINNABLE && len > 0 && player_of(cur) != BGB_CHANCE) {  // chance: mission 12's draws
        BGB_FUZZ_CHECK(player_of(cur) == BGB_TERMINAL, "a winning line that stops before the end");
        double returns[8] = {0};
        std::int32_t k = 0;
        expect_ok(bgb_state_returns(cur, returns, 8, &k), "bgb_state_returns");
        BGB_FUZZ_CHECK(k > 0 && returns[0] == 1, "a winning line that does not win");
      }
    }
    // The hint, for the seat to act (a wrong seat on odd bytes).
    const std::int32_t seat = (how & 0x40) ? player + 1 : player;
    const std::string hint_options = "{\"samples\":" + std::to_string(1 + how % 2) + ",\"max_nodes\":200,\"table_bits\":10}";
    const std::int32_t q = bgb_crew_hint(s_.get(), seat, hint_options.c_str(), &rng, nullptr, nullptr, nullptr, 0, &n);
    if (!ok_or_refused(q, "bgb_crew_hint")) {
      BGB_FUZZ_CHECK(n == -7 && rng == before, "bgb_crew_hint refused but changed its outputs");
      BGB_FUZZ_CHECK(name_ != "the-crew" || seat != player || player < 0 || q == BGB_E_UNSUPPORTED,
                     "bgb_crew_hint refused the seat to act: " + last_error());
      return;
    }
    BGB_FUZZ_CHECK(name_ == "the-crew" && seat == player, "bgb_crew_hint accepted another game or seat");
    const std::vector<std::int32_t> legal = applicable(s_.get());
    BGB_FUZZ_CHECK(n == static_cast<std::int32_t>(legal.size()) && rng == before, "a hint size query that disagrees");
    std::vector<std::int32_t> actions(legal.size(), -7), solved(legal.size(), -7);
    std::vector<double> shares(legal.size(), -7);
    // The size query accepted the state and seat: the hint itself has nothing left to refuse.
    expect_ok(bgb_crew_hint(s_.get(), seat, hint_options.c_str(), &rng, actions.data(), shares.data(), solved.data(), n, &n),
              "bgb_crew_hint");
    BGB_FUZZ_CHECK(actions == legal, "a hint that does not list the legal actions in id order");
    for (std::size_t i = 0; i < legal.size(); ++i)
      BGB_FUZZ_CHECK(shares[i] >= 0 && shares[i] <= 1 && solved[i] >= 0 && solved[i] <= 1 + how % 2,
                     "a hint share outside [0, 1] or solved count outside 0..samples");
  }

  /// bgb_state_sample_chance, and bgb_state_random_action from the same generator state: at a
  /// chance node both draw the same outcome; at a seat's turn random_action draws legal[k] with
  /// k as bgb_rng_below draws it (on resampled and odd states too); at the end it is refused
  /// with its outputs unchanged.
  void sample_chance() {
    std::uint64_t rng = 0;
    bgb_rng_seed(in_.byte(), &rng);
    std::uint64_t drawn_rng = rng;
    std::int32_t drawn = -7;
    const std::int32_t drawn_st = bgb_state_random_action(s_.get(), &drawn_rng, &drawn);
    const std::int32_t player = player_of(s_.get());
    if (player == BGB_TERMINAL) {
      expect_refused(drawn_st, "bgb_state_random_action");
      BGB_FUZZ_CHECK(drawn == -7 && drawn_rng == rng, "a refused random_action changed its outputs");
    } else {
      expect_ok(drawn_st, "bgb_state_random_action");
    }
    std::int32_t a = -1;
    const std::int32_t st = bgb_state_sample_chance(s_.get(), &rng, &a);
    if (player != BGB_CHANCE) {
      expect_refused(st, "bgb_state_sample_chance");
      if (player == BGB_TERMINAL) return;
      const std::vector<std::int32_t> legal = applicable(s_.get());
      std::uint64_t k = 0;
      expect_ok(bgb_rng_below(&rng, legal.size(), &k), "bgb_rng_below");
      BGB_FUZZ_CHECK(k < legal.size() && drawn == legal[k] && drawn_rng == rng,
                     "random_action drew differently from legal[bgb_rng_below(n)] at a decision");
      return;
    }
    expect_ok(st, "bgb_state_sample_chance");
    BGB_FUZZ_CHECK(contains(applicable(s_.get()), a), "a sampled outcome that is not an outcome");
    BGB_FUZZ_CHECK(drawn == a && drawn_rng == rng, "random_action and sample_chance drew differently at a chance node");
    const std::string text = action_text_of(s_.get(), a);
    advance(apply_ok(s_.get(), a), text);
  }

  /// bgb_playouts from the current state: bad arguments are refused with the outputs unchanged;
  /// a batch counts n games, draws one number, and plays the same games on 1 and 2 threads.
  void playouts() {
    const std::int32_t n = in_.byte() % 3;
    std::uint64_t rng = 0, again = 0;
    bgb_rng_seed(in_.byte(), &rng);
    again = rng;
    bgb_playout_stats one{}, two{}, untouched{};
    untouched.games = -7;
    bgb_playout_stats refused = untouched;
    expect_refused(bgb_playouts(s_.get(), -1, &rng, 1, &refused), "bgb_playouts");
    expect_refused(bgb_playouts(s_.get(), n, &rng, 0, &refused), "bgb_playouts");
    BGB_FUZZ_CHECK(refused.games == -7 && rng == again, "a refused bgb_playouts wrote its outputs");
    expect_ok(bgb_playouts(s_.get(), n, &rng, 1, &one), "bgb_playouts");
    expect_ok(bgb_playouts(s_.get(), n, &again, 2, &two), "bgb_playouts");
    BGB_FUZZ_CHECK(rng == again, "bgb_playouts advanced the generator by a count that depends on threads");
    BGB_FUZZ_CHECK(std::memcmp(&one, &two, sizeof one) == 0, "bgb_playouts counted other games on 2 threads");
    std::int64_t bucketed = 0;
    for (std::int64_t g : one.lengths) bucketed += g;
    BGB_FUZZ_CHECK(one.games == n && bucketed == n && one.decisions <= one.actions && one.num_players == players_,
                   "bgb_playouts' totals do not add up");
    if (player_of(s_.get()) == BGB_TERMINAL) BGB_FUZZ_CHECK(one.actions == 0, "playouts from a finished game acted");
  }

  /// Replaying the texts of every action applied gives the same state.
  void check_replay() {
    if (!replayable_) return;
    const std::string options = read_string("bgb_game_options_json", [&](char* b, std::int32_t c, std::int32_t* n) {
      return bgb_game_options_json(game_.get(), b, c, n);
    });
    const std::string log = "{\"game\":\"" + name_ + "\",\"options\":" + options +
                            ",\"actions\":" + nlohmann::json(log_).dump() + "}";
    bgb_state* out = nullptr;
    if (bgb_replay(log.c_str(), &out) != BGB_OK) die("the replay log of the game replays", last_error() + "\n" + log);
    const StatePtr replayed(out);
    BGB_FUZZ_CHECK(hash_of(replayed.get()) == hash_of(s_.get()), "the replay reaches another state:\n" + log);
  }

  Input& in_;
  GamePtr game_;
  std::string name_;
  std::int32_t players_ = 0, distinct_ = 0;
  StatePtr s_;
  StatePtr scratch_;  // a handle of its own that bgb_state_apply_into and bgb_state_copy_into write
  CampaignPtr campaign_;
  std::vector<std::string> log_;
  bool replayable_ = true;
  std::array<int, static_cast<std::size_t>(Heavy::count)> heavy_runs_{};  // per kind, full or not
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const Setup setup = read_setup(in);
  GamePtr game = make_game(setup);
  if (!game) return 0;
  Driver(in, std::move(game), setup.game).run();
  return 0;
}
