// BoardGamesBot.cs -- the C# binding of libbgb (capi/include/bgb/bgb.h, ABI 1.7) for Unity,
// .NET and Mono. One file on purpose: a Unity user drops it into Assets/Scripts/ and the native
// library into Assets/Plugins/<platform>/ (docs/unity.md), so it stays whole although it is
// longer than the project's 600-line guideline; splitting it would break that drop-in.
//
// What it promises:
// - Every function of bgb.h is declared in Native, with CallingConvention.Cdecl and only
//   blittable types: int32_t is int, uint32_t uint, uint64_t ulong, double double, handles
//   IntPtr, strings UTF-8 byte[] (in) or IntPtr / byte[] buffers (out), never bool or string.
//   No SafeHandle, delegate or string is marshalled, so Mono, .NET and IL2CPP (also with
//   managed code stripping) see the same plain calls. The library is "bgb" (libbgb.so,
//   libbgb.dylib, bgb.dll), or "__Internal" on iOS and WebGL, where it is linked statically.
// - Game, State and Campaign own one native handle each, in a SafeHandle: Dispose frees it at
//   once, the finalizer otherwise, in any order (a native state keeps its game alive, so a
//   Game may be released before its States). Disposing twice is harmless; using a disposed
//   object throws ObjectDisposedException. All three are immutable and may be shared between
//   threads; do not Dispose one while another thread still uses it. The one exception:
//   State.ApplyInto and State.CopyInto (ABI 1.4) overwrite the State they are given, for
//   playout loops that allocate nothing; no other thread may use that State meanwhile.
//   Batch (ABI 1.5) is mutable like Bot: Step and Reset need it to themselves.
// - Every failed call throws BgbException with the status and the bgb_last_error() text, read
//   on the calling thread right after the failure. The buffer size protocol
//   (BGB_E_BUFFER_TOO_SMALL, resize, retry) is handled here and never reaches the caller.
// - C# 7.2 at most (mcs, old and new Unity compilers), no unsafe code.
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using System.Text;

namespace BoardGamesBot
{
    /// <summary>The status codes of bgb.h (BGB_OK, BGB_E_*). A newer library may return values
    /// not listed here; every negative value is an error.</summary>
    public enum BgbStatus
    {
        /// <summary>BGB_OK: success.</summary>
        Ok = 0,
        /// <summary>BGB_E_INVALID_ARGUMENT: a bad option, viewer, seat, mission, JSON content...</summary>
        InvalidArgument = -1,
        /// <summary>BGB_E_ILLEGAL_ACTION: the action is not legal in this state.</summary>
        IllegalAction = -2,
        /// <summary>BGB_E_BUFFER_TOO_SMALL: never seen by users of this binding.</summary>
        BufferTooSmall = -3,
        /// <summary>BGB_E_PARSE: text that is not JSON, or an action text that cannot be read.</summary>
        Parse = -4,
        /// <summary>BGB_E_UNKNOWN_GAME: no game by that name.</summary>
        UnknownGame = -5,
        /// <summary>BGB_E_OUT_OF_MEMORY: an allocation failed in the library.</summary>
        OutOfMemory = -6,
        /// <summary>BGB_E_UNSUPPORTED: valid, but the game does not offer it.</summary>
        Unsupported = -7,
        /// <summary>BGB_E_INTERNAL: a bug in the library; please report the message.</summary>
        Internal = -100,
    }

    /// <summary>A failed libbgb call. The message is the library's own (bgb_last_error()), e.g.
    /// "bgb_state_apply: action 26 (play g9) is not legal: seat 2 must follow pink"; messages about
    /// an action are meant for the seat to act and may name its cards.</summary>
    public sealed class BgbException : Exception
    {
        /// <summary>Creates the exception for a status and the library's message.</summary>
        public BgbException(BgbStatus status, string message) : base(message) { Status = status; }

        /// <summary>The status the call returned (never Ok).</summary>
        public BgbStatus Status { get; private set; }

        /// <summary>The library's short name of the status ("illegal_action"; "unknown" for a
        /// code this library does not know).</summary>
        public string StatusName { get { return Bgb.StatusName(Status); } }
    }

    /// <summary>Constants and library-wide calls.</summary>
    public static class Bgb
    {
        /// <summary>CurrentPlayer at a chance node (BGB_CHANCE).</summary>
        public const int Chance = -1;
        /// <summary>CurrentPlayer once the game is over (BGB_TERMINAL).</summary>
        public const int Terminal = -2;
        /// <summary>Viewer for ToJson/Render: everything, the snapshot FromJson reads (BGB_VIEW_ALL).</summary>
        public const int ViewAll = -1;
        /// <summary>Viewer for ToJson/Render: a spectator, only what is public (BGB_VIEW_PUBLIC).</summary>
        public const int ViewPublic = -2;
        /// <summary>Campaign.NextMission once all 50 missions succeeded (BGB_CAMPAIGN_COMPLETE).</summary>
        public const int CampaignComplete = 0;
        /// <summary>The ABI major version this file was written for (BGB_ABI_VERSION_MAJOR).</summary>
        public const int AbiMajor = 1;
        /// <summary>The ABI minor version this file needs at least (BGB_ABI_VERSION_MINOR).</summary>
        public const int AbiMinor = 7;

        /// <summary>The loaded library's ABI version, (major &lt;&lt; 16) | minor.</summary>
        public static uint AbiVersion { get { return Native.bgb_abi_version(); } }

        /// <summary>True if the loaded library offers everything this file declares: the same
        /// major version and at least its minor version.</summary>
        public static bool IsAbiCompatible
        {
            get { uint v = AbiVersion; return (v >> 16) == AbiMajor && (v & 0xFFFF) >= AbiMinor; }
        }

        /// <summary>The library's release version, e.g. "1.3.0" (MAJOR.MINOR is the ABI version).</summary>
        public static string Version { get { return Native.FromUtf8(Native.bgb_version_string()); } }

        /// <summary>The library's short name of a status: "ok", "illegal_action"...,
        /// "unknown" for other values.</summary>
        public static string StatusName(BgbStatus status) { return Native.FromUtf8(Native.bgb_status_string((int)status)); }

        /// <summary>Replays a log (docs/json.md, "Replay log": action texts from the initial state,
        /// or a "seed" and the decisions only) and returns its final state.</summary>
        /// <exception cref="BgbException">Parse, InvalidArgument, UnknownGame, IllegalAction (the
        /// message names the step)...</exception>
        public static State Replay(string logJson)
        {
            StateHandle h = new StateHandle();
            IntPtr p;
            int status = Native.bgb_replay(Native.Utf8z(logJson), out p);
            h.Take(p);
            Native.Check(status);
            return State.Adopt(h);
        }
    }

    /// <summary>The library's pinned SplitMix64 generator. Its whole state is one ulong that the
    /// caller owns: copy it to fork the stream, pass it by ref to advance it. The same seed draws
    /// the same numbers in C, C++, Python and C#, on every platform.</summary>
    public static class Rng
    {
        /// <summary>The generator state that C++ bgb::Rng(seed) starts from.</summary>
        public static ulong Seed(ulong seed)
        {
            ulong state;
            Native.bgb_rng_seed(seed, out state);
            return state;
        }

