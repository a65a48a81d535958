"""The package's core against every registered game: each C ABI call, its errors, its handles."""
from __future__ import annotations

import ctypes
import json
import os

import numpy as np
import pytest

import boardgamesbot as bgb
from boardgamesbot import _lib
from conftest import CASES, has_abi, has_tensor, random_game


def test_versions_and_every_game_is_tested():
    major, minor = bgb.abi_version()
    assert major == bgb.ABI_MAJOR and minor >= 4
    assert bgb.version().startswith(f"{major}.{minor}.")
    assert set(bgb.games()) == set(CASES), "a new game needs its options in conftest.CASES"
    assert os.path.samefile(bgb.library_path(), os.environ["BGB_LIBRARY"])


def test_every_status_code_has_its_exception():
    expected = {-1: bgb.InvalidArgumentError, -2: bgb.IllegalActionError, -3: bgb.BufferTooSmallError,
                -4: bgb.ParseError, -5: bgb.UnknownGameError, -6: bgb.OutOfMemoryError,
                -7: bgb.UnsupportedError, -100: bgb.InternalError}
    for status, cls in expected.items():
        e = _lib.error(status, "message")
        assert type(e) is cls and isinstance(e, bgb.BgbError) and e.status == status
        assert e.name == bgb.status_string(status) and str(e) == "message"
    assert type(_lib.error(-55, "x")) is bgb.BgbError and bgb.status_string(-55) == "unknown"


def test_every_c_function_is_declared():
    header = open(os.path.join(os.path.dirname(__file__), "..", "..", "include", "bgb", "bgb.h")).read()
    import re
    declared = set(re.findall(r"BGB_API [^;(]*?\b(bgb_\w+)\s*\(", header))
    assert declared and declared <= set(_lib.SIGNATURES), declared - set(_lib.SIGNATURES)
    # ... and each one is called by some wrapper (not only declared)
    package = os.path.dirname(bgb.__file__)
    code = "".join(open(os.path.join(package, f)).read() for f in os.listdir(package)
                   if f.endswith(".py") and f != "_lib.py")
    unwrapped = sorted(name for name in declared if name not in code)
    assert not unwrapped, f"C functions without a Python wrapper: {unwrapped}"


def test_errors_carry_the_library_message(case):
    name, options = case
    with pytest.raises(bgb.UnknownGameError, match="unknown game 'no-such-game'"):
        bgb.Game("no-such-game")
    with pytest.raises(bgb.ParseError):
        bgb.Game(name, "{not json")
    with pytest.raises(bgb.InvalidArgumentError):
        bgb.Game(name, {"no_such_option": 1})
    with bgb.Game(name, options) as game:
        state = game.initial_state()
        with pytest.raises(bgb.InvalidArgumentError):
            state.to_json(99)
        with pytest.raises(bgb.InvalidArgumentError):
            game.state_from_json(json.dumps({"not": "a snapshot"}))
        before = state.hash
        with pytest.raises(bgb.IllegalActionError, match="bgb_state_apply"):
            state.apply(game.num_distinct_actions)
        with pytest.raises(bgb.IllegalActionError):
            state.apply_into(-1, state)
        assert state.hash == before


def test_handles_close_and_context_managers(case):
    name, options = case
    with bgb.Game(name, options) as game:
        state = game.initial_state()
        with state.game() as again:
            assert again.name == name and again.options == game.options
    assert game.closed
    with pytest.raises(ValueError, match="closed"):
        game.num_players
    assert state.current_player in (bgb.CHANCE, 0)  # a state keeps its game alive
    state.close()
    state.close()
    assert "closed" in repr(state)


