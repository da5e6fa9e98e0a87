package dojo

import (
	"fmt"

	"menagerie/game"
)

// RuleOptions lists Dojo's rule options in the order to show them;
// docs/dojo.md says which ambiguity of the rules each one settles.
var RuleOptions = []game.RuleOption{
	{Name: "mode", Default: "duel", Help: "duel (two players) or solo (the publisher's solo mission: flip each animal and defeat it by doing its exercise); players=2 or players=1 says the same",
		Type: game.ChoiceOption, Values: []string{"duel", "solo"}},
	{Name: "first_player", Default: "rps", Help: "who plays first: rps (rule 2.1's rock, paper, scissors, thrown with the seed and shown to the players) or a seat, 0 or 1",
		Type: game.ChoiceOption, Values: []string{"rps", "0", "1"}},
	{Name: "setup", Default: "pick", Help: "the six starting animals: pick (each player chooses them and their places, in secret) or random",
		Type: game.ChoiceOption, Values: []string{"pick", "random"}},
	{Name: "layout", Default: "free", Help: "where the six starting animals go (rule 2.2): free (any column with room, each filled from the front) or two_rows (two per column, rows 1 and 2)",
		Type: game.ChoiceOption, Values: []string{"free", "two_rows"}},
	{Name: "modifiers", Default: "on", Help: "strong/weak +1/-1 (rule 5.3): on, or off (the publisher's Basic variant)",
		Type: game.ChoiceOption, Values: []string{"on", "off"}},
	{Name: "animals_only", Default: "false", Help: "true: decks hold animals only, no dojo, health or item card (the publisher's Spartan variant)",
		Type: game.BoolOption},
	{Name: "min_damage", Default: "1", Help: "the least damage a completed attack deals after modifiers and shields: 1 or 0",
		Type: game.IntOption, Min: 0, Max: 1},
	{Name: "max_discard", Default: "5", Help: "the most cards one discard-and-redraw play may discard, 1-5",
		Type: game.IntOption, Min: 1, Max: HandSize},
	{Name: "new_animal_rests", Default: "false", Help: "true: a level 1 animal added to the zone cannot attack until your next turn",
		Type: game.BoolOption},
	{Name: "front_row_only", Default: "false", Help: "true: only the first animal of a column may attack",
		Type: game.BoolOption},
	{Name: "rest_turns", Default: "1", Help: "own turns an animal rests after it attacks (rule 5.4), 0-2",
		Type: game.IntOption, Min: 0, Max: 2},
	{Name: "dojo_clears_rest", Default: "true", Help: "true: an animal upgraded by a dojo may attack this turn even if it was resting (rule 7.2)",
		Type: game.BoolOption},
	{Name: "upgrade_health", Default: "reset", Help: "health after an upgrade: reset (the new card's health) or carry_damage (the new health less the damage taken, at least 1)",
		Type: game.ChoiceOption, Values: []string{"reset", "carry_damage"}},
	{Name: "overheal", Default: "false", Help: "true: health cards may heal above an animal's printed health",
		Type: game.BoolOption},
	{Name: "fail_consumes_attack", Default: "true", Help: "true: a failed or timed-out exercise uses up the turn's attack; false: the player may choose again (like a cancel)",
		Type: game.BoolOption},
	{Name: "stay_replaced_by", Default: "category", Help: "what discards a stay card (rule 9.2's 'another card of the same type'): category (any card of its category: health, or item and dojo) or name (another copy of it, or another stay card)",
		Type: game.ChoiceOption, Values: []string{"category", "name"}},
	{Name: "exercise", Default: "off", Help: "exercises: off (automatic success: bots, simulations), honor (the player answers Done or Cancel) or timed (Done within the time limit, else a failure)",
		Type: game.ChoiceOption, Values: []string{ExerciseOff, ExerciseHonor, ExerciseTimed}},
	{Name: "exercise_seconds", Default: "10", Help: "timed exercises: base time limit in seconds, 1-600",
		Type: game.IntOption, Min: 1, Max: 600},
	{Name: "seconds_per_unit", Default: "2", Help: "timed exercises: seconds added per rep, step or second of exercise, 0-10",
		Type: game.IntOption, Min: 0, Max: 10},
	{Name: "turn_cap", Default: "300", Help: "the game ends after this many turns (0: never): most total health left wins, then most animals, else a draw",
		Type: game.IntOption, Min: 0, Max: 100000},
}

