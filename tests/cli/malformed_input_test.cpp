// `bgb` given malformed input, in-process: whatever arrives -- options that are not JSON or not
// text at all, unknown games, scenario files cut short, binary junk, paths that do not exist,
// junk on standard input -- the command prints a clear error and returns a non-zero status (or,
// for a person's junk answers, re-prompts), and nothing escapes run(). The real executable gets
// the same cases in tests/cli/CMakeLists.txt ("malformed input").
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bgb/core/rng.hpp"
#include "in_process.hpp"
#include "registry.hpp"

namespace bgb::cli::test {
namespace {

namespace fs = std::filesystem;

/// A fresh scratch directory under the system's temporary directory, removed afterwards.
class Scratch {
 public:
  explicit Scratch(const std::string& name)
      : dir_(fs::temp_directory_path() /
             ("bgb-cli-malformed-" + name + "-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()))) {
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::string write(const std::string& name, const std::string& bytes) const {
    const fs::path p = dir_ / name;
    std::ofstream(p, std::ios::binary) << bytes;
    return p.string();
  }
  std::string path() const { return dir_.string(); }

 private:
  fs::path dir_;
};

/// `n` bytes of seeded junk: every byte value, NULs and invalid UTF-8 included.
std::string junk(std::uint64_t seed, std::size_t n) {
  Rng rng(seed);
  std::string s(n, '\0');
  for (char& c : s) c = static_cast<char>(rng.below(256));
  return s;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

std::size_t count_lines_starting(const std::string& text, const std::string& prefix) {
  return lines_starting(text, prefix).size();
}

TEST(CliMalformedInput, OptionsThatAreNotJsonAreAUsageErrorForEveryGame) {
  const std::vector<std::string> bad = {"{\"players\": 4,", "[1,2", "nonsense", "{\"players\":1e999}",
                                        std::string("{\"players\"\0:4}", 14), "\xff\xfe{", junk(1, 64), junk(2, 512)};
  for (const GameInfo& info : registered_games()) {
    const std::string game(info.name);
    for (const std::string& options : bad) {
      for (const char* command : {"play", "simulate"}) {
        const Outcome r = std::string(command) == "play" ? bgb({"play", game, "--options", options, "--seed", "1"})
                                                          : bgb({"simulate", game, "--games", "2", "--options", options});
        EXPECT_EQ(r.rc, kExitUsage) << command << ' ' << game << " --options " << options << '\n' << r.err;
        EXPECT_NE(r.err.find("bgb: "), std::string::npos) << r.err;
        EXPECT_NE(r.err.find("--help`\n"), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
        EXPECT_EQ(r.out, "") << command << ' ' << options;
      }
    }
  }
}

TEST(CliMalformedInput, UnknownOrJunkGameNamesAreAUsageError) {
  for (const std::string& name : {std::string("chess"), std::string(""), std::string("THE-CREW"), junk(3, 40)}) {
    const Outcome play = bgb({"play", name, "--seed", "1"});
    EXPECT_EQ(play.rc, kExitUsage) << name;
    const Outcome sim = bgb({"simulate", name, "--games", "1"});
    EXPECT_EQ(sim.rc, kExitUsage) << name;
    EXPECT_NE(sim.err.find("--help`\n"), std::string::npos) << sim.err;
  }
}

TEST(CliMalformedInput, EveryTruncationOfAScenarioIsAFailLine) {
  const std::string whole = read_text(BGB_CLI_FIXTURES "/passing.json");
  ASSERT_GT(whole.size(), 100U);
  Scratch dir("truncated");
  std::size_t files = 0;
  for (std::size_t len = 0; len + 1 < whole.size(); len += 3, ++files)
    dir.write("cut-" + std::to_string(len) + ".json", whole.substr(0, len));
  const Outcome r = bgb({"conform", dir.path()});
  EXPECT_EQ(r.rc, kExitFailure);
  EXPECT_EQ(count_lines_starting(r.out, "FAIL "), files) << r.out;
  EXPECT_EQ(count_lines_starting(r.out, "PASS "), 0U) << r.out;
  EXPECT_NE(r.out.find("\n0 passed, " + std::to_string(files) + " failed\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("internal error"), std::string::npos) << r.out;
}

TEST(CliMalformedInput, BinaryJunkAndWrongKindsOfJsonAreFailLines) {
  Scratch dir("junk");
  std::vector<std::string> files;
  for (std::uint64_t seed = 0; seed < 20; ++seed) files.push_back(dir.write("junk-" + std::to_string(seed) + ".json", junk(seed, 1 + seed * 97)));
  for (const std::string& text : {std::string(""), std::string("   \n"), std::string("[]"), std::string("42"),
                                  std::string("\"a string\""), std::string("null"), std::string("{}"),
                                  std::string("{\"name\":\"x\",\"game\":\"the-crew\",\"steps\":[{\"do\":\"\xff\xfe\"}]}"),
                                  std::string("{\"name\":\"x\",\"game\":\"the-crew\",\"steps\":[{\"do\":[]}]}"),
                                  std::string("{\"name\":\"x\",\"game\":\"no-such-game\",\"steps\":[]}"),
                                  std::string("{\"name\":\"x\",\"game\":\"the-crew\",\"options\":{\"players\":1e999},\"steps\":[]}"),
                                  std::string(5000, '[') + std::string(5000, ']'), std::string("{\"a\":") + std::string(70, '{')})
    files.push_back(dir.write("kind-" + std::to_string(files.size()) + ".json", text));
  const Outcome r = bgb({"conform", dir.path()});
  EXPECT_EQ(r.rc, kExitFailure);
  EXPECT_EQ(count_lines_starting(r.out, "FAIL "), files.size()) << r.out;
  EXPECT_NE(r.out.find("\n0 passed, " + std::to_string(files.size()) + " failed\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("internal error"), std::string::npos) << r.out;
}

TEST(CliMalformedInput, PathsThatDoNotExistOrHoldNoScenarioAreFailLines) {
  Scratch dir("paths");
  fs::create_directories(dir.path() + "/empty");
  dir.write("notes.txt", "not a scenario");  // only *.json files are scenarios
  const Outcome r = bgb({"conform", dir.path() + "/no-such-dir/", dir.path() + "/no-such-file.json",
                         dir.path() + "/empty", dir.path() + "/notes.txt", BGB_CLI_FIXTURES "/passing.json"});
  EXPECT_EQ(r.rc, kExitFailure);
  EXPECT_EQ(count_lines_starting(r.out, "FAIL "), 4U) << r.out;
  EXPECT_NE(r.out.find("no-such-dir/: no such file or directory\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("no-such-file.json: no such file or directory\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("empty: no *.json scenario in this directory\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("notes.txt: not valid JSON"), std::string::npos) << r.out;  // a file named on purpose is read
  EXPECT_NE(r.out.find("\n1 passed, 4 failed\n"), std::string::npos) << r.out;
}

TEST(CliMalformedInput, JunkOnStandardInputRepromptsAndEndsCleanly) {
  for (std::uint64_t seed = 0; seed < 4; ++seed) {
    const std::string input = junk(seed, 4000) + "\n" + std::string(100000, 'x') + "\nquit\n";
    const Outcome r = bgb({"play", "the-crew", "--seed", "3", "--seat", "0"}, input);
    EXPECT_EQ(r.rc, kExitOk) << r.err;
    EXPECT_NE(r.out.find("error: "), std::string::npos);  // at least one line was refused with a reason
    const bool ended = r.out.find("you left the game\n") != std::string::npos ||
                       r.out.find("end of input: leaving the game\n") != std::string::npos ||
                       r.out.find("\nresult: ") != std::string::npos;  // junk lines may be valid choices
    EXPECT_TRUE(ended) << r.out.substr(r.out.size() > 2000 ? r.out.size() - 2000 : 0);
  }
}

}  // namespace
}  // namespace bgb::cli::test
