#pragma once
/// \file
/// Tells a game as it unfolds, for one viewer (a seat, or kViewAll for a bot transcript): one
/// line per action, except that a run of dealt cards is summed up once the deal is complete;
/// after each trick who won it; after a card exchange what the viewer received and from whom;
/// the game's own sentences where its notation is terse (hooks::action_sentence, hooks::news:
/// The Crew's questions, choices and draws).
/// Works over any AnyState: texts come from action_text_for(a, viewer), the rest from the
/// viewer's observation JSON (see hooks.hpp for the fields it reads).
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bgb/core/types.hpp"
#include "hooks.hpp"
#include "registry.hpp"

namespace bgb::cli {

class Narrator {
 public:
  Narrator(std::ostream& out, Viewer viewer) : out_(out), viewer_(viewer) {}

  /// Reports what the previous action brought about, now that `s` is the state after it, and
  /// sums up a completed deal. Call before showing `s` to a person; idempotent.
  void catch_up(const AnyState& s);

  /// Announces `a`, about to be applied to `s` ("seat 2: play g5", "you: pass"), or holds it
  /// back if it deals a card.
  void action(const AnyState& s, ActionId a);

  /// Starts the story at `s` (an `undo`, a loaded game): what led there is not told again.
  void resume_at(const AnyState& s) { seen_ = s.clone(); }

  /// After the last action: `s` is the final state (or where the person left).
  void end(const AnyState& s) { catch_up(s); }

 private:
  hooks::Json observe(const AnyState& s) const;
  /// "seat 2", "JARVIS", "you", "you (JARVIS)" for the seat to act, or "chance".
  std::string who(const hooks::Json& obs, PlayerId p) const;
  std::string name(const hooks::Json& obs, int seat) const;
  void report(const hooks::Json& before, const hooks::Json& after);
  void report_trick(const hooks::Json& before, const hooks::Json& after);
  void report_exchange(const hooks::Json& before, const hooks::Json& after);
  void sum_up_deal(const hooks::Json& obs);
  /// Prints `lines` (one or more, '\n' between them) within text::kColumns, and a newline.
  void say(const std::string& lines);
  /// Prints hooks::news since the last state seen here (once per state).
  void tell_news(const AnyState& s);

  std::ostream& out_;
  Viewer viewer_;
  std::optional<hooks::Json> before_;  ///< the observation before the announced action
  bool announced_ = false;             ///< an action was announced and its effects not yet seen
  bool told_ = false;                  ///< that action was told by hooks::action_sentence
  std::unique_ptr<AnyState> seen_;     ///< the last state catch_up saw, for hooks::news
  int deals_ = 0;                      ///< cards dealt since the last summary
  std::vector<std::string> dealt_;     ///< those of them the viewer saw, by text
};

/// "a b c": texts joined by spaces.
std::string join_words(const std::vector<std::string>& words);

}  // namespace bgb::cli
