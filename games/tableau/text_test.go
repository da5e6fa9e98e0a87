package tableau

import (
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestTexts: the observation text shows the round, the market and every
// tableau, and the result text appears at the end only.
func TestTexts(t *testing.T) {
	g, err := New(nil, game.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	s := g.newState(1)
	tests := []struct {
		seat game.Player
		want []string
	}{
		{0, []string{"round 1 of ", "VP: P1 0, P2 0, P3 0", "market row 1: ", "P3's tableau (rear first): - | - | - | - | -"}},
		{game.Spectator, []string{"market row 2: ", "deck: "}},
	}
	for _, tc := range tests {
		text := g.ObservationText(s.Observe(tc.seat))
		for _, want := range tc.want {
			if !strings.Contains(text, want) {
				t.Errorf("seat %d's text lacks %q:\n%s", tc.seat, want, text)
			}
		}
		if r := g.ResultText(s.Observe(tc.seat)); r != "" {
			t.Errorf("result %q before the end", r)
		}
	}
	gametest.PlayRandomEvents(t, s, 1, func(game.Event) {})
	if r := g.ResultText(s.Observe(0)); !strings.HasPrefix(r, "final VP: P1 ") || !strings.Contains(r, "\nresult: ") {
		t.Errorf("result %q", r)
	}
}
