// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6 (Buró; 2–4 players, competitive) — include this to use the game from C++.
#include "bgb/core.hpp"
#include "bgb/dp6/game.hpp"
