package highcard

import (
	"testing"

	"menagerie/game"
)

// TestTexts: each event kind in words, as the receiver may know it, and
// the result.
func TestTexts(t *testing.T) {
	g, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	drew := drawEvent(1, 6)
	trick := event(EventTrick, 0)
	trick.Round, trick.Target, trick.Cards[0], trick.Cards[1], trick.Values[0] = 3, 1, 9, 2, 1
	lead, answer := event(EventPlay, 0), event(EventPlay, 1)
	lead.Cards[0], answer.Cards[0], answer.Values[0] = 9, 2, 1
	won, drawn := event(EventEnd, 1), event(EventEnd, game.Nobody)
	won.Values[0], won.Values[1] = 2, 4
	drawn.Values[0], drawn.Values[1] = 3, 3
	for _, tt := range []struct {
		e    game.Event
		want string
	}{
		{drew, "P2 draws Fox 6"},
		{drew.For(0), "P2 draws a card"},
		{lead, "P1 leads Ibis 9"},
		{answer, "P2 answers with Bee 2"},
		{trick, "P1 takes trick 3, Ibis 9 over Bee 2: 1 point"},
		{won, "game over: P2 wins, 4 points to 2"},
		{drawn, "game over: a draw, 3 points each"},
	} {
		if got := g.EventText(tt.e); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.e.Kind, got, tt.want)
		}
	}
	s := position(t, "1", [2][]game.Card{{3}, {5}}, nil, [2]int{}, 0)
	if got := g.ResultText(s.Observe(0)); got != "" {
		t.Errorf("before the end: %q", got)
	}
	s.ApplyUnchecked(3)
	s.ApplyUnchecked(5)
	if got := g.ResultText(s.Observe(game.Spectator)); got != "result: P2 wins, 1 point to 0" {
		t.Errorf("at the end: %q", got)
	}
}
