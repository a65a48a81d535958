// SPDX-License-Identifier: MIT
// The text of an action as one viewer may read it, for transcripts shown to a seat.
//
// State.actionText(a) is the omniscient text (bgb_state_action_text): "deal p7" names the card
// whoever receives it. The C++ registry masks such texts per viewer (action_text_for), but the C
// ABI does not export that, so this module rebuilds the rule from the viewer's own observations
// before and after the action, which hold exactly what the viewer may know:
//   the-crew      "deal X" and "draw X" show X only if X is in a hand the viewer sees (its own;
//                 JARVIS's face-up cards) before or after the action, else "deal ?"; "give X"
//                 (the distress card) only to the seat that gave it (for JARVIS: the commander).
//   red-november  "item X" shows X only if X lands in the viewer's own items, else "item ?".
// Every other action of the four games is public.

/// The text of `text` (an action's omniscient text in the game `gameName`) as `viewer` may read
/// it, given the viewer's observations (parsed JSON) just before and just after the action and
/// `actor`, the seat that took it (State.currentPlayer before it; -1 for chance).
export function actionTextFor(gameName, text, before, after, viewer, actor) {
  if (gameName === "the-crew") {
    const m = /^(deal|give|draw) (\S+)$/.exec(text);
    if (!m) return text;
    if (m[1] === "give") return actor === viewer ? text : "give ?";
    const seen = (obs) => (obs?.hands ?? []).some((hand) => Array.isArray(hand) && hand.includes(m[2]));
    return seen(before) || seen(after) ? text : `${m[1]} ?`;
  }
  if (gameName === "red-november") {
    const m = /^item (\S+)$/.exec(text);
    if (!m) return text;
    const count = (obs) => obs?.seats?.[viewer]?.items?.[m[1]] ?? 0;
    return count(after) > count(before) ? text : "item ?";
  }
  return text;
}
