// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew's campaign log: what the printed logbook ("diário de bordo") keeps for each of the
/// 50 missions — how many attempts it took, how many of them used the distress signal, and
/// whether it was accomplished — plus the mission to play next.
///
/// Counting, by the rulebook: every attempt played counts 1 ("Anote o número de tentativas
/// necessárias à sua conclusão no diário de bordo"). The distress signal adds 1 once per
/// mission, at the first attempt that uses it: its token "permanece ativa até a missão ser
/// cumprida e aumenta em 1 o número de tentativas anotadas no diário de bordo", and the logbook
/// has one distress symbol per mission to circle. Later attempts of the mission may use it again
/// at no further cost.
///
/// An accomplished mission's row is frozen: the logbook notes "o número de tentativas
/// necessárias à sua conclusão", and the distress token stays active only "até a missão ser
/// cumprida". Recording a replay of it succeeds and returns an equal log (attempts, distress
/// attempts and success stay as they were); a program that wants to tell a replay apart asks
/// succeeded(mission) before recording, and one that wants to count replays keeps that count
/// itself, as the printed logbook has no box for it.
///
/// The next mission is the lowest-numbered one without a success. Played consecutively, as the
/// logbook intends, that is the mission after the last success (a failed attempt is repeated
/// until it succeeds). The rulebook also lets a crew play missions in any order; then the
/// lowest unfinished mission is the one a crew going back to the campaign would resume, and a
/// mission succeeded out of order is simply skipped when the campaign reaches it.
///
/// Header-only, throws nothing, and recording does not allocate (only an error message does).
#include <array>
#include <cstdint>
#include <string>
#include <type_traits>

#include "bgb/core/result.hpp"
#include "bgb/crew/missions.hpp"
#include "bgb/crew/state.hpp"

namespace bgb::crew {

/// next_mission() of a campaign in which all 50 missions succeeded: there is no next mission.
inline constexpr int kCampaignComplete = 0;

/// The most attempts one mission can note; the logbook keeps them in 16 bits.
inline constexpr int kMaxCampaignAttempts = 0xFFFF;

/// One mission's row in the campaign log.
struct CampaignEntry {
  /// Attempts as the logbook counts them: 1 per attempt, plus 1 if any attempt used the distress
  /// signal; once the mission is accomplished, the attempts it took (replays add nothing).
  std::uint16_t attempts = 0;
  /// How many of the attempts used the distress signal; the logbook's distress symbol is circled when > 0.
  std::uint16_t distress_attempts = 0;
  /// The mission was accomplished in one of the attempts; the row is frozen from then on.
  bool success = false;

  friend constexpr bool operator==(const CampaignEntry&, const CampaignEntry&) = default;
};

/// The attempts actually played in a row: its noted attempts less the distress signal's one extra.
constexpr int played_attempts(const CampaignEntry& e) noexcept {
  return static_cast<int>(e.attempts) - (e.distress_attempts > 0 ? 1 : 0);
}

/// Why `e` could not be a row of a campaign log, or nullptr when it can: the distress signal
/// adds 1 once and each attempt with it was also played, so distress_attempts + 1 <= attempts
/// when it was used; a success needs an attempt.
constexpr const char* campaign_entry_problem(const CampaignEntry& e) noexcept {
  if (e.distress_attempts > 0 && played_attempts(e) < static_cast<int>(e.distress_attempts))
    return "the distress signal adds 1 to the attempts once, so attempts must be at least the distress attempts + 1";
  if (e.success && e.attempts == 0) return "a mission cannot have succeeded without an attempt";
  return nullptr;
}

/// A campaign log of missions 1..50: a trivially copyable value; recording returns a new one.
class Campaign {
 public:
  /// An empty log: no attempts anywhere, next mission 1.
  constexpr Campaign() noexcept = default;

  /// Whether `mission` is a logbook mission (1..50).
  static constexpr bool valid_mission(int mission) noexcept { return mission >= 1 && mission <= kNumMissions; }

  /// The row of `mission`; an empty row for a number outside 1..50.
  constexpr CampaignEntry entry(int mission) const noexcept {
    return valid_mission(mission) ? entries_[index(mission)] : CampaignEntry{};
  }

  /// Attempts noted for `mission` (the distress signal's extra one included); 0 outside 1..50.
  constexpr int attempts(int mission) const noexcept { return entry(mission).attempts; }

  /// How many attempts of `mission` used the distress signal; 0 outside 1..50.
  constexpr int distress_attempts(int mission) const noexcept { return entry(mission).distress_attempts; }

  /// Whether `mission` has been accomplished; false outside 1..50.
  constexpr bool succeeded(int mission) const noexcept { return entry(mission).success; }

