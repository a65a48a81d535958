// BindingCases.cs -- the checks of BindingTests.exe (BindingTests.cs has Main, the helpers and
// the playout mode): one method per part of the binding, each run by Main under its name.
using System;
using System.Text.RegularExpressions;
using System.Threading;
using BoardGamesBot;

static partial class BindingTests
{
    static void TestVersions()
    {
        Check(Bgb.IsAbiCompatible, "the library offers ABI " + Bgb.AbiMajor + "." + Bgb.AbiMinor + ", has " + Bgb.AbiVersion.ToString("x"));
        Check(Bgb.Version.Length > 0, "version string");
        string[] names = { "ok", "invalid_argument", "illegal_action", "buffer_too_small", "parse", "unknown_game", "out_of_memory", "unsupported", "internal" };
        BgbStatus[] codes = { BgbStatus.Ok, BgbStatus.InvalidArgument, BgbStatus.IllegalAction, BgbStatus.BufferTooSmall, BgbStatus.Parse,
                              BgbStatus.UnknownGame, BgbStatus.OutOfMemory, BgbStatus.Unsupported, BgbStatus.Internal };
        for (int i = 0; i < codes.Length; ++i) Equal(names[i], Bgb.StatusName(codes[i]), "StatusName(" + codes[i] + ")");
        Equal("unknown", Bgb.StatusName((BgbStatus)(-55)), "StatusName(-55)");
    }

    static void TestRng()
    {
        ulong a = Rng.Seed(0);
        Equal(0UL, a, "Seed(0)");
        Check(Rng.Below(ref a, 1UL << 32) < (1UL << 32), "Below(2^32)");
        Equal(0x9E3779B97F4A7C15UL, a, "SplitMix64 increment");
        ulong b = a;
        Throws(BgbStatus.InvalidArgument, "bgb_rng_below", "", () => Rng.Below(ref b, 0), "Below(0)");
        Equal(a, b, "rng unchanged after a failed Below");
        ulong x = Rng.Seed(12345), y = x;
        for (int i = 0; i < 100; ++i) Equal(Rng.Below(ref x, 10), Rng.Below(ref y, 10), "two copies draw the same");
    }

    static void TestEveryGame()
    {
        string[] names = Game.List();
        Check(names.Length > 0, "Game.List() is empty");
        Check(Array.IndexOf(names, "the-crew") >= 0, "Game.List() names the-crew");
        foreach (string name in names)
        {
            using (Game game = Game.Create(name, null))
            {
                Equal(name, game.Name, "Game.Name");
                using (Game again = Game.Create(name, game.OptionsJson)) Equal(game.OptionsJson, again.OptionsJson, name + ": OptionsJson recreates the game");
                Check(game.NumPlayers > 0 && game.MaxLegalActions > 0 && game.NumDistinctActions >= game.MaxLegalActions, name + ": sizes");
                for (ulong seed = 1; seed <= 4; ++seed)
                    using (PlayChecked(game, seed, name + " seed " + seed)) { }
            }
        }
    }

    static void TestCrewMissions()
    {
        int[] missions = { 1, 5, 12, 24, 50, 9, 13, 23, 25, 33, 40, 44, 46, 48 };
        int accomplished = 0, games = 0;
        for (int players = 2; players <= 5; ++players)
            foreach (int mission in missions)
                using (Game game = Game.Create("the-crew", CrewOptions(players, mission)))
                    for (ulong seed = 1; seed <= (mission % 10 == 0 || mission < 25 ? 2UL : 1UL); ++seed)
                    {
                        using (State end = PlayChecked(game, seed * 1000 + (ulong)(players * 100 + mission), "the-crew " + players + "p mission " + mission + " seed " + seed))
                        {
                            double[] r = end.Returns();
                            Check(Array.TrueForAll(r, v => v == r[0]) && (r[0] == 0 || r[0] == 1), "crew returns are all 0 or all 1");
                            if (r[0] > 0) ++accomplished;
                            ++games;
                        }
                    }
        Console.WriteLine("       " + games + " games of The Crew, " + accomplished + " accomplished");
    }