// playersAsMode resolves the option players, another name for mode's
// choice (2: duel, 1: solo) so that every game takes a player count the
// same way. It returns opts with mode set and players removed: the
// effective options, and so records, keep mode alone. A players that
// disagrees with a mode also given is an error.
func playersAsMode(opts game.Options) (game.Options, error) {
	players, ok := opts["players"]
	if !ok {
		return opts, nil
	}
	var mode string
	switch players {
	case "2":
		mode = "duel"
	case "1":
		mode = "solo"
	default:
		return nil, fmt.Errorf("option players=%s: want 2 (duel) or 1 (solo)", game.Quote(players))
	}
	if given, ok := opts["mode"]; ok && given != mode {
		return nil, fmt.Errorf("option players=%s does not agree with mode=%s (players=%s is mode=%s)", players, game.Quote(given), players, mode)
	}
	out := make(game.Options, len(opts))
	for k, v := range opts {
		out[k] = v
	}
	delete(out, "players")
	out["mode"] = mode
	return out, nil
}

// Exercise modes.
const (
	ExerciseOff   = "off"
	ExerciseHonor = "honor"
	ExerciseTimed = "timed"
)

// rules are the parsed options.
type rules struct {
	solo               bool
	players            int
	firstPlayer        int // -1: rock, paper, scissors
	pickSetup          bool
	freeLayout         bool
	modifiers          bool
	animalsOnly        bool
	minDamage          int
	maxDiscard         int
	newAnimalRests     bool
	frontRowOnly       bool
	restTurns          int
	dojoClearsRest     bool
	carryDamage        bool
	overheal           bool
	failConsumesAttack bool
	stayByName         bool
	exercise           string
	exerciseSeconds    int
	secondsPerUnit     int
	turnCap            int
}

// parseRules validates the effective options (every key present).
func parseRules(o game.Options) (rules, error) {
	var r rules
	rd := game.OptionReader{Opts: o}
	num, choice, flag := rd.Int, rd.Choice, rd.Bool

	r.solo = choice("mode", "duel", "solo") == 1
	r.players = 2
	if r.solo {
		r.players = 1
	}
	r.firstPlayer = choice("first_player", "rps", "0", "1") - 1
	r.pickSetup = choice("setup", "random", "pick") == 1
	r.freeLayout = choice("layout", "two_rows", "free") == 1
	r.modifiers = choice("modifiers", "off", "on") == 1
	r.animalsOnly = flag("animals_only")
	r.minDamage = num("min_damage", 0, 1)
	r.maxDiscard = num("max_discard", 1, HandSize)
	r.newAnimalRests = flag("new_animal_rests")
	r.frontRowOnly = flag("front_row_only")
	r.restTurns = num("rest_turns", 0, 2)
	r.dojoClearsRest = flag("dojo_clears_rest")
	r.carryDamage = choice("upgrade_health", "reset", "carry_damage") == 1
	r.overheal = flag("overheal")
	r.failConsumesAttack = flag("fail_consumes_attack")
	r.stayByName = choice("stay_replaced_by", "category", "name") == 1
	r.exercise = []string{ExerciseOff, ExerciseHonor, ExerciseTimed}[choice("exercise", ExerciseOff, ExerciseHonor, ExerciseTimed)]
	r.exerciseSeconds = num("exercise_seconds", 1, 600)
	r.secondsPerUnit = num("seconds_per_unit", 0, 10)
	r.turnCap = num("turn_cap", 0, 100000)
	return r, rd.Err
}
