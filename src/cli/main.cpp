/// \file
/// `bgb`: list, play, simulate, conform and demo the registered games.
#include <unistd.h>

#include <exception>
#include <iostream>
#include <string_view>
#include <vector>

#include "commands.hpp"

int main(int argc, char** argv) {
  try {
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    return bgb::cli::run(args, bgb::cli::Io{std::cin, std::cout, std::cerr, ::isatty(STDERR_FILENO) == 1});
  } catch (const std::exception& e) {
    std::cerr << "bgb: internal error: " << e.what() << '\n';
    return bgb::cli::kExitFailure;
  } catch (...) {
    // Nothing may escape main (std::terminate would abort with no message): whatever was
    // thrown, say so and fail.
    std::cerr << "bgb: internal error: unknown exception\n";
    return bgb::cli::kExitFailure;
  }
}
