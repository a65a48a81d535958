# cmake -DPYTHON=python3 -DSCRIPT=tensors_native.py -DGOLDEN=tensors.txt -P check_python.cmake
# Runs one of the *_native.py scripts of this folder on the native libbgb (BGB_LIBRARY and
# PYTHONPATH come from the test's environment) and fails unless it prints exactly the golden
# file, the one the wasm build's JS tests must print too.
execute_process(COMMAND "${PYTHON}" "${SCRIPT}" OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PYTHON} ${SCRIPT} failed (${rc}): ${err}")
endif()
file(READ "${GOLDEN}" expected)
if(NOT out STREQUAL expected)
  get_filename_component(name "${GOLDEN}" NAME)
  file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/${name}.actual" "${out}")
  message(FATAL_ERROR "${SCRIPT} on native libbgb no longer prints ${GOLDEN}: compare "
                      "${CMAKE_CURRENT_BINARY_DIR}/${name}.actual with it. The golden files are the "
                      "native/wasm determinism promise; regenerate them (tests/js/golden/regenerate.sh) "
                      "only for a deliberate change of the rules, bots or tensor encoders.")
endif()
message(STATUS "${GOLDEN}: identical")
