// Bgb.cs -- a small P/Invoke wrapper over libbgb (capi/include/bgb/bgb.h) for C#: .NET, Mono
// and Unity use this same file.
//
// Unity: copy Bgb.cs into Assets/ and the native library into Assets/Plugins/ (libbgb.so on
// Linux, bgb.dll on Windows, libbgb.dylib on macOS). DllImport("bgb") finds each of them by
// that one name, so no code changes per platform. Outside Unity the library must be on the
// loader's path (LD_LIBRARY_PATH, PATH, DYLD_LIBRARY_PATH) or next to the executable.
//
// The wrapper keeps to what Mono's mcs and Unity's compilers accept (C# 7, no tuples, no Span)
// and to the C ABI's exact types: int32_t is int, uint32_t uint, uint64_t ulong. Strings cross
// the boundary as UTF-8 bytes in both directions, because the default string marshalling is
// UTF-16 or ANSI depending on the platform.
using System;
using System.Runtime.InteropServices;
using System.Text;
using Microsoft.Win32.SafeHandles;

namespace BoardGamesBot
{
    internal static class Native
    {
        const string Lib = "bgb";  // libbgb.so / bgb.dll / libbgb.dylib

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern uint bgb_abi_version();
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern IntPtr bgb_version_string();
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern IntPtr bgb_status_string(int status);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern IntPtr bgb_last_error();
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern void bgb_rng_seed(ulong seed, out ulong rngState);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_rng_below(ref ulong rngState, ulong bound, out ulong value);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_game_new(byte[] name, byte[] optionsJson, out GameHandle game);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern void bgb_game_free(IntPtr game);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_game_num_players(GameHandle game, out int players);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_new(GameHandle game, out StateHandle state);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern void bgb_state_free(IntPtr state);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_current_player(StateHandle s, out int player);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_is_terminal(StateHandle s, out int terminal);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_legal_actions(StateHandle s, [Out] int[] buf, int cap, out int count);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_chance_outcomes(StateHandle s, [Out] int[] actions, [Out] double[] probs, int cap, out int count);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_sample_chance(StateHandle s, ref ulong rngState, out int action);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_apply(StateHandle s, int action, out StateHandle next);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_apply_text(StateHandle s, byte[] actionText, out StateHandle next);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_action_text(StateHandle s, int action, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_returns(StateHandle s, [Out] double[] buf, int cap, out int count);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_to_json(StateHandle s, int viewer, [Out] byte[] buf, int cap, out int len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] internal static extern int bgb_state_hash(StateHandle s, out ulong hash);

        // A NUL-terminated UTF-8 copy of s for a const char* argument.
        internal static byte[] Utf8z(string s)
        {
            if (s == null) return null;
            byte[] bytes = new byte[Encoding.UTF8.GetByteCount(s) + 1];
            Encoding.UTF8.GetBytes(s, 0, s.Length, bytes, 0);
            return bytes;
        }

        // Decodes a library-owned const char*. Decoded by hand: Marshal.PtrToStringUTF8 is
        // missing from .NET Framework profiles, and PtrToStringAnsi is not UTF-8 on Windows.
        internal static string FromUtf8(IntPtr p)
        {
            if (p == IntPtr.Zero) return "";
            int len = 0;
            while (Marshal.ReadByte(p, len) != 0) ++len;
            byte[] bytes = new byte[len];
            Marshal.Copy(p, bytes, 0, len);
            return Encoding.UTF8.GetString(bytes);
        }

        // Throws on any status but BGB_OK, with the message of the call that just failed (the
        // message is per thread, and we are still on the calling thread).
        internal static void Check(int status)
        {
            if (status != 0) throw new BgbException(status, FromUtf8(bgb_last_error()));
        }

        internal delegate int StringQuery(byte[] buf, int cap, out int len);

        // The buffer protocol: a NULL buffer asks for the length, then a buffer of len + 1
        // (room for the NUL) receives the text.
        internal static string ReadString(StringQuery query)
        {
            int len;
            Check(query(null, 0, out len));
            byte[] buf = new byte[len + 1];
            Check(query(buf, buf.Length, out len));
            return Encoding.UTF8.GetString(buf, 0, len);
        }
    }

    // Handles are SafeHandles so that a forgotten Dispose still frees them (in the finalizer)
    // and a handle cannot be freed while a P/Invoke call is using it.
    internal sealed class GameHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        public GameHandle() : base(true) { }
        protected override bool ReleaseHandle() { Native.bgb_game_free(handle); return true; }
    }

