// bgb_godot.cpp -- a minimal Godot 4 GDExtension over libbgb's C ABI (docs/godot.md).
//
// Registers one class, BgbGame, that GDScript can use:
//
//   var game := BgbGame.new()
//   game.create("the-crew", '{"players": 4, "mission": 1}')
//   game.legal_actions()  game.apply(id)  game.action_text(id)  game.to_json(BgbGame.VIEW_PUBLIC)
//
// It links the static C ABI (capi/static/libbgb.a) and talks to it only through bgb.h, so it
// builds with godot-cpp's -fno-exceptions: no C++ exception ever leaves libbgb. The native
// states are immutable; BgbGame holds the current one and replaces it on apply(), which is
// what a scene script usually wants. Keep old states (undo, search) with snapshot()/restore().
#include <bgb/bgb.h>

#include <gdextension_interface.h>

#include <godot_cpp/classes/ref_counted.hpp>
#include <godot_cpp/core/class_db.hpp>
#include <godot_cpp/core/defs.hpp>
#include <godot_cpp/godot.hpp>
#include <godot_cpp/variant/packed_float64_array.hpp>
#include <godot_cpp/variant/packed_int32_array.hpp>
#include <godot_cpp/variant/string.hpp>

#include <cstdint>
#include <vector>

using namespace godot;

class BgbGame : public RefCounted {
  GDCLASS(BgbGame, RefCounted)

 public:
  enum { CHANCE = BGB_CHANCE, TERMINAL = BGB_TERMINAL, VIEW_ALL = BGB_VIEW_ALL, VIEW_PUBLIC = BGB_VIEW_PUBLIC };

  BgbGame() { bgb_rng_seed(0, &rng_); }
  ~BgbGame() { reset(); }

  // Creates the game `name` with JSON options ("" for the defaults) and moves to its initial
  // state. False on failure; get_last_error() says why.
  bool create(const String& name, const String& options_json) {
    reset();
    const CharString n = name.utf8();
    const CharString o = options_json.utf8();
    if (!ok(bgb_game_new(n.get_data(), o.get_data(), &game_))) return false;
    if (!ok(bgb_game_max_legal_actions(game_, &max_legal_))) return false;
    return ok(bgb_state_new(game_, &state_));
  }

  // Seeds the pinned generator: the same seed plays the same game on every platform.
  void set_seed(int64_t seed) { bgb_rng_seed(static_cast<uint64_t>(seed), &rng_); }

  int current_player() const {
    int32_t seat = BGB_TERMINAL;
    return state_ != nullptr && bgb_state_current_player(state_, &seat) == BGB_OK ? seat : BGB_TERMINAL;
  }

  bool is_terminal() const { return current_player() == BGB_TERMINAL; }

  // The legal actions of the seat to act, ascending; empty at chance and terminal states.
  PackedInt32Array legal_actions() {
    PackedInt32Array out;
    if (state_ == nullptr) return out;
    std::vector<int32_t> buf(static_cast<size_t>(max_legal_));
    int32_t count = 0;
    if (!ok(bgb_state_legal_actions(state_, buf.data(), max_legal_, &count))) return out;
    out.resize(count);
    for (int32_t i = 0; i < count; ++i) out.set(i, buf[static_cast<size_t>(i)]);
    return out;
  }

  // At a chance node, an outcome drawn with the generator (apply it next); -1 elsewhere.
  int sample_chance() {
    int32_t action = -1;
    return state_ != nullptr && ok(bgb_state_sample_chance(state_, &rng_, &action)) ? action : -1;
  }

  // A uniform integer in [0, bound) from the same generator, for a reproducible random bot.
  int64_t random_below(int64_t bound) {
    uint64_t value = 0;
    return bound > 0 && ok(bgb_rng_below(&rng_, static_cast<uint64_t>(bound), &value)) ? static_cast<int64_t>(value) : -1;
  }

  // Applies an action id (a decision or a chance outcome). False if it is not legal; the state
  // is then unchanged and get_last_error() gives the reason, e.g. "... seat 2 must follow pink".
  bool apply(int action) { return replace_by([&](bgb_state** next) { return bgb_state_apply(state_, action, next); }); }

  // Applies an action written in the game's notation, e.g. "play g5".
  bool apply_text(const String& text) {
    const CharString t = text.utf8();
    return replace_by([&](bgb_state** next) { return bgb_state_apply_text(state_, t.get_data(), next); });
  }

  String action_text(int action) {
    return read_text([&](char* buf, int32_t cap, int32_t* len) { return bgb_state_action_text(state_, action, buf, cap, len); });
  }

  // JSON for a viewer: a seat, VIEW_PUBLIC, or VIEW_ALL (a snapshot that restore() reads back).
  String to_json(int viewer) {
    return read_text([&](char* buf, int32_t cap, int32_t* len) { return bgb_state_to_json(state_, viewer, buf, cap, len); });
  }