    static void TestErrors()
    {
        Throws(BgbStatus.UnknownGame, "bgb_game_new", "no-such-game", () => Game.Create("no-such-game", null), "unknown game");
        Throws(BgbStatus.UnknownGame, "bgb_game_new", "", () => Game.Create("spiel-\u00e4", "{}"), "unknown game, not ASCII");
        Throws(BgbStatus.Parse, "bgb_game_new", "", () => Game.Create("the-crew", "{\"players\":"), "options that are not JSON");
        Throws(BgbStatus.InvalidArgument, "bgb_game_new", "players must be 2..5, got 7", () => Game.Create("the-crew", "{\"players\":7}"), "a bad option");
        Throws(BgbStatus.InvalidArgument, "bgb_game_new", "", () => Game.Create("the-crew", "[1,2]"), "options that are not an object");
        Throws(BgbStatus.InvalidArgument, "bgb_game_new", "'name' is NULL", () => Game.Create(null, null), "a null name");
        ThrowsOther<ArgumentException>(() => Game.Create("the-crew\0x", null), "a NUL inside a string");
        using (Game game = Game.Create("the-crew", CrewOptions(3, 1)))
        using (State start = game.InitialState())
        {
            ulong rng = Rng.Seed(3);
            State s = start.Clone();
            while (s.CurrentPlayer == Bgb.Chance) { State n = s.Apply(s.SampleChance(ref rng)); s.Dispose(); s = n; }
            int[] legal = s.LegalActions();
            int illegal = 0;
            while (Array.IndexOf(legal, illegal) >= 0) ++illegal;
            string illegalText = s.ActionText(illegal);
            int distinct = game.NumDistinctActions;
            Throws(BgbStatus.IllegalAction, "bgb_state_apply", "action " + illegal + " (" + illegalText + ") is not legal", () => s.Apply(illegal), "illegal action id");
            Throws(BgbStatus.IllegalAction, "bgb_state_apply", "outside [0, " + distinct + ")", () => s.Apply(distinct), "action id out of range");
            Throws(BgbStatus.IllegalAction, "bgb_state_apply", "is not legal", () => s.Apply(-1), "negative action id");
            Throws(BgbStatus.IllegalAction, "bgb_state_apply_text", "is not legal", () => s.Apply(illegalText), "illegal action text");
            Throws(BgbStatus.Parse, "bgb_state_apply_text", "spiel \u00e4", () => s.Apply("spiel \u00e4"), "unreadable action text (UTF-8 both ways)");
            Throws(BgbStatus.InvalidArgument, "bgb_state_apply_text", "NULL", () => s.Apply((string)null), "a null action text");
            Throws(BgbStatus.Parse, "bgb_state_parse_action", "", () => s.ParseAction("play x1"), "ParseAction of a non-card");
            Throws(BgbStatus.InvalidArgument, "bgb_state_action_text", "outside", () => s.ActionText(distinct), "ActionText out of range");
            Throws(BgbStatus.InvalidArgument, "bgb_state_action_text", "", () => s.ActionText(-1), "ActionText(-1)");
            Throws(BgbStatus.InvalidArgument, "bgb_state_action_text_for", "outside", () => s.ActionTextFor(distinct, 0), "ActionTextFor out of range");
            Throws(BgbStatus.InvalidArgument, "bgb_state_action_text_for", "viewer 3", () => s.ActionTextFor(0, 3), "ActionTextFor of a seat that does not exist");
            // The first card dealt: its text is the omniscient one for ViewAll and its recipient
            // alone; the two other seats and the public read "deal ?".
            int firstDeal = start.ChanceOutcomes()[0].Action;
            string dealt = start.ActionText(firstDeal);
            Equal(dealt, start.ActionTextFor(firstDeal, Bgb.ViewAll), "ActionTextFor(ViewAll) is ActionText");
            Equal("deal ?", start.ActionTextFor(firstDeal, Bgb.ViewPublic), "the public does not see a dealt card");
            int seeing = 0;
            for (int seat = 0; seat < 3; ++seat)
            {
                string t = start.ActionTextFor(firstDeal, seat);
                if (t == dealt) ++seeing; else Equal("deal ?", t, "seat " + seat + " reads a masked deal");
            }
            Equal(1, seeing, "one seat sees the dealt card");
            Throws(BgbStatus.InvalidArgument, "bgb_state_to_json", "viewer 3", () => s.ToJson(3), "ToJson of a seat that does not exist");
            Throws(BgbStatus.InvalidArgument, "bgb_state_render", "", () => s.Render(-3), "Render of a bad viewer");
            ulong before = rng;
            Throws(BgbStatus.InvalidArgument, "bgb_state_sample_chance", "", () => s.SampleChance(ref rng), "SampleChance at a decision");
            Equal(before, rng, "rng unchanged after a failed SampleChance");
            Throws(BgbStatus.Parse, "bgb_state_from_json", "", () => State.FromJson(game, "{\"game\":"), "FromJson of text that is not JSON");
            Throws(BgbStatus.InvalidArgument, "bgb_state_from_json", "", () => State.FromJson(game, s.ToJson(0)), "FromJson of an observation");
            Throws(BgbStatus.InvalidArgument, "bgb_state_from_json", "", () => State.FromJson(game, "[]"), "FromJson of an array");
            using (Game other = Game.Create("the-crew", CrewOptions(4, 1)))
                Throws(BgbStatus.InvalidArgument, "bgb_state_from_json", "", () => State.FromJson(other, s.ToJson(Bgb.ViewAll)), "FromJson into a game with other options");
            Throws(BgbStatus.Parse, "bgb_replay", "", () => Bgb.Replay("{"), "Replay of text that is not JSON");
            Throws(BgbStatus.UnknownGame, "bgb_replay", "", () => Bgb.Replay("{\"game\":\"nope\",\"actions\":[]}"), "Replay of an unknown game");
            // Seed 3 deals the game `s` comes from, so its illegal action is illegal at step 0.
            Throws(BgbStatus.IllegalAction, "bgb_replay", "step 0", () => Bgb.Replay("{\"game\":\"the-crew\",\"options\":" + game.OptionsJson +
                   ",\"seed\":3,\"actions\":[" + Quote(illegalText) + "]}"), "Replay with an illegal step");
            ThrowsOther<ArgumentNullException>(() => State.FromJson(null, "{}"), "FromJson(null game)");
            // Each exception carries the message of its own call: after a failure about a viewer
            // and a success, a failing Apply reports the action, not the viewer.
            Throws(BgbStatus.InvalidArgument, "bgb_state_to_json", "viewer 7", () => s.ToJson(7), "ToJson(7)");
            Check(s.LegalActions().Length == legal.Length, "a successful call in between");
            Throws(BgbStatus.IllegalAction, "bgb_state_apply", "action " + illegal + " ", () => s.Apply(illegal), "the message of the last failure");
            s.Dispose();
        }
    }

