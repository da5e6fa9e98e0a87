package cardbattle

import (
	"testing"

	"menagerie/game"
)

// TestDefinitionPacksForPlayers checks that a game of 4 or 6 players built
// through the definition without packs plays the fewest packs allowed, and
// that packs or a card file given are kept.
func TestDefinitionPacksForPlayers(t *testing.T) {
	tests := []struct {
		opts  game.Options
		packs string
	}{
		{game.Options{}, "classic"},
		{game.Options{"players": "2"}, "classic"},
		{game.Options{"players": "4"}, "classic,golden"},
		{game.Options{"players": "6"}, "classic,golden,magic"},
		{game.Options{"players": "4", "packs": "golden,magic"}, "golden,magic"},
	}
	def := Definition()
	for _, tt := range tests {
		g, err := def.New(nil, tt.opts)
		if err != nil {
			t.Fatalf("%v: %v", tt.opts, err)
		}
		if got := g.Options()["packs"]; got != tt.packs {
			t.Errorf("%v: packs %s, want %s", tt.opts, got, tt.packs)
		}
	}
	if _, err := def.New(Classic(), game.Options{"players": "4"}); err == nil {
		t.Errorf("4 players on one pack's card set accepted")
	}
}
