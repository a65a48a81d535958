// The layout tables of docs/tensors.md (for Under Falling Skies, DP6 and Red November) against
// the constexpr layouts of include/bgb/{ufs,dp6,rn}/tensor.hpp: every row's offset, length, field
// and encoding, in order, for the default options. The doc's path comes from BGB_TENSOR_DOC; a
// game's table is the first table under its `## <Game name>` heading. On a mismatch the test
// prints the table the code implies, ready to paste.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bgb/dp6/tensor.hpp"
#include "bgb/rn/tensor.hpp"
#include "bgb/ufs/tensor.hpp"

#ifndef BGB_TENSOR_DOC
#error "BGB_TENSOR_DOC must name the markdown file with the tensor tables"
#endif

namespace bgb::test {
namespace {

struct Row {
  std::string offset, length, field, encoding;
  friend bool operator==(const Row&, const Row&) = default;
};

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

/// The cells of a markdown table row "| a | b | c |".
std::vector<std::string> cells(const std::string& line) {
  std::vector<std::string> out;
  std::string cell;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '|') {
      out.push_back(trim(cell));
      cell.clear();
    } else {
      cell += line[i];
    }
  }
  return out;
}

/// The rows of the first table under `## <heading>` (header and separator skipped); fails when
/// the heading or the table is missing.
std::vector<Row> doc_table(const std::string& heading) {
  std::ifstream in(BGB_TENSOR_DOC);
  EXPECT_TRUE(in.good()) << "cannot read " << BGB_TENSOR_DOC;
  std::string line;
  bool in_section = false, in_table = false;
  int header_lines = 0;
  std::vector<Row> rows;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) {
      if (in_section) break;
      in_section = trim(line.substr(3)) == heading;
      continue;
    }
    if (!in_section) continue;
    if (line.rfind("|", 0) != 0) {
      if (in_table) break;
      continue;
    }
    in_table = true;
    if (header_lines++ < 2) continue;  // | offset | length | field | encoding | and |---|
    const std::vector<std::string> c = cells(line);
    EXPECT_EQ(c.size(), 4U) << heading << ": row with " << c.size() << " cells: " << line;
    if (c.size() == 4) rows.push_back({c[0], c[1], c[2], c[3]});
  }
  EXPECT_TRUE(in_table) << "no table under '## " << heading << "' in " << BGB_TENSOR_DOC;
  return rows;
}

std::vector<Row> code_table(std::span<const tensor::Part> parts, const std::string& block) {
  std::vector<Row> rows;
  for (const tensor::Part& p : parts) {
    const std::string field = p.group < 0 ? std::string(p.name) : block + "[" + std::to_string(p.group) + "]." + std::string(p.name);
    rows.push_back({std::to_string(p.offset), std::to_string(p.length), field, std::string(p.encoding)});
  }
  return rows;
}

void expect_doc_matches(const std::string& heading, const std::vector<Row>& want) {
  const std::vector<Row> got = doc_table(heading);
  bool same = got.size() == want.size();
  for (std::size_t i = 0; i < got.size() && i < want.size(); ++i) {
    EXPECT_EQ(got[i].offset, want[i].offset) << heading << " row " << i << " (" << want[i].field << ")";
    EXPECT_EQ(got[i].length, want[i].length) << heading << " row " << i << " (" << want[i].field << ")";
    EXPECT_EQ(got[i].field, want[i].field) << heading << " row " << i;
    EXPECT_EQ(got[i].encoding, want[i].encoding) << heading << " row " << i << " (" << want[i].field << ")";
    same = same && got[i] == want[i];
  }
  EXPECT_EQ(got.size(), want.size()) << heading << ": rows in the doc vs parts in the code";
  if (!same) {
    std::ostringstream table;
    table << "| offset | length | field | encoding |\n|---|---|---|---|\n";
    for (const Row& r : want) table << "| " << r.offset << " | " << r.length << " | " << r.field << " | " << r.encoding << " |\n";
    ADD_FAILURE() << "the table the code implies for '## " << heading << "':\n" << table.str();
  }
}

TEST(TensorDocs, UnderFallingSkiesTableMatchesTheLayout) {
  expect_doc_matches("Under Falling Skies", code_table(ufs::tensor_layout::kParts, ""));
}

TEST(TensorDocs, Dp6TableMatchesTheLayoutForTwoPlayers) {
  int count = 0;
  const auto parts = dp6::tensor_layout::parts(2, count);
  expect_doc_matches("DP6", code_table(std::span<const tensor::Part>(parts.data(), static_cast<std::size_t>(count)), "track"));
}

TEST(TensorDocs, RedNovemberTableMatchesTheLayoutForFourPlayers) {
  int count = 0;
  const auto parts = rn::tensor_layout::parts(4, count);
  expect_doc_matches("Red November", code_table(std::span<const tensor::Part>(parts.data(), static_cast<std::size_t>(count)), "seat"));
}

}  // namespace
}  // namespace bgb::test
