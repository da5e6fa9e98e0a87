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
	sampled, err := sampledOrderOdds(s, s.LegalActions(nil), 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := range exact {
		// 64 battles: a standard error of at most 1/16.
		if d := exact[i].Win - sampled[i].Win; d > 0.25 || d < -0.25 || sampled[i].Action != exact[i].Action {
			t.Errorf("option %d: exact %+v, sampled %+v", i, exact[i], sampled[i])
		}
	}
}

// TestPlayOutOrderAgreesWithTheEngine: a battle finished by PlayOutOrder
// ends as often in a win, a draw or a loss for the chooser as the same
// battle played on by the engine itself (each later choice of order the
// first option, rock rolls drawn from the chance outcomes), and the state
// it starts from is not changed.
func TestPlayOutOrderAgreesWithTheEngine(t *testing.T) {
	g, err := cb.New(nil, game.Options{"packs": "classic,golden,magic"})
	if err != nil {
		t.Fatal(err)
	}
	const battles = 600
	for k, s := range phaseStates(t, g, "ability_order", 4) {
		seat := int(s.CurrentPlayer())
		opp := s.Observation(seat).Opponent
		before := s.Hash()
		for _, a := range s.LegalActions(nil) {
			rng := game.NewRNG(uint64(k))
			var fast, engine [3]float64 // loss, draw, win
			for b := 0; b < battles; b++ {
				r, err := s.PlayOutOrder(a, &rng)
				if err != nil {
					t.Fatal(err)
				}
				fast[r+1]++
				c := s.Clone().(*cb.State)
				c.ApplyUnchecked(a)
				for c.Phase() == "battle" || c.Phase() == "ability_order" {
					if c.CurrentPlayer() == game.Chance {
						o := c.ChanceOutcomes(nil)
						c.ApplyUnchecked(o[rng.Pick(o)].Action)
					} else {
						c.ApplyUnchecked(c.LegalActions(nil)[0])
					}
				}
				switch {
				case c.Trophies(seat) > s.Trophies(seat):
					engine[2]++
				case c.Trophies(opp) > s.Trophies(opp):
					engine[0]++
				default:
					engine[1]++
				}
			}
			for i := range fast {
				if d := (fast[i] - engine[i]) / battles; d > 0.1 || d < -0.1 {
					t.Errorf("state %d, %s: PlayOutOrder %v, the engine %v (loss, draw, win)", k, s.ActionString(a), fast, engine)
				}
			}
		}
		if s.Hash() != before {
			t.Errorf("state %d changed", k)
		}
		if _, err := s.PlayOutOrder(0, nil); err == nil {
			t.Errorf("state %d: no error for an action that is not an option", k)
		}
	}
}
