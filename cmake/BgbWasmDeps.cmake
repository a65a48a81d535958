# nlohmann-json for the emscripten build. The toolchain confines find_* to emscripten's sysroot,
# and pointing the compiler at the host's /usr/include would mix glibc's headers into the wasm
# build, so the json headers alone are copied into the build tree and used from there.
find_path(BGB_HOST_NLOHMANN_INCLUDE nlohmann/json.hpp
          HINTS ENV NLOHMANN_JSON_INCLUDE
          PATHS /usr/include /usr/local/include /opt/homebrew/include
          NO_CMAKE_FIND_ROOT_PATH)
if(NOT BGB_HOST_NLOHMANN_INCLUDE)
  message(FATAL_ERROR "BGB_WASM: nlohmann/json.hpp not found; install nlohmann-json3-dev or set "
                      "BGB_HOST_NLOHMANN_INCLUDE to the directory that holds nlohmann/")
endif()
set(_bgb_json_shim "${CMAKE_BINARY_DIR}/wasm-deps/include")
file(COPY "${BGB_HOST_NLOHMANN_INCLUDE}/nlohmann" DESTINATION "${_bgb_json_shim}")
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${_bgb_json_shim}")
