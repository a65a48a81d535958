/// \file
/// libbgb: The Crew's solver (bgb_crew_solve, bgb_crew_hint, the "The Crew solver" section of
/// bgb.h) over bgb::crew::Solver and solve_for. Same discipline as bgb.cpp: every pointer is
/// checked, every body runs inside firewall(), every failure sets the thread's message and
/// leaves the outputs as they were.
#include <cstdint>
#include <string>

#include "bgb/bgb.h"
#include "bgb/crew/hint.hpp"
#include "bgb/crew/solver.hpp"
#include "crew/codec.hpp"
#include "crew/solver_options.hpp"
#include "erased.hpp"
#include "handles.hpp"
#include "support.hpp"

static_assert(BGB_CREW_UNKNOWN == static_cast<int>(bgb::crew::Verdict::unknown));
static_assert(BGB_CREW_NOT_WINNABLE == static_cast<int>(bgb::crew::Verdict::not_winnable));
static_assert(BGB_CREW_WINNABLE == static_cast<int>(bgb::crew::Verdict::winnable));
static_assert(BGB_CREW_PROBABILITY == static_cast<int>(bgb::crew::Verdict::probability));
static_assert(BGB_CREW_ESTIMATE == static_cast<int>(bgb::crew::Verdict::estimate));
static_assert(BGB_CREW_MAX_LINE == bgb::crew::kMaxLine);

namespace {

using namespace bgb::capi::detail;

/// The Crew's state behind a handle, or NULL (and the error set) for another game's.
const bgb::crew::State* crew_state(const char* fn, const bgb_state* s, std::int32_t& status) {
  const auto* typed = dynamic_cast<const bgb::ErasedState<bgb::crew::Game>*>(s->impl.get());
  if (typed == nullptr) {
    status = fail(fn, BGB_E_UNSUPPORTED,
                  {"only the-crew has a solver (this state is of '", s->impl->game()->name(), "')"});
    return nullptr;
  }
  return &typed->state();
}

}  // namespace

extern "C" {

BGB_API int32_t bgb_crew_solve(const bgb_state* s, const char* options_json, int32_t* out_verdict, double* out_probability,
                               int32_t* line, int32_t cap, int32_t* out_line_len, uint64_t* out_nodes) {
  static constexpr const char* kFn = "bgb_crew_solve";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_verdict);
    if ((line == nullptr) != (out_line_len == nullptr))
      return fail(kFn, BGB_E_INVALID_ARGUMENT, "line and out_line_len must be both NULL (no line) or both non-NULL");
    if (const std::int32_t st = check_cap(kFn, line, cap); st != BGB_OK) return st;
    std::int32_t status = BGB_OK;
    const bgb::crew::State* state = crew_state(kFn, s, status);
    if (state == nullptr) return status;
    auto limits = bgb::parse_solve_options(options_json == nullptr ? "" : options_json);
    if (!limits) return fail(kFn, limits.error());
    auto solver = bgb::crew::Solver::make(limits.value());
    if (!solver) return fail(kFn, solver.error());
    auto solved = solver.value().solve(*state);
    if (!solved) return fail(kFn, solved.error());
    const bgb::crew::SolveResult& r = solved.value();
    const std::int32_t length = r.line.size();
    if (line != nullptr && cap < length)
      return fail(kFn, BGB_E_BUFFER_TOO_SMALL,
                  {"cap ", std::to_string(cap), " is too small for the line of ", std::to_string(length),
                   " actions (BGB_CREW_MAX_LINE always suffices)"});
    *out_verdict = static_cast<std::int32_t>(r.verdict);
    if (out_probability != nullptr) *out_probability = r.verdict == bgb::crew::Verdict::unknown ? -1.0 : r.probability;
    if (line != nullptr) {
      for (std::int32_t i = 0; i < length; ++i) line[i] = r.line[i];
      *out_line_len = length;
    }
    if (out_nodes != nullptr) *out_nodes = r.nodes;
    return BGB_OK;
  });
}

BGB_API int32_t bgb_crew_hint(const bgb_state* s, int32_t seat, const char* options_json, uint64_t* rng_state,
                              int32_t* actions, double* shares, int32_t* solved, int32_t cap, int32_t* out_count) {
  static constexpr const char* kFn = "bgb_crew_hint";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(rng_state);
    BGB_REQUIRE(out_count);
    const int given = (actions != nullptr) + (shares != nullptr) + (solved != nullptr);
    if (given != 0 && given != 3)
      return fail(kFn, BGB_E_INVALID_ARGUMENT, "actions, shares and solved must be all NULL (a size query) or all non-NULL");
    if (const std::int32_t st = check_cap(kFn, actions, cap); st != BGB_OK) return st;
    std::int32_t status = BGB_OK;
    const bgb::crew::State* state = crew_state(kFn, s, status);
    if (state == nullptr) return status;
    auto options = bgb::parse_hint_options(options_json == nullptr ? "" : options_json);
    if (!options) return fail(kFn, options.error());
    // A size query checks the seat as a hint would, so it fails where a hint would.
    if (bgb::crew::current_player(*state) < 0)
      return fail(kFn, BGB_E_INVALID_ARGUMENT, "nobody decides now (a chance node or the end of the game)");
    if (seat != bgb::crew::current_player(*state))
      return fail(kFn, BGB_E_INVALID_ARGUMENT,
                  {"seat ", std::to_string(seat), " is not the seat to act (seat ",
                   std::to_string(bgb::crew::current_player(*state)), " is)"});
    bgb::crew::ActionList legal;
    bgb::crew::legal_actions(*state, legal);
    const std::int32_t count = legal.size();
    if (actions == nullptr) {
      *out_count = count;
      return BGB_OK;
    }
    if (cap < count) {
      *out_count = count;
      return fail(kFn, BGB_E_BUFFER_TOO_SMALL,
                  {"cap ", std::to_string(cap), " is too small: ", std::to_string(count), " legal actions"});
    }
    auto solver = bgb::crew::Solver::make(options.value().limits);
    if (!solver) return fail(kFn, solver.error());
    bgb::Rng rng(*rng_state);
    auto hint = bgb::crew::solve_for(solver.value(), *state, seat, options.value().samples, rng);
    if (!hint) return fail(kFn, hint.error());
    for (std::int32_t i = 0; i < hint.value().moves.size(); ++i) {
      actions[i] = hint.value().moves[i].action;
      shares[i] = hint.value().moves[i].share;
      solved[i] = hint.value().moves[i].solved;
    }
    *out_count = hint.value().moves.size();
    *rng_state = rng.state();
    return BGB_OK;
  });
}

}  // extern "C"