    internal sealed class StateHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        public StateHandle() : base(true) { }
        protected override bool ReleaseHandle() { Native.bgb_state_free(handle); return true; }
    }

    /// A failed libbgb call: Status is the BGB_E_* code, Message the library's bgb_last_error().
    public sealed class BgbException : Exception
    {
        public readonly int Status;
        public BgbException(int status, string message) : base(message) { Status = status; }
        public string StatusName { get { return Native.FromUtf8(Native.bgb_status_string(Status)); } }
    }

    public static class Bgb
    {
        public const int CHANCE = -1, TERMINAL = -2;        // from bgb_state_current_player
        public const int VIEW_ALL = -1, VIEW_PUBLIC = -2;   // viewers for ToJson
        public const int E_ILLEGAL_ACTION = -2;
        public const uint ABI_MAJOR = 1;                    // the bgb.h this file was written for

        public static string Version { get { return Native.FromUtf8(Native.bgb_version_string()); } }
        public static uint AbiVersion { get { return Native.bgb_abi_version(); } }
    }

    /// The pinned SplitMix64 generator of the C++ library: the same seed draws the same numbers
    /// in every language. A plain struct (its whole state is one ulong), so copying it forks the
    /// stream; pass it by ref to advance it.
    public struct Rng
    {
        ulong state;

        public Rng(ulong seed) { Native.bgb_rng_seed(seed, out state); }

        public ulong Below(ulong bound)
        {
            ulong value;
            Native.Check(Native.bgb_rng_below(ref state, bound, out value));
            return value;
        }

        internal int SampleChance(StateHandle s)
        {
            int action;
            Native.Check(Native.bgb_state_sample_chance(s, ref state, out action));
            return action;
        }
    }

    public struct ChanceOutcome
    {
        public int Action;
        public double Probability;
    }

    /// An immutable game with fixed options, e.g. new Game("the-crew", "{\"players\":4}").
    public sealed class Game : IDisposable
    {
        readonly GameHandle handle;

        public Game(string name, string optionsJson)
        {
            GameHandle h;
            int status = Native.bgb_game_new(Native.Utf8z(name), Native.Utf8z(optionsJson), out h);
            if (status != 0) { h.Dispose(); Native.Check(status); }
            handle = h;
        }

        public int NumPlayers { get { int n; Native.Check(Native.bgb_game_num_players(handle, out n)); return n; } }

        /// The first state (in The Crew a chance node: the deal). It outlives this Game.
        public State InitialState()
        {
            StateHandle s;
            return State.Wrap(Native.bgb_state_new(handle, out s), s);
        }

        public void Dispose() { handle.Dispose(); }
    }

    /// An immutable state: Apply returns a new State and leaves this one unchanged. Dispose
    /// states you no longer need; a game makes one per action.
    public sealed class State : IDisposable
    {
        readonly StateHandle handle;

        State(StateHandle h) { handle = h; }

        internal static State Wrap(int status, StateHandle h)
        {
            if (status != 0) { h.Dispose(); Native.Check(status); }
            return new State(h);
        }

        public int CurrentPlayer { get { int p; Native.Check(Native.bgb_state_current_player(handle, out p)); return p; } }
        public bool IsTerminal { get { int t; Native.Check(Native.bgb_state_is_terminal(handle, out t)); return t != 0; } }
        public ulong Hash { get { ulong h; Native.Check(Native.bgb_state_hash(handle, out h)); return h; } }

        /// The legal actions of the seat to act, ascending (empty at chance and terminal states).
        public int[] LegalActions()
        {
            int n;
            Native.Check(Native.bgb_state_legal_actions(handle, null, 0, out n));
            int[] actions = new int[n];
            Native.Check(Native.bgb_state_legal_actions(handle, actions, n, out n));
            return actions;
        }

        public ChanceOutcome[] ChanceOutcomes()
        {
            int n;
            Native.Check(Native.bgb_state_chance_outcomes(handle, null, null, 0, out n));
            int[] actions = new int[n];
            double[] probs = new double[n];
            Native.Check(Native.bgb_state_chance_outcomes(handle, actions, probs, n, out n));
            ChanceOutcome[] outcomes = new ChanceOutcome[n];
            for (int i = 0; i < n; ++i) { outcomes[i].Action = actions[i]; outcomes[i].Probability = probs[i]; }
            return outcomes;
        }

        /// At a chance node, draws an outcome exactly as C++ bgb::sample_chance would.
        public int SampleChance(ref Rng rng) { return rng.SampleChance(handle); }

        public State Apply(int action)
        {
            StateHandle next;
            return Wrap(Native.bgb_state_apply(handle, action, out next), next);
        }

        /// Applies an action given in the game's notation, e.g. "play g5".
        public State Apply(string actionText)
        {
            StateHandle next;
            return Wrap(Native.bgb_state_apply_text(handle, Native.Utf8z(actionText), out next), next);
        }

        public string ActionText(int action)
        {
            return Native.ReadString(delegate (byte[] buf, int cap, out int len) {
                return Native.bgb_state_action_text(handle, action, buf, cap, out len); });
        }

        /// One return per player (The Crew: 1 each on success, 0 on failure).
        public double[] Returns()
        {
            int n;
            Native.Check(Native.bgb_state_returns(handle, null, 0, out n));
            double[] returns = new double[n];
            Native.Check(Native.bgb_state_returns(handle, returns, n, out n));
            return returns;
        }

        /// The state as JSON for a seat, Bgb.VIEW_PUBLIC, or Bgb.VIEW_ALL (a full snapshot).
        public string ToJson(int viewer)
        {
            return Native.ReadString(delegate (byte[] buf, int cap, out int len) {
                return Native.bgb_state_to_json(handle, viewer, buf, cap, out len); });
        }

        public void Dispose() { handle.Dispose(); }
    }
}
