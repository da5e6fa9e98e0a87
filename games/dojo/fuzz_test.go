package dojo

import (
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// FuzzActions plays the action sequences the fuzzer writes (see
// gametest.FuzzActions) in the duel, with honor and timed exercises, without
// modifiers, with random setups of animals only, and in the solo mission.
func FuzzActions(f *testing.F) {
	var games []game.Game
	for _, opts := range []game.Options{
		{},
		{"exercise": "honor"},
		{"exercise": "timed", "fail_consumes_attack": "false", "rest_turns": "2"},
		{"modifiers": "off", "upgrade_health": "carry_damage", "overheal": "true", "min_damage": "0"},
		{"setup": "random", "animals_only": "true", "front_row_only": "true"},
		{"mode": "solo"},
	} {
		g, err := New(nil, opts)
		if err != nil {
			f.Fatal(err)
		}
		games = append(games, g)
	}
	f.Add(uint8(0), uint64(0), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	// Illegal action -5 between legal choices.
	f.Add(uint8(5), uint64(5), []byte{0xf8, 0xfb, 0xff, 0xff, 0xff, 3, 0xf8, 0xfb, 0xff, 0xff, 0xff, 7, 1, 1, 1, 1})
	gametest.FuzzActions(f, Schema, games...)
}
