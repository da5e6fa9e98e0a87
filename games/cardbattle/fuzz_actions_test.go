package cardbattle_test

import (
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
	"menagerie/gametest"
)

// FuzzActions plays the action sequences the fuzzer writes (see
// gametest.FuzzActions) with 2, 4 and 6 players and each of the three packs.
func FuzzActions(f *testing.F) {
	var games []game.Game
	for _, opts := range []game.Options{
		{},
		{"packs": "golden", "first_player": "random"},
		{"packs": "magic", "dice": "0,1,2,3"},
		{"players": "4", "packs": "classic,magic"},
		{"players": "4", "packs": "golden,magic"},
		{"players": "6", "packs": "classic,golden,magic"},
	} {
		g, err := cb.New(nil, opts)
		if err != nil {
			f.Fatal(err)
		}
		games = append(games, g)
	}
	gametest.FuzzActions(f, cb.Schema, games...)
}
