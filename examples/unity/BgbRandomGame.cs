// BgbRandomGame.cs -- a Unity component that plays a seeded game of The Crew step by step
// through BoardGamesBot.cs: the chance nodes (the deal, the task reveal) at once, then one
// decision every `secondsPerAction` seconds, each logged to the console. Put it in
// Assets/Scripts next to BoardGamesBot.cs and add it to any GameObject (docs/unity.md).
//
// With the defaults below (4 players, mission 3, seed 42) it plays the README's game move for
// move; the test csharp.unity_monobehaviour runs it against a stub of UnityEngine and checks that.
using BoardGamesBot;
using UnityEngine;

public sealed class BgbRandomGame : MonoBehaviour
{
    public int players = 4;            // 2..5
    public int mission = 3;            // 1..50
    public int seed = 42;              // the same seed plays the same game on every platform
    public float secondsPerAction = 0.5f;

    Game game;
    State state;
    ulong rng;
    float nextAction;

    void Start()
    {
        if (!Bgb.IsAbiCompatible)
        {
            Debug.LogError("libbgb " + Bgb.Version + " does not offer ABI " + Bgb.AbiMajor + "." + Bgb.AbiMinor);
            enabled = false;
            return;
        }
        try
        {
            game = Game.Create("the-crew", "{\"players\":" + players + ",\"mission\":" + mission + "}");
            state = game.InitialState();
            rng = Rng.Seed((ulong)seed);
        }
        catch (BgbException e)  // e.g. players = 7: "bgb_game_new: the-crew options: players must be 2..5, got 7"
        {
            Debug.LogError(e.Message);
            enabled = false;
        }
    }

    void Update()
    {
        if (Time.time < nextAction) return;
        nextAction = Time.time + secondsPerAction;
        while (state.CurrentPlayer == Bgb.Chance) Advance(state.SampleChance(ref rng));
        if (state.IsTerminal)
        {
            Debug.Log(state.Returns()[0] > 0 ? "mission accomplished" : "mission failed");
            enabled = false;  // no more Update calls
            return;
        }
        // A bot picks uniformly; a real game would ask the player whose seat this is, offering
        // state.LegalActions() as state.ActionText(a) and applying the choice.
        int[] legal = state.LegalActions();
        int action = legal[Rng.Below(ref rng, (ulong)legal.Length)];
        Debug.Log("seat " + state.CurrentPlayer + ": " + state.ActionText(action));
        Advance(action);
    }

    // States are immutable: Apply returns the next one, and the old one is disposed at once
    // rather than left to the garbage collector.
    void Advance(int action)
    {
        State next = state.Apply(action);
        state.Dispose();
        state = next;
    }

    void OnDestroy()
    {
        if (state != null) state.Dispose();
        if (game != null) game.Dispose();
    }
}
