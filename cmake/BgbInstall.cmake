# Install rules and the CMake package `BoardGamesBot`.
#
# A consumer writes `find_package(BoardGamesBot CONFIG REQUIRED)` and gets
#   bgb::headers  the header-only C++20 rules (include/bgb/**), no dependencies;
#   bgb::bgb      libbgb, the C ABI (capi/include/bgb/bgb.h), a shared library with a SONAME.
# The `bgb` CLI is installed to bin/ but not exported. nlohmann-json is only used inside libbgb,
# so the package config finds no dependency.
#
# Targets that other parts of the tree define are guarded with if(TARGET ...) so the project
# still configures while a part is missing; the consumer test (tests/consumer) checks the
# complete set once it exists.
include_guard(GLOBAL)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(BGB_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/BoardGamesBot"
    CACHE STRING "Where BoardGamesBotConfig.cmake is installed, relative to the prefix")
mark_as_advanced(BGB_INSTALL_CMAKEDIR)

# Exported include directories must not point into the source or build tree. A target that
# lists a plain absolute directory gets it wrapped in $<BUILD_INTERFACE:...>, and one without an
# $<INSTALL_INTERFACE:...> gets the installed include directory.
function(bgb_detail_relocatable_includes target)
  get_target_property(dirs ${target} INTERFACE_INCLUDE_DIRECTORIES)
  if(NOT dirs)
    set(dirs "")
  endif()
  set(fixed "")
  set(has_install_dir FALSE)
  foreach(dir IN LISTS dirs)
    if(dir MATCHES "^\\$<INSTALL_INTERFACE:")
      set(has_install_dir TRUE)
      list(APPEND fixed "${dir}")
    elseif(IS_ABSOLUTE "${dir}" AND NOT dir MATCHES "^\\$<")
      list(APPEND fixed "$<BUILD_INTERFACE:${dir}>")
    else()
      list(APPEND fixed "${dir}")
    endif()
  endforeach()
  if(NOT has_install_dir)
    list(APPEND fixed "$<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>")
  endif()
  set_property(TARGET ${target} PROPERTY INTERFACE_INCLUDE_DIRECTORIES "${fixed}")
endfunction()

# --- headers -----------------------------------------------------------------------------------
install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/bgb"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
        FILES_MATCHING PATTERN "*.hpp" PATTERN "*.h")
if(EXISTS "${PROJECT_SOURCE_DIR}/capi/include/bgb")
  install(DIRECTORY "${PROJECT_SOURCE_DIR}/capi/include/bgb"
          DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
          FILES_MATCHING PATTERN "*.h")
endif()

# --- exported targets --------------------------------------------------------------------------
set(_bgb_exported bgb_headers)
set_target_properties(bgb_headers PROPERTIES EXPORT_NAME headers)
bgb_detail_relocatable_includes(bgb_headers)

if(TARGET bgb_capi)
  bgb_detail_relocatable_includes(bgb_capi)
  # bgb::bgb for consumers, whatever the target is called here.
  set_target_properties(bgb_capi PROPERTIES EXPORT_NAME bgb)
  # libbgb.so -> libbgb.so.<major> -> libbgb.so.<version>, unless capi/ already chose.
  get_target_property(_bgb_soversion bgb_capi SOVERSION)
  if(NOT _bgb_soversion)
    set_target_properties(bgb_capi PROPERTIES VERSION "${PROJECT_VERSION}"
                                              SOVERSION "${PROJECT_VERSION_MAJOR}")
  endif()
  list(APPEND _bgb_exported bgb_capi)
endif()

install(TARGETS ${_bgb_exported}
        EXPORT BoardGamesBotTargets
        LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}"
        ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}"
        RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")

# The static C ABI (capi/static/libbgb.a, BGB_BUILD_STATIC_CAPI), for programs and platforms
# that link it in (iOS, WebGL, Godot); not exported as a CMake target: its C++ runtime is the
# linker's business (bgb.pc's Libs.private names it).
if(TARGET bgb_static)
  install(TARGETS bgb_static ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}")
endif()

# --- pkg-config --------------------------------------------------------------------------------
if(TARGET bgb_capi)
  set(_bgb_pcdir "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
  file(RELATIVE_PATH BGB_PC_TO_PREFIX "/${_bgb_pcdir}" "/")
  string(REGEX REPLACE "/$" "" BGB_PC_TO_PREFIX "${BGB_PC_TO_PREFIX}")
  configure_file("${PROJECT_SOURCE_DIR}/cmake/bgb.pc.in" "${PROJECT_BINARY_DIR}/bgb.pc" @ONLY)
  install(FILES "${PROJECT_BINARY_DIR}/bgb.pc" DESTINATION "${_bgb_pcdir}")
endif()

# --- the CLI -----------------------------------------------------------------------------------
if(TARGET bgb_cli)
  # Should the CLI ever link libbgb, the installed binary still finds it next door.
  get_target_property(_bgb_cli_rpath bgb_cli INSTALL_RPATH)
  if(NOT _bgb_cli_rpath AND NOT APPLE AND NOT WIN32)
    file(RELATIVE_PATH _bgb_bin_to_lib "/${CMAKE_INSTALL_BINDIR}" "/${CMAKE_INSTALL_LIBDIR}")
    set_target_properties(bgb_cli PROPERTIES INSTALL_RPATH "$ORIGIN/${_bgb_bin_to_lib}")
  endif()
  install(TARGETS bgb_cli RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
endif()

# --- licence, changelog, manual and the C# binding ---------------------------------------------
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_SOURCE_DIR}/CHANGELOG.md" "${PROJECT_SOURCE_DIR}/README.md"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}")
# The manual pages (Markdown, as in the repository) and the C# binding, one file for Unity,
# .NET and Mono (docs/unity.md), which an app copies next to the native plug-in.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION "${CMAKE_INSTALL_DOCDIR}"
        FILES_MATCHING PATTERN "*.md")
install(FILES "${PROJECT_SOURCE_DIR}/examples/unity/BoardGamesBot.cs"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/BoardGamesBot/csharp")

# --- package config ----------------------------------------------------------------------------
install(EXPORT BoardGamesBotTargets
        NAMESPACE bgb::
        FILE BoardGamesBotTargets.cmake
        DESTINATION "${BGB_INSTALL_CMAKEDIR}")

configure_package_config_file(
  "${PROJECT_SOURCE_DIR}/cmake/BoardGamesBotConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/BoardGamesBotConfig.cmake"
  INSTALL_DESTINATION "${BGB_INSTALL_CMAKEDIR}")

# The version is the ABI version (CMakeLists.txt): a minor version only adds, so any release of
# the same major at or above the one asked for will do.
set(_bgb_compat SameMajorVersion)
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/BoardGamesBotConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}"
  COMPATIBILITY ${_bgb_compat})

install(FILES "${PROJECT_BINARY_DIR}/BoardGamesBotConfig.cmake"
              "${PROJECT_BINARY_DIR}/BoardGamesBotConfigVersion.cmake"
        DESTINATION "${BGB_INSTALL_CMAKEDIR}")
