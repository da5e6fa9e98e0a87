package balance

import (
	"context"
	"slices"
	"testing"

	"menagerie/game"
	"menagerie/registry"
)

// TestEveryRegisteredGameIsMeasured runs the lab on two games of every
// registered game at each of its player counts, all it knows of the game
// read from the game's definition: the declared offers, picks, First
// Player and kept cards, and the card list's groups. A game declaring too
// little fails here rather than in the balance command. Each section
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

// TestFirstAndKeptAreDeclared runs the toy game under changed declarations:
// the lab finds the First Player and the cards kept only where the model
// declares them, the seat's table view being the same.
func TestFirstAndKeptAreDeclared(t *testing.T) {
	tests := []struct {
		name        string
		change      func(s *game.Schema)
		first, kept int // games with a First Player; seats that kept the Ace
	}{
		{"as declared", func(*game.Schema) {}, 8, 8},
		{"no first seat", func(s *game.Schema) { s.FirstSeat = "" }, 0, 8},
		{"no kept zone", func(s *game.Schema) { s.Zones[0].Kept = false }, 8, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := toyConfig(8)
			cfg.Definition.Schema = toySchema.Clone()
			tt.change(cfg.Definition.Schema)
			part, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			s := NewReport(part, DefaultBands).Sections[0]
			if s.First.Rate.N != tt.first {
				t.Errorf("the First Player's win rate over %d games, want %d", s.First.Rate.N, tt.first)
			}
			if ace := s.Cards[0]; ace.Name != "Ace" || ace.Kept != tt.kept {
				t.Errorf("%s kept %d times, want the Ace %d times", ace.Name, ace.Kept, tt.kept)
			}
		})
	}
}
