package balance

import (
	"context"
	"slices"
	"testing"

	"menagerie/registry"
)

// TestEveryRegisteredGameIsMeasured runs the lab on two games of every
// registered game at each of its player counts: each needs its table here
// (the First Player, the cards kept, the card list's groups, the built-in
// files) beside its declared offers and picks, and a game the lab does
// not know fails here rather than in the balance command. Each section
// must count its games, and the run some card offered, picked and kept
// (Dojo's solo mission, where the player only exercises, has none).
func TestEveryRegisteredGameIsMeasured(t *testing.T) {
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			players := slices.Sorted(slices.Values(e.Players))
			p, err := Run(context.Background(), Config{Definition: &e.Definition, Players: players,
				Bots: []string{"random"}, NewBot: e.NewBot, Games: 2, Seed: 1, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Sections) != len(players) {
				t.Fatalf("%d sections for the player counts %v", len(p.Sections), players)
			}
			var offered, picked, kept int
			for _, s := range p.Sections {
				if s.Actions.N != 2 {
					t.Errorf("%d players: %d games counted, want 2", s.Players, s.Actions.N)
				}
				for _, levels := range s.Cards {
					for _, c := range levels {
						offered, picked, kept = offered+c.Offered.N, picked+c.Picked.N, kept+c.Kept.N
					}
				}
			}
			if offered == 0 || picked == 0 || kept == 0 {
				t.Errorf("cards offered %d, picked %d, kept %d times: want some of each", offered, picked, kept)
			}
		})
	}
}
