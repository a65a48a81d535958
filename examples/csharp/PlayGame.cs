// PlayGame.cs -- the README's seeded game of The Crew (4 players, mission 3, seed 42) through
// the C# binding examples/unity/BoardGamesBot.cs. It prints the same transcript as the README's C, C++ and Python examples: the same
// pinned generator is used the same way (chance nodes: SampleChance; decisions: a uniform pick
// among the legal actions with Rng.Below), so every language plays the same moves.
//
//   mcs -out:PlayGame.exe ../unity/BoardGamesBot.cs PlayGame.cs
//   LD_LIBRARY_PATH=<dir of libbgb.so> mono PlayGame.exe
using System;
using BoardGamesBot;

static class PlayGame
{
    static int Main()
    {
        if (!Bgb.IsAbiCompatible)
        {
            Console.Error.WriteLine("libbgb " + Bgb.Version + " does not offer ABI " + Bgb.AbiMajor + "." + Bgb.AbiMinor);
            return 1;
        }
        bool errorsChecked = false;
        using (Game game = Game.Create("the-crew", "{\"players\":4,\"mission\":3}"))
        {
            ulong rng = Rng.Seed(42);
            State state = game.InitialState();
            while (!state.IsTerminal)
            {
                int seat = state.CurrentPlayer;
                int action;
                if (seat == Bgb.Chance)
                {
                    action = state.SampleChance(ref rng);  // the deal and the task reveal
                }
                else
                {
                    if (!errorsChecked) errorsChecked = CheckIllegalAction(state);
                    int[] legal = state.LegalActions();
                    action = legal[Rng.Below(ref rng, (ulong)legal.Length)];
                    Console.WriteLine("seat " + seat + ": " + state.ActionText(action));
                }
                State next = state.Apply(action);  // a new state; the old one is unchanged
                state.Dispose();                   // frees its native handle now, not at GC
                state = next;
            }
            Console.WriteLine(state.Returns()[0] > 0 ? "mission accomplished" : "mission failed");
            state.Dispose();
        }
        return errorsChecked ? 0 : 1;
    }

    // Errors come back as BgbException with the library's message. Tries an action that is not
    // legal here, by id and by text, and reports on stderr (stdout is the transcript) if the
    // library accepted it. Draws nothing from the generator, so the game is unaffected.
    static bool CheckIllegalAction(State state)
    {
        int[] legal = state.LegalActions();
        int illegal = 0;
        while (Array.IndexOf(legal, illegal) >= 0) ++illegal;
        string text = state.ActionText(illegal);
        return Rejects(() => state.Apply(illegal), "action " + illegal) && Rejects(() => state.Apply(text), text);
    }

    static bool Rejects(Func<State> apply, string what)
    {
        try
        {
            using (apply()) { }
        }
        catch (BgbException e)
        {
            if (e.Status == BgbStatus.IllegalAction && e.StatusName == "illegal_action" && e.Message.Contains("is not legal"))
                return true;
            Console.Error.WriteLine("unexpected error " + e.StatusName + ": " + e.Message);
            return false;
        }
        Console.Error.WriteLine("an illegal action was accepted: " + what);
        return false;
    }
}
