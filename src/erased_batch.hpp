#pragma once
/// \file
/// ErasedBatch<G>: AnyBatch (the C ABI's bgb_batch) for any registered game G, written once.
/// The games are typed states in one vector, stepped through the game's own fast paths
/// (is_legal, advance, sample_chance), so a step costs one virtual call per batch, not per game.
/// Included at the end of erased.hpp.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "bgb/core/game.hpp"
#include "bgb/core/playouts.hpp"
#include "bgb/core/rng.hpp"
#include "erased.hpp"
#include "registry.hpp"

namespace bgb {

template <RegisteredGame G>
class ErasedBatch final : public AnyBatch {
 public:
  using State = typename G::State;

  ErasedBatch(std::shared_ptr<const AnyGame> owner, const G& game, int n, std::uint64_t seed)
      : owner_(std::move(owner)),
        game_(&game),
        initial_(game.initial_state()),
        states_(static_cast<std::size_t>(n), initial_),
        rngs_(static_cast<std::size_t>(n)) {
    reset(seed);
  }

  const std::shared_ptr<const AnyGame>& game() const noexcept override { return owner_; }
  int size() const noexcept override { return static_cast<int>(states_.size()); }

  void reset(std::uint64_t seed) noexcept override {
    for (std::size_t i = 0; i < states_.size(); ++i) {
      rngs_[i] = Rng(playout_seed(seed, static_cast<std::int64_t>(i)));
      states_[i] = initial_;
      to_decision(i);
    }
  }

  int step(std::span<const ActionId> actions, std::span<float> rewards, std::span<std::uint8_t> dones,
           Error& why) override {
    // Every action is checked before any game moves, so a refusal changes nothing.
    for (std::size_t i = 0; i < states_.size(); ++i) {
      if (game_->current_player(states_[i]) >= 0 && game_->is_legal(states_[i], actions[i])) continue;
      Result<State> refused = game_->apply(states_[i], actions[i]);  // the checked apply's own message
      why = refused ? make_error(Errc::internal, "is_legal and apply disagree about action " + std::to_string(actions[i]))
                    : refused.error();
      return static_cast<int>(i);
    }
    const std::size_t players = static_cast<std::size_t>(game_->num_players());
    for (std::size_t i = 0; i < states_.size(); ++i) {
      State& s = states_[i];
      advance(*game_, s, actions[i]);
      settle(i);
      const bool done = game_->is_terminal(s);
      if (!rewards.empty()) {
        float* row = rewards.data() + i * players;
        if (done) {
          const Returns r = game_->returns(s);
          for (std::size_t p = 0; p < players; ++p) row[p] = static_cast<float>(r[static_cast<int>(p)]);
        } else {
          std::fill(row, row + players, 0.0f);
        }
      }
      if (!dones.empty()) dones[i] = done ? 1 : 0;
      if (done) {
        s = initial_;
        to_decision(i);
      }
    }
    return -1;
  }

  bool observe(std::span<float> obs, std::span<std::uint8_t> masks, std::span<std::int32_t> players) const noexcept override {
    const std::size_t len = static_cast<std::size_t>(tensor_detail::size(*game_));
    const std::size_t actions = static_cast<std::size_t>(game_->num_distinct_actions());
    if (!obs.empty() && (len == 0 || obs.size() < len * states_.size())) return false;
    if (!masks.empty() && masks.size() < actions * states_.size()) return false;
    if (!players.empty() && players.size() < states_.size()) return false;
    for (std::size_t i = 0; i < states_.size(); ++i) {
      const State& s = states_[i];
      const PlayerId seat = game_->current_player(s);
      if (!obs.empty()) tensor_detail::write(*game_, s, seat, obs.subspan(i * len, len));
      if (!masks.empty()) write_legal_mask(*game_, s, masks.subspan(i * actions, actions));
      if (!players.empty()) players[i] = seat;
    }
    return true;
  }

  std::unique_ptr<AnyState> state(int i) const override {
    return std::make_unique<ErasedState<G>>(owner_, *game_, states_[static_cast<std::size_t>(i)]);
  }

 private:
  /// Plays game i's chance nodes with its own generator, exactly as bgb::sample_chance draws.
  void settle(std::size_t i) noexcept {
    State& s = states_[i];
    while (game_->current_player(s) == kChance) advance(*game_, s, bgb::sample_chance(*game_, s, rngs_[i]));
  }

  /// Game i from its (fresh) state to its first decision. A game that ended before any
  /// decision starts again (no registered game can; the bound keeps a broken one from hanging).
  void to_decision(std::size_t i) noexcept {
    for (int attempt = 0; attempt < 64; ++attempt) {
      settle(i);
      if (!game_->is_terminal(states_[i])) return;
      states_[i] = initial_;
    }
  }

  std::shared_ptr<const AnyGame> owner_;
  const G* game_;  // lives inside *owner_
  State initial_;
  std::vector<State> states_;
  std::vector<Rng> rngs_;
};

}  // namespace bgb
