# Included before project(): with BGB_WASM=ON (the `wasm` preset) the build uses emscripten's
# CMake toolchain, found without emcmake so that `cmake --workflow --preset wasm` is the whole
# recipe. BGB_EMSCRIPTEN_TOOLCHAIN names the file when it is elsewhere; $EMSDK is tried too.
# Without emscripten the project configures natively and capi/js registers one ctest test that
# reports itself skipped with the reason (never a silent pass).
option(BGB_WASM "Build the C ABI as WebAssembly (libbgb.wasm + ES module) with emscripten" OFF)
if(BGB_WASM AND NOT CMAKE_TOOLCHAIN_FILE)
  set(_bgb_em_candidates "${BGB_EMSCRIPTEN_TOOLCHAIN}")
  if(DEFINED ENV{EMSDK})
    list(APPEND _bgb_em_candidates "$ENV{EMSDK}/upstream/emscripten/cmake/Modules/Platform/Emscripten.cmake")
  endif()
  find_program(_bgb_emcc emcc)
  if(_bgb_emcc)
    get_filename_component(_bgb_emcc_real "${_bgb_emcc}" REALPATH)
    get_filename_component(_bgb_emcc_dir "${_bgb_emcc_real}" DIRECTORY)
    list(APPEND _bgb_em_candidates "${_bgb_emcc_dir}/cmake/Modules/Platform/Emscripten.cmake")
  endif()
  list(APPEND _bgb_em_candidates "/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake")
  foreach(_bgb_em IN LISTS _bgb_em_candidates)
    if(_bgb_em AND EXISTS "${_bgb_em}")
      set(CMAKE_TOOLCHAIN_FILE "${_bgb_em}" CACHE FILEPATH "emscripten's toolchain (BGB_WASM)")
      break()
    endif()
  endforeach()
  if(NOT CMAKE_TOOLCHAIN_FILE)
    message(WARNING "BGB_WASM: emscripten not found (no emcc on PATH, no Emscripten.cmake under "
                    "/usr/share/emscripten or $EMSDK): the WebAssembly build and its tests are "
                    "SKIPPED. Install it with `sudo apt-get install emscripten nodejs`.")
  endif()
endif()