        /// <summary>A uniform integer in [0, bound), advancing <paramref name="rng"/> exactly like
        /// C++ bgb::Rng::below. legal[Below(ref rng, legal.Length)] is bgb::random_action.</summary>
        /// <exception cref="BgbException">InvalidArgument if bound is 0 (rng is then unchanged).</exception>
        public static ulong Below(ref ulong rng, ulong bound)
        {
            ulong value;
            Native.Check(Native.bgb_rng_below(ref rng, bound, out value));
            return value;
        }
    }

    /// <summary>What State.Playouts adds up (bgb_playout_stats of bgb.h, field for field). A seat
    /// wins a game when its return is positive; seats past NumPlayers stay 0. ABI 1.4.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct PlayoutStats
    {
        /// <summary>The seats the arrays have room for (the most any game has).</summary>
        public const int MaxSeats = 8;
        /// <summary>Length buckets: bucket b counts games of 8*b .. 8*b+7 actions, the last 504 or more.</summary>
        public const int LengthBuckets = 64;
        /// <summary>Games played.</summary>
        public long Games;
        /// <summary>Every action applied, chance outcomes included.</summary>
        public long Actions;
        /// <summary>The actions a seat chose (Actions - Decisions were chance outcomes).</summary>
        public long Decisions;
        /// <summary>Games every seat won (a co-operative game's successes).</summary>
        public long AllWon;
        /// <summary>Games whose seats' returns differ.</summary>
        public long Split;
        /// <summary>The game's seats: Wins and ReturnSums are used up to here.</summary>
        public int NumPlayers;
        int reserved;
        /// <summary>Per seat: games it won.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = MaxSeats)] public long[] Wins;
        /// <summary>Per seat: its returns summed.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = MaxSeats)] public double[] ReturnSums;
        /// <summary>Games by length in actions (see LengthBuckets).</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = LengthBuckets)] public long[] Lengths;
    }

    /// <summary>One outcome of a chance node and its probability.</summary>
    public struct ChanceOutcome
    {
        /// <summary>The outcome's action id, to pass to State.Apply.</summary>
        public int Action;
        /// <summary>Its probability; the outcomes of a node add up to 1.</summary>
        public double Probability;
    }

    /// <summary>One mission's row of a campaign log.</summary>
    public struct CampaignMission
    {
        /// <summary>Attempts as the logbook counts them (the distress signal adds 1, once per mission).</summary>
        public int Attempts;
        /// <summary>How many attempts used the distress signal.</summary>
        public int DistressAttempts;
        /// <summary>The mission has been accomplished; the row is then frozen (replays add nothing).</summary>
        public bool Success;
    }

    /// <summary>An immutable game with fixed options. States made from it stay valid after it is
    /// disposed.</summary>
    public sealed class Game : IDisposable
    {
        readonly GameHandle handle;
        readonly int numPlayers;
        readonly int maxLegalActions;

        Game(GameHandle h)
        {
            handle = h;
            using (Pin p = new Pin(h))
            {
                Native.Check(Native.bgb_game_num_players(p.Ptr, out numPlayers));
                Native.Check(Native.bgb_game_max_legal_actions(p.Ptr, out maxLegalActions));
            }
        }

        /// <summary>Creates the game <paramref name="name"/> (see List()) with options given as a
        /// JSON object (null, "" or "{}" for the defaults; docs/json.md), e.g.
        /// Game.Create("the-crew", "{\"players\":4,\"mission\":3}").</summary>
        /// <exception cref="BgbException">UnknownGame, Parse (options are not JSON),
        /// InvalidArgument (a bad option, e.g. "players must be 2..5, got 7"), Unsupported.</exception>
        public static Game Create(string name, string optionsJson)
        {
            GameHandle h = new GameHandle();
            IntPtr p;
            int status = Native.bgb_game_new(Native.Utf8z(name), Native.Utf8z(optionsJson), out p);
            h.Take(p);
            Native.Check(status);
            return Adopt(h);
        }

        /// <summary>The names of the registered games, e.g. { "the-crew" }.</summary>
        public static string[] List() { return Json.ParseStringArray(Native.ReadString(Native.Text.GamesList, null, 0)); }

        internal static Game Adopt(GameHandle h)
        {
            try { return new Game(h); }
            catch { h.Dispose(); throw; }
        }

        /// <summary>The registry name, e.g. "the-crew".</summary>
        public string Name { get { return Native.ReadString(Native.Text.GameName, handle, 0); } }

        /// <summary>The options as normalized JSON, every option spelled out; Create(Name,
        /// OptionsJson) makes an equal game.</summary>
        public string OptionsJson { get { return Native.ReadString(Native.Text.GameOptions, handle, 0); } }

        /// <summary>The number of players (seats that receive returns).</summary>
        public int NumPlayers { get { return numPlayers; } }

        /// <summary>Every action id, chance outcomes included, is in [0, NumDistinctActions).</summary>
        public int NumDistinctActions
        {
            get { int n; using (Pin p = new Pin(handle)) Native.Check(Native.bgb_game_num_distinct_actions(p.Ptr, out n)); return n; }
        }

        /// <summary>The most legal actions or chance outcomes any state of this game has.</summary>
        public int MaxLegalActions { get { return maxLegalActions; } }

        /// <summary>The shape of the game's observation tensor (State.ObservationTensor): one
        /// dimension today, its length in floats (docs/tensors.md). ABI 1.5.</summary>
        /// <exception cref="BgbException">Unsupported: the game has no tensor encoder yet.</exception>
        public int[] ObservationShape()
        {
            int n;
            using (Pin p = new Pin(handle))
            {
                Native.Check(Native.bgb_game_observation_shape(p.Ptr, null, 0, out n));
                int[] dims = new int[n];
                Native.Check(Native.bgb_game_observation_shape(p.Ptr, dims, n, out n));
                return dims;
            }
        }

        /// <summary>The initial state (usually a chance node: the deal). It outlives this Game.</summary>
        public State InitialState()
        {
            StateHandle h = new StateHandle();
            IntPtr s;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_state_new(p.Ptr, out s);
                h.Take(s);
                Native.Check(status);
            }
            return new State(h, numPlayers, maxLegalActions);
        }

        internal GameHandle Handle { get { return handle; } }

