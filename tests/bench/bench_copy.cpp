// Why "immutable, copied back" is slower than "immutable, kept" in the README's table, measured
// apart from any game: a state of N bytes is copied into a new value, written (or not) by one
// byte store, and copied back, in a chain where each step reads the last. The copies cost more
// with the size; after the byte store the copy back costs 3-4 ns more, because its 16-byte
// loads cannot be forwarded from a 1-byte store and wait until it reaches the cache. Past 256
// bytes g++ copies with `rep movsq` (clang calls memcpy), about three times the cost of 256
// inline bytes: Red November's state was 304 bytes until its hands went to a nibble per kind (256 now).
#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>

namespace {

template <std::size_t N>
struct Blob {
  std::array<std::uint8_t, N> bytes{};
};

template <std::size_t N>
[[gnu::noinline]] Blob<N> step(const Blob<N>& in, bool write, std::uint64_t r) {
  Blob<N> out = in;
  if (write) out.bytes[r % N] = static_cast<std::uint8_t>(out.bytes[r % N] + 1);
  return out;
}

template <std::size_t N>
void BM_CopyBack(benchmark::State& bs) {
  const bool write = bs.range(0) != 0;
  Blob<N> s{};
  std::uint64_t r = 1;
  for (auto _ : bs) {
    const Blob<N> next = step(s, write, r);
    s = next;  // the loop variable takes the new value, as `s = apply(s, a)` does
    r = r * 6364136223846793005ULL + 1442695040888963407ULL;
  }
  benchmark::DoNotOptimize(s);
  bs.counters["bytes"] = N;
}
BENCHMARK(BM_CopyBack<48>)->ArgName("write")->Arg(0)->Arg(1);
BENCHMARK(BM_CopyBack<96>)->ArgName("write")->Arg(0)->Arg(1);
BENCHMARK(BM_CopyBack<128>)->ArgName("write")->Arg(0)->Arg(1);
BENCHMARK(BM_CopyBack<192>)->ArgName("write")->Arg(0)->Arg(1);
BENCHMARK(BM_CopyBack<256>)->ArgName("write")->Arg(0)->Arg(1);
BENCHMARK(BM_CopyBack<304>)->ArgName("write")->Arg(0)->Arg(1);

}  // namespace
