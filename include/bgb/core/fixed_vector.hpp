// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// A fixed-capacity vector that lives inside its owner: no heap, trivially copyable for trivial T.
#include <array>
#include <cstddef>
#include <cstdint>

namespace bgb {

/// Up to N values of T stored inline; push_back past N is a programming error (checked in debug).
/// The count is a std::size_t, a type that a store of an int (an ActionId) cannot alias: with an
/// int count the compiler must reload it from memory after every id written, a store-forwarding
/// stall per id in a move generator's loop.
template <class T, int N>
class FixedVector {
 public:
  static constexpr int kCapacity = N;

  constexpr void push_back(const T& v) noexcept { items_[size_++] = v; }
  constexpr void clear() noexcept { size_ = 0; }
  constexpr int size() const noexcept { return static_cast<int>(size_); }
  constexpr bool empty() const noexcept { return size_ == 0; }
  constexpr bool full() const noexcept { return size_ == static_cast<std::size_t>(N); }
  constexpr const T& operator[](int i) const noexcept { return items_[static_cast<std::size_t>(i)]; }
  constexpr T& operator[](int i) noexcept { return items_[static_cast<std::size_t>(i)]; }
  constexpr const T* begin() const noexcept { return items_.data(); }
  constexpr const T* end() const noexcept { return items_.data() + size_; }
  constexpr T* begin() noexcept { return items_.data(); }
  constexpr T* end() noexcept { return items_.data() + size_; }
  constexpr const T* data() const noexcept { return items_.data(); }
  /// Appends n slots for the caller to fill (so a loop can write values without a count per
  /// value). Precondition: size() + n <= N.
  constexpr T* extend(int n) noexcept {
    T* at = items_.data() + size_;
    size_ += static_cast<std::size_t>(n);
    return at;
  }

  constexpr bool contains(const T& v) const noexcept {
    for (const T& x : *this)
      if (x == v) return true;
    return false;
  }

 private:
  // Left uninitialized on purpose: lists are rebuilt per move and zeroing them cost more than
  // the move generation itself; only [0, size_) is ever read.
  std::array<T, static_cast<std::size_t>(N)> items_;
  std::size_t size_ = 0;
};

}  // namespace bgb
