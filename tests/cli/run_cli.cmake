# Runs one `bgb` command line and checks its exit status and output, for ctest.
#   cmake -DBGB=<path to bgb> -DARGS=<;-list of arguments> [-DINPUT=<file for stdin>]
#         -DEXPECT_RC=<status> [-DSTDOUT_RE=<regex>] [-DSTDERR_RE=<regex>]
#         [-DSTDOUT_NOT_RE=<regex>] -P run_cli.cmake
# Each regex is matched against the whole stream; a mismatch prints both streams and fails.
if(NOT DEFINED BGB OR NOT DEFINED EXPECT_RC)
  message(FATAL_ERROR "run_cli.cmake needs -DBGB and -DEXPECT_RC")
endif()
set(input_args)
if(DEFINED INPUT)
  set(input_args INPUT_FILE ${INPUT})
else()
  # No terminal in ctest: an empty stdin, so a prompt would see end of input at once.
  set(input_args INPUT_FILE /dev/null)
endif()
execute_process(COMMAND ${BGB} ${ARGS}
                ${input_args}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
                TIMEOUT 300)
set(problems "")
if(NOT "${rc}" STREQUAL "${EXPECT_RC}")
  string(APPEND problems "exit status ${rc}, expected ${EXPECT_RC}\n")
endif()
if(DEFINED STDOUT_RE AND NOT out MATCHES "${STDOUT_RE}")
  string(APPEND problems "stdout does not match: ${STDOUT_RE}\n")
endif()
if(DEFINED STDOUT_NOT_RE AND out MATCHES "${STDOUT_NOT_RE}")
  string(APPEND problems "stdout should not match: ${STDOUT_NOT_RE}\n")
endif()
if(DEFINED STDERR_RE AND NOT err MATCHES "${STDERR_RE}")
  string(APPEND problems "stderr does not match: ${STDERR_RE}\n")
endif()
if(problems)
  string(LENGTH "${out}" out_len)
  if(out_len GREATER 6000)
    string(SUBSTRING "${out}" 0 3000 head)
    math(EXPR tail_start "${out_len} - 3000")
    string(SUBSTRING "${out}" ${tail_start} 3000 tail)
    set(out "${head}\n[...]\n${tail}")
  endif()
  message(FATAL_ERROR "bgb ${ARGS}\n${problems}--- stdout ---\n${out}\n--- stderr ---\n${err}")
endif()
