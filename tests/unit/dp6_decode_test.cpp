// DP6 decoding: the die, the pending result, Tilt and Programming markers, doors shared by
// number, the capsule counter (seed 000, "Decodificar", "Ativar").
#include "dp6_fixture.hpp"

namespace dp6test {
namespace {

TEST(Dp6Seed, DecodeRollsTheDieAndTheResultWaits) {
  const Game g = make();
  State s = run(g, playing(g), {"decode"});
  EXPECT_EQ(g.current_player(s), bgb::kChance);
  EXPECT_EQ(texts(g, s).size(), 6U);
  s = run(g, s, {"roll 3"});
  EXPECT_EQ(s.pending, 3);
  EXPECT_EQ(s.actions, 1);
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"tilt 1", "tilt 2", "tilt 4", "tilt 5", "tilt 6", "use", "ignore"}));
  EXPECT_FALSE(legal(g, s, "end"));  // not while a result is pending
}

TEST(Dp6Seed, ActivatingAMarkerComesOnlyAfterADecode) {
  // "A ação de Ativar sempre deve ser escolhida após a ação de Decodificar"
  const Game g = make();
  State s = playing(g);
  s.tracks[0].prog = 1;
  s.tracks[0].prog_used = 1;
  for (const std::string& text : texts(g, s)) {
    EXPECT_NE(text.rfind("tilt", 0), 0U) << text;
    EXPECT_NE(text.rfind("prog", 0), 0U) << text;
  }
  s = run(g, s, {"decode", "roll 2"});
  EXPECT_TRUE(legal(g, s, "tilt 5"));
  EXPECT_TRUE(legal(g, s, "prog +1"));
}

TEST(Dp6Seed, ADoorChangedOnOneTrackChangesOnEveryTrack) {
  // "sempre que um jogador alterar a posição de uma porta ... isso afetará TODAS as portas de
  // mesmo número dos outros jogadores."
  const Game g = make(3);
  State s = g.initial_state();
  s = run(g, s, {"doors 0 1234", "doors 1 4321", "doors 2 2143", "first 0", "decode", "roll 4", "use"});
  EXPECT_TRUE(bgb::dp6::door_open(s, 4));
  // Door 4 lies between rooms 4|5 on seat 0, 1|2 on seat 1 and 3|4 on seat 2: all open.
  EXPECT_EQ(bgb::dp6::door_after(s.tracks[1], 1), 4);
  EXPECT_EQ(bgb::dp6::door_after(s.tracks[2], 3), 4);
  s = run(g, s, {"decode", "roll 4", "use"});
  EXPECT_FALSE(bgb::dp6::door_open(s, 4));  // toggled back: closed everywhere
}

TEST(Dp6Seed, LaikaTurnsADecoded3Into4Or2WithAProgrammingMarker) {
  // "Laika usa a ação de Decodificar e obtém um 3 no dado. Depois, escolhe usar uma ação Ativar
  // para um marcador de Programação, alterando esse dado para o resultado 4. ... Laika poderia
  // optar por mudar o resultado da decodificação de 3 para 2."
  const Game g = make();
  State s = playing(g);
  s.tracks[0].prog = 1;
  s.tracks[0].prog_used = 1;  // the other one was used before (conservation: 2 in all)
  s = run(g, s, {"decode", "roll 3"});
  EXPECT_TRUE(legal(g, s, "prog +1"));
  const State up = run(g, s, {"prog +1"});
  EXPECT_EQ(up.pending, 4);
  EXPECT_EQ(up.actions, 2);  // "uma ação Ativar é gasta para cada marcador utilizado"
  EXPECT_EQ(up.tracks[0].prog, 0);
  EXPECT_EQ(up.tracks[0].prog_used, 2);  // "os marcadores devem ser descartados"
  EXPECT_EQ(run(g, s, {"prog -1"}).pending, 2);
}

TEST(Dp6Seed, ProgrammingIsCyclic) {
  // "como o dado é cíclico, de 6 para 1 ou de 1 para 6"
  const Game g = make();
  State s = playing(g);
  s.tracks[0].prog = 2;
  s.tracks[0].prog_used = 0;
  // prog + prog_used + face-down Control/Tools = 2 + 0 + 2 would break conservation in a real
  // game; the rules do not mind.
  EXPECT_EQ(run(g, s, {"decode", "roll 6", "prog +1"}).pending, 1);
  EXPECT_EQ(run(g, s, {"decode", "roll 1", "prog -1"}).pending, 6);
  EXPECT_EQ(run(g, s, {"decode", "roll 5", "prog +1"}).pending, 6);
}