    static void TestLongTexts()
    {
        using (Game game = Game.Create("the-crew", CrewOptions(5, 50)))
        using (State end = PlayChecked(game, 77, "the-crew 5p mission 50"))
        {
            // A finished game's snapshot is longer than the first buffer the binding tries.
            string json = end.ToJson(Bgb.ViewAll);
            Check(json.Length > 1024 && json.StartsWith("{") && json.EndsWith("}"), "long snapshot, " + json.Length + " characters");
            string onFreshThread = null;
            Thread t = new Thread(() => onFreshThread = end.ToJson(Bgb.ViewAll));
            t.Start();
            t.Join();
            Equal(json, onFreshThread, "the same snapshot on a thread with no scratch buffer yet");
            // Whitespace makes a very long but valid snapshot; an unknown key with a long value
            // makes a long invalid one. Neither shows the buffer protocol to the caller.
            string padded = json.Substring(0, json.Length - 1) + new string(' ', 300000) + "}";
            using (State back = State.FromJson(game, padded)) Equal(end.Hash, back.Hash, "a 300 kB snapshot loads");
            string extra = json.Substring(0, json.Length - 1) + ",\"extra\":\"" + new string('\u00e9', 100000) + "\"}";
            Throws(BgbStatus.InvalidArgument, "bgb_state_from_json", "extra", () => State.FromJson(game, extra), "an unknown key with a long value");
            Throws(BgbStatus.UnknownGame, "bgb_game_new", "", () => Game.Create(new string('x', 100000), null), "a 100 kB game name");
            Check(end.Render(Bgb.ViewAll).Length > 0, "render of a finished game");
            for (int a = 0; a < game.NumDistinctActions; ++a) Check(end.ActionText(a).Length > 0, "text of action " + a);
        }
    }

