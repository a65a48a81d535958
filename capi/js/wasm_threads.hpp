#pragma once
/// \file
/// Force-included into the wasm build only (capi/js/CMakeLists.txt). Emscripten 3.1.6's libc++
/// has no std::jthread, and a module built without pthreads cannot start a thread at all. The
/// library's "threads" (bgb_playouts' batches, the bots' root-parallel searches) are
/// independent pieces of work whose merged result does not depend on how they are scheduled,
/// so here each "thread" runs to completion inside its constructor: the same results as on
/// native threads, on the one thread a wasm module has.
#include <thread>
#include <utility>
#include <version>

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__) && !defined(__cpp_lib_jthread)
namespace std {  // NOLINT(cert-dcl58-cpp): a stand-in for what this libc++ lacks
class jthread {
 public:
  template <class F, class... Args>
  explicit jthread(F&& f, Args&&... args) {
    std::forward<F>(f)(std::forward<Args>(args)...);
  }
  jthread(jthread&&) noexcept = default;
  jthread& operator=(jthread&&) noexcept = default;
  jthread(const jthread&) = delete;
  jthread& operator=(const jthread&) = delete;
  ~jthread() = default;
  bool joinable() const noexcept { return false; }
  void join() noexcept {}
};
}  // namespace std
#endif
