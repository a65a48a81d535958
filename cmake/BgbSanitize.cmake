# BGB_SANITIZE: build every target of the tree with -fsanitize=<list> (the `asan` preset uses
# "address,undefined"). The flags go into CMAKE_<LANG>_FLAGS and the linker flags rather than
# onto targets, because tests/consumer forwards exactly those variables to the project it
# builds against the installed package: its programs link the instrumented libbgb and must
# carry the same runtime.
set(BGB_SANITIZE "" CACHE STRING
    "Comma-separated -fsanitize= list for the whole tree (e.g. address,undefined); empty: none")

if(BGB_SANITIZE)
  if(MSVC)
    message(FATAL_ERROR "BGB_SANITIZE is for gcc and clang")
  endif()
  # Frame pointers give readable stacks; no recovery, so the first report fails the test.
  set(_bgb_san "-fsanitize=${BGB_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all")
  string(APPEND CMAKE_C_FLAGS " ${_bgb_san}")
  string(APPEND CMAKE_CXX_FLAGS " ${_bgb_san}")
  string(APPEND CMAKE_EXE_LINKER_FLAGS " -fsanitize=${BGB_SANITIZE}")
  if(CMAKE_C_COMPILER_ID MATCHES "Clang")
    # A C program linking libbgb (C++ inside) needs the C++ parts of clang's sanitizer
    # runtimes too (UBSan's vptr checks, ASan's operator new) and the libstdc++ they use;
    # clang adds them only when it links as C++.
    string(APPEND CMAKE_EXE_LINKER_FLAGS " -fsanitize-link-c++-runtime -lstdc++")
  endif()
  string(APPEND CMAKE_SHARED_LINKER_FLAGS " -fsanitize=${BGB_SANITIZE}")
  unset(_bgb_san)
  message(STATUS "BoardGamesBot: sanitizers on everything: ${BGB_SANITIZE}")
endif()
