# bgb_warnings(target): the project's warning set; errors too when BGB_WERROR is on (CI).
function(bgb_warnings target)
  if(MSVC)
    target_compile_options(${target} PRIVATE /W4 $<$<BOOL:${BGB_WERROR}>:/WX>)
  else()
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic
                           $<$<BOOL:${BGB_WERROR}>:-Werror>)
  endif()
endfunction()