TEST(Dp6Seed, ATiltMarkerChoosesTheResult) {
  // "Ativar este marcador permite que o jogador escolha o resultado do dado"
  const Game g = make();
  const State s = run(g, playing(g), {"decode", "roll 2", "tilt 6"});
  EXPECT_EQ(s.pending, 6);
  EXPECT_EQ(s.tracks[0].tilt, 1);
  EXPECT_EQ(s.tracks[0].tilt_used, 1);
  EXPECT_EQ(s.actions, 2);
  EXPECT_FALSE(legal(g, s, "ignore"));  // a 6 now
}

TEST(Dp6Decision, TiltOffersOnlyTheOtherValuesAndNeedsAMarker) {
  const Game g = make();
  State s = playing(g);
  s.tracks[0].tilt = 0;
  s.tracks[0].tilt_used = 2;
  s = run(g, s, {"decode", "roll 4"});
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"use", "ignore"}));
  const State t = run(g, playing(g), {"decode", "roll 4"});
  EXPECT_FALSE(legal(g, t, "tilt 4"));
  EXPECT_TRUE(legal(g, t, "tilt 3"));
}

TEST(Dp6Seed, ASixIsNeverIgnored) {
  // "Ao contrário dos resultados de 1 a 5, um resultado 6 jamais pode ser ignorado"
  const Game g = make();
  const State s = run(g, playing(g), {"decode", "roll 6"});
  EXPECT_FALSE(legal(g, s, "ignore"));
  EXPECT_TRUE(legal(g, s, "use"));
  EXPECT_TRUE(legal(g, s, "tilt 5"));  // it may still be changed
  const State used = run(g, s, {"use"});
  EXPECT_EQ(used.capsule, 1);
}

TEST(Dp6Seed, TheLastActionsResultMustBeUsedUnchanged) {
  // "Se o Decodificar for a última ação do turno deste jogador, o resultado deve ser
  // obrigatoriamente utilizado." / "seu resultado não pode ser alterado ou ignorado."
  const Game g = make();
  State s = playing(g);
  s.tracks[0].prog = 1;
  s.tracks[0].prog_used = 1;
  s = run(g, s, {"walk c0 r1", "reveal tools", "walk c1 r1", "decode", "roll 2"});
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"use"}));
  s = run(g, s, {"use"});
  EXPECT_TRUE(bgb::dp6::door_open(s, 2));
  EXPECT_EQ(s.player, 1);
}

TEST(Dp6Seed, ADecodeFollowedByAnActivationIsNotTheLastAction) {
  // "O resultado pode ser utilizado ou ignorado pelo jogador. Se o Decodificar for a última ação
  // do turno deste jogador, o resultado deve ser obrigatoriamente utilizado." A decode with the
  // second action and a Tilt with the third: the decode was not the last action, so the result
  // may be ignored, and the turn ends there.
  const Game g = make();
  const State s = run(g, playing(g), {"walk c0 r1", "reveal tools", "decode", "roll 2", "tilt 3"});
  EXPECT_EQ(s.activated, 1);
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"use", "ignore"}));
  const State ignored = run(g, s, {"ignore"});
  EXPECT_EQ(ignored.player, 1) << "no action left: the turn is over";
  EXPECT_EQ(ignored.doors, 0);
  EXPECT_EQ(ignored.ignored, 0);
  EXPECT_EQ(ignored.activated, 0);
  // With an action left, ending the turn after decode, activate, ignore is allowed: the
  // activation came after the decode.
  const State early = run(g, playing(g), {"decode", "roll 2", "tilt 3", "ignore"});
  EXPECT_EQ(early.ignored, 0);
  EXPECT_TRUE(legal(g, early, "end"));
  // Used, a changed result clears the mark.
  const State used = run(g, playing(g), {"decode", "roll 2", "tilt 3", "use"});
  EXPECT_EQ(used.activated, 0);
  EXPECT_TRUE(bgb::dp6::door_open(used, 3));
  // A decode with the third action cannot be changed, so it is never "activated".
  const State last = run(g, playing(g), {"walk c0 r1", "reveal tools", "walk c1 r1", "decode", "roll 2"});
  EXPECT_EQ(texts(g, last), (std::set<std::string>{"use"}));
}

TEST(Dp6Seed, IgnoringAResultLeavesTheDoors) {
  // "O resultado pode ser utilizado ou ignorado pelo jogador."
  const Game g = make();
  const State s = run(g, playing(g), {"decode", "roll 4", "ignore"});
  EXPECT_EQ(s.doors, 0);
  EXPECT_EQ(s.actions, 1);
  EXPECT_EQ(s.pending, 0);
}