    static void TestJsonRoundTrip()
    {
        using (Game game = Game.Create("the-crew", CrewOptions(4, 3)))
        {
            ulong rng = Rng.Seed(42);
            State s = game.InitialState();
            for (int step = 0; !s.IsTerminal; ++step)
            {
                string json = s.ToJson(Bgb.ViewAll);
                using (State back = State.FromJson(game, json))
                {
                    Equal(s.Hash, back.Hash, "step " + step + ": FromJson(ToJson(ViewAll)) has the same hash");
                    using (State clone = back.Clone()) Equal(s.Hash, clone.Hash, "step " + step + ": Clone");
                }
                int[] legal = s.LegalActions();
                ulong drawnRng = rng;
                int drawn = s.RandomAction(ref drawnRng);
                int action = s.CurrentPlayer == Bgb.Chance ? s.SampleChance(ref rng) : legal[Rng.Below(ref rng, (ulong)legal.Length)];
                Equal(action, drawn, "step " + step + ": RandomAction draws the sample or the pick from the list");
                Equal(rng, drawnRng, "step " + step + ": RandomAction uses rng as the sample or the pick does");
                State next = s.Apply(action);
                s.Dispose();
                s = next;
            }
            ulong atEnd = rng;
            Throws(BgbStatus.InvalidArgument, "bgb_state_random_action", "terminal", () => s.RandomAction(ref rng), "RandomAction at the end");
            Equal(atEnd, rng, "rng unchanged after a refused RandomAction");
            using (Game own = s.GetGame())
            {
                Equal(game.OptionsJson, own.OptionsJson, "GetGame() is the state's game");
                using (State back = State.FromJson(own, s.ToJson(Bgb.ViewAll))) Equal(s.Hash, back.Hash, "the finished game's round trip");
            }
            s.Dispose();
        }
    }

    static void TestResample()
    {
        int compared = 0;
        foreach (int mission in new int[] { 1, 12, 24, 5 })
            for (int players = 2; players <= 5; ++players)
                using (Game game = Game.Create("the-crew", CrewOptions(players, mission)))
                {
                    ulong rng = Rng.Seed((ulong)(mission * 10 + players)), draws = Rng.Seed(99);
                    State s = game.InitialState();
                    for (int step = 0; !s.IsTerminal; ++step)
                    {
                        if (s.CurrentPlayer != Bgb.Chance && step % 9 == 0)
                            for (int seat = 0; seat < players; ++seat)
                            {
                                ulong before = draws;
                                using (State r = s.Resample(seat, ref draws))
                                {
                                    Equal(s.ToJson(seat), r.ToJson(seat), "mission " + mission + ", " + players + "p, step " + step + ": seat " + seat + "'s observation");
                                    Check(draws != before, "Resample advances the generator");
                                    using (State end = PlayOut(r, ref draws)) Check(end.IsTerminal, "a resampled state plays to the end");
                                    ++compared;
                                }
                            }
                        int[] legal = s.LegalActions();
                        int action = s.CurrentPlayer == Bgb.Chance ? s.SampleChance(ref rng) : legal[Rng.Below(ref rng, (ulong)legal.Length)];
                        State next = s.Apply(action);
                        s.Dispose();
                        s = next;
                    }
                    ulong kept = draws;
                    Throws(BgbStatus.InvalidArgument, "bgb_state_resample", "", () => s.Resample(players, ref draws), players + "p: Resample of a seat that does not exist");
                    Throws(BgbStatus.InvalidArgument, "bgb_state_resample", "", () => s.Resample(Bgb.ViewPublic, ref draws), "Resample for the public");
                    Equal(kept, draws, "rng unchanged after a failed Resample");
                    s.Dispose();
                }
        Check(compared > 50, "resampled " + compared + " states");
    }

    static State PlayOut(State from, ref ulong rng)
    {
        State s = from.Clone();
        while (!s.IsTerminal)
        {
            int[] legal = s.LegalActions();
            int action = s.CurrentPlayer == Bgb.Chance ? s.SampleChance(ref rng) : legal[Rng.Below(ref rng, (ulong)legal.Length)];
            State next = s.Apply(action);
            s.Dispose();
            s = next;
        }
        return s;
    }

