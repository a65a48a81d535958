#pragma once
// Shared helpers of the observation-tensor tests (Under Falling Skies, DP6, Red November): a
// reader that decodes one-hot, flag and scaled parts back into numbers and fails the test when a
// part is not what its encoding promises, and the size check every encoder must pass.
#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "bgb/core/tensor_parts.hpp"
#include "bgb/core/types.hpp"

namespace bgb::test {

/// Decodes parts of a tensor; every malformed part is a test failure naming its offset.
class TensorReader {
 public:
  explicit TensorReader(std::span<const float> t) : t_(t) {}

  /// The index of the one 1 in [at, at + len), or -1 when all are 0. Anything else fails.
  int one_hot(int at, int len) const {
    int found = -1;
    for (int i = 0; i < len; ++i) {
      const float v = get(at + i);
      if (v == 1.0F) {
        if (found >= 0) ADD_FAILURE() << "one-hot at " << at << " has two ones (" << found << ", " << i << ")";
        found = i;
      } else if (v != 0.0F) {
        ADD_FAILURE() << "one-hot at " << at << " holds " << v << " at " << i;
      }
    }
    return found;
  }
  bool flag(int at) const {
    const float v = get(at);
    if (v != 0.0F && v != 1.0F) ADD_FAILURE() << "flag at " << at << " holds " << v;
    return v == 1.0F;
  }
  /// The integer a scaled part encodes (value * scale, which must be a whole number).
  int scaled(int at, int scale) const {
    const double x = static_cast<double>(get(at)) * scale;
    const double r = std::round(x);
    if (std::abs(x - r) > 1e-3) ADD_FAILURE() << "scaled part at " << at << " is " << get(at) << ", not n / " << scale;
    return static_cast<int>(r);
  }
  float get(int at) const {
    if (at < 0 || static_cast<std::size_t>(at) >= t_.size()) {
      ADD_FAILURE() << "read at " << at << " past the tensor's " << t_.size() << " floats";
      return 0.0F;
    }
    return t_[static_cast<std::size_t>(at)];
  }

 private:
  std::span<const float> t_;
};

/// Writes the tensor into a buffer poisoned with NaN and a guard past its end: every float of
/// the tensor must be written and finite, and nothing past observation_tensor_size touched.
/// Records one state's observation (as a canonical text) and tensor, and fails as soon as one
/// observation has met two tensors or two observations one tensor: the tensor is a function of
/// the observation and tells observations apart.
class ObservationTensorMatch {
 public:
  void add(const std::string& observation, const std::vector<float>& tensor) {
    const auto [seen, fresh] = by_observation_.emplace(observation, tensor);
    if (!fresh) {
      ASSERT_EQ(seen->second, tensor) << "one observation, two tensors: " << observation;
    }
    const auto [other, new_tensor] = by_tensor_.emplace(tensor, observation);
    if (!new_tensor) {
      ASSERT_EQ(other->second, observation) << "two observations give one tensor";
    }
  }
  std::size_t observations() const { return by_observation_.size(); }

 private:
  std::map<std::string, std::vector<float>> by_observation_;
  std::map<std::vector<float>, std::string> by_tensor_;
};

template <class G>
std::vector<float> checked_tensor(const G& game, const typename G::State& s, PlayerId viewer) {
  const int n = observation_tensor_size(game);
  constexpr int kGuard = 16;
  std::vector<float> buf(static_cast<std::size_t>(n + kGuard), std::nanf(""));
  for (int i = n; i < n + kGuard; ++i) buf[static_cast<std::size_t>(i)] = 12345.0F;
  write_observation_tensor(game, s, viewer, std::span<float>(buf));
  for (int i = 0; i < n; ++i)
    if (!std::isfinite(buf[static_cast<std::size_t>(i)])) {
      ADD_FAILURE() << "float " << i << " of " << n << " is not finite (or not written) for viewer " << viewer;
      break;
    }
  for (int i = n; i < n + kGuard; ++i)
    if (buf[static_cast<std::size_t>(i)] != 12345.0F) {
      ADD_FAILURE() << "float " << i << " past the size " << n << " was written";
      break;
    }
  buf.resize(static_cast<std::size_t>(n));
  return buf;
}

/// The parts must tile [0, size) in order, with no gap and no overlap.
inline void expect_parts_tile(std::span<const tensor::Part> parts, int size) {
  int at = 0;
  for (const tensor::Part& p : parts) {
    EXPECT_EQ(p.offset, at) << p.name << " (group " << p.group << ")";
    EXPECT_GT(p.length, 0) << p.name;
    at = p.offset + p.length;
  }
  EXPECT_EQ(at, size);
}

}  // namespace bgb::test
