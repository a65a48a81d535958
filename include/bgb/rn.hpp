// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November — include this to use the game from C++.
#include "bgb/core.hpp"
#include "bgb/rn/game.hpp"
#include "bgb/rn/picture.hpp"