    static void TestCampaign()
    {
        using (Campaign empty = Campaign.Create())
        using (Game game = Game.Create("the-crew", CrewOptions(3, 1)))
        {
            Equal(1, empty.NextMission, "an empty campaign starts at mission 1");
            CampaignMission none = empty.Mission(1);
            Check(none.Attempts == 0 && none.DistressAttempts == 0 && !none.Success, "an empty row");
            ulong rng = Rng.Seed(5);
            using (State start = game.InitialState())
            using (State end = PlayOut(start, ref rng))
            {
                Throws(BgbStatus.InvalidArgument, "bgb_campaign_record", "not finished", () => empty.Record(start), "recording an unfinished game");
                bool won = end.Returns()[0] > 0;
                using (Campaign one = empty.Record(end))
                using (Campaign two = one.RecordResult(2, true, true))
                using (Campaign three = two.RecordResult(3, false, false).RecordResult(3, false, false))
                {
                    Equal(0, empty.Mission(1).Attempts, "Record leaves its input unchanged");
                    CampaignMission m1 = one.Mission(1);
                    // One attempt, counted twice if the random crew used the distress signal.
                    bool distress = Regex.IsMatch(end.ToJson(Bgb.ViewAll), "\"distress\":\\s*\"(left|right)\"");
                    Check(m1.Attempts == (distress ? 2 : 1) && m1.DistressAttempts == (distress ? 1 : 0) && m1.Success == won,
                          "mission 1 after one game: " + m1.Attempts + " attempts, " + m1.DistressAttempts + " with distress, success " + m1.Success);
                    Equal(won ? 2 : 1, one.NextMission, "next mission after one game");
                    CampaignMission m2 = two.Mission(2);
                    Check(m2.Attempts == 2 && m2.DistressAttempts == 1 && m2.Success, "the mission's first distress attempt counts 2");
                    Equal(2, three.Mission(3).Attempts, "two failed attempts");
                    string json = three.ToJson();
                    Check(json.Contains("\"the-crew\"") && json.Contains("\"total_attempts\":" + (m1.Attempts + 4)), "campaign JSON: " + json);
                    using (Campaign back = Campaign.FromJson(json))
                    {
                        Equal(json, back.ToJson(), "campaign JSON round trip");
                        Equal(three.NextMission, back.NextMission, "next mission after the round trip");
                    }
                }
            }
            Throws(BgbStatus.InvalidArgument, "bgb_campaign_record_result", "", () => empty.RecordResult(51, true, false), "mission 51");
            Throws(BgbStatus.InvalidArgument, "bgb_campaign_mission", "", () => empty.Mission(0), "Mission(0)");
            Throws(BgbStatus.Parse, "bgb_campaign_from_json", "", () => Campaign.FromJson("{"), "campaign text that is not JSON");
            Throws(BgbStatus.InvalidArgument, "bgb_campaign_from_json", "missions[0].attempts",
                   () => Campaign.FromJson("{\"game\":\"the-crew\",\"missions\":[{\"mission\":1,\"attempts\":0,\"distress\":0,\"success\":false}]}"),
                   "a row without attempts");
            ThrowsOther<ArgumentNullException>(() => empty.Record(null), "Record(null)");
            // docs/json.md's example, then every mission accomplished.
            using (Campaign doc = Campaign.FromJson("{\"game\": \"the-crew\", \"missions\": [{\"mission\": 1, \"attempts\": 1, \"distress\": 0, \"success\": true}, " +
                                                    "{\"mission\": 2, \"attempts\": 3, \"distress\": 1, \"success\": true}, {\"mission\": 3, \"attempts\": 2, \"distress\": 0, \"success\": false}], " +
                                                    "\"next\": 3, \"total_attempts\": 6}"))
                Equal(3, doc.NextMission, "docs/json.md's campaign");
            Campaign c = Campaign.Create();
            for (int m = 1; m <= 50; ++m) { Campaign n = c.RecordResult(m, true, false); c.Dispose(); c = n; }
            Equal(Bgb.CampaignComplete, c.NextMission, "all 50 missions accomplished");
            Check(c.ToJson().Contains("\"next\":null"), "a complete campaign has no next mission");
            c.Dispose();
        }
    }

    // A state whose Game object is never disposed: the finalizer frees the game first.
    static State Orphan(int players)
    {
        Game game = Game.Create("the-crew", CrewOptions(players, 1));
        return game.InitialState();
    }

