"""env (PettingZoo AEC), load_game (OpenSpiel) and VectorEnv against every registered game."""
from __future__ import annotations

import numpy as np
import pytest

import boardgamesbot as bgb
from boardgamesbot.openspiel import CHANCE_PLAYER_ID, TERMINAL_PLAYER_ID
from conftest import has_abi, has_tensor

needs_batch = pytest.mark.skipif(not has_abi(5), reason="VectorEnv needs libbgb ABI 1.5 (bgb_batch_*)")


def legal_of(env: bgb.AECEnv) -> np.ndarray:
    return np.flatnonzero(env.action_mask())


def test_env_plays_every_game_to_its_returns(case):
    name, options = case
    env = bgb.env(name, render_mode="ansi", **options)
    assert env.possible_agents == [f"player_{k}" for k in range(env.num_players)]
    assert env.action_space("player_0").n == env.num_actions
    env.reset(seed=12)
    assert env.agents == env.possible_agents and env.num_agents == env.max_num_agents == env.num_players
    rng = np.random.default_rng(1)
    seen_done, steps = set(), 0
    for agent in env.agent_iter(max_iter=100_000):
        obs, reward, termination, truncation, info = env.last(observe=False)
        assert truncation is False and info == {}
        if termination:
            assert env.state.is_terminal and agent not in seen_done
            assert reward == env.state.returns()[env.agent_name_mapping[agent]]
            seen_done.add(agent)
            with pytest.raises(ValueError, match="is done"):
                env.step(0)
            env.step(None)
            continue
        assert reward == 0.0
        assert env.agent_name_mapping[agent] == env.state.current_player
        legal = legal_of(env)
        assert list(legal) == env.state.legal_actions()
        for other in env.agents:
            if other != agent:
                assert not env.action_mask(other).any()
        assert has_tensor(env.game), "every registered game has an observation tensor"
        observed = env.observe(agent)
        assert observed["observation"].shape == env.observation_space(agent).shape
        assert (observed["action_mask"] == env.action_mask()).all()
        env.step(int(rng.choice(legal)))
        steps += 1
    assert env.agents == [] and seen_done == set(env.possible_agents) and steps == env.num_moves > 0
    assert isinstance(env.render(), str)
    env.close()


def test_env_refuses_an_illegal_action_and_changes_nothing(case):
    name, options = case
    with bgb.env(name, **options) as env:
        with pytest.raises(RuntimeError, match="reset"):
            env.step(0)
        env.reset(seed=3)
        before, agent = env.state.hash, env.agent_selection
        illegal = int(np.flatnonzero(env.action_mask() == 0)[0])
        with pytest.raises(bgb.IllegalActionError, match="not legal"):
            env.step(illegal)
        with pytest.raises(bgb.IllegalActionError, match="must choose"):
            env.step(None)
        assert env.state.hash == before and env.agent_selection == agent and env.num_moves == 0
        env.reset(seed=3)
        assert env.state.hash == before  # the same seed deals the same game
        with pytest.raises(ValueError):
            bgb.env(name, render_mode="rgb_array", **options)


def test_load_game_plays_every_game(case):
    name, options = case
    game = bgb.load_game(name, **options)
    assert game.num_players() >= 1 and game.num_distinct_actions() > 0
    assert game.get_parameters() == bgb.Game(name, options).options
    state = game.new_initial_state()
    rng = bgb.Rng(8)
    while not state.is_terminal():
        if state.is_chance_node():
            assert state.current_player() == CHANCE_PLAYER_ID and not state.is_player_node()
            outcomes = state.chance_outcomes()
            assert state.legal_actions() == [a for a, _ in outcomes]
            state.apply_action(state.state.sample_chance(rng))
            continue
        player = state.current_player()
        legal = state.legal_actions()
        assert legal == state.legal_actions(player) and state.legal_actions((player + 1) % 9) in ([], legal)
        assert sum(state.legal_actions_mask()) == len(legal)
        assert has_tensor(game.game), "every registered game has an observation tensor"
        assert len(state.observation_tensor(player)) == game.observation_tensor_size()
        assert state.action_to_string(player, legal[0]) == state.state.action_text(legal[0])
        child = state.child(legal[-1])
        assert child.move_number() == state.move_number() + 1
        state.apply_action(legal[rng.below(len(legal))])
    assert state.current_player() == TERMINAL_PLAYER_ID
    assert state.returns() == state.rewards() and len(state.returns()) == game.num_players()
    again = game.deserialize_state(state.serialize())
    assert again.state.hash == state.state.hash
    with pytest.raises(bgb.IllegalActionError):
        state.apply_action(0)
    assert str(state) and repr(game)


def test_load_game_clone_and_resample(case):
    name, options = case
    game = bgb.load_game(name, **options)
    state = game.new_initial_state()
    rng = bgb.Rng(2)
    while state.is_chance_node():
        state.apply_action(state.state.sample_chance(rng))
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert copy.state.hash != state.state.hash and copy.move_number() == state.move_number() + 1
    player = state.current_player()
    try:
        other = state.resample(player, seed=5)
    except bgb.UnsupportedError:
        assert name in ("under-falling-skies", "dp6")
        return
    assert other.information_state_string(player) == state.information_state_string(player)
    assert other.state.hash == state.resample_from_infostate(player, seed=5).state.hash
    with pytest.raises(bgb.InvalidArgumentError):
        state.observation_string(game.num_players())


@needs_batch
def test_vector_env_steps_and_auto_resets(case):
    name, options = case
    n = 8
    with bgb.VectorEnv(name, n, **options) as venv:
        obs = venv.reset(seed=4)
        assert obs["action_mask"].shape == (n, venv.num_actions)
        assert obs["observation"].shape == (n,) + tuple(venv.observation_shape)
        assert venv.has_observation == has_tensor(venv.game)
        rng = np.random.default_rng(0)
        finished, steps = 0, 0
        while finished < 2 and steps < 5000:
            players = venv.current_players().copy()
            for i in range(n):
                with venv.state(i) as s:
                    assert s.current_player == players[i]
                    assert list(np.flatnonzero(venv.action_masks()[i])) == s.legal_actions()
                    if venv.has_observation:
                        assert (obs["observation"][i] == s.observation_tensor(int(players[i]))).all()
            obs, rewards, terminations, truncations, infos = venv.step(venv.sample_actions(rng))
            assert rewards.shape == (n, venv.num_players) and not truncations.any()
            assert (rewards[~terminations] == 0).all()
            finished += int(terminations.sum())
            steps += 1
        assert finished >= 2


@needs_batch
def test_vector_env_refuses_an_illegal_action_and_moves_no_game():
    with bgb.VectorEnv("the-crew", 4, players=3) as venv:
        venv.reset(seed=1)
        hashes = [venv.state(i).hash for i in range(4)]
        actions = venv.sample_actions(np.random.default_rng(0)).copy()
        actions[2] = int(np.flatnonzero(venv.action_masks()[2] == 0)[0])
        with pytest.raises(bgb.IllegalActionError, match="game 2"):
            venv.step(actions)
        assert [venv.state(i).hash for i in range(4)] == hashes
        with pytest.raises(bgb.InvalidArgumentError):
            bgb.VectorEnv("the-crew", 0)