        /// <summary>Frees the native handle now (States made from it stay valid). Idempotent.</summary>
        public void Dispose() { handle.Dispose(); }
    }

    /// <summary>An immutable state of a game: Apply returns a new State and leaves this one as it
    /// was. Dispose the states you no longer need (a game makes one per action); forgotten ones
    /// are freed by the finalizer.</summary>
    public sealed class State : IDisposable
    {
        readonly StateHandle handle;
        readonly int numPlayers;       // cached from the game: a State does not need its Game object
        readonly int maxLegalActions;

        internal State(StateHandle h, int players, int maxLegal)
        {
            handle = h;
            numPlayers = players;
            maxLegalActions = maxLegal;
        }

        // A State for a handle whose game the caller does not have at hand.
        internal static State Adopt(StateHandle h)
        {
            try { using (Game g = GameOf(h)) return new State(h, g.NumPlayers, g.MaxLegalActions); }
            catch { h.Dispose(); throw; }
        }

        static Game GameOf(StateHandle s)
        {
            GameHandle h = new GameHandle();
            IntPtr g;
            using (Pin p = new Pin(s))
            {
                int status = Native.bgb_state_game(p.Ptr, out g);
                h.Take(g);
                Native.Check(status);
            }
            return Game.Adopt(h);
        }

        // A new State of the same game from a call that writes a state handle.
        State Derived(StateHandle h) { return new State(h, numPlayers, maxLegalActions); }

        /// <summary>Reads a snapshot written by ToJson(Bgb.ViewAll) for a game with the same
        /// options; the result equals the state written (same Hash).</summary>
        /// <exception cref="BgbException">Parse (not JSON), InvalidArgument (an observation, a
        /// missing or unknown key, a snapshot inconsistent with the rules or the options).</exception>
        public static State FromJson(Game game, string json)
        {
            if (game == null) throw new ArgumentNullException("game");
            StateHandle h = new StateHandle();
            IntPtr s;
            using (Pin p = new Pin(game.Handle))
            {
                int status = Native.bgb_state_from_json(p.Ptr, Native.Utf8z(json), out s);
                h.Take(s);
                Native.Check(status);
            }
            return new State(h, game.NumPlayers, game.MaxLegalActions);
        }

        /// <summary>A new Game object for the game this state belongs to; dispose it.</summary>
        public Game GetGame() { return GameOf(handle); }

        /// <summary>The seat to act (0..players-1), Bgb.Chance or Bgb.Terminal. The Crew with 2
        /// players: when JARVIS acts, the commander's seat.</summary>
        public int CurrentPlayer { get { int v; using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_current_player(p.Ptr, out v)); return v; } }

        /// <summary>True once the game is over.</summary>
        public bool IsTerminal { get { int v; using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_is_terminal(p.Ptr, out v)); return v != 0; } }

        /// <summary>The 64-bit hash of the whole state: equal states have equal hashes on every
        /// platform and in every binding.</summary>
        public ulong Hash { get { ulong v; using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_hash(p.Ptr, out v)); return v; } }

        /// <summary>The number of players of the game (the length of Returns()).</summary>
        public int NumPlayers { get { return numPlayers; } }

        /// <summary>The legal actions of the seat to act, ascending; empty at chance and terminal
        /// states. One native call.</summary>
        public int[] LegalActions()
        {
            int[] buf = Scratch.Ints(maxLegalActions);
            int n;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_state_legal_actions(p.Ptr, buf, buf.Length, out n);
                if (status == (int)BgbStatus.BufferTooSmall)  // cannot happen with maxLegalActions; kept for safety
                {
                    buf = new int[n];
                    status = Native.bgb_state_legal_actions(p.Ptr, buf, buf.Length, out n);
                }
                Native.Check(status);
            }
            int[] actions = new int[n];
            Array.Copy(buf, actions, n);
            return actions;
        }

        /// <summary>Writes the legal actions of the seat to act, ascending, into
        /// <paramref name="buffer"/> and returns how many there are (0 at chance and terminal
        /// states): LegalActions() without allocating, for playout loops. A buffer of
        /// Game.MaxLegalActions elements always fits.</summary>
        /// <exception cref="BgbException">BufferTooSmall (nothing written) if they do not fit.</exception>
        public int LegalActions(int[] buffer)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            int n;
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_legal_actions(p.Ptr, buffer, buffer.Length, out n));
            return n;
        }

        /// <summary>At a chance node its outcomes with their probabilities; elsewhere empty.</summary>
        public ChanceOutcome[] ChanceOutcomes()
        {
            int[] actions = new int[maxLegalActions];
            double[] probs = new double[maxLegalActions];
            int n;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_state_chance_outcomes(p.Ptr, actions, probs, actions.Length, out n);
                if (status == (int)BgbStatus.BufferTooSmall)
                {
                    actions = new int[n];
                    probs = new double[n];
                    status = Native.bgb_state_chance_outcomes(p.Ptr, actions, probs, n, out n);
                }
                Native.Check(status);
            }
            ChanceOutcome[] outcomes = new ChanceOutcome[n];
            for (int i = 0; i < n; ++i) { outcomes[i].Action = actions[i]; outcomes[i].Probability = probs[i]; }
            return outcomes;
        }

        /// <summary>At a chance node, draws an outcome in proportion to the weights, advancing
        /// <paramref name="rng"/> (see Rng) exactly like C++ bgb::sample_chance.</summary>
        /// <exception cref="BgbException">InvalidArgument if this is not a chance node (rng unchanged).</exception>
        public int SampleChance(ref ulong rng)
        {
            int action;
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_sample_chance(p.Ptr, ref rng, out action));
            return action;
        }

        /// <summary>The action a uniformly random playout takes here, drawn with
        /// <paramref name="rng"/> (see Rng): at a chance node what SampleChance draws, at a seat's
        /// turn LegalActions()[Rng.Below(ref rng, n)], with the same use of rng but without
        /// building the list or allocating (ABI 1.7).</summary>
        /// <exception cref="BgbException">InvalidArgument at a terminal state (rng unchanged).</exception>
        public int RandomAction(ref ulong rng)
        {
            int action;
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_random_action(p.Ptr, ref rng, out action));
            return action;
        }

        /// <summary>Information-set resampling: a new state that <paramref name="seat"/> cannot
        /// tell apart from this one (ToJson(seat) is the same text) with everything hidden from it
        /// redrawn, advancing <paramref name="rng"/>. For bots that search without peeking.</summary>
        /// <exception cref="BgbException">InvalidArgument (seat not 0..players-1; JARVIS),
        /// Unsupported (a game without hidden information); rng is then unchanged.</exception>
        public State Resample(int seat, ref ulong rng)
        {
            StateHandle h = new StateHandle();
            IntPtr s;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_state_resample(p.Ptr, seat, ref rng, out s);
                h.Take(s);
                Native.Check(status);
            }
            return Derived(h);
        }

        /// <summary>Applies a legal action id (a decision, or a chance outcome) and returns the new state.</summary>
        /// <exception cref="BgbException">IllegalAction, with the reason (ids out of range too).</exception>
        public State Apply(int action)
        {
            StateHandle h = new StateHandle();
            IntPtr s;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_state_apply(p.Ptr, action, out s);
                h.Take(s);
                Native.Check(status);
            }
            return Derived(h);
        }

        /// <summary>Applies a legal action like Apply(action), but writes the result into
        /// <paramref name="dst"/>, a State of the same game (the same name and options), instead
        /// of a new State: dst then has the hash Apply(action) would give. dst may be this State
        /// (the action is applied to it). Clones of dst are never changed. Allocates nothing when
        /// dst owns its native state (not cloned since), so a playout loop costs no garbage:
        /// <c>s.ApplyInto(a, s)</c>. ABI 1.4.</summary>
        /// <exception cref="BgbException">IllegalAction (as Apply), InvalidArgument (dst of
        /// another game); dst is then unchanged.</exception>
        public void ApplyInto(int action, State dst)
        {
            if (dst == null) throw new ArgumentNullException("dst");
            using (Pin p = new Pin(handle))
            using (Pin d = new Pin(dst.handle))
                Native.Check(Native.bgb_state_apply_into(p.Ptr, action, d.Ptr));
        }

        /// <summary>Overwrites <paramref name="dst"/>, a State of the same game, with this state
        /// (the same hash), e.g. to restart playouts from one root without a new State each time.
        /// Clones of dst are never changed. ABI 1.4.</summary>
        /// <exception cref="BgbException">InvalidArgument (dst of another game; dst unchanged).</exception>
        public void CopyInto(State dst)
        {
            if (dst == null) throw new ArgumentNullException("dst");
            using (Pin p = new Pin(handle))
            using (Pin d = new Pin(dst.handle))
                Native.Check(Native.bgb_state_copy_into(p.Ptr, d.Ptr));
        }

        /// <summary>The observation tensor of <paramref name="viewer"/> (a seat, or Bgb.ViewPublic):
        /// everything that seat may know as floats, laid out in docs/tensors.md. ABI 1.5.</summary>
        /// <exception cref="BgbException">InvalidArgument (a viewer that is not a seat nor
        /// ViewPublic), Unsupported (the game has no tensor encoder yet).</exception>
        public float[] ObservationTensor(int viewer)
        {
            int n;
            using (Pin p = new Pin(handle))
            {
                Native.Check(Native.bgb_state_observation_tensor(p.Ptr, viewer, null, 0, out n));
                float[] t = new float[n];
                Native.Check(Native.bgb_state_observation_tensor(p.Ptr, viewer, t, n, out n));
                return t;
            }
        }

        /// <summary>ObservationTensor(viewer) written into <paramref name="buffer"/> without
        /// allocating; returns the tensor's length. ABI 1.5.</summary>
        /// <exception cref="BgbException">BufferTooSmall (nothing written), and as ObservationTensor.</exception>
        public int ObservationTensor(int viewer, float[] buffer)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            int n;
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_observation_tensor(p.Ptr, viewer, buffer, buffer.Length, out n));
            return n;
        }

        /// <summary>The legal-action mask: Game.NumDistinctActions bytes, 1 for each legal decision
        /// of the seat to act (the ids of LegalActions()), all 0 at chance and terminal states.
        /// ABI 1.5.</summary>
        public byte[] LegalMask()
        {
            int n;
            using (Pin p = new Pin(handle))
            {
                Native.Check(Native.bgb_state_legal_mask(p.Ptr, null, 0, out n));
                byte[] mask = new byte[n];
                Native.Check(Native.bgb_state_legal_mask(p.Ptr, mask, n, out n));
                return mask;
            }
        }

        /// <summary>LegalMask() written into <paramref name="buffer"/> without allocating;
        /// returns its length. ABI 1.5.</summary>
        /// <exception cref="BgbException">BufferTooSmall (nothing written).</exception>
        public int LegalMask(byte[] buffer)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            int n;
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_legal_mask(p.Ptr, buffer, buffer.Length, out n));
            return n;
        }

        /// <summary>Plays <paramref name="games"/> uniformly random games from this state inside the
        /// library (no call back per action) on <paramref name="threads"/> threads and returns their
        /// totals. Draws one number from <paramref name="rngState"/> (see Rng): the same rngState
        /// gives the same totals with any thread count, on every platform. This state is unchanged.
        /// ABI 1.4.</summary>
        /// <exception cref="BgbException">InvalidArgument (games &lt; 0, threads &lt; 1;
        /// rngState is then unchanged).</exception>
        public PlayoutStats Playouts(int games, ref ulong rngState, int threads = 1)
        {
            PlayoutStats stats = new PlayoutStats();
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_playouts(p.Ptr, games, ref rngState, threads, ref stats));
            return stats;
        }

        /// <summary>Applies an action given in the game's notation, e.g. "play g5" (case and extra
        /// spaces do not matter), and returns the new state.</summary>
        /// <exception cref="BgbException">Parse (not an action of this game), IllegalAction.</exception>
        public State Apply(string actionText)
        {
            StateHandle h = new StateHandle();
            IntPtr s;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_state_apply_text(p.Ptr, Native.Utf8z(actionText), out s);
                h.Take(s);
                Native.Check(status);
            }
            return Derived(h);
        }

        /// <summary>The id of an action text in this state, without applying it (it may still be illegal).</summary>
        /// <exception cref="BgbException">Parse, IllegalAction (readable but false here).</exception>
        public int ParseAction(string actionText)
        {
            int action;
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_state_parse_action(p.Ptr, Native.Utf8z(actionText), out action));
            return action;
        }

        /// <summary>The text of any action id in [0, NumDistinctActions), legal or not, e.g. "play g5".</summary>
        /// <exception cref="BgbException">InvalidArgument for an id out of range.</exception>
        public string ActionText(int action) { return Native.ReadString(Native.Text.ActionText, handle, action); }

        /// <summary>The text of an action id taken from this state as <paramref name="viewer"/> (a
        /// seat, Bgb.ViewPublic or Bgb.ViewAll) may read it, for a seat's transcript: a card or item
        /// the viewer may not know reads "?" ("deal ?", "give ?", "draw ?", "item ?"); ViewAll
        /// reads ActionText's text (ABI 1.6).</summary>
        /// <exception cref="BgbException">InvalidArgument for an id out of range or a bad viewer.</exception>
        public string ActionTextFor(int action, int viewer) { return Native.ReadString(Native.Text.ActionTextFor, handle, action, viewer); }

        /// <summary>One return per player: final at a terminal state (The Crew: 1 each on
        /// success, 0 on failure), the score so far before.</summary>
        public double[] Returns()
        {
            double[] buf = new double[numPlayers];
            int n;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_state_returns(p.Ptr, buf, buf.Length, out n);
                if (status == (int)BgbStatus.BufferTooSmall)
                {
                    buf = new double[n];
                    status = Native.bgb_state_returns(p.Ptr, buf, n, out n);
                }
                Native.Check(status);
            }
            if (n == buf.Length) return buf;
            double[] returns = new double[n];
            Array.Copy(buf, returns, n);
            return returns;
        }

        /// <summary>The state as JSON for a viewer: a seat, Bgb.ViewPublic (an observation, with
        /// nothing that viewer may not see) or Bgb.ViewAll (the snapshot FromJson reads).</summary>
        /// <exception cref="BgbException">InvalidArgument for another viewer.</exception>
        public string ToJson(int viewer) { return Native.ReadString(Native.Text.StateJson, handle, viewer); }

        /// <summary>A short human-readable picture for a viewer (as ToJson); the format may change.</summary>
        public string Render(int viewer) { return Native.ReadString(Native.Text.Render, handle, viewer); }

        /// <summary>A second, independently disposed State for the same immutable state.</summary>
        public State Clone()
        {
            StateHandle h = new StateHandle();
            IntPtr s;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_state_clone(p.Ptr, out s);
                h.Take(s);
                Native.Check(status);
            }
            return Derived(h);
        }

        internal StateHandle Handle { get { return handle; } }

        /// <summary>Frees the native handle now. Idempotent.</summary>
        public void Dispose() { handle.Dispose(); }
    }

    /// <summary>n games of one game stepped together for learning loops (bgb.h, "Batched
    /// environments"; ABI 1.5). Game i draws its chance outcomes from its own generator seeded
    /// playout_seed(seed, i); every game always waits for a decision of its seat to act, and a
    /// finished game starts again at once. Mutable: Step and Reset need the batch to themselves.</summary>
    public sealed class Batch : IDisposable
    {
        readonly BatchHandle handle;
        readonly int size;

        Batch(BatchHandle h, int n) { handle = h; size = n; }

        /// <summary>A batch of <paramref name="n"/> games (1..1048576) of <paramref name="game"/>,
        /// each played to its first decision.</summary>
        /// <exception cref="BgbException">InvalidArgument (n out of range).</exception>
        public static Batch Create(Game game, int n, ulong seed)
        {
            if (game == null) throw new ArgumentNullException("game");
            BatchHandle h = new BatchHandle();
            IntPtr b;
            using (Pin g = new Pin(game.Handle))
            {
                int status = Native.bgb_batch_new(g.Ptr, n, seed, out b);
                h.Take(b);
                Native.Check(status);
            }
            return new Batch(h, n);
        }

        /// <summary>The number of games.</summary>
        public int Size { get { int n; using (Pin p = new Pin(handle)) Native.Check(Native.bgb_batch_size(p.Ptr, out n)); return n; } }

        /// <summary>Every game from the start again, game i re-seeded playout_seed(seed, i): the
        /// batch Create(game, Size, seed) would make.</summary>
        public void Reset(ulong seed)
        {
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_batch_reset(p.Ptr, seed));
        }

        /// <summary>Applies actions[i] for game i's seat to act, plays the chance that follows and
        /// restarts finished games: dones[i] = 1 and rewards[i * players + p] = the finished game's
        /// returns (else 0). rewards and dones may be null. All actions are checked first.</summary>
        /// <exception cref="BgbException">IllegalAction (naming the game, the action and why; no
        /// game changed), InvalidArgument (actions.Length is not Size).</exception>
        public void Step(int[] actions, float[] rewards, byte[] dones)
        {
            if (actions == null) throw new ArgumentNullException("actions");
            if (actions.Length != size) throw new ArgumentException("one action per game: " + size + " expected");
            if (dones != null && dones.Length < size) throw new ArgumentException("dones needs one byte per game");
            if (rewards != null && rewards.Length % size != 0) throw new ArgumentException("rewards needs Size * players floats");
            using (Pin p = new Pin(handle)) Native.Check(Native.bgb_batch_step(p.Ptr, actions, size, rewards, dones));
        }

        /// <summary>Fills, for every game i, the tensor row obs[i*L..] of its seat to act (L = the
        /// tensor length), the mask row masks[i*A..] (A = Game.NumDistinctActions) and players[i];
        /// any of the three may be null.</summary>
        /// <exception cref="BgbException">BufferTooSmall (nothing written), Unsupported (obs for a
        /// game without a tensor encoder).</exception>
        public void Observe(float[] obs, byte[] masks, int[] players)
        {
            if (players != null && players.Length < size) throw new ArgumentException("players needs one int per game");
            using (Pin p = new Pin(handle))
                Native.Check(Native.bgb_batch_observe(p.Ptr, obs, obs == null ? 0 : obs.Length, masks, masks == null ? 0 : masks.Length, players));
        }

        /// <summary>A copy of game i's current state (later steps do not change it).</summary>
        public State GetState(int i)
        {
            StateHandle h = new StateHandle();
            IntPtr s;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_batch_state(p.Ptr, i, out s);
                h.Take(s);
                Native.Check(status);
            }
            return State.Adopt(h);
        }

        /// <summary>Frees the native batch now. Idempotent.</summary>
        public void Dispose() { handle.Dispose(); }
    }

    /// <summary>The Crew's campaign log: per mission the attempts, the distress attempts and
    /// whether it succeeded. Immutable: Record returns a new Campaign.</summary>
    public sealed class Campaign : IDisposable
    {
        readonly CampaignHandle handle;

        Campaign(CampaignHandle h) { handle = h; }

        // Wraps the handle a bgb_campaign_* call wrote, or throws for its status.
        static Campaign Made(int status, CampaignHandle h)
        {
            Native.Check(status);
            return new Campaign(h);
        }

        /// <summary>An empty log: no attempts, NextMission 1.</summary>
        public static Campaign Create()
        {
            CampaignHandle h = new CampaignHandle();
            IntPtr c;
            int status = Native.bgb_campaign_new(out c);
            h.Take(c);
            return Made(status, h);
        }

        /// <summary>Reads a log written by ToJson (or by hand, docs/json.md "Campaign log").</summary>
        /// <exception cref="BgbException">Parse (not JSON), InvalidArgument (the message names the field).</exception>
        public static Campaign FromJson(string json)
        {
            CampaignHandle h = new CampaignHandle();
            IntPtr c;
            int status = Native.bgb_campaign_from_json(Native.Utf8z(json), out c);
            h.Take(c);
            return Made(status, h);
        }

        /// <summary>A new log with the attempt that ended in <paramref name="finished"/>, a
        /// terminal state of The Crew, added (two attempts at the mission's first use of the distress
        /// signal; nothing if the mission is already accomplished).</summary>
        /// <exception cref="BgbException">InvalidArgument (not finished, not The Crew, 65535 attempts).</exception>
        public Campaign Record(State finished)
        {
            if (finished == null) throw new ArgumentNullException("finished");
            CampaignHandle h = new CampaignHandle();
            IntPtr c;
            using (Pin p = new Pin(handle))
            using (Pin s = new Pin(finished.Handle))
            {
                int status = Native.bgb_campaign_record(p.Ptr, s.Ptr, out c);
                h.Take(c);
                return Made(status, h);
            }
        }

        /// <summary>A new log with an attempt played with the physical cards added: mission 1..50
        /// (nothing if the mission is already accomplished).</summary>
        /// <exception cref="BgbException">InvalidArgument (mission outside 1..50, 65535 attempts).</exception>
        public Campaign RecordResult(int mission, bool success, bool distressUsed)
        {
            CampaignHandle h = new CampaignHandle();
            IntPtr c;
            using (Pin p = new Pin(handle))
            {
                int status = Native.bgb_campaign_record_result(p.Ptr, mission, success ? 1 : 0, distressUsed ? 1 : 0, out c);
                h.Take(c);
                return Made(status, h);
            }
        }

        /// <summary>The lowest-numbered mission without a success, or Bgb.CampaignComplete (0).</summary>
        public int NextMission { get { int v; using (Pin p = new Pin(handle)) Native.Check(Native.bgb_campaign_next_mission(p.Ptr, out v)); return v; } }

        /// <summary>One mission's row (all zero if never attempted).</summary>
        /// <exception cref="BgbException">InvalidArgument for a mission outside 1..50.</exception>
        public CampaignMission Mission(int mission)
        {
            int attempts, distress, success;
            using (Pin p = new Pin(handle))
                Native.Check(Native.bgb_campaign_mission(p.Ptr, mission, out attempts, out distress, out success));
            CampaignMission row;
            row.Attempts = attempts;
            row.DistressAttempts = distress;
            row.Success = success != 0;
            return row;
        }

        /// <summary>The log as JSON; FromJson reads it back to an equal log.</summary>
        public string ToJson() { return Native.ReadString(Native.Text.CampaignJson, handle, 0); }

        /// <summary>Frees the native handle now. Idempotent.</summary>
        public void Dispose() { handle.Dispose(); }
    }

    /// <summary>What a bot thinks of one legal action: playouts through it and the mean return
    /// of the seat to act (0..1).</summary>
    public struct BotMove
    {
        /// <summary>The action id.</summary>
        public int Action;
        /// <summary>Playouts that went through it (all threads).</summary>
        public int Visits;
        /// <summary>The mean return of the seat to act, 0..1 (0 when unvisited).</summary>
        public double Value;
    }

    /// <summary>A bot for one game: Bot.Create(game, "mcts", "{\"iterations\":2000}"). Kinds:
    /// "random", "mcts" (UCT where every seat sees everything, information-set MCTS where the
    /// game hides something), "uct", "ismcts". NOT thread-safe: use one bot per thread. With an
    /// iteration budget its choice depends only on the state, the rng and the options.</summary>
    public sealed class Bot : IDisposable
    {
        readonly BotHandle handle;

        Bot(BotHandle h) { handle = h; }

        /// <summary>Creates a bot (options: iterations, time_ms, threads, exploration, rollout,
        /// rollout_cutoff, max_nodes; null for the defaults; bgb.h "Bots").</summary>
        /// <exception cref="BgbException">InvalidArgument (unknown kind or key, bad value), Parse,
        /// Unsupported ("uct" for a game that hides information).</exception>
        public static Bot Create(Game game, string kind, string optionsJson)
        {
            if (game == null) throw new ArgumentNullException("game");
            BotHandle h = new BotHandle();
            IntPtr b;
            using (Pin g = new Pin(game.Handle))
            {
                int status = Native.bgb_bot_new(g.Ptr, Native.Utf8z(kind), Native.Utf8z(optionsJson), out b);
                h.Take(b);
                Native.Check(status);
            }
            return new Bot(h);
        }

        /// <summary>The bot's action for the seat to act in <paramref name="state"/>; draws from
        /// and advances <paramref name="rng"/>.</summary>
        /// <exception cref="BgbException">InvalidArgument (a chance or terminal state, another game).</exception>
        public int Choose(State state, ref ulong rng)
        {
            if (state == null) throw new ArgumentNullException("state");
            int action;
            using (Pin b = new Pin(handle))
            using (Pin s = new Pin(state.Handle))
                Native.Check(Native.bgb_bot_choose(b.Ptr, s.Ptr, ref rng, out action));
            return action;
        }

        /// <summary>Every legal action of the seat to act with its visits and value, in id order.</summary>
        public BotMove[] Analyse(State state, ref ulong rng)
        {
            if (state == null) throw new ArgumentNullException("state");
            using (Pin b = new Pin(handle))
            using (Pin s = new Pin(state.Handle))
            {
                int count;
                Native.Check(Native.bgb_bot_analyse(b.Ptr, s.Ptr, ref rng, null, null, null, 0, out count));
                int[] actions = new int[count], visits = new int[count];
                double[] values = new double[count];
                Native.Check(Native.bgb_bot_analyse(b.Ptr, s.Ptr, ref rng, actions, visits, values, count, out count));
                BotMove[] moves = new BotMove[count];
                for (int i = 0; i < count; ++i)
                {
                    moves[i].Action = actions[i];
                    moves[i].Visits = visits[i];
                    moves[i].Value = values[i];
                }
                return moves;
            }
        }

        /// <summary>Frees the native bot now. Idempotent.</summary>
        public void Dispose() { handle.Dispose(); }
    }

    /// <summary>The verdicts of CrewSolver.Solve (bgb.h: BGB_CREW_*).</summary>
    public enum CrewVerdict
    {
        /// <summary>A limit stopped the search.</summary>
        Unknown = 0,
        /// <summary>No line of play succeeds.</summary>
        NotWinnable = 1,
        /// <summary>Some line succeeds, whatever chance does.</summary>
        Winnable = 2,
        /// <summary>Mission 12 only: success with probability 0 &lt; P &lt; 1.</summary>
        Probability = 3,
        /// <summary>Mission 12 with the chance_samples option: P estimated from sampled draws.</summary>
        Estimate = 4,
    }

    /// <summary>What CrewSolver.Solve found.</summary>
    public struct CrewSolution
    {
        /// <summary>The verdict.</summary>
        public CrewVerdict Verdict;
        /// <summary>The success probability under perfect play: 1, 0, P, or -1 when unknown.</summary>
        public double Probability;
        /// <summary>A winning line of action ids from the state (empty unless it can be won).</summary>
        public int[] Line;
        /// <summary>Search nodes visited.</summary>
        public ulong Nodes;
    }

    /// <summary>What the solver's hint says of one legal action.</summary>
    public struct HintMove
    {
        /// <summary>The action id.</summary>
        public int Action;
        /// <summary>The mean success probability after it over the redrawn deals solved, 0..1.</summary>
        public double Share;
        /// <summary>The redrawn deals in which the solve finished.</summary>
        public int Solved;
    }

    /// <summary>The Crew's solver (ABI 1.3): Solve answers whether the mission can still be won
    /// with every hand known; Hint asks it from one seat's view, over redrawn deals. Options
    /// (JSON, null for the defaults): max_nodes, time_ms, table_bits, chance_samples, and for Hint samples
    /// (bgb.h "The Crew solver"). Thread-safe.</summary>
    public static class CrewSolver
    {
        /// <summary>The longest line Solve returns (BGB_CREW_MAX_LINE).</summary>
        public const int MaxLine = 256;

        /// <summary>Solves a the-crew state from the task picks on.</summary>
        /// <exception cref="BgbException">InvalidArgument (bad options), Parse, Unsupported (another
        /// game, or the deal), OutOfMemory.</exception>
        public static CrewSolution Solve(State state, string optionsJson)
        {
            if (state == null) throw new ArgumentNullException("state");
            int verdict, length;
            double probability;
            ulong nodes;
            int[] line = new int[MaxLine];
            using (Pin s = new Pin(state.Handle))
                Native.Check(Native.bgb_crew_solve(s.Ptr, Native.Utf8z(optionsJson), out verdict, out probability, line, MaxLine,
                                                   out length, out nodes));
            Array.Resize(ref line, length);
            return new CrewSolution { Verdict = (CrewVerdict)verdict, Probability = probability, Line = line, Nodes = nodes };
        }

        /// <summary>For every legal action of <paramref name="seat"/> (the seat to act), in id order:
        /// the share of redrawn deals still winnable after it. Draws from and advances
        /// <paramref name="rng"/>.</summary>
        /// <exception cref="BgbException">InvalidArgument (not the seat to act, a chance or terminal
        /// state, bad options), Unsupported (another game).</exception>
        public static HintMove[] Hint(State state, int seat, ref ulong rng, string optionsJson)
        {
            if (state == null) throw new ArgumentNullException("state");
            byte[] options = Native.Utf8z(optionsJson);
            using (Pin s = new Pin(state.Handle))
            {
                int count;
                Native.Check(Native.bgb_crew_hint(s.Ptr, seat, options, ref rng, null, null, null, 0, out count));
                int[] actions = new int[count], solved = new int[count];
                double[] shares = new double[count];
                Native.Check(Native.bgb_crew_hint(s.Ptr, seat, options, ref rng, actions, shares, solved, count, out count));
                HintMove[] moves = new HintMove[count];
                for (int i = 0; i < count; ++i)
                {
                    moves[i].Action = actions[i];
                    moves[i].Share = shares[i];
                    moves[i].Solved = solved[i];
                }
                return moves;
            }
        }
    }

    // ------------------------------------------------------------------------------------------
    // Internals: handles, the native declarations, UTF-8, buffers.
    // ------------------------------------------------------------------------------------------

    // A SafeHandle per handle type: ReleaseHandle runs once, from Dispose or the finalizer (a
    // critical finalizer, run even on unload). The native handles do not depend on each other
    // (a state holds its own reference to its game), so they may be released in any order.
    internal abstract class BgbHandle : SafeHandle
    {
        protected BgbHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        // Takes ownership of what a native call wrote; a NULL (failed call) stays invalid.
        internal void Take(IntPtr p) { if (p != IntPtr.Zero) SetHandle(p); }
    }

    internal sealed class GameHandle : BgbHandle
    {
        protected override bool ReleaseHandle() { Native.bgb_game_free(handle); return true; }
    }

    internal sealed class StateHandle : BgbHandle
    {
        protected override bool ReleaseHandle() { Native.bgb_state_free(handle); return true; }
    }

    internal sealed class CampaignHandle : BgbHandle
    {
        protected override bool ReleaseHandle() { Native.bgb_campaign_free(handle); return true; }
    }

    internal sealed class BotHandle : BgbHandle
    {
        protected override bool ReleaseHandle() { Native.bgb_bot_free(handle); return true; }
    }

    internal sealed class BatchHandle : BgbHandle
    {
        protected override bool ReleaseHandle() { Native.bgb_batch_free(handle); return true; }
    }

    // Keeps a SafeHandle from being released during a native call and gives its pointer:
    //   using (Pin p = new Pin(handle)) Native.bgb_x(p.Ptr, ...);
    // Throws ObjectDisposedException for a disposed handle. A null handle pins nothing.
    internal struct Pin : IDisposable
    {
        readonly SafeHandle h;
        readonly bool added;
        public readonly IntPtr Ptr;

        public Pin(SafeHandle handle)
        {
            h = handle;
            bool ok = false;
            Ptr = IntPtr.Zero;
            if (handle != null)
            {
                handle.DangerousAddRef(ref ok);
                Ptr = handle.DangerousGetHandle();
            }
            added = ok;
        }

        public void Dispose() { if (added) h.DangerousRelease(); }
    }

    internal static class Native
    {
#if (UNITY_IOS || UNITY_WEBGL) && !UNITY_EDITOR
        const string Lib = "__Internal";  // libbgb.a, linked into the player
#else
        const string Lib = "bgb";         // libbgb.so, libbgb.dylib, bgb.dll
#endif
        const CallingConvention Cdecl = CallingConvention.Cdecl;

        // Versions, statuses, errors, random numbers.
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern uint bgb_abi_version();
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern IntPtr bgb_version_string();
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern IntPtr bgb_status_string(int status);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern IntPtr bgb_last_error();
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void bgb_rng_seed(ulong seed, out ulong rngState);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_rng_below(ref ulong rngState, ulong bound, out ulong value);

        // Games.
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_games_list([Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_game_new(byte[] name, byte[] optionsJson, out IntPtr game);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void bgb_game_free(IntPtr game);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_game_name(IntPtr game, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_game_options_json(IntPtr game, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_game_num_players(IntPtr game, out int players);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_game_num_distinct_actions(IntPtr game, out int count);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_game_max_legal_actions(IntPtr game, out int count);

        // States.
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_new(IntPtr game, out IntPtr state);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void bgb_state_free(IntPtr state);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_clone(IntPtr s, out IntPtr clone);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_game(IntPtr s, out IntPtr game);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_current_player(IntPtr s, out int player);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_is_terminal(IntPtr s, out int terminal);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_legal_actions(IntPtr s, [Out] int[] buf, int cap, out int count);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_chance_outcomes(IntPtr s, [Out] int[] actions, [Out] double[] probs, int cap, out int count);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_sample_chance(IntPtr s, ref ulong rngState, out int action);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_random_action(IntPtr s, ref ulong rngState, out int action);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_resample(IntPtr s, int seat, ref ulong rngState, out IntPtr result);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_apply(IntPtr s, int action, out IntPtr next);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_apply_text(IntPtr s, byte[] actionText, out IntPtr next);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_apply_into(IntPtr s, int action, IntPtr dst);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_copy_into(IntPtr src, IntPtr dst);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_playouts(IntPtr start, int n, ref ulong rngState, int threads, ref PlayoutStats stats);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_parse_action(IntPtr s, byte[] text, out int action);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_action_text(IntPtr s, int action, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_action_text_for(IntPtr s, int action, int viewer, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_returns(IntPtr s, [Out] double[] buf, int cap, out int count);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_to_json(IntPtr s, int viewer, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_render(IntPtr s, int viewer, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_from_json(IntPtr game, byte[] json, out IntPtr state);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_hash(IntPtr s, out ulong hash);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_replay(byte[] logJson, out IntPtr state);

        // The campaign log (ABI 1.1).
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_campaign_new(out IntPtr campaign);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void bgb_campaign_free(IntPtr campaign);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_campaign_record(IntPtr campaign, IntPtr finished, out IntPtr result);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_campaign_record_result(IntPtr campaign, int mission, int success, int distressUsed, out IntPtr result);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_campaign_next_mission(IntPtr campaign, out int mission);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_campaign_mission(IntPtr campaign, int mission, out int attempts, out int distressAttempts, out int success);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_campaign_to_json(IntPtr campaign, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_campaign_from_json(byte[] json, out IntPtr campaign);

        // Bots (ABI 1.2).
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_bot_new(IntPtr game, byte[] kind, byte[] optionsJson, out IntPtr bot);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void bgb_bot_free(IntPtr bot);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_bot_choose(IntPtr bot, IntPtr s, ref ulong rngState, out int action);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_bot_analyse(IntPtr bot, IntPtr s, ref ulong rngState, [Out] int[] actions, [Out] int[] visits, [Out] double[] values, int cap, out int count);

        // The Crew solver (ABI 1.3).
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_crew_solve(IntPtr s, byte[] optionsJson, out int verdict, out double probability, [Out] int[] line, int cap, out int lineLength, out ulong nodes);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_crew_hint(IntPtr s, int seat, byte[] optionsJson, ref ulong rngState, [Out] int[] actions, [Out] double[] shares, [Out] int[] solved, int cap, out int count);

        // Observation tensors, legal masks and batched environments (ABI 1.5).
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_game_observation_shape(IntPtr game, [Out] int[] dims, int cap, out int ndims);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_observation_tensor(IntPtr s, int viewer, [Out] float[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_state_legal_mask(IntPtr s, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_batch_new(IntPtr game, int n, ulong seed, out IntPtr batch);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void bgb_batch_free(IntPtr batch);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_batch_size(IntPtr batch, out int n);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_batch_reset(IntPtr batch, ulong seed);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_batch_step(IntPtr batch, int[] actions, int n, [Out] float[] rewards, [Out] byte[] dones);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_batch_observe(IntPtr batch, [Out] float[] obs, long obsCap, [Out] byte[] masks, long maskCap, [Out] int[] players);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int bgb_batch_state(IntPtr batch, int i, out IntPtr state);

        // Throws for a failed call. Must run on the thread of the call, before any other call
        // that could fail: bgb_last_error() is per thread and kept until the next failure.
        internal static void Check(int status)
        {
            if (status != 0) throw new BgbException((BgbStatus)status, FromUtf8(bgb_last_error()));
        }

        // A NUL-terminated UTF-8 copy of s for a const char* argument; null stays NULL (which
        // the library reports, or reads as "defaults" for options). Text after an embedded NUL
        // would be lost, so it is refused.
        internal static byte[] Utf8z(string s)
        {
            if (s == null) return null;
            if (s.IndexOf('\0') >= 0) throw new ArgumentException("text for libbgb must not contain NUL characters");
            byte[] bytes = new byte[Encoding.UTF8.GetByteCount(s) + 1];
            Encoding.UTF8.GetBytes(s, 0, s.Length, bytes, 0);
            return bytes;
        }

        // Decodes a library-owned NUL-terminated UTF-8 string. By hand: PtrToStringUTF8 is
        // missing from older profiles and PtrToStringAnsi is not UTF-8 on Windows.
        internal static string FromUtf8(IntPtr p)
        {
            if (p == IntPtr.Zero) return "";
            int len = 0;
            while (Marshal.ReadByte(p, len) != 0) ++len;
            byte[] bytes = new byte[len];
            Marshal.Copy(p, bytes, 0, len);
            return Encoding.UTF8.GetString(bytes);
        }

        internal enum Text { GamesList, GameName, GameOptions, ActionText, ActionTextFor, StateJson, Render, CampaignJson }

        static int Query(Text what, IntPtr h, int arg, int arg2, byte[] buf, int cap, out int len)
        {
            switch (what)
            {
                case Text.GamesList: return bgb_games_list(buf, cap, out len);
                case Text.GameName: return bgb_game_name(h, buf, cap, out len);
                case Text.GameOptions: return bgb_game_options_json(h, buf, cap, out len);
                case Text.ActionText: return bgb_state_action_text(h, arg, buf, cap, out len);
                case Text.ActionTextFor: return bgb_state_action_text_for(h, arg, arg2, buf, cap, out len);
                case Text.StateJson: return bgb_state_to_json(h, arg, buf, cap, out len);
                case Text.Render: return bgb_state_render(h, arg, buf, cap, out len);
                default: return bgb_campaign_to_json(h, buf, cap, out len);
            }
        }

        // A string result with the buffer protocol: one call into a per-thread scratch buffer,
        // and only if that is too small (the needed length is then known) a second one into a
        // buffer of len + 1 bytes (the NUL). The results of an immutable handle never change size.
        internal static string ReadString(Text what, SafeHandle handle, int arg, int arg2 = 0)
        {
            using (Pin p = new Pin(handle))
            {
                byte[] buf = Scratch.Bytes(0);
                int len;
                int status = Query(what, p.Ptr, arg, arg2, buf, buf.Length, out len);
                for (int tries = 0; status == (int)BgbStatus.BufferTooSmall && tries < 4; ++tries)
                {
                    buf = Scratch.Bytes(len + 1);
                    status = Query(what, p.Ptr, arg, arg2, buf, buf.Length, out len);
                }
                Check(status);
                return Encoding.UTF8.GetString(buf, 0, len);
            }
        }
    }

    // Per-thread buffers reused between calls, so that most calls allocate only their result.
    internal static class Scratch
    {
        const int KeepAtMost = 1 << 16;  // larger buffers are used once, not kept
        [ThreadStatic] static byte[] bytes;
        [ThreadStatic] static int[] ints;

        internal static byte[] Bytes(int atLeast)
        {
            if (bytes != null && bytes.Length >= atLeast) return bytes;
            byte[] b = new byte[Math.Max(atLeast, 1024)];
            if (b.Length <= KeepAtMost) bytes = b;
            return b;
        }

        internal static int[] Ints(int atLeast)
        {
            if (ints != null && ints.Length >= atLeast) return ints;
            int[] a = new int[Math.Max(atLeast, 1)];
            if (a.Length <= KeepAtMost) ints = a;
            return a;
        }
    }

    // Just enough JSON to read bgb_games_list: an array of strings.
    internal static class Json
    {
        internal static string[] ParseStringArray(string json)
        {
            List<string> items = new List<string>();
            int i = Skip(json, 0);
            Expect(json, i++, '[');
            i = Skip(json, i);
            if (i < json.Length && json[i] == ']') return items.ToArray();
            for (;;)
            {
                i = Skip(json, i);
                Expect(json, i++, '"');
                StringBuilder sb = new StringBuilder();
                while (i < json.Length && json[i] != '"')
                {
                    char c = json[i++];
                    if (c != '\\') { sb.Append(c); continue; }
                    if (i >= json.Length) break;
                    char e = json[i++];
                    switch (e)
                    {
                        case 'b': sb.Append('\b'); break;
                        case 'f': sb.Append('\f'); break;
                        case 'n': sb.Append('\n'); break;
                        case 'r': sb.Append('\r'); break;
                        case 't': sb.Append('\t'); break;
                        case 'u':
                            if (i + 4 > json.Length) throw Bad(json);
                            sb.Append((char)Convert.ToInt32(json.Substring(i, 4), 16));
                            i += 4;
                            break;
                        default: sb.Append(e); break;  // \" \\ \/
                    }
                }
                Expect(json, i++, '"');
                items.Add(sb.ToString());
                i = Skip(json, i);
                if (i < json.Length && json[i] == ']') return items.ToArray();
                Expect(json, i++, ',');
            }
        }

        static int Skip(string s, int i)
        {
            while (i < s.Length && char.IsWhiteSpace(s[i])) ++i;
            return i;
        }

        static void Expect(string s, int i, char c)
        {
            if (i >= s.Length || s[i] != c) throw Bad(s);
        }

        static BgbException Bad(string s)
        {
            return new BgbException(BgbStatus.Internal, "BoardGamesBot: unexpected game list from libbgb: " + s);
        }
    }
}
