# bgb_test_batches(target): compiles a test target's .cpp files a few at a time as one
# translation unit each (CMake's unity build), when BGB_UNITY_TESTS is on (the default).
# Every test file instantiates the same rules, JSON and GoogleTest code; compiled one file at a
# time, that code was optimised again for each, and compiling was most of CI's time (batched:
# CI's g++ build spent 1,455 s of compiler time where it spent 1,929 s, and CI took 41 minutes
# where it took 48). Files are batched by the game their name starts with (crew_, ufs_, dp6_,
# rn_; the rest together), up to six a batch: a test file may say `using namespace
# bgb::<game>;`, and two games' names would clash in one batch. Two files of a batch must not
# define the same file-local name either (a helper two files need lives in the folder's
# support header). BGB_UNITY_TESTS=OFF compiles each file alone, as an edit-compile loop may
# prefer.
# Not for the benchmarks: batched, bgb_bench's game files inlined differently and Under Falling
# Skies' kept playouts ran 5 % slower (19.7 against 20.7 M actions/s), and they should measure
# the code as a game app compiles it. Call it from the folder that creates the target.
function(bgb_test_batches target)
  if(NOT BGB_UNITY_TESTS)
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  set(counts "")
  foreach(src IN LISTS sources)
    if(NOT src MATCHES "\\.cpp$")
      continue()
    endif()
    get_filename_component(name "${src}" NAME)
    if(name MATCHES "^(crew|ufs|dp6|rn)_")
      set(game "${CMAKE_MATCH_1}")
    else()
      set(game "misc")
    endif()
    if(NOT DEFINED count_${game})
      set(count_${game} 0)
    endif()
    math(EXPR batch "${count_${game}} / 6")
    math(EXPR count_${game} "${count_${game}} + 1")
    set_source_files_properties("${src}" PROPERTIES UNITY_GROUP "${game}${batch}")
  endforeach()
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
endfunction()
