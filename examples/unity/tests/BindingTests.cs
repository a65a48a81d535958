// BindingTests.cs -- tests of the C# binding examples/unity/BoardGamesBot.cs under Mono (ctest
// csharp.binding and csharp.same_hash_as_c; examples/unity/CMakeLists.txt).
//
//   BindingTests.exe                       every check below; exit 0 only if all pass
//   BindingTests.exe playout SEED OPTIONS  one seeded game of The Crew printed exactly like
//                                          examples/c/random_playout (transcript, final hash)
//
// The checks (BindingCases.cs): seeded random games of every registered game, and of The Crew
// for every player count and special missions, with invariants and JSON / text / replay round trips at every
// step; the error paths (each status a BgbException with the library's message, buffers
// never too small for the caller); information-set resampling; the campaign log; finalizers
// and disposal in any order; threads sharing states, each with its own error message.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
using BoardGamesBot;

static partial class BindingTests
{
    static int checks, failures;
    static readonly object gate = new object();

    static int Main(string[] args)
    {
        if (args.Length == 3 && args[0] == "playout")
            return Playout(ulong.Parse(args[1], CultureInfo.InvariantCulture), args[2]);
        if (args.Length != 0)
        {
            Console.Error.WriteLine("usage: BindingTests.exe [playout SEED OPTIONS_JSON]");
            return 2;
        }
        Run("versions and statuses", TestVersions);
        Run("rng", TestRng);
        Run("every registered game plays", TestEveryGame);
        Run("the crew: player counts and special missions", TestCrewMissions);
        Run("error paths", TestErrors);
        Run("long texts and the buffer protocol", TestLongTexts);
        Run("json round trip", TestJsonRoundTrip);
        Run("resample keeps the observation", TestResample);
        Run("campaign", TestCampaign);
        Run("bots", TestBots);
        Run("crew solver", TestCrewSolver);
        Run("finalizers and disposal order", TestFinalizers);
        Run("threads", TestThreads);
        Run("apply into caller-owned states", TestApplyInto);
        Run("batch playouts", TestPlayouts);
        Run("observation tensors", TestObservationTensor);
        Run("legal masks", TestLegalMask);
        Run("batched environments", TestBatch);
        Console.WriteLine(checks + " checks, " + failures + " failed");
        return failures == 0 ? 0 : 1;
    }

    // ---------------------------------------------------------------------------------------
    // Helpers
    // ---------------------------------------------------------------------------------------

    static void Run(string name, Action test)
    {
        int before = failures;
        try { test(); }
        catch (Exception e) { Fail("unexpected exception: " + e); }
        Console.WriteLine((failures == before ? "ok     " : "FAILED ") + name);
    }

    static void Fail(string what)
    {
        lock (gate) { ++checks; ++failures; }
        Console.Error.WriteLine("FAILED: " + what);
    }

    static void Check(bool ok, string what)
    {
        if (!ok) { Fail(what); return; }
        lock (gate) ++checks;
    }

    static void Equal<T>(T want, T got, string what)
    {
        Check(EqualityComparer<T>.Default.Equals(want, got), what + ": expected <" + want + ">, got <" + got + ">");
    }

    // The call must throw BgbException with this status and a message that starts with the C
    // function's name and contains `part`.
    static void Throws(BgbStatus status, string function, string part, Action call, string what)
    {
        try { call(); }
        catch (BgbException e)
        {
            Check(e.Status == status, what + ": status " + e.Status + " (" + e.Message + "), expected " + status);
            Check(e.StatusName == Bgb.StatusName(status), what + ": StatusName " + e.StatusName);
            Check(e.Message.StartsWith(function + ": ", StringComparison.Ordinal), what + ": message '" + e.Message + "' does not start with " + function);
            Check(e.Message.Contains(part), what + ": message '" + e.Message + "' does not contain '" + part + "'");
            return;
        }
        Fail(what + ": no BgbException");
    }

    static void ThrowsOther<TException>(Action call, string what) where TException : Exception
    {
        try { call(); }
        catch (TException) { Check(true, what); return; }
        catch (Exception e) { Fail(what + ": threw " + e.GetType().Name + " instead of " + typeof(TException).Name); return; }
        Fail(what + ": no " + typeof(TException).Name);
    }

    static string Quote(string s)
    {
        StringBuilder sb = new StringBuilder("\"");
        foreach (char c in s)
        {
            if (c == '"' || c == '\\') sb.Append('\\').Append(c);
            else if (c < ' ') sb.Append("\\u").Append(((int)c).ToString("x4"));
            else sb.Append(c);
        }
        return sb.Append('"').ToString();
    }

