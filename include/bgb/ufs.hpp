// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies (9-card edition) — include this to use the game from C++.
#include "bgb/core.hpp"
#include "bgb/ufs/game.hpp"
