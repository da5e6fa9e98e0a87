package agent_test

import (
	"encoding/json"
	"os"
	"testing"

	"menagerie/game"
	"menagerie/registry"
)

// TestLearnedMovesEqualPythonsPolicy: the Go bot "learned" plays every move
// the Python policy (menagerie.learned, numpy) played with the same network
// in the recorded games (python/examples/learned_fixture.py writes them).
func TestLearnedMovesEqualPythonsPolicy(t *testing.T) {
	for _, file := range []string{"testdata/learned-dojo.json", "testdata/learned-cardbattle.json", "testdata/learned-tableau.json"} {
		t.Run(file, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var fixture struct {
				Seat    game.Player       `json:"seat"`
				Records []json.RawMessage `json:"records"`
			}
			if err := json.Unmarshal(data, &fixture); err != nil {
				t.Fatal(err)
			}
			moves := 0
			for k, raw := range fixture.Records {
				rec, err := game.ParseRecord(raw)
				if err != nil {
					t.Fatal(err)
				}
				e, g, err := registry.ForRecord(rec, nil)
				if err != nil {
					t.Fatal(err)
				}
				bot, err := e.NewBot("learned", g)
				if err != nil {
					t.Fatal(err)
				}
				s := g.NewState(rec.Seed)
				for i, a := range rec.Actions {
					if s.CurrentPlayer() == fixture.Seat {
						got, err := bot.Act(game.NewView(s), 0)
						if err != nil {
							t.Fatal(err)
						}
						if got != a {
							t.Fatalf("game %d, action %d: Go plays %s, Python played %s", k+1, i, s.ActionString(got), s.ActionString(a))
						}
						moves++
					}
					if err := s.Apply(a); err != nil {
						t.Fatalf("game %d, action %d: %v", k+1, i, err)
					}
				}
			}
			if moves == 0 {
				t.Fatal("no move of the network's seat in the fixture")
			}
			t.Logf("%d moves in %d games equal", moves, len(fixture.Records))
		})
	}
}
