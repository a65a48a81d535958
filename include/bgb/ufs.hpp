#pragma once
/// \file
/// Under Falling Skies (9-card edition) — include this to use the game from C++.
/// Work in progress: the rules and notation are in; the game is not in the registry yet.
#include "bgb/core.hpp"
#include "bgb/ufs/game.hpp"