    static void TestFinalizers()
    {
        // Many handles of each kind left to the finalizer, games and states mixed.
        for (int i = 0; i < 3000; ++i)
        {
            Game g = Game.Create("the-crew", CrewOptions(2 + i % 4, 1 + i % 50));
            State s = g.InitialState();
            ulong rng = (ulong)i;
            s.Apply(s.SampleChance(ref rng)).Clone();
            Campaign.Create().RecordResult(1 + i % 50, i % 2 == 0, false);
        }
        State[] orphans = { Orphan(2), Orphan(3), Orphan(4), Orphan(5) };
        for (int i = 0; i < 3; ++i) { GC.Collect(); GC.WaitForPendingFinalizers(); }
        ulong r = Rng.Seed(8);
        foreach (State o in orphans)
            using (State end = PlayOut(o, ref r)) Check(end.IsTerminal, "a state plays on after its Game was finalized");

        // The game disposed before its states, which go on playing and report their game.
        Game game = Game.Create("the-crew", CrewOptions(4, 2));
        State start = game.InitialState();
        game.Dispose();
        game.Dispose();  // twice is harmless
        using (State end = PlayOut(start, ref r)) Check(end.IsTerminal && end.Returns().Length == 4, "states outlive their disposed Game");
        using (Game again = start.GetGame()) Equal("the-crew", again.Name, "GetGame() after the Game was disposed");
        ThrowsOther<ObjectDisposedException>(() => game.InitialState(), "a disposed Game");
        ThrowsOther<ObjectDisposedException>(() => State.FromJson(game, start.ToJson(Bgb.ViewAll)), "FromJson with a disposed Game");
        start.Dispose();
        start.Dispose();
        ThrowsOther<ObjectDisposedException>(() => start.CurrentPlayer.ToString(), "a disposed State");
        Campaign c = Campaign.Create();
        c.Dispose();
        ThrowsOther<ObjectDisposedException>(() => c.ToJson(), "a disposed Campaign");
        for (int i = 0; i < 3; ++i) { GC.Collect(); GC.WaitForPendingFinalizers(); }
        foreach (State o in orphans) o.Dispose();
    }

    // Threads share one state (immutable); each applies legal and illegal actions and must see
    // its own error message, never another thread's.
    static void TestThreads()
    {
        using (Game game = Game.Create("the-crew", CrewOptions(4, 1)))
        {
            ulong rng = Rng.Seed(11);
            State shared = game.InitialState();
            while (shared.CurrentPlayer == Bgb.Chance) { State n = shared.Apply(shared.SampleChance(ref rng)); shared.Dispose(); shared = n; }
            int[] legal = shared.LegalActions();
            Thread[] threads = new Thread[4];
            for (int t = 0; t < threads.Length; ++t)
            {
                int id = t;
                threads[t] = new Thread(() =>
                {
                    try { ThreadWork(shared, legal, id); }
                    catch (Exception e) { Fail("thread " + id + ": unexpected exception: " + e); }
                });
                threads[t].Start();
            }
            foreach (Thread t in threads) t.Join();

            // Dispose while another thread is in calls on the same State: the SafeHandle defers
            // the native free until the running call returns; later calls see ObjectDisposedException.
            State doomed = shared.Clone();
            int calls = 0;
            bool sawDisposed = false;
            Thread user = new Thread(() =>
            {
                try { for (;;) { doomed.LegalActions(); doomed.ToJson(Bgb.ViewAll); Interlocked.Increment(ref calls); } }
                catch (ObjectDisposedException) { sawDisposed = true; }
                catch (Exception e) { Fail("disposed during use: " + e); }
            });
            user.Start();
            while (Volatile.Read(ref calls) < 100) Thread.Sleep(1);
            doomed.Dispose();
            user.Join();
            Check(sawDisposed, "a State disposed during use throws ObjectDisposedException afterwards");
            shared.Dispose();
        }
    }

    static void ThreadWork(State shared, int[] legal, int id)
    {
        for (int i = 0; i < 300; ++i)
        {
            using (State next = shared.Apply(legal[(id + i) % legal.Length]))
                Check(next.Hash != shared.Hash, "thread " + id + ": a new state");
            int bad = 1000 + id * 100 + i % 50;
            try { shared.Apply(bad).Dispose(); Fail("thread " + id + ": action " + bad + " accepted"); }
            catch (BgbException e) { Check(e.Message.Contains("action " + bad + " "), "thread " + id + " got the message '" + e.Message + "'"); }
            Check(shared.ToJson(id).Length > 0 && shared.LegalActions().Length == legal.Length, "thread " + id + ": reads");
        }
    }

