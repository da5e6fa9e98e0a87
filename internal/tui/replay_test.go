package tui

import (
	"bytes"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// randomRecord plays a game between random players and returns its record.
func randomRecord(t *testing.T, g *cardbattle.Game, seed uint64) *game.Record {
	t.Helper()
	st := g.NewState(seed)
	rec := game.NewRecord(g, seed)
	rng := game.NewRNG(seed)
	for !st.IsTerminal() {
		var a game.Action
		if st.CurrentPlayer() == game.Chance {
			outs := st.ChanceOutcomes(nil)
			a = outs[rng.Pick(outs)].Action
		} else {
			legal := st.LegalActions(nil)
			a = legal[rng.IntN(len(legal))]
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	return rec
}

func TestReplayPauses(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := randomRecord(t, g, 5)
	const prompt = "-- Enter: next turn, q: quit --"
	tests := []struct {
		name, in string
		prompts  int
		want     string
	}{
		{"quit after two turns", "\n\nq\n", 3, "replay stopped\n"},
		{"input ends", "\n", 2, "\nresult: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Replay(ReplayConfig{Game: g, Record: rec, Viewer: 0, Out: &out, In: strings.NewReader(tt.in)})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Count(out.String(), prompt); got != tt.prompts || !strings.Contains(out.String(), tt.want) {
				t.Errorf("%d pauses, want %d; output lacks %q:\n%s", got, tt.prompts, tt.want, out.String())
			}
		})
	}
	var out bytes.Buffer
	if err := Replay(ReplayConfig{Game: g, Record: rec, Viewer: Everyone, Out: &out}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), prompt) || !strings.Contains(out.String(), "\nresult: ") {
		t.Errorf("a replay without input paused or did not finish:\n%s", out.String())
	}
}
