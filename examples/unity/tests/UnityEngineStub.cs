// UnityEngineStub.cs -- just enough of UnityEngine to compile and drive BgbRandomGame.cs outside
// Unity (the test csharp.unity_monobehaviour). Not part of the binding; never copy it into a
// Unity project.
namespace UnityEngine
{
    public class Object { }
    public class Component : Object { }
    public class Behaviour : Component { public bool enabled { get; set; } = true; }
    public class MonoBehaviour : Behaviour { }

    public static class Debug
    {
        public static void Log(object message) { System.Console.WriteLine(message); }
        public static void LogError(object message) { System.Console.Error.WriteLine(message); }
    }

    public static class Time
    {
        public static float time { get; set; }  // read-only in Unity; the driver advances it
    }
}