TEST(Dp6Seed, AnIgnoredDecodeCannotBeTheTurnsLastAction) {
  // "Se o Decodificar for a última ação do turno deste jogador, o resultado deve ser
  // obrigatoriamente utilizado": ending the turn right after an `ignore` would make the
  // ignored decode the last action.
  const Game g = make();
  State s = run(g, playing(g), {"decode", "roll 4", "ignore"});
  EXPECT_EQ(s.ignored, 1);
  EXPECT_FALSE(legal(g, s, "end"));
  EXPECT_TRUE(legal(g, s, "decode"));  // always possible: nobody is trapped
  EXPECT_TRUE(legal(g, s, "walk c0 r1"));
  const State walked = run(g, s, {"walk c0 r1", "reveal tools"});
  EXPECT_EQ(walked.ignored, 0);
  EXPECT_TRUE(legal(g, walked, "end"));
  // A second decode owes nothing more once it is used; ignored, it owes the third action.
  EXPECT_TRUE(legal(g, run(g, s, {"decode", "roll 2", "use"}), "end"));
  const State again = run(g, s, {"decode", "roll 2", "ignore"});
  EXPECT_FALSE(legal(g, again, "end"));
  EXPECT_EQ(again.actions, 2);
  const State third = run(g, again, {"decode", "roll 3"});
  EXPECT_EQ(texts(g, third), (std::set<std::string>{"use"}));  // the third action's result
}

TEST(Dp6Seed, CrewInTheCapsuleDecodeButNeverActivate) {
  // "uma vez dentro dela, o Tripulante passa a ser Inativo e a sua única ação possível passa a
  // ser a de Decodificar"; Ativar is a crew action like the others.
  const Game g = make();
  State s = playing(g);
  s.tracks[0].crew = {kCapsule, kDevoured, kDevoured, kDevoured};
  s.tracks[0].prog = 1;
  s.tracks[0].prog_used = 1;
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"decode", "end"}));
  const State rolled = run(g, s, {"decode", "roll 3"});
  EXPECT_EQ(texts(g, rolled), (std::set<std::string>{"use", "ignore"}));
  // One crew still in the start area may activate for the player.
  s.tracks[0].crew[1] = kStart;
  EXPECT_TRUE(legal(g, run(g, s, {"decode", "roll 3"}), "tilt 5"));
  EXPECT_TRUE(legal(g, run(g, s, {"decode", "roll 3"}), "prog +1"));
}

TEST(Dp6Decision, ASixChangedByAMarkerIsTheNewValue) {
  // "um resultado 6 jamais pode ser ignorado", and a Programming marker may change "de 6 para
  // 5": the result to resolve is then a 5 (docs/rules/dp6.md, "A 6 changed by a marker").
  const Game g = make();
  State s = playing(g);
  s.tracks[0].prog = 1;
  s.tracks[0].prog_used = 1;
  const State five = run(g, s, {"decode", "roll 6", "prog -1"});
  EXPECT_EQ(five.pending, 5);
  EXPECT_TRUE(legal(g, five, "ignore"));
  const State tilted = run(g, playing(g), {"decode", "roll 6", "tilt 2"});
  EXPECT_TRUE(legal(g, tilted, "ignore"));
}

TEST(Dp6Seed, SixesAdvanceTheCapsuleCounterAndNeverBack) {
  // "As posições da Cápsula de Fuga não podem ser retrocedidas, apenas avançam"
  const Game g = make();
  State s = playing(g);
  for (int i = 1; i <= 5; ++i) {
    s = run(g, s, {"decode", "roll 6", "use"});
    EXPECT_EQ(s.capsule, i);
  }
  EXPECT_FALSE(g.is_terminal(s));
}

TEST(Dp6Spec, ASixUsedOnTheSixthPositionLaunchesTheCapsule) {
  // "Após alcançar a 6ª posição, é necessário mais uma ativação para lançar a Cápsula de Fuga"
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "cryo", "control", "flooded", "aberration"});
  s.tracks[0].crew[0] = kCapsule;
  s.tracks[0].prog_on = 0;
  s.tracks[0].prog_used = 2;
  s.capsule = 5;
  s = run(g, s, {"decode", "roll 6", "use"});
  EXPECT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.end, End::launched);
  EXPECT_EQ(g.returns(s)[0], 1.0);
  EXPECT_EQ(g.returns(s)[1], 0.0);
}

}  // namespace
}  // namespace dp6test