def test_a_whole_game_through_every_state_call(case):
    name, options = case
    with bgb.Game(name, options) as game:
        assert game.num_players >= 1 and game.max_legal_actions >= 1
        rng = bgb.Rng(11)
        state = game.initial_state()
        texts = []
        while not state.is_terminal:
            player = state.current_player
            if player == bgb.CHANCE:
                outcomes = state.chance_outcomes()
                assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
                assert state.legal_actions() == []
                action = state.sample_chance(rng)
                assert action in [a for a, _ in outcomes]
            else:
                legal = state.legal_actions()
                assert 0 < len(legal) <= game.max_legal_actions and legal == sorted(legal)
                assert state.chance_outcomes() == []
                action = legal[rng.below(len(legal))]
                assert state.parse_action(state.action_text(action)) == action
            texts.append(state.action_text(action))
            assert state.action_text_for(action, bgb.VIEW_ALL) == texts[-1]
            for viewer in [bgb.VIEW_PUBLIC, *range(game.num_players)]:
                seen = state.action_text_for(action, viewer)
                assert seen == texts[-1] or "?" in seen
            state = state.apply(action)
        returns = state.returns()
        assert len(returns) == game.num_players
        assert state.legal_actions() == [] and state.chance_outcomes() == []
        if has_abi(7):  # test_agreement.py checks its draws along the way
            before = rng.state
            with pytest.raises(bgb.InvalidArgumentError, match="bgb_state_random_action: the state is terminal"):
                state.random_action(rng)
            assert rng.state == before
        assert isinstance(state.render(), str) and isinstance(state.render(bgb.VIEW_PUBLIC), str)
        assert game.state_from_json(state.to_json()).hash == state.hash
        assert bgb.replay({"game": name, "options": game.options, "actions": texts}).hash == state.hash
        assert bgb.replay(json.dumps({"game": name, "options": game.options, "actions": texts})) == state
        for seat in range(game.num_players):
            json.loads(state.to_json(seat))
        first = game.initial_state()
        assert first.apply_text(texts[0]).hash == first.apply(first.parse_action(texts[0])).hash


def test_a_crew_deal_shows_each_card_to_its_recipient_alone():
    with bgb.Game("the-crew", {"players": 4, "mission": 1}) as game:
        rng, state = bgb.Rng(5), game.initial_state()
        seen = [0, 0, 0, 0]
        while state.current_player == bgb.CHANCE and state.action_text(state.chance_outcomes()[0][0]).startswith("deal"):
            action = state.sample_chance(rng)
            text = state.action_text(action)
            readers = [seat for seat in range(4) if state.action_text_for(action, seat) == text]
            assert len(readers) == 1, text
            seen[readers[0]] += 1
            assert state.action_text_for(action, bgb.VIEW_PUBLIC) == "deal ?"
            state = state.apply(action)
        assert seen == [10, 10, 10, 10]
        with pytest.raises(bgb.InvalidArgumentError, match="viewer 4 is not a seat"):
            state.action_text_for(0, 4)


def test_apply_into_and_copy_into_follow_apply(case):
    name, options = case
    with bgb.Game(name, options) as game:
        final, actions = random_game(game, 5)
        state, in_place = game.initial_state(), game.initial_state()
        kept = in_place.clone()
        for a in actions:
            state = state.apply(a)
            in_place.apply_into(a, in_place)
            assert in_place.hash == state.hash
        assert kept.hash == game.initial_state().hash  # a clone never changes
        assert final.hash == state.hash
        kept.copy_into(in_place)
        assert in_place.hash == kept.hash
        with bgb.Game("dp6" if name != "dp6" else "the-crew") as other, pytest.raises(bgb.InvalidArgumentError):
            other.initial_state().copy_into(in_place)


def test_playouts_match_a_python_game(case):
    """bgb_playouts plays game 0 from Rng(playout_seed(base, 0)), base its first draw."""
    name, options = case
    with bgb.Game(name, options) as game:
        rng = bgb.Rng(21)
        state = game.initial_state()
        one = state.playouts(1, rng)
        s = bgb.Rng(21).state
        s = (s + 0x9E3779B97F4A7C15) & (2 ** 64 - 1)  # SplitMix64's first output is the base seed
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & (2 ** 64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2 ** 64 - 1)
        base = z ^ (z >> 31)
        final, actions = random_game(game, bgb.playout_seed(base, 0))
        assert one.games == 1
        assert one.actions == len(actions)
        assert list(one.return_sums[: game.num_players]) == final.returns()
        assert rng.state == s
        a, b = state.playouts(40, bgb.Rng(3), threads=1), state.playouts(40, bgb.Rng(3), threads=2)
        assert (a.actions, a.all_won, list(a.wins)) == (b.actions, b.all_won, list(b.wins))
        with pytest.raises(bgb.InvalidArgumentError):
            state.playouts(-1, rng)