  /// The lowest-numbered mission without a success (see the file comment for why), or
  /// kCampaignComplete (0) once all 50 have succeeded.
  constexpr int next_mission() const noexcept {
    for (int m = 1; m <= kNumMissions; ++m)
      if (!entries_[index(m)].success) return m;
    return kCampaignComplete;
  }

  /// The sum of the attempts of every mission, as the logbook counts them.
  constexpr std::uint32_t total_attempts() const noexcept {
    std::uint32_t total = 0;
    for (const CampaignEntry& e : entries_) total += e.attempts;
    return total;
  }

  /// How many missions have succeeded (0..50).
  constexpr int missions_done() const noexcept {
    int done = 0;
    for (const CampaignEntry& e : entries_) done += e.success ? 1 : 0;
    return done;
  }

  /// A copy with one more attempt of `mission`, counted 2 when `distress_used` is the mission's
  /// first use of the distress signal (later uses count 1); `success` marks the mission
  /// accomplished. For crews that play with the physical cards. An attempt of a mission already
  /// accomplished is a replay: it succeeds and leaves the row as it was ("o número de
  /// tentativas necessárias à sua conclusão" stays what it was). Errors (invalid_argument):
  /// mission outside 1..50, attempts that would exceed kMaxCampaignAttempts. The campaign
  /// itself is never changed.
  Result<Campaign> record(int mission, bool success, bool distress_used) const {
    if (!valid_mission(mission)) return out_of_range(mission);
    CampaignEntry e = entries_[index(mission)];
    if (e.success) return *this;  // a replay: the row is frozen
    const int add = distress_used && e.distress_attempts == 0 ? 2 : 1;
    if (e.attempts + add > kMaxCampaignAttempts)
      return make_error(Errc::invalid_argument, "the-crew campaign: mission " + std::to_string(mission) + " already has " +
                                                    std::to_string(e.attempts) + " attempts; the log counts at most " +
                                                    std::to_string(kMaxCampaignAttempts));
    e.attempts = static_cast<std::uint16_t>(e.attempts + add);
    if (distress_used) ++e.distress_attempts;
    e.success = success;
    Campaign next = *this;
    next.entries_[index(mission)] = e;
    return next;
  }

  /// A copy with the attempt that ended in `finished` (a terminal State: phase over): its
  /// mission, its success, and the distress signal if it was used (`distress` left or right).
  /// Errors (invalid_argument): the state is not finished, its mission is outside 1..50, the
  /// attempts would exceed kMaxCampaignAttempts.
  Result<Campaign> record(const State& finished) const {
    if (finished.phase != Phase::over)
      return make_error(Errc::invalid_argument,
                        "the-crew campaign: the state is not finished (mission " + std::to_string(finished.mission) +
                            " is still being played); only a finished mission can be recorded");
    return record(finished.mission, finished.success, finished.distress == 1 || finished.distress == 2);
  }

  /// A copy with `mission`'s row replaced by `e`, e.g. to copy a paper logbook or to load a saved
  /// log. Errors (invalid_argument): mission outside 1..50, a row campaign_entry_problem refuses.
  Result<Campaign> with_entry(int mission, const CampaignEntry& e) const {
    if (!valid_mission(mission)) return out_of_range(mission);
    if (const char* why = campaign_entry_problem(e))
      return make_error(Errc::invalid_argument, "the-crew campaign: mission " + std::to_string(mission) + ": " + why);
    Campaign next = *this;
    next.entries_[index(mission)] = e;
    return next;
  }

  friend constexpr bool operator==(const Campaign&, const Campaign&) = default;

 private:
  static constexpr std::size_t index(int mission) noexcept { return static_cast<std::size_t>(mission - 1); }

  static Error out_of_range(int mission) {
    return make_error(Errc::invalid_argument, "the-crew campaign: mission " + std::to_string(mission) +
                                                  " is not a logbook mission (1.." + std::to_string(kNumMissions) + ")");
  }

  std::array<CampaignEntry, kNumMissions> entries_{};
};

/// The same as campaign.record(finished), for code written with free functions.
inline Result<Campaign> record(const Campaign& campaign, const State& finished) { return campaign.record(finished); }

/// The same as campaign.record(mission, success, distress_used).
inline Result<Campaign> record(const Campaign& campaign, int mission, bool success, bool distress_used) {
  return campaign.record(mission, success, distress_used);
}

static_assert(std::is_trivially_copyable_v<Campaign>);
static_assert(sizeof(Campaign) <= 512, "a campaign stays a small value (6 bytes per mission)");

}  // namespace bgb::crew