    static string JsonArray(List<string> items)
    {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < items.Count; ++i) sb.Append(i == 0 ? "" : ",").Append(Quote(items[i]));
        return sb.Append(']').ToString();
    }

    static string CrewOptions(int players, int mission)
    {
        return "{\"players\":" + players + ",\"mission\":" + mission + "}";
    }

    // Plays a random game to its end: chance from Rng(seed) (as a seeded replay log resolves
    // it), decisions from a second generator. At every step checks the invariants and the
    // snapshot round trip; at the end the replay logs (full and seeded) and returns the final
    // state, which the caller disposes.
    static State PlayChecked(Game game, ulong seed, string label)
    {
        ulong chance = Rng.Seed(seed), pick = Rng.Seed(seed ^ 0x5EED5EEDUL);
        int distinct = game.NumDistinctActions, players = game.NumPlayers, steps = 0;
        List<string> all = new List<string>(), decisions = new List<string>();
        State s = game.InitialState();
        while (!s.IsTerminal)
        {
            if (++steps > 2000) { Fail(label + ": no end after 2000 actions"); break; }
            ulong hash = s.Hash;
            int seat = s.CurrentPlayer;
            int[] legal = s.LegalActions();
            ChanceOutcome[] outcomes = s.ChanceOutcomes();
            int action;
            if (seat == Bgb.Chance)
            {
                Check(legal.Length == 0, label + ": legal actions at a chance node");
                double sum = 0;
                foreach (ChanceOutcome o in outcomes) sum += o.Probability;
                Check(outcomes.Length > 0 && Math.Abs(sum - 1) < 1e-9, label + ": chance probabilities add up to " + sum);
                action = s.SampleChance(ref chance);
                Check(Array.Exists(outcomes, o => o.Action == action), label + ": sampled outcome " + action + " is not an outcome");
            }
            else
            {
                Check(seat >= 0 && seat < players, label + ": current player " + seat);
                Check(outcomes.Length == 0, label + ": chance outcomes at a decision");
                Check(legal.Length > 0 && legal.Length <= game.MaxLegalActions, label + ": " + legal.Length + " legal actions");
                for (int i = 0; i < legal.Length; ++i)
                    Check(legal[i] >= 0 && legal[i] < distinct && (i == 0 || legal[i - 1] < legal[i]), label + ": legal actions ascending ids");
                action = legal[Rng.Below(ref pick, (ulong)legal.Length)];
            }
            string text = s.ActionText(action);
            Equal(action, s.ParseAction(text), label + ": ParseAction(ActionText)");
            all.Add(text);
            if (seat != Bgb.Chance) decisions.Add(text);
            if (steps % 7 == 0) CheckSnapshot(game, s, label);
            State next = s.Apply(action);
            using (State byText = s.Apply(text)) Equal(next.Hash, byText.Hash, label + ": Apply(text) and Apply(id)");
            Equal(hash, s.Hash, label + ": Apply changed its input");
            s.Dispose();
            s = next;
        }
        CheckSnapshot(game, s, label);
        double[] returns = s.Returns();
        Equal(players, returns.Length, label + ": returns");
        Equal(Bgb.Terminal, s.CurrentPlayer, label + ": current player at the end");
        Equal(0, s.LegalActions().Length, label + ": legal actions at the end");
        string prefix = "{\"game\":" + Quote(game.Name) + ",\"options\":" + game.OptionsJson;
        using (State replayed = Bgb.Replay(prefix + ",\"actions\":" + JsonArray(all) + "}"))
            Equal(s.Hash, replayed.Hash, label + ": full replay log");
        using (State replayed = Bgb.Replay(prefix + ",\"seed\":\"" + seed + "\",\"actions\":" + JsonArray(decisions) + "}"))
            Equal(s.Hash, replayed.Hash, label + ": seeded replay log");
        return s;
    }

    // The snapshot loads back to the same state and text; every observation and picture is there.
    static void CheckSnapshot(Game game, State s, string label)
    {
        string json = s.ToJson(Bgb.ViewAll);
        using (State back = State.FromJson(game, json))
        {
            Equal(s.Hash, back.Hash, label + ": FromJson(ToJson(ViewAll)) hash");
            Equal(json, back.ToJson(Bgb.ViewAll), label + ": snapshot text after the round trip");
        }
        for (int v = 0; v < game.NumPlayers; ++v) Check(s.ToJson(v).StartsWith("{"), label + ": observation of seat " + v);
        Check(s.ToJson(Bgb.ViewPublic).Contains("\"public\""), label + ": public observation");
        Check(s.Render(Bgb.ViewPublic).Length > 0, label + ": render");
    }

    // ---------------------------------------------------------------------------------------
    // playout mode: the output of examples/c/random_playout.c, byte for byte
    // ---------------------------------------------------------------------------------------

    static int Playout(ulong seed, string options)
    {
        Game game = Game.Create("the-crew", options);
        State state = game.InitialState();
        game.Dispose();  // as the C example does: the state keeps the game alive
        ulong rng = Rng.Seed(seed);
        StringBuilder sb = new StringBuilder();
        sb.Append("the-crew ").Append(options).Append(", seed ").Append(seed).Append(" (libbgb ").Append(Bgb.Version).Append(")\n");
        int steps = 0;
        while (!state.IsTerminal)
        {
            int player = state.CurrentPlayer, action;
            if (player == Bgb.Chance) action = state.SampleChance(ref rng);
            else
            {
                int[] legal = state.LegalActions();
                action = legal[Rng.Below(ref rng, (ulong)legal.Length)];
            }
            string text = state.ActionText(action);
            sb.Append(steps.ToString(CultureInfo.InvariantCulture).PadLeft(4))
              .Append(player == Bgb.Chance ? "  chance  " : "  seat " + player + "  ").Append(text).Append('\n');
            State next = state.Apply(action);
            state.Dispose();
            state = next;
            ++steps;
        }
        double[] returns = state.Returns();
        sb.Append("result after ").Append(steps).Append(" actions: returns");
        foreach (double r in returns) sb.Append(' ').Append(r.ToString("G6", CultureInfo.InvariantCulture));
        sb.Append(returns.Length > 0 && returns[0] > 0 ? " (success)\n" : " (failure)\n");
        sb.Append("final state hash: ").Append(state.Hash.ToString("x16")).Append('\n');
        state.Dispose();
        Console.Write(sb.ToString());
        return 0;
    }
}
