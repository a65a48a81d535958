#pragma once
/// \file
/// The `bgb` commands as functions of their arguments and streams, so tests can run them in-process.
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "args.hpp"
#include "registry.hpp"

namespace bgb::cli {

/// The streams a command reads and writes.
struct Io {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
  /// `err` is a terminal: long commands (simulate) draw a progress line there.
  bool err_is_terminal = false;
};

/// Runs a whole command line (without the program name) and returns the exit status.
int run(std::span<const std::string_view> argv, Io io);

int cmd_list(Io io);
int cmd_play(const Args& args, Io io);
int cmd_simulate(const Args& args, Io io);
int cmd_conform(const Args& args, Io io);
int cmd_demo(const Args& args, Io io);
int cmd_solve(const Args& args, Io io);

/// Prints a bad-argument reason and one line pointing at the command's --help to io.err;
/// returns kExitUsage.
int usage_error(const std::string& why, Io io, Command command);

/// The game named in args with its options, or (after a usage error is printed) null.
std::shared_ptr<const AnyGame> make_game_or_report(const std::string& name, const std::string& options, Io io,
                                                   Command command);

/// A seed for a run that did not ask for one (printed, so the run can be repeated).
std::uint64_t fresh_seed();

}  // namespace bgb::cli
