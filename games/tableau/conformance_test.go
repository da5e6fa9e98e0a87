package tableau

import (
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestConformance runs the conformance suite and the schema check for 2, 3
// and 4 players and for the options that change the flow of a turn the
// most.
func TestConformance(t *testing.T) {
	for _, opts := range []game.Options{
		{"players": "2"},
		{"players": "3"},
		{"players": "4"},
		{"players": "4", "extension": "true", "food_targets": "any", "late_abilities": "true"},
		{"players": "3", "drawing": "each_draft", "swap_in_on_upgrade": "true", "ops_per_draft": "unlimited", "overflow_upgrade": "true"},
		{"players": "2", "pass": "permanent", "voluntary_pass": "true", "placement": "empty_slot", "market": "2x2", "refills": "3", "bonus_drafts_count": "true"},
		{"players": "4", "ties": "split", "ability_order": "slot_then_player", "column_wound_self": "true", "rolled_wound_levels": "exact", "rolled_wound_self": "false"},
	} {
		t.Run(opts.String(), func(t *testing.T) {
			g, err := New(nil, opts)
			if err != nil {
				t.Fatal(err)
			}
			games := 60
			if testing.Short() {
				games = 5
			}
			gametest.Run(t, g, gametest.Config{Games: games, Seed: 1000, HiddenWorld: HiddenWorld})
			gametest.RunSchema(t, Definition(), g, games, 1000)
			gametest.RunTranscript(t, g, games/6+1, 1000)
		})
	}
}
