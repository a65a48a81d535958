#pragma once
/// \file
/// The progress line of `bgb simulate` on a terminal: "  120000 of 2000000 games  65k games/s
/// ETA 29 s", redrawn in place at most a few times a second, erased when done. Silent when the
/// error stream is not a terminal (a pipe, a file, a test), so logs and scripts see nothing.
#include <chrono>
#include <cstdint>
#include <iomanip>
#include <ostream>

namespace bgb::cli {

class Progress {
 public:
  /// `err` null: silent. `total`: the games to play. `every`: the least time between redraws.
  Progress(std::ostream* err, std::int64_t total, std::chrono::milliseconds every = std::chrono::milliseconds(250)) noexcept
      : err_(err), total_(total), every_(every), start_(std::chrono::steady_clock::now()), last_(start_) {}
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  ~Progress() { finish(); }

  /// Redraws the line if `every` has passed since the start or the last redraw.
  void update(std::int64_t done) {
    if (err_ == nullptr) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < every_) return;
    last_ = now;
    const double secs = std::chrono::duration<double>(now - start_).count();
    const double rate = secs > 0 ? static_cast<double>(done) / secs : 0.0;
    const double eta = rate > 0 ? static_cast<double>(total_ - done) / rate : 0.0;
    *err_ << "\r  " << done << " of " << total_ << " games  " << std::fixed << std::setprecision(rate < 10 ? 1 : 0) << rate
          << " games/s  ETA " << std::setprecision(0) << eta << " s   " << std::flush;
    drawn_ = true;
  }

  /// Erases the line (once).
  void finish() {
    if (err_ == nullptr || !drawn_) return;
    *err_ << "\r\x1b[K" << std::flush;
    drawn_ = false;
  }

 private:
  std::ostream* err_;
  std::int64_t total_;
  std::chrono::milliseconds every_;
  std::chrono::steady_clock::time_point start_, last_;
  bool drawn_ = false;
};

}  // namespace bgb::cli
