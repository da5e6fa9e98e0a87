package cardbattle

import (
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

func TestConformance(t *testing.T) {
	for _, opts := range []game.Options{nil, {"first_player": "random"}, {"dice": "0,1,2,3"}, {"ability_order": "perk_first"}} {
		t.Run(opts.String(), func(t *testing.T) {
			g, err := New(nil, opts)
			if err != nil {
				t.Fatal(err)
			}
			games := 150
			if testing.Short() {
				games = 20
			}
			gametest.Run(t, g, gametest.Config{Games: games, Seed: 1000, HiddenWorld: HiddenWorld})
			gametest.RunSchema(t, Definition(), g, games, 1000)
			gametest.RunTranscript(t, g, games/6+1, 1000)
		})
	}
}

// TestConformancePacksAndPlayers runs the suite and the schema's check for 2, 4 and 6 players with
// every combination of packs each allows.
func TestConformancePacksAndPlayers(t *testing.T) {
	combos := [][]string{
		{"classic"}, {"golden"}, {"magic"},
		{"classic", "golden"}, {"classic", "magic"}, {"golden", "magic"},
		{"classic", "golden", "magic"},
	}
	for _, players := range []int{2, 4, 6} {
		for _, packs := range combos {
			if len(packs) < players/2 {
				continue
			}
			opts := game.Options{"players": fmt.Sprint(players), "packs": strings.Join(packs, ",")}
			t.Run(opts.String(), func(t *testing.T) {
				g, err := New(nil, opts)
				if err != nil {
					t.Fatal(err)
				}
				games := 25
				if testing.Short() {
					games = 2
				}
				gametest.Run(t, g, gametest.Config{Games: games, Seed: 500, HiddenWorld: HiddenWorld})
				gametest.RunSchema(t, Definition(), g, games, 500)
				gametest.RunTranscript(t, g, games/6+1, 500)
			})
		}
	}
}
