# Runs `BindingTests.exe playout SEED OPTIONS` and the C example random_playout for several
# seeds and options and fails unless both print exactly the same: the header, every action
# (chance outcomes included) and the final state hash. So the C# binding draws the same numbers,
# sees the same legal actions in the same order and reaches the same state as C.
cmake_minimum_required(VERSION 3.22)

set(cases
  [=[42|{"players":4,"mission":3}]=]
  [=[7|{"players":2,"mission":12}]=]
  [=[2024|{"players":5,"mission":50}]=]
  [=[1|{"players":3,"mission":24}]=]
  [=[99|{"players":4,"mission":5}]=])
set(env "LD_LIBRARY_PATH=${LIBDIR}:$ENV{LD_LIBRARY_PATH}" "DYLD_LIBRARY_PATH=${LIBDIR}:$ENV{DYLD_LIBRARY_PATH}")
foreach(case IN LISTS cases)
  string(FIND "${case}" "|" bar)
  string(SUBSTRING "${case}" 0 ${bar} seed)
  math(EXPR bar "${bar} + 1")
  string(SUBSTRING "${case}" ${bar} -1 options)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${env} "${C_EXAMPLE}" ${seed} ${options}
                  RESULT_VARIABLE c_rc OUTPUT_VARIABLE c_out ERROR_VARIABLE c_err)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${env} "${MONO}" --debug "${EXE}" playout ${seed} ${options}
                  RESULT_VARIABLE cs_rc OUTPUT_VARIABLE cs_out ERROR_VARIABLE cs_err)
  if(NOT c_rc EQUAL 0 OR NOT cs_rc EQUAL 0)
    message(FATAL_ERROR "seed ${seed} ${options}: C exited ${c_rc}, C# exited ${cs_rc}\n${c_err}${cs_err}")
  endif()
  if(NOT c_out MATCHES "\nfinal state hash: ([0-9a-f]+)\n$")
    message(FATAL_ERROR "seed ${seed} ${options}: the C example printed no final hash:\n${c_out}")
  endif()
  set(hash "${CMAKE_MATCH_1}")
  if(NOT cs_out STREQUAL c_out)
    message(FATAL_ERROR "seed ${seed} ${options}: C# and C differ.\n--- C:\n${c_out}--- C#:\n${cs_out}${cs_err}")
  endif()
  message(STATUS "seed ${seed} ${options}: the same game, final hash ${hash}")
endforeach()
