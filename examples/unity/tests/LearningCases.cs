// LearningCases.cs -- the checks of BindingTests.exe for the learning calls (ABI 1.5):
// Game.ObservationShape, State.ObservationTensor, State.LegalMask and Batch.
using System;
using BoardGamesBot;

static partial class BindingTests
{
    static void TestObservationTensor()
    {
        using (Game game = Game.Create("the-crew", "{\"players\":4,\"mission\":3}"))
        using (State s = Bgb.Replay("{\"game\":\"the-crew\",\"options\":{\"players\":4,\"mission\":3},\"seed\":5,\"actions\":[]}"))
        {
            int[] shape = game.ObservationShape();
            Equal(1, shape.Length, "a 1-D tensor");
            float[] mine = s.ObservationTensor(s.CurrentPlayer);
            Equal(shape[0], mine.Length, "the tensor has the shape's length");
            float[] pub = s.ObservationTensor(Bgb.ViewPublic);
            Equal(shape[0], pub.Length, "the public tensor too");
            float ones = 0, pubOnes = 0;
            foreach (float x in mine) ones += x;
            foreach (float x in pub) pubOnes += x;
            Check(ones > pubOnes, "a seat knows more than a spectator (its hand)");
            float[] buffer = new float[shape[0] + 3];
            Equal(shape[0], s.ObservationTensor(s.CurrentPlayer, buffer), "into a buffer");
            bool same = true;
            for (int i = 0; i < mine.Length; ++i) same &= buffer[i] == mine[i];
            Check(same, "the buffer holds the same tensor");
            Throws(BgbStatus.InvalidArgument, "bgb_state_observation_tensor", "viewer", () => s.ObservationTensor(Bgb.ViewAll), "ViewAll is no tensor viewer");
            Throws(BgbStatus.BufferTooSmall, "bgb_state_observation_tensor", "too small", () => s.ObservationTensor(0, new float[3]), "a short buffer");
        }
        foreach (string name in Game.List())
            using (Game game = Game.Create(name, null))
            using (State s = game.InitialState())
            {
                int[] shape = null;
                try { shape = game.ObservationShape(); }
                catch (BgbException e) { Equal(BgbStatus.Unsupported, e.Status, name + ": no encoder is Unsupported"); }
                if (shape != null) Equal(shape[0], s.ObservationTensor(0).Length, name + ": tensor length");
                else Throws(BgbStatus.Unsupported, "bgb_state_observation_tensor", name, () => s.ObservationTensor(0), name + ": no tensor");
            }
    }

    static void TestLegalMask()
    {
        foreach (string name in Game.List())
            using (Game game = Game.Create(name, null))
            {
                ulong rng = Rng.Seed(12);
                State s = game.InitialState();
                byte[] buffer = new byte[game.NumDistinctActions];
                for (int step = 0; step < 300 && !s.IsTerminal; ++step)
                {
                    byte[] mask = s.LegalMask();
                    Equal(game.NumDistinctActions, mask.Length, name + ": mask length");
                    int[] legal = s.LegalActions();
                    int ones = 0;
                    foreach (byte b in mask) ones += b;
                    Equal(legal.Length, ones, name + ": as many ones as legal actions");
                    foreach (int a in legal) Equal((byte)1, mask[a], name + ": legal action " + a + " is set");
                    Equal(mask.Length, s.LegalMask(buffer), name + ": into a buffer");
                    int a2 = s.CurrentPlayer == Bgb.Chance ? s.SampleChance(ref rng) : legal[(int)Rng.Below(ref rng, (ulong)legal.Length)];
                    State next = s.Apply(a2);
                    s.Dispose();
                    s = next;
                }
                s.Dispose();
            }
    }

    static int[] PickFromMasks(byte[] masks, int games, int distinct, ref ulong rng)
    {
        int[] actions = new int[games];
        for (int i = 0; i < games; ++i)
        {
            int count = 0;
            for (int a = 0; a < distinct; ++a) count += masks[i * distinct + a];
            int k = (int)Rng.Below(ref rng, (ulong)count);
            for (int a = 0; a < distinct; ++a)
                if (masks[i * distinct + a] != 0 && k-- == 0) actions[i] = a;
        }
        return actions;
    }

    static void TestBatch()
    {
        const int n = 6;
        using (Game game = Game.Create("the-crew", "{\"players\":3,\"mission\":2}"))
        using (Batch b = Batch.Create(game, n, 77))
        using (Batch twin = Batch.Create(game, n, 77))
        {
            Equal(n, b.Size, "size");
            int len = game.ObservationShape()[0], distinct = game.NumDistinctActions, players = game.NumPlayers;
            float[] obs = new float[n * len], rewards = new float[n * players];
            byte[] masks = new byte[n * distinct], dones = new byte[n];
            int[] seats = new int[n];
            ulong rng = Rng.Seed(3);
            int finished = 0;
            for (int step = 0; step < 150; ++step)
            {
                b.Observe(obs, masks, seats);
                for (int i = 0; i < n; ++i)
                    using (State s = b.GetState(i))
                    {
                        Equal(s.CurrentPlayer, seats[i], "game " + i + " waits for its seat");
                        float[] t = s.ObservationTensor(seats[i]);
                        bool same = true;
                        for (int k = 0; k < len; ++k) same &= t[k] == obs[i * len + k];
                        Check(same, "row " + i + " is the tensor of its seat to act");
                    }
                int[] actions = PickFromMasks(masks, n, distinct, ref rng);
                if (step == 5)
                {
                    ulong before = 0;
                    using (State s = b.GetState(1)) before = s.Hash;
                    int keep = actions[1];
                    actions[1] = -1;
                    Throws(BgbStatus.IllegalAction, "bgb_batch_step", "game 1", () => b.Step(actions, rewards, dones), "an illegal action");
                    using (State s = b.GetState(1)) Equal(before, s.Hash, "a refused step changes no game");
                    actions[1] = keep;
                }
                b.Step(actions, rewards, dones);
                twin.Step(actions, null, null);
                foreach (byte d in dones) finished += d;
            }
            Check(finished > 0, "games finished and restarted");
            for (int i = 0; i < n; ++i)
                using (State x = b.GetState(i))
                using (State y = twin.GetState(i))
                    Equal(x.Hash, y.Hash, "the same seed and actions give the same game " + i);
            b.Reset(77);
            using (Batch fresh = Batch.Create(game, n, 77))
            using (State x = b.GetState(0))
            using (State y = fresh.GetState(0))
                Equal(x.Hash, y.Hash, "Reset(seed) is Create(seed)");
            Throws(BgbStatus.InvalidArgument, "bgb_batch_new", "n must be", () => Batch.Create(game, 0, 1), "an empty batch");
            Throws(BgbStatus.InvalidArgument, "bgb_batch_state", "outside", () => b.GetState(n), "a game past the end");
            Throws(BgbStatus.BufferTooSmall, "bgb_batch_observe", "too small", () => b.Observe(new float[3], null, null), "a short obs buffer");
        }
    }
}
