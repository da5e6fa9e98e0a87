package cardbattlebot

import (
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// TestHeuristicOrdersAbilitiesByTheCalculator: the heuristic, and the
// search through its ordering hook, take the option the battle calculator
// rates best for the choosing seat (win, then draw).
func TestHeuristicOrdersAbilitiesByTheCalculator(t *testing.T) {
	g, err := cb.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic("heuristic", g)
	for i, s := range phaseStates(t, g, "ability_order", 5) {
		odds, err := s.OrderOdds(maxOrderPositions)
		if err != nil {
			t.Fatal(err)
		}
		best := odds[0]
		for _, o := range odds {
			if o.Win > best.Win || (o.Win == best.Win && o.Draw > best.Draw) {
				best = o
			}
		}
		v := game.NewView(s)
		a, err := h.Act(v, 1)
		if err != nil {
			t.Fatal(err)
		}
		hooked, ok, err := h.DeckOrder(v, 1)
		if err != nil || !ok {
			t.Fatalf("position %d: the ordering hook declined (%v)", i, err)
		}
		if a != best.Action || hooked != best.Action {
			t.Errorf("position %d: chose %s and %s, the calculator rates %s best (%+v)", i,
				s.ActionString(a), s.ActionString(hooked), s.ActionString(best.Action), odds)
		}
	}
}

// TestSampledOrderOddsAgreeWithTheCalculator: the sampled estimate the bot
// falls back on stays close to the exact odds.
func TestSampledOrderOddsAgreeWithTheCalculator(t *testing.T) {
	g, err := cb.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := phaseStates(t, g, "ability_order", 1)[0]
	exact, err := s.OrderOdds(maxOrderPositions)
	if err != nil {
		t.Fatal(err)
	}
	sampled := sampledOrderOdds(s, s.LegalActions(nil), 3)
	for i := range exact {
		// 64 battles: a standard error of at most 1/16.
		if d := exact[i].Win - sampled[i].Win; d > 0.25 || d < -0.25 || sampled[i].Action != exact[i].Action {
			t.Errorf("option %d: exact %+v, sampled %+v", i, exact[i], sampled[i])
		}
	}
}
