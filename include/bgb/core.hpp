// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Everything in the shared core: include this to write code over any game.
#include "bgb/core/bits.hpp"
#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/game.hpp"
#include "bgb/core/hash.hpp"
#include "bgb/core/playouts.hpp"
#include "bgb/core/result.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/core/words.hpp"
