package agent_test

import (
	"math"
	"slices"
	"sort"
	"testing"

	"menagerie/agent"
	"menagerie/game"
)

// TestEasyMakesMistakesNotRandomMoves: in every game, the easy level's
// choice is always one of its heuristic's three best by value, and in some
// positions not the best (when the game offers choices at all: the solo
// mission's only decision is to do the exercise).
func TestEasyMakesMistakesNotRandomMoves(t *testing.T) {
	for _, bg := range blindGames {
		t.Run(bg.name, func(t *testing.T) {
			g, err := bg.new()
			if err != nil {
				t.Fatal(err)
			}
			easy, err := newBot("easy", g)
			if err != nil {
				t.Fatal(err)
			}
			h, err := newBot("medium", g)
			if err != nil {
				t.Fatal(err)
			}
			valuer, ok := h.(agent.Valuer)
			if !ok {
				t.Fatalf("%T values no actions", h)
			}
			differ, choices := 0, 0
			for i, s := range positions(t, g, 60, 5) {
				v := game.NewView(s)
				seed := uint64(i)
				a, err := easy.Act(v, seed)
				if err != nil {
					t.Fatal(err)
				}
				values, err := valuer.Values(v, seed)
				if err != nil {
					t.Fatal(err)
				}
				legal := v.Legal()
				chosen := 0
				for j, b := range legal {
					if b == a {
						chosen = j
					}
				}
				sorted := append([]float64(nil), values...)
				sort.Sort(sort.Reverse(sort.Float64Slice(sorted)))
				if top := sorted[min(2, len(sorted)-1)]; values[chosen] < top {
					t.Fatalf("easy chose %q, worth %v, below the third best %v:\n%s", s.ActionString(a), values[chosen], top, s)
				}
				if values[chosen] < sorted[0] {
					differ++
				}
				if len(sorted) > 1 && !math.IsInf(sorted[1], -1) {
					choices++
				}
			}
			if choices > 0 && differ == 0 {
				t.Errorf("easy always took the best choice in %d positions with a choice", choices)
			}
		})
	}
}

// TestSearchWidth: with width=N the search only ever answers with one of
// the N moves its ranking values most (or its prior's own move), in
// positions where it has more to choose from and its expert leaves the
// decision to it. The expert, prior and ranking are the search's own.
func TestSearchWidth(t *testing.T) {
	const width = 2
	for _, bg := range blindGames {
		t.Run(bg.name, func(t *testing.T) {
			g, err := bg.new()
			if err != nil {
				t.Fatal(err)
			}
			bot, err := newBot("ismcts:iters=40,width=2", g)
			if err != nil {
				t.Fatal(err)
			}
			search := bot.(*agent.ISMCTS)
			wide := 0
			for i, s := range positions(t, g, 40, 5) {
				v := game.NewView(s)
				seed := uint64(i)
				legal := v.Legal()
				if len(legal) <= width {
					continue
				}
				if search.Expert != nil {
					if _, decides, err := search.Expert(v, seed); err != nil {
						t.Fatal(err)
					} else if decides {
						continue
					}
				}
				wide++
				a, err := search.Act(v, seed)
				if err != nil {
					t.Fatal(err)
				}
				proposed, values := searchProposal(t, search, v, seed)
				sorted := append([]float64(nil), values...)
				sort.Sort(sort.Reverse(sort.Float64Slice(sorted)))
				chosen := values[slices.Index(legal, a)]
				if a != proposed && chosen < sorted[width-1] {
					t.Fatalf("the search chose %q, worth %v, below the ranking's second best %v:\n%s", s.ActionString(a), chosen, sorted[width-1], s)
				}
			}
			if wide == 0 && g.NumPlayers() > 1 { // the solo mission's one decision is the exercise
				t.Errorf("no position offered more than %d moves", width)
			}
		})
	}
}

// searchProposal returns the move the search's prior proposes (-1 when it
// proposes none) and its ranking's values, as the search reads them.
func searchProposal(t *testing.T, m *agent.ISMCTS, v *game.View, seed uint64) (game.Action, []float64) {
	t.Helper()
	a, proposes, values, err := agent.SearchProposal(m, v, seed)
	if err != nil {
		t.Fatal(err)
	}
	if !proposes {
		a = -1
	}
	return a, values
}

// TestChooserAgreesWithActAndValues: a heuristic that is a Chooser (the
// search's prior and ranking in one call) chooses what its Act chooses
// and values what its Values values, in every position.
func TestChooserAgreesWithActAndValues(t *testing.T) {
	choosers := map[string]bool{"tableau": true, "tableau 3 players": true, "dojo": true, "dojo solo": true}
	for _, bg := range blindGames {
		t.Run(bg.name, func(t *testing.T) {
			g, err := bg.new()
			if err != nil {
				t.Fatal(err)
			}
			h, err := newBot("medium", g)
			if err != nil {
				t.Fatal(err)
			}
			c, ok := h.(agent.Chooser)
			if ok != choosers[bg.name] {
				t.Fatalf("the heuristic is a Chooser: %v, want %v", ok, choosers[bg.name])
			}
			if !ok {
				return
			}
			for i, s := range positions(t, g, 60, 3) {
				v := game.NewView(s)
				if len(v.Legal()) < 2 {
					continue
				}
				seed := uint64(i) * 7919
				a, values, err := c.Choose(v, seed)
				if err != nil {
					t.Fatal(err)
				}
				act, err := h.Act(v, seed)
				if err != nil {
					t.Fatal(err)
				}
				want, err := c.Values(v, seed)
				if err != nil {
					t.Fatal(err)
				}
				if a != act || !slices.Equal(values, want) {
					t.Fatalf("Choose gives %q and %v, Act %q and Values %v:\n%s", s.ActionString(a), values, s.ActionString(act), want, s)
				}
			}
		})
	}
}
