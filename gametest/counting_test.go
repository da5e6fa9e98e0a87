package gametest_test

import (
	"testing"

	"menagerie/game"
	"menagerie/games/tableau"
	"menagerie/gametest"
)

func TestCountingCountsChecksAtASeatsTurn(t *testing.T) {
	inner, err := tableau.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := gametest.Counting(inner)
	s := g.NewState(1)
	if s.Game() != game.Game(g) {
		t.Errorf("a state's game is %v, want the counting game", s.Game())
	}
	var legal []game.Action
	want := 0
	for i := 0; i < 40 && !s.IsTerminal(); i++ {
		if s.CurrentPlayer() == game.Chance {
			if err := s.Apply(s.ChanceOutcomes(nil)[0].Action); err != nil {
				t.Fatal(err)
			}
			continue
		}
		legal = s.LegalActions(legal[:0])
		_ = s.Clone().LegalActions(nil)
		_ = s.Determinize(s.CurrentPlayer(), 3).LegalActions(nil)
		s.Clone().ApplyUnchecked(legal[0])
		if err := s.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
		want += 4
		if got := g.Checks(); got != want {
			t.Fatalf("after %d actions %d checks counted, want %d", i+1, got, want)
		}
	}
	if want == 0 {
		t.Fatal("no seat acted in 40 actions")
	}
}
