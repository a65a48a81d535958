# Runs a C# program (EXE: the example PlayGame.exe, or examples/unity's UnityExample.exe) and
# fails unless it exits 0, prints a finished game, and (given C_EXAMPLE, the C example
# random_playout) prints the same decisions and result as the C ABI itself for the README's
# game: seed 42, 4 players, mission 3.
cmake_minimum_required(VERSION 3.22)

execute_process(COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${LIBDIR}:$ENV{LD_LIBRARY_PATH}"
                        "DYLD_LIBRARY_PATH=${LIBDIR}:$ENV{DYLD_LIBRARY_PATH}" "${MONO}" "${EXE}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE got ERROR_VARIABLE err)
message("--- C# (exit ${rc}):\n${got}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the C# example failed")
endif()
if(NOT got MATCHES "^seat [0-9]+: .*mission (accomplished|failed)\n$")
  message(FATAL_ERROR "the C# example printed no transcript and result")
endif()
if("${C_EXAMPLE}" STREQUAL "")
  message(STATUS "no C example to compare with: only the C# transcript was checked")
  return()
endif()

# The C example prints every action ("  12  seat 3  play g5", "   0  chance  deal p1") and
# "result after N actions: returns ... (success|failure)"; keep what the README's format shows.
execute_process(COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${LIBDIR}:$ENV{LD_LIBRARY_PATH}"
                        "${C_EXAMPLE}" 42 [=[{"players":4,"mission":3}]=]
                RESULT_VARIABLE rc OUTPUT_VARIABLE c_out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the C example failed (${rc}):\n${c_out}${err}")
endif()
string(REPLACE "\n" ";" c_lines "${c_out}")
set(want "")
foreach(line IN LISTS c_lines)
  if(line MATCHES "^ *[0-9]+  seat ([0-9]+)  (.*)$")
    string(APPEND want "seat ${CMAKE_MATCH_1}: ${CMAKE_MATCH_2}\n")
  elseif(line MATCHES "^result after .*\\(success\\)$")
    string(APPEND want "mission accomplished\n")
  elseif(line MATCHES "^result after .*\\(failure\\)$")
    string(APPEND want "mission failed\n")
  endif()
endforeach()
if(NOT got STREQUAL want)
  message(FATAL_ERROR "the C# example plays a different game than the C example, which printed:\n${c_out}")
endif()
message(STATUS "the C# and C examples play the same game")