def test_resample_keeps_what_the_seat_knows(case):
    name, options = case
    with bgb.Game(name, options) as game:
        state, _ = random_game(game, 9, limit=60)
        for seat in range(game.num_players):
            try:
                other = state.resample(seat, bgb.Rng(4))
            except bgb.UnsupportedError:
                assert name in ("under-falling-skies", "dp6")  # nothing hidden to redraw
                return
            assert other.to_json(seat) == state.to_json(seat)
            assert other.hash == state.resample(seat, bgb.Rng(4)).hash


def test_tensor_and_mask(case):
    name, options = case
    if not has_abi(5):
        pytest.skip("libbgb before ABI 1.5 has no tensors or masks")
    with bgb.Game(name, options) as game:
        final, actions = random_game(game, 2)
        tensor = has_tensor(game)
        assert tensor, f"{name}: every registered game has an observation tensor"
        shape = game.observation_shape() if tensor else None
        state = game.initial_state()
        for a in actions + [None]:
            mask = state.legal_mask()
            assert mask.dtype == np.uint8 and mask.shape == (game.num_distinct_actions,)
            assert list(np.flatnonzero(mask)) == state.legal_actions()
            if tensor:
                for seat in list(range(game.num_players)) + [bgb.VIEW_PUBLIC]:
                    t = state.observation_tensor(seat)
                    assert t.dtype == np.float32 and t.size == int(np.prod(shape)) and np.isfinite(t).all()
                out = np.full(t.size, 7.0, dtype=np.float32)
                assert state.observation_tensor(0, out) is out and (out == state.observation_tensor(0)).all()
                with pytest.raises(bgb.InvalidArgumentError):
                    state.observation_tensor(bgb.VIEW_ALL)
            else:
                with pytest.raises(bgb.UnsupportedError):
                    state.observation_tensor(0)
            if a is not None:
                state.apply_into(a, state)
        with pytest.raises(TypeError):
            state.legal_mask(np.zeros(game.num_distinct_actions, dtype=np.int64))


def test_bots_choose_legal_moves():
    with bgb.Game("the-crew", {"players": 3, "mission": 1}) as game, bgb.Bot(game, "mcts", {"iterations": 30}) as bot:
        rng = bgb.Rng(1)
        state = game.initial_state()
        while state.current_player == bgb.CHANCE or len(state.legal_actions()) < 2:
            state = state.apply(state.sample_chance(rng) if state.current_player == bgb.CHANCE
                                else state.legal_actions()[0])
        assert bot.choose(state, bgb.Rng(5)) == bot.choose(state, bgb.Rng(5))
        stats = bot.analyse(state, rng)
        assert [a for a, _, _ in stats] == state.legal_actions() and sum(v for _, v, _ in stats) == 30
        with pytest.raises(bgb.InvalidArgumentError, match="unknown key"):
            bgb.Bot(game, "mcts", {"iteration": 3})
    with bgb.Game("dp6") as game:
        with pytest.raises(bgb.InvalidArgumentError):
            bgb.Bot(game, "no-such-bot")


