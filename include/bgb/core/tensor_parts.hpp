// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// What the observation-tensor encoders of Under Falling Skies, DP6 and Red November share: a
/// named part of a layout (the docs' tables are checked against these) and a writer that fills a
/// float span by offsets with no allocation. Every write is bounds-checked against the span, so a
/// short span loses floats instead of being overrun.
#include <array>
#include <cstddef>
#include <span>
#include <string_view>

namespace bgb::tensor {

/// One field of a tensor layout. `group` is -1 for a field written once, or k for the k-th copy
/// of a repeated block (in the games here: the seat `viewer + k`, so the viewer's own is 0).
struct Part {
  std::string_view name;
  int group = -1;
  int offset = 0;
  int length = 0;
  std::string_view encoding;
};

/// A layout's parts in order: the shared ones, then `blocks` copies of a repeated block (copy k
/// tagged group k and shifted to start at shared_length + k * block_length). `count` gets how many
/// of the Max slots are used.
template <std::size_t Max, std::size_t Shared, std::size_t Block>
constexpr std::array<Part, Max> expand(const std::array<Part, Shared>& shared, const std::array<Part, Block>& block,
                                       int shared_length, int block_length, int blocks, int& count) noexcept {
  std::array<Part, Max> out{};
  count = 0;
  for (const Part& p : shared) out[static_cast<std::size_t>(count++)] = p;
  for (int k = 0; k < blocks && static_cast<std::size_t>(count) + Block <= Max; ++k)
    for (Part p : block) {
      p.group = k;
      p.offset += shared_length + k * block_length;
      out[static_cast<std::size_t>(count++)] = p;
    }
  return out;
}

/// Fills a tensor: zeroes it once, then sets the floats each field asks for.
class Writer {
 public:
  explicit Writer(std::span<float> out) noexcept : out_(out) {
    for (float& f : out_) f = 0.0F;
  }

  /// Sets out[offset + value] to 1 when 0 <= value < length; a value out of range sets nothing
  /// (the encoders document which values can be absent, e.g. "none").
  void one_hot(int offset, int length, int value) noexcept {
    if (value >= 0 && value < length) set(offset + value, 1.0F);
  }
  void flag(int offset, bool on) noexcept {
    if (on) set(offset, 1.0F);
  }
  /// A count or minute divided by `scale` (not clipped).
  void scaled(int offset, int value, int scale) noexcept {
    set(offset, static_cast<float>(value) / static_cast<float>(scale));
  }
  void set(int index, float v) noexcept {
    if (index >= 0 && static_cast<std::size_t>(index) < out_.size()) out_[static_cast<std::size_t>(index)] = v;
  }

 private:
  std::span<float> out_;
};

}  // namespace bgb::tensor
