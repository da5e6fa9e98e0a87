package dojo

import (
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestConformance runs the conformance suite and the schema check for the
// default duel, the variants and options that change a turn's flow, and
// the solo mission.
func TestConformance(t *testing.T) {
	for _, opts := range []game.Options{
		{},
		{"setup": "random", "exercise": "honor"},
		{"exercise": "timed", "fail_consumes_attack": "false", "rest_turns": "2", "new_animal_rests": "true"},
		{"modifiers": "off", "upgrade_health": "carry_damage", "overheal": "true", "min_damage": "0"},
		{"animals_only": "true", "front_row_only": "true", "dojo_clears_rest": "false", "max_discard": "2"},
		{"mode": "solo", "exercise": "timed"},
	} {
		t.Run(opts.String(), func(t *testing.T) {
			g, err := New(nil, opts)
			if err != nil {
				t.Fatal(err)
			}
			games := 40
			if testing.Short() {
				games = 4
			}
			gametest.Run(t, g, gametest.Config{Games: games, Seed: 500, HiddenWorld: HiddenWorld})
			gametest.RunSchema(t, Definition(), g, games, 500)
			gametest.RunTranscript(t, g, games/6+1, 500)
		})
	}
}