    static void TestBots()
    {
        // Every game: the default search picks a legal action; the same rng gives the same move.
        foreach (string name in Game.List())
        {
            using (Game game = Game.Create(name, null))
            using (Bot bot = Bot.Create(game, "mcts", "{\"iterations\":24}"))
            {
                ulong rng = Rng.Seed(3);
                State s = game.InitialState();
                while (!s.IsTerminal && s.CurrentPlayer == Bgb.Chance)
                {
                    State n = s.Apply(s.SampleChance(ref rng));
                    s.Dispose();
                    s = n;
                }
                ulong a = Rng.Seed(8), b = Rng.Seed(8);
                int first = bot.Choose(s, ref a), second = bot.Choose(s, ref b);
                Check(Array.IndexOf(s.LegalActions(), first) >= 0, name + ": the bot's action is legal");
                Equal(first, second, name + ": same rng, same move");
                Equal(a, b, name + ": same rng advanced alike");
                ulong c = Rng.Seed(8);
                BotMove[] moves = bot.Analyse(s, ref c);
                Equal(s.LegalActions().Length, moves.Length, name + ": one entry per legal action");
                int visits = 0;
                foreach (BotMove m in moves) visits += m.Visits;
                Check(moves.Length == 1 || visits == 24, name + ": the iterations pass through the root actions (" + visits + ")");
                s.Dispose();
            }
        }
        using (Game crew = Game.Create("the-crew", "{\"players\":4,\"mission\":1}"))
        {
            Throws(BgbStatus.Unsupported, "bgb_bot_new", "uct would read it", () => Bot.Create(crew, "uct", null).Dispose(), "uct on The Crew");
            Throws(BgbStatus.InvalidArgument, "bgb_bot_new", "unknown key 'iteration'", () => Bot.Create(crew, "mcts", "{\"iteration\":5}").Dispose(), "a misspelt key");
            using (Bot bot = Bot.Create(crew, "random", null))
            using (State start = crew.InitialState())
            {
                ulong rng = Rng.Seed(1);
                Throws(BgbStatus.InvalidArgument, "bgb_bot_choose", "chance outcome", () => bot.Choose(start, ref rng), "a chance node");
                Equal(Rng.Seed(1), rng, "rng unchanged after a failed Choose");
            }
        }
    }

    static void TestCrewSolver()
    {
        using (Game crew = Game.Create("the-crew", "{\"players\":4,\"mission\":3}"))
        {
            ulong rng = Rng.Seed(3);
            State s = crew.InitialState();
            while (s.CurrentPlayer == Bgb.Chance)
            {
                State n = s.Apply(s.SampleChance(ref rng));
                s.Dispose();
                s = n;
            }
            CrewSolution sol = CrewSolver.Solve(s, null);
            Equal(CrewVerdict.Winnable, sol.Verdict, "mission 3, seed 3 can be won");
            Equal(1.0, sol.Probability, "a winnable deal has probability 1");
            Check(sol.Line.Length > 0 && sol.Nodes > 0, "a line and a node count");
            State end = s.Apply(sol.Line[0]);
            for (int i = 1; i < sol.Line.Length; ++i)
            {
                State n = end.Apply(sol.Line[i]);
                end.Dispose();
                end = n;
            }
            Check(end.IsTerminal && end.Returns()[0] == 1.0, "the line wins the mission");
            end.Dispose();

            int seat = s.CurrentPlayer;
            ulong a = Rng.Seed(9), b = Rng.Seed(9);
            HintMove[] first = CrewSolver.Hint(s, seat, ref a, "{\"samples\":2}");
            HintMove[] second = CrewSolver.Hint(s, seat, ref b, "{\"samples\":2}");
            Equal(s.LegalActions().Length, first.Length, "one hint entry per legal action");
            for (int i = 0; i < first.Length; ++i)
            {
                Equal(s.LegalActions()[i], first[i].Action, "hint entries in id order");
                Equal(first[i].Share, second[i].Share, "same rng, same hint");
                Check(first[i].Share >= 0 && first[i].Share <= 1 && first[i].Solved <= 2, "a share in 0..1");
            }
            Equal(a, b, "same rng advanced alike");
            Throws(BgbStatus.InvalidArgument, "bgb_crew_solve", "table_bits: 40 is out of range", () => CrewSolver.Solve(s, "{\"table_bits\":40}"), "a bad option");
            ulong c = Rng.Seed(1);
            Throws(BgbStatus.InvalidArgument, "bgb_crew_hint", "is not the seat to act", () => CrewSolver.Hint(s, (seat + 1) % 4, ref c, null), "the wrong seat");
            Equal(Rng.Seed(1), c, "rng unchanged after a failed Hint");
            s.Dispose();
        }
        using (Game ufs = Game.Create("under-falling-skies", null))
        using (State start = ufs.InitialState())
            Throws(BgbStatus.Unsupported, "bgb_crew_solve", "only the-crew has a solver", () => CrewSolver.Solve(start, null), "another game");
    }
    // ApplyInto and CopyInto (ABI 1.4): every registered game played in one State, checked
    // against Apply at each step; clones unchanged; another game and illegal actions refused
    // with dst unchanged.
    static void TestPlayouts()
    {
        foreach (string name in Game.List())
            using (Game game = Game.Create(name, null))
            using (State s = game.InitialState())
            {
                ulong a = Rng.Seed(9), b = Rng.Seed(9), seeded = a;
                PlayoutStats one = s.Playouts(30, ref a, 1);
                PlayoutStats two = s.Playouts(30, ref b, 2);
                Equal(a, b, name + ": one draw whatever the threads");
                Check(a != seeded, name + ": the generator advanced");
                Equal(one.Games, 30L, name + ": games");
                Equal(one.Actions, two.Actions, name + ": the same games on 2 threads");
                Equal(one.AllWon, two.AllWon, name + ": the same successes on 2 threads");
                Equal(one.NumPlayers, game.NumPlayers, name + ": seats");
                long bucketed = 0;
                foreach (long n in one.Lengths) bucketed += n;
                Equal(bucketed, 30L, name + ": every game in the length histogram");
                Check(one.Decisions > 0 && one.Decisions < one.Actions, name + ": decisions and chance");
                for (int seat = 0; seat < PlayoutStats.MaxSeats; ++seat)
                    Equal(one.Wins[seat], two.Wins[seat], name + ": wins of seat " + seat);
                ulong c = seeded;
                Throws(BgbStatus.InvalidArgument, "bgb_playouts", "threads", () => s.Playouts(3, ref c, 0), name + ": no threads");
                Equal(c, seeded, name + ": a refused batch leaves the generator alone");
            }
    }

