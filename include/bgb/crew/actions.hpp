// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew's dense action-id layout. Ids never depend on the options, so a logged id means the
/// same in every game; unused ranges are simply never legal.
///
///   [  0,  40) play CARD          [ 40,  80) deal CARD (chance)   [ 80, 116) task CARD (chance)
///   [116, 152) pick CARD          [152, 188) comm CARD [POS]      188 pass
///   189 distress left  190 distress right  191 no-distress       [192, 228) give CARD
///   [228, 235) yes no good bad first4 middle last                [235, 240) choose SEAT
///   [240, 245) assign SEAT        [245, 255) swap T1 T2           255 no-swap
///   [256, 364) move T CARD        364 no-move                     [365, 545) handover CARD SEAT
///   [545, 570) roles SEAT SEAT    [570, 610) draw CARD (chance)
#include "bgb/core/types.hpp"
#include "bgb/crew/cards.hpp"

namespace bgb::crew::act {

inline constexpr ActionId kPlay = 0;
inline constexpr ActionId kDeal = 40;
inline constexpr ActionId kTask = 80;
inline constexpr ActionId kPick = 116;
inline constexpr ActionId kComm = 152;
inline constexpr ActionId kPass = 188;
inline constexpr ActionId kDistressLeft = 189;
inline constexpr ActionId kDistressRight = 190;
inline constexpr ActionId kNoDistress = 191;
inline constexpr ActionId kGive = 192;
inline constexpr ActionId kAnswer = 228;
inline constexpr ActionId kChoose = 235;
inline constexpr ActionId kAssign = 240;
inline constexpr ActionId kSwap = 245;
inline constexpr ActionId kNoSwap = 255;
inline constexpr ActionId kMove = 256;
inline constexpr ActionId kNoMove = 364;
inline constexpr ActionId kHandover = 365;
inline constexpr ActionId kRoles = 545;
inline constexpr ActionId kDraw = 570;
inline constexpr ActionId kNumDistinct = 610;

/// Answers in id order after kAnswer.
enum class Answer : std::uint8_t { yes, no, good, bad, first4, middle, last };
inline constexpr const char* kAnswerTexts[] = {"yes", "no", "good", "bad", "first4", "middle", "last"};

constexpr ActionId play(Card c) noexcept { return kPlay + c; }
constexpr ActionId deal(Card c) noexcept { return kDeal + c; }
constexpr ActionId task(Card c) noexcept { return kTask + c; }
constexpr ActionId pick(Card c) noexcept { return kPick + c; }
constexpr ActionId comm(Card c) noexcept { return kComm + c; }
constexpr ActionId give(Card c) noexcept { return kGive + c; }
constexpr ActionId answer(Answer a) noexcept { return kAnswer + static_cast<ActionId>(a); }
constexpr ActionId choose(int seat) noexcept { return kChoose + seat; }
constexpr ActionId assign(int seat) noexcept { return kAssign + seat; }
constexpr ActionId handover(Card c, int seat) noexcept { return kHandover + c * 5 + seat; }
constexpr ActionId move(int token, Card c) noexcept { return kMove + (token - 1) * kNumColourCards + c; }
constexpr ActionId roles(int first4, int last) noexcept { return kRoles + first4 * 5 + last; }
constexpr ActionId draw(Card c) noexcept { return kDraw + c; }

/// Which range an id falls in.
enum class Kind : std::uint8_t {
  play, deal, task, pick, comm, pass, distress_left, distress_right, no_distress, give, answer,
  choose, assign, swap, no_swap, move, no_move, handover, roles, draw, invalid
};

constexpr Kind kind_of(ActionId a) noexcept {
  if (a < 0 || a >= kNumDistinct) return Kind::invalid;
  if (a < kDeal) return Kind::play;
  if (a < kTask) return Kind::deal;
  if (a < kPick) return Kind::task;
  if (a < kComm) return Kind::pick;
  if (a < kPass) return Kind::comm;
  if (a == kPass) return Kind::pass;
  if (a == kDistressLeft) return Kind::distress_left;
  if (a == kDistressRight) return Kind::distress_right;
  if (a == kNoDistress) return Kind::no_distress;
  if (a < kAnswer) return Kind::give;
  if (a < kChoose) return Kind::answer;
  if (a < kAssign) return Kind::choose;
  if (a < kSwap) return Kind::assign;
  if (a < kNoSwap) return Kind::swap;
  if (a == kNoSwap) return Kind::no_swap;
  if (a < kNoMove) return Kind::move;
  if (a == kNoMove) return Kind::no_move;
  if (a < kRoles) return Kind::handover;
  if (a < kDraw) return Kind::roles;
  return Kind::draw;
}

/// The card an action names (play, deal, task, pick, comm, give, draw, handover, move).
constexpr Card card_of(ActionId a) noexcept {
  switch (kind_of(a)) {
    case Kind::play: return static_cast<Card>(a - kPlay);
    case Kind::deal: return static_cast<Card>(a - kDeal);
    case Kind::task: return static_cast<Card>(a - kTask);
    case Kind::pick: return static_cast<Card>(a - kPick);
    case Kind::comm: return static_cast<Card>(a - kComm);
    case Kind::give: return static_cast<Card>(a - kGive);
    case Kind::draw: return static_cast<Card>(a - kDraw);
    case Kind::handover: return static_cast<Card>((a - kHandover) / 5);
    case Kind::move: return static_cast<Card>((a - kMove) % kNumColourCards);
    default: return kNoCard;
  }
}

}  // namespace bgb::crew::act
