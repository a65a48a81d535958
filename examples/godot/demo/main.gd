# main.gd -- GDScript over the BgbGame class of the BoardGamesBot extension (docs/godot.md):
# plays a seeded game of The Crew with a random bot and prints it. Attach it to any Node.
# It draws from one seeded generator in the same order as the README's C example, so with 4
# players, mission 3 and seed 42 it should print the README's game.
extends Node

func _ready() -> void:
	var game := BgbGame.new()
	if not game.create("the-crew", '{"players": 4, "mission": 3}'):
		push_error(game.get_last_error())  # e.g. "bgb_game_new: the-crew options: ..."
		return
	game.set_seed(42)
	while not game.is_terminal():
		var seat: int = game.current_player()
		if seat == BgbGame.CHANCE:
			game.apply(game.sample_chance())  # the deal and the task reveal
			continue
		var legal: PackedInt32Array = game.legal_actions()
		var action: int = legal[game.random_below(legal.size())]
		print("seat %d: %s" % [seat, game.action_text(action)])
		if not game.apply(action):
			push_error(game.get_last_error())
			return
	print("mission accomplished" if game.returns()[0] > 0 else "mission failed")
	var seen_by_seat_0: Dictionary = JSON.parse_string(game.to_json(0))
	print("seat 0 won %d tricks" % seen_by_seat_0["tricks_won"][0])
