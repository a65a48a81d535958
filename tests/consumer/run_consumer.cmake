# Driver of the packaging test (cmake -P); see CMakeLists.txt next to it for what it proves.
# Every step echoes its command and output so a failure in ctest's log says what broke.
cmake_minimum_required(VERSION 3.22)

foreach(var BGB_BUILD_DIR BGB_WORK_DIR BGB_PROJECT_DIR BGB_GENERATOR BGB_VERSION
            BGB_INSTALL_LIBDIR BGB_INSTALL_BINDIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run_consumer.cmake: ${var} must be set")
  endif()
endforeach()

set(prefix "${BGB_WORK_DIR}/prefix")
set(build "${BGB_WORK_DIR}/build")
file(REMOVE_RECURSE "${BGB_WORK_DIR}")
file(MAKE_DIRECTORY "${BGB_WORK_DIR}")

# bgb_step(NAME <name> COMMAND <args...>): runs a command, fails the test with its output.
function(bgb_step)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "NAME;OUTPUT_VARIABLE" "COMMAND")
  list(JOIN arg_COMMAND " " shown)
  message(STATUS "[${arg_NAME}] ${shown}")
  execute_process(COMMAND ${arg_COMMAND}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  message("${out}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "[${arg_NAME}] failed (${rc})")
  endif()
  if(arg_OUTPUT_VARIABLE)
    set(${arg_OUTPUT_VARIABLE} "${out}" PARENT_SCOPE)
  endif()
endfunction()

set(config_args "")
if(NOT "${BGB_CONFIG}" STREQUAL "")
  set(config_args --config "${BGB_CONFIG}")
endif()

# 1. Install the build tree as a user would, into an empty prefix.
bgb_step(NAME install COMMAND "${CMAKE_COMMAND}" --install "${BGB_BUILD_DIR}" --prefix "${prefix}"
         ${config_args})

set(libdir "${prefix}/${BGB_INSTALL_LIBDIR}")
foreach(file "include/bgb/crew.hpp" "include/bgb/core.hpp"
             "share/doc/BoardGamesBot/LICENSE" "share/doc/BoardGamesBot/CHANGELOG.md"
             "${BGB_INSTALL_LIBDIR}/cmake/BoardGamesBot/BoardGamesBotConfig.cmake"
             "${BGB_INSTALL_LIBDIR}/cmake/BoardGamesBot/BoardGamesBotConfigVersion.cmake"
             "${BGB_INSTALL_LIBDIR}/cmake/BoardGamesBot/BoardGamesBotTargets.cmake")
  if(NOT EXISTS "${prefix}/${file}")
    message(FATAL_ERROR "install: ${file} is missing from the prefix")
  endif()
endforeach()
if(BGB_WITH_CAPI)
  if(NOT EXISTS "${prefix}/include/bgb/bgb.h")
    message(FATAL_ERROR "install: include/bgb/bgb.h is missing from the prefix")
  endif()
  if(CMAKE_HOST_UNIX AND NOT CMAKE_HOST_APPLE)
    # The linker name must be a symlink to the SONAME file, itself a link to the real library.
    if(NOT IS_SYMLINK "${libdir}/libbgb.so")
      message(FATAL_ERROR "install: ${libdir}/libbgb.so is missing or not a symlink")
    endif()
    file(READ_SYMLINK "${libdir}/libbgb.so" soname)
    if(NOT soname MATCHES "^libbgb\\.so\\.[0-9]+$" OR NOT IS_SYMLINK "${libdir}/${soname}")
      message(FATAL_ERROR "install: libbgb.so points to '${soname}', expected libbgb.so.<abi> (a link)")
    endif()
    file(REAL_PATH "${libdir}/libbgb.so" real)
    if(NOT EXISTS "${real}" OR IS_SYMLINK "${real}")
      message(FATAL_ERROR "install: libbgb.so does not resolve to a library file")
    endif()
  endif()
endif()

# 2. The installed CLI must start from the prefix, with no help from the environment.
if(BGB_WITH_CLI)
  bgb_step(NAME cli COMMAND "${prefix}/${BGB_INSTALL_BINDIR}/bgb" list OUTPUT_VARIABLE listed)
  if(NOT listed MATCHES "the-crew")
    message(FATAL_ERROR "cli: `bgb list` does not name the-crew")
  endif()
endif()

# 3. The README's C++ and C examples are part of the consumer, so they cannot rot.
# bgb_readme_block(<marker> <out-file>): the fenced block following `<!-- readme:<marker> -->`.
function(bgb_readme_block marker out_file)
  file(READ "${BGB_README}" text)
  string(FIND "${text}" "<!-- readme:${marker} -->" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "readme: no `<!-- readme:${marker} -->` in ${BGB_README}")
  endif()
  string(SUBSTRING "${text}" ${at} -1 text)
  string(FIND "${text}" "```" open)
  string(SUBSTRING "${text}" ${open} -1 text)
  string(FIND "${text}" "\n" eol)        # skip the opening fence line
  math(EXPR eol "${eol} + 1")
  string(SUBSTRING "${text}" ${eol} -1 text)
  string(FIND "${text}" "\n```" close)
  if(close EQUAL -1)
    message(FATAL_ERROR "readme: the `${marker}` block is not closed")
  endif()
  math(EXPR close "${close} + 1")
  string(SUBSTRING "${text}" 0 ${close} text)
  file(WRITE "${out_file}" "${text}")
endfunction()
set(readme_dir "${BGB_WORK_DIR}/readme")
set(readme_args "")
if(DEFINED BGB_README AND NOT "${BGB_README}" STREQUAL "")
  bgb_readme_block(example-cpp "${readme_dir}/readme_example.cpp")
  set(readme_args "-DBGB_README_EXAMPLES=${readme_dir}")
  if(BGB_WITH_CAPI)
    bgb_readme_block(example-c "${readme_dir}/readme_example.c")
    if(NOT "${BGB_PYTHON}" STREQUAL "" AND EXISTS "${BGB_PYTHON_MODULE_DIR}/boardgamesbot/__init__.py")
      bgb_readme_block(example-python "${readme_dir}/readme_example.py")
      list(APPEND readme_args "-DBGB_PYTHON=${BGB_PYTHON}"
                              "-DBGB_PYTHON_MODULE_DIR=${BGB_PYTHON_MODULE_DIR}")
    endif()
  endif()
endif()

# 3b. What else is installed for people who do not use CMake: the manual, the C# binding, and
# bgb.pc, with which the README's C example must build and run (shared; and static against
# libbgb.a where it was built, outside sanitizer builds, whose C driver lacks the C++ runtime
# of the sanitizers).
foreach(file "share/doc/BoardGamesBot/README.md" "share/doc/BoardGamesBot/abi.md"
             "share/doc/BoardGamesBot/rules/dp6.md" "share/BoardGamesBot/csharp/BoardGamesBot.cs")
  if(NOT EXISTS "${prefix}/${file}")
    message(FATAL_ERROR "install: ${file} is missing from the prefix")
  endif()
endforeach()
find_program(BGB_PKG_CONFIG NAMES pkg-config pkgconf)
if(BGB_WITH_CAPI AND CMAKE_HOST_UNIX AND NOT CMAKE_HOST_APPLE AND EXISTS "${readme_dir}/readme_example.c")
  if(NOT EXISTS "${libdir}/pkgconfig/bgb.pc")
    message(FATAL_ERROR "install: ${BGB_INSTALL_LIBDIR}/pkgconfig/bgb.pc is missing from the prefix")
  endif()
  if(NOT BGB_PKG_CONFIG)
    message(FATAL_ERROR "pkg-config: not found (apt-get install pkgconf) to test the installed bgb.pc")
  endif()
  set(ENV{PKG_CONFIG_LIBDIR} "${libdir}/pkgconfig")  # only the fresh install, no system .pc files
  bgb_step(NAME pkg-config COMMAND "${BGB_PKG_CONFIG}" --cflags --libs bgb OUTPUT_VARIABLE pc_flags)
  bgb_step(NAME pkg-config-version COMMAND "${BGB_PKG_CONFIG}" --modversion bgb OUTPUT_VARIABLE pc_version)
  string(STRIP "${pc_version}" pc_version)
  if(NOT pc_version STREQUAL BGB_VERSION)
    message(FATAL_ERROR "pkg-config: bgb.pc says version '${pc_version}', the build ${BGB_VERSION}")
  endif()
  separate_arguments(pc_flags UNIX_COMMAND "${pc_flags}")
  separate_arguments(c_flags UNIX_COMMAND "${BGB_C_FLAGS} ${BGB_EXE_LINKER_FLAGS}")
  set(pc_exe "${BGB_WORK_DIR}/pkg_config_example")
  bgb_step(NAME pkg-config-build COMMAND "${BGB_C_COMPILER}" ${c_flags} "${readme_dir}/readme_example.c" ${pc_flags}
                                         "-Wl,-rpath,${libdir}" -o "${pc_exe}")
  bgb_step(NAME pkg-config-run COMMAND "${pc_exe}")
  if(EXISTS "${libdir}/libbgb.a" AND NOT BGB_C_FLAGS MATCHES "sanitize")
    bgb_step(NAME pkg-config-static COMMAND "${BGB_PKG_CONFIG}" --static --libs bgb OUTPUT_VARIABLE pc_static)
    string(REPLACE "-lbgb" "-Wl,-Bstatic -lbgb -Wl,-Bdynamic" pc_static "${pc_static}")
    separate_arguments(pc_static UNIX_COMMAND "${pc_static}")
    bgb_step(NAME pkg-config-static-build COMMAND "${BGB_C_COMPILER}" ${c_flags} "${readme_dir}/readme_example.c"
                                                  "-I${prefix}/include" ${pc_static} -o "${pc_exe}_static")
    bgb_step(NAME pkg-config-static-run COMMAND "${pc_exe}_static")
  endif()
endif()

# 4. Configure the consumer with the same toolchain, finding only what was just installed.
set(configure_args -S "${BGB_PROJECT_DIR}" -B "${build}" -G "${BGB_GENERATOR}"
    "-DCMAKE_PREFIX_PATH=${prefix}"
    "-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF"
    "-DCMAKE_FIND_PACKAGE_NO_SYSTEM_PACKAGE_REGISTRY=ON"
    "-DBGB_EXPECTED_VERSION=${BGB_VERSION}"
    "-DBGB_EXPECTED_DIR=${libdir}/cmake/BoardGamesBot"
    "-DBGB_CONSUMER_CAPI=${BGB_WITH_CAPI}"
    ${readme_args})
if(NOT "${BGB_GENERATOR_PLATFORM}" STREQUAL "")
  list(APPEND configure_args -A "${BGB_GENERATOR_PLATFORM}")
endif()
if(NOT "${BGB_GENERATOR_TOOLSET}" STREQUAL "")
  list(APPEND configure_args -T "${BGB_GENERATOR_TOOLSET}")
endif()
foreach(pair "CMAKE_MAKE_PROGRAM=BGB_MAKE_PROGRAM" "CMAKE_C_COMPILER=BGB_C_COMPILER"
             "CMAKE_CXX_COMPILER=BGB_CXX_COMPILER" "CMAKE_C_FLAGS=BGB_C_FLAGS"
             "CMAKE_CXX_FLAGS=BGB_CXX_FLAGS" "CMAKE_EXE_LINKER_FLAGS=BGB_EXE_LINKER_FLAGS"
             "CMAKE_BUILD_TYPE=BGB_CONFIG")
  string(REPLACE "=" ";" pair "${pair}")
  list(GET pair 0 cache_var)
  list(GET pair 1 our_var)
  if(NOT "${${our_var}}" STREQUAL "")
    list(APPEND configure_args "-D${cache_var}=${${our_var}}")
  endif()
endforeach()
bgb_step(NAME configure COMMAND "${CMAKE_COMMAND}" ${configure_args})

# 5. Build it, then run its programs through its own ctest (the right paths for any generator).
bgb_step(NAME build COMMAND "${CMAKE_COMMAND}" --build "${build}" ${config_args})
set(ctest_config "")
if(NOT "${BGB_CONFIG}" STREQUAL "")
  set(ctest_config -C "${BGB_CONFIG}")
endif()
get_filename_component(cmake_bin_dir "${CMAKE_COMMAND}" DIRECTORY)
find_program(ctest_exe NAMES ctest HINTS "${cmake_bin_dir}" NO_DEFAULT_PATH)
if(NOT ctest_exe)
  find_program(ctest_exe NAMES ctest REQUIRED)
endif()
# The README examples' agreement is its own outer test (readme.examples_play_the_same_game).
bgb_step(NAME run COMMAND "${ctest_exe}" --test-dir "${build}" ${ctest_config}
         --exclude-regex "^readme_examples_play_the_same_game$" --output-on-failure --no-tests=error)
message(STATUS "consumer project built and ran against ${prefix}")