    static void TestApplyInto()
    {
        foreach (string name in Game.List())
            using (Game game = Game.Create(name, null))
            using (State root = game.InitialState())
            using (State s = game.InitialState())
            {
                int[] legal = new int[game.MaxLegalActions];
                ulong rng = Rng.Seed(5);
                int steps = 0;
                while (!s.IsTerminal)
                {
                    int action = s.CurrentPlayer == Bgb.Chance ? s.SampleChance(ref rng) : legal[Rng.Below(ref rng, (ulong)s.LegalActions(legal))];
                    using (State next = s.Apply(action))
                    {
                        s.ApplyInto(action, s);
                        Equal(next.Hash, s.Hash, name + " step " + steps + ": ApplyInto gives what Apply gives");
                    }
                    ++steps;
                }
                Check(steps > 0, name + ": a game was played");
                ulong end = s.Hash;
                using (State clone = s.Clone())
                {
                    root.CopyInto(s);
                    Equal(root.Hash, s.Hash, name + ": CopyInto");
                    Equal(end, clone.Hash, name + ": a clone is not changed by CopyInto");
                }
                int illegal = game.NumDistinctActions;
                Throws(BgbStatus.IllegalAction, "bgb_state_apply_into", "is not legal", () => root.ApplyInto(illegal, s), name + ": an illegal action");
                Equal(root.Hash, s.Hash, name + ": dst unchanged by a refused ApplyInto");
            }
        using (Game crew = Game.Create("the-crew", CrewOptions(4, 1)))
        using (Game dp6 = Game.Create("dp6", null))
        using (State s = crew.InitialState())
        using (State other = dp6.InitialState())
        {
            ulong h = other.Hash;
            Throws(BgbStatus.InvalidArgument, "bgb_state_apply_into", "another game", () => s.ApplyInto(40, other), "ApplyInto a state of another game");
            Throws(BgbStatus.InvalidArgument, "bgb_state_copy_into", "another game", () => s.CopyInto(other), "CopyInto a state of another game");
            Equal(h, other.Hash, "dst unchanged by a refused CopyInto");
            ThrowsOther<ArgumentNullException>(() => s.ApplyInto(40, null), "ApplyInto(null)");
            ThrowsOther<ArgumentNullException>(() => s.CopyInto(null), "CopyInto(null)");
            int[] tiny = new int[0];
            using (State next = s.Apply(40))
            {
                // A decision node of The Crew: the deal is over after the cards are dealt.
                State d = next.Clone();
                ulong draws = Rng.Seed(1);
                while (d.CurrentPlayer == Bgb.Chance) d.ApplyInto(d.SampleChance(ref draws), d);
                Throws(BgbStatus.BufferTooSmall, "bgb_state_legal_actions", "too small", () => d.LegalActions(tiny), "LegalActions into a short buffer");
                d.Dispose();
            }
        }
    }
}
