# Fails unless DOC (docs/unity.md) shows FILE (BgbRandomGame.cs) as it is: the fenced block of
# the page that starts with FILE's first two code lines must be FILE from there to its end.
cmake_minimum_required(VERSION 3.22)

file(READ "${FILE}" code)
string(FIND "${code}" "using " start)
string(SUBSTRING "${code}" ${start} -1 code)  # the code without the header comment
string(REGEX MATCH "^[^\n]*\n[^\n]*\n" first_lines "${code}")
file(READ "${DOC}" doc)
string(FIND "${doc}" "```csharp\n${first_lines}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${DOC} has no ```csharp block starting with:\n${first_lines}")
endif()
math(EXPR at "${at} + 10")  # after "```csharp\n"
string(SUBSTRING "${doc}" ${at} -1 doc)
string(FIND "${doc}" "```" end)
string(SUBSTRING "${doc}" 0 ${end} shown)
if(NOT shown STREQUAL code)
  message(FATAL_ERROR "${DOC} shows another version of ${FILE}: copy the file into the page again")
endif()
message(STATUS "${DOC} shows ${FILE} as it is")
