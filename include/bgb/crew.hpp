// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew: The Quest for Planet Nine — include this to use the game from C++.
#include "bgb/core.hpp"
#include "bgb/crew/campaign.hpp"
#include "bgb/crew/game.hpp"
