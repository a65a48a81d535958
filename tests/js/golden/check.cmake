# cmake -DEXE=random_playout -DGAME=... -DSEED=... -DOPTIONS=... -DGOLDEN=file -P check.cmake
# Runs the native C example and fails unless it prints exactly the golden transcript (its first
# line without the library version, which changes with every release).
execute_process(COMMAND "${EXE}" --game "${GAME}" "${SEED}" "${OPTIONS}"
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} --game ${GAME} ${SEED} ${OPTIONS} failed (${rc}): ${err}")
endif()
string(REGEX REPLACE "^([^\n]*) \\(libbgb [^)\n]*\\)\n" "\\1\n" out "${out}")
file(READ "${GOLDEN}" expected)
if(NOT out STREQUAL expected)
  get_filename_component(name "${GOLDEN}" NAME)
  file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/${name}.actual" "${out}")
  message(FATAL_ERROR "random_playout --game ${GAME} ${SEED} ${OPTIONS} no longer prints ${GOLDEN}: "
                      "compare ${CMAKE_CURRENT_BINARY_DIR}/${name}.actual with it. The golden files are "
                      "the native/wasm determinism promise; regenerate them (tests/js/golden/regenerate.sh) "
                      "only for a deliberate rules change.")
endif()
message(STATUS "${GOLDEN}: identical")