def test_crew_solver_and_hint():
    with bgb.Game("the-crew", {"players": 4, "mission": 1}) as game:
        rng = bgb.Rng(3)
        state = game.initial_state()
        while state.current_player == bgb.CHANCE:
            state = state.apply(state.sample_chance(rng))
        solution = bgb.crew_solve(state, {"max_nodes": 200000})
        assert solution.verdict in ("winnable", "not_winnable", "unknown")
        if solution.verdict == "winnable":
            won = state
            for a in solution.line:
                won = won.apply(a)
            assert won.is_terminal and won.returns()[0] == 1.0
        hint = bgb.crew_hint(state, state.current_player, bgb.Rng(1), {"samples": 2, "max_nodes": 20000})
        assert [a for a, _, _ in hint] == state.legal_actions()
        assert all(0 <= share <= 1 and 0 <= solved <= 2 for _, share, solved in hint)
        with pytest.raises(bgb.InvalidArgumentError, match="table_bits"):
            bgb.crew_solve(state, {"table_bits": 40})
    with bgb.Game("dp6") as game, pytest.raises(bgb.UnsupportedError):
        bgb.crew_solve(game.initial_state())


def test_campaign_log():
    log = bgb.Campaign()
    assert log.next_mission == 1 and log.mission(1) == (0, 0, False)
    log2 = log.record_result(1, success=False, distress_used=True).record_result(1, success=True)
    assert log2.mission(1) == bgb.MissionRecord(3, 1, True) and log2.next_mission == 2
    assert log.next_mission == 1  # immutable: record_result made a new log
    assert bgb.Campaign.from_json(log2.to_json()) == log2
    with bgb.Game("the-crew", {"players": 3, "mission": 2}) as game:
        final, _ = random_game(game, 4)
        log3 = log2.record(final)
        assert log3.mission(2).attempts in (1, 2) and log3.mission(2).success == (final.returns()[0] > 0)
        with pytest.raises(bgb.InvalidArgumentError, match="not finished"):
            log2.record(game.initial_state())
    with pytest.raises(bgb.InvalidArgumentError, match="mission"):
        log.record_result(51, True)
    with pytest.raises(bgb.ParseError):
        bgb.Campaign.from_json("{")
    with bgb.Campaign() as c:
        pass
    assert c.closed


def test_rng_matches_the_library():
    a, b = bgb.Rng(42), bgb.Rng.from_state(bgb.Rng(42).state)
    assert [a.below(1000) for _ in range(20)] == [b.below(1000) for _ in range(20)]
    with pytest.raises(bgb.InvalidArgumentError):
        a.below(0)
    # bgb_rng_below with bound 2^64-1 returns below it; the 64-bit seed wraps like C's
    assert bgb.Rng(-1).state == bgb.Rng(2 ** 64 - 1).state
    assert isinstance(ctypes.sizeof(bgb.PlayoutStats), int) and ctypes.sizeof(bgb.PlayoutStats) == 5 * 8 + 8 + 64 + 64 + 512


def test_tensor_hides_what_the_seat_may_not_know(case):
    """A resampled state differs from the real one only in what `seat` cannot see, so `seat`'s
    tensor must not change: a leak test for every game with both a tensor and hidden information."""
    name, options = case
    if not has_abi(5):
        pytest.skip("libbgb before ABI 1.5 has no tensors")
    with bgb.Game(name, options) as game:
        assert has_tensor(game), f"{name}: every registered game has an observation tensor"
        _, actions = random_game(game, 31)
        state, checked = game.initial_state(), 0
        for k, a in enumerate(actions):
            if k % 7 == 0 and state.current_player >= 0:
                for seat in range(game.num_players):
                    try:
                        other = state.resample(seat, bgb.Rng(k))
                    except bgb.UnsupportedError:
                        pytest.skip(f"{name} hides nothing: no resampling")
                    assert (other.observation_tensor(seat) == state.observation_tensor(seat)).all(), (k, seat)
                    checked += 1
            state.apply_into(a, state)
        assert checked > 0


def test_a_call_newer_than_the_library_says_which_version(monkeypatch):
    monkeypatch.setitem(_lib.SIGNATURES, "bgb_from_the_future", (None, [], 99))
    with pytest.raises(bgb.UnsupportedError, match="needs libbgb ABI 1.99 or later"):
        _lib.require("bgb_from_the_future")
