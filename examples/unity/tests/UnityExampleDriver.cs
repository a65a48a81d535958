// UnityExampleDriver.cs -- runs BgbRandomGame like Unity would: Start once, then Update once per
// frame (a frame every 0.1 s of game time) until the component disables itself, then OnDestroy.
// Its log is the game's transcript; same_game.cmake compares it with the C example.
using System;
using System.Reflection;

static class UnityExampleDriver
{
    static void Call(BgbRandomGame component, string message)
    {
        // Unity finds these private methods by name; so does the driver.
        MethodInfo m = typeof(BgbRandomGame).GetMethod(message, BindingFlags.Instance | BindingFlags.NonPublic);
        m.Invoke(component, null);
    }

    static int Main()
    {
        BgbRandomGame component = new BgbRandomGame();
        Call(component, "Start");
        int frames = 0;
        for (; component.enabled && frames < 100000; ++frames)
        {
            UnityEngine.Time.time = frames * 0.1f;
            Call(component, "Update");
        }
        Call(component, "OnDestroy");
        if (component.enabled)
        {
            Console.Error.WriteLine("the game did not end after " + frames + " frames");
            return 1;
        }
        return 0;
    }
}