  // Goes back to (or jumps to) a state saved with to_json(VIEW_ALL) of this game.
  bool restore(const String& snapshot) {
    const CharString s = snapshot.utf8();
    return replace_by([&](bgb_state** next) { return bgb_state_from_json(game_, s.get_data(), next); });
  }

  PackedFloat64Array returns() {
    PackedFloat64Array out;
    int32_t count = 0;
    if (state_ == nullptr || !ok(bgb_state_returns(state_, nullptr, 0, &count))) return out;
    std::vector<double> buf(static_cast<size_t>(count));
    if (!ok(bgb_state_returns(state_, buf.data(), count, &count))) return out;
    out.resize(count);
    for (int32_t i = 0; i < count; ++i) out.set(i, buf[static_cast<size_t>(i)]);
    return out;
  }

  String get_last_error() const { return last_error_; }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("create", "name", "options_json"), &BgbGame::create);
    ClassDB::bind_method(D_METHOD("set_seed", "seed"), &BgbGame::set_seed);
    ClassDB::bind_method(D_METHOD("current_player"), &BgbGame::current_player);
    ClassDB::bind_method(D_METHOD("is_terminal"), &BgbGame::is_terminal);
    ClassDB::bind_method(D_METHOD("legal_actions"), &BgbGame::legal_actions);
    ClassDB::bind_method(D_METHOD("sample_chance"), &BgbGame::sample_chance);
    ClassDB::bind_method(D_METHOD("random_below", "bound"), &BgbGame::random_below);
    ClassDB::bind_method(D_METHOD("apply", "action"), &BgbGame::apply);
    ClassDB::bind_method(D_METHOD("apply_text", "text"), &BgbGame::apply_text);
    ClassDB::bind_method(D_METHOD("action_text", "action"), &BgbGame::action_text);
    ClassDB::bind_method(D_METHOD("to_json", "viewer"), &BgbGame::to_json);
    ClassDB::bind_method(D_METHOD("restore", "snapshot"), &BgbGame::restore);
    ClassDB::bind_method(D_METHOD("returns"), &BgbGame::returns);
    ClassDB::bind_method(D_METHOD("get_last_error"), &BgbGame::get_last_error);
    BIND_CONSTANT(CHANCE);
    BIND_CONSTANT(TERMINAL);
    BIND_CONSTANT(VIEW_ALL);
    BIND_CONSTANT(VIEW_PUBLIC);
  }

 private:
  // Keeps the message of a failed call (bgb_last_error is per thread: read it right away).
  bool ok(int32_t status) {
    if (status == BGB_OK) return true;
    last_error_ = String::utf8(bgb_last_error());
    return false;
  }

  template <typename Call>
  bool replace_by(Call call) {
    if (state_ == nullptr) {
      last_error_ = "BgbGame: call create() first";
      return false;
    }
    bgb_state* next = nullptr;
    if (!ok(call(&next))) return false;
    bgb_state_free(state_);
    state_ = next;
    return true;
  }

  // The buffer protocol: a size query, then a buffer of len + 1 bytes.
  template <typename Call>
  String read_text(Call call) {
    int32_t len = 0;
    if (state_ == nullptr || !ok(call(nullptr, 0, &len))) return String();
    std::vector<char> buf(static_cast<size_t>(len) + 1);
    if (!ok(call(buf.data(), len + 1, &len))) return String();
    return String::utf8(buf.data(), len);
  }

  void reset() {
    bgb_state_free(state_);
    bgb_game_free(game_);
    state_ = nullptr;
    game_ = nullptr;
  }

  bgb_game* game_ = nullptr;
  bgb_state* state_ = nullptr;
  int32_t max_legal_ = 0;
  uint64_t rng_ = 0;
  String last_error_;
};

namespace {

void initialize_bgb_module(ModuleInitializationLevel level) {
  if (level != MODULE_INITIALIZATION_LEVEL_SCENE) return;
  GDREGISTER_CLASS(BgbGame);
}

void uninitialize_bgb_module(ModuleInitializationLevel) {}

}  // namespace

// The entry point named in bgb.gdextension.
extern "C" GDExtensionBool GDE_EXPORT bgb_library_init(GDExtensionInterfaceGetProcAddress get_proc_address,
                                                       GDExtensionClassLibraryPtr library,
                                                       GDExtensionInitialization* initialization) {
  GDExtensionBinding::InitObject init(get_proc_address, library, initialization);
  init.register_initializer(initialize_bgb_module);
  init.register_terminator(uninitialize_bgb_module);
  init.set_minimum_library_initialization_level(MODULE_INITIALIZATION_LEVEL_SCENE);
  return init.init();
}
