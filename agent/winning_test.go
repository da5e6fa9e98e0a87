package agent_test

import (
	"fmt"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
)

// winningSamples is how many of a seat's samples an action must win on,
// besides the real state, to count as obviously winning; the other moves
// must win at most half of as many random continuations.
const winningSamples = 8

// winningPosition is a decision of a random game where some of the legal
// actions win the game at once, whatever the seat cannot see, and the
// others win at most half of their random continuations.
type winningPosition struct {
	name  string
	state game.State
	wins  map[game.Action]bool
}

// winsAtOnce reports whether a ends s with seat me winning alone.
func winsAtOnce(s game.State, a game.Action, me game.Player) bool {
	c := s.Clone()
	c.ApplyUnchecked(a)
	if !c.IsTerminal() {
		return false
	}
	r := c.Returns(nil)
	for p, x := range r {
		if p != int(me) && x >= r[me] {
			return false
		}
	}
	return true
}

// winningPositions returns the first want positions that searched accepts
// in random games (seeds 1, 2, ...) where at least one legal action but at most half of them win
// at once on the real state and on winningSamples samples of the seat's
// view, and every other action wins at most half of winningSamples random
// continuations.
func winningPositions(t *testing.T, g game.Game, want int, searched func(game.State) bool) []winningPosition {
	t.Helper()
	var out []winningPosition
	for seed := uint64(1); len(out) < want; seed++ {
		if seed > 2000 {
			t.Fatalf("%d games gave only %d winning positions", seed-1, len(out))
		}
		s := g.NewState(seed)
		rng := game.NewRNG(seed)
		for n := 0; !s.IsTerminal(); n++ {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			me := s.CurrentPlayer()
			l := s.LegalActions(nil)
			wins := map[game.Action]bool{}
			for _, a := range l {
				if winsAtOnce(s, a, me) {
					wins[a] = true
				}
			}
			v := game.NewView(s)
			for k := 0; k < winningSamples && len(wins) > 0; k++ {
				sample := v.Sample(uint64(k))
				for a := range wins {
					if !winsAtOnce(sample, a, me) {
						delete(wins, a)
					}
				}
			}
			if len(wins) > 0 && 2*len(wins) <= len(l) && len(out) < want && searched(s) && othersDoubtful(s, l, wins, &rng) {
				out = append(out, winningPosition{fmt.Sprintf("game %d, action %d", seed, n+1), s.Clone(), wins})
			}
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	return out
}

// othersDoubtful reports whether each of legal that is not in wins wins at
// most half of winningSamples random continuations from s.
func othersDoubtful(s game.State, legal []game.Action, wins map[game.Action]bool, rng *game.RNG) bool {
	me := s.CurrentPlayer()
	for _, a := range legal {
		if wins[a] {
			continue
		}
		won := 0
		for k := 0; k < winningSamples; k++ {
			c := s.Clone()
			c.ApplyUnchecked(a)
			r := game.Playout(c, rng, func(l []game.Action) game.Action { return l[rng.IntN(len(l))] })
			if r[me] > 0 {
				won++
			}
		}
		if 2*won > winningSamples {
			return false
		}
	}
	return true
}

// TestSearchTakesAWinningMove: in positions of each game where some moves
// win at once and most do not, the search takes a winning move, on its
// own (no prior, no expert, random playouts) and at the hard level, with
// each of four seeds, and the same seed gives the same move. Card Battle's
// deck order is left out: the hard level does not search it but takes its
// expert's order, chosen against the heuristic's model of the opponent's
// deck (cardbattlebot's deck tests hold it), and in the last battle that
// model can miss an order that wins against every deck.
func TestSearchTakesAWinningMove(t *testing.T) {
	games := []struct {
		name string
		new  func() (game.Game, error)
	}{
		{"cardbattle", func() (game.Game, error) { return cardbattle.New(nil, nil) }},
		{"tableau", func() (game.Game, error) { return tableau.New(nil, nil) }},
		{"dojo", func() (game.Game, error) { return dojo.New(nil, nil) }},
	}
	searched := func(s game.State) bool {
		cs, ok := s.(*cardbattle.State)
		return !ok || cs.Phase() != "arrange"
	}
	for _, tg := range games {
		t.Run(tg.name, func(t *testing.T) {
			g, err := tg.new()
			if err != nil {
				t.Fatal(err)
			}
			positions := winningPositions(t, g, 1, searched)
			t.Logf("%s: %d of %d moves win at once", positions[0].name, len(positions[0].wins), len(positions[0].state.LegalActions(nil)))
			for _, spec := range []string{"ismcts:iters=200,expert=false,rollout=random", "hard"} {
				bot, err := newBot(spec, g)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range positions {
					v := game.NewView(p.state)
					for seed := uint64(1); seed <= 4; seed++ {
						a, err := bot.Act(v, seed)
						if err != nil {
							t.Fatal(err)
						}
						if !p.wins[a] {
							t.Errorf("%s, %s, seed %d: took %q, which does not win at once (%d of %d moves do):\n%s",
								spec, p.name, seed, p.state.ActionString(a), len(p.wins), len(v.Legal()), p.state)
						}
						if b, err := bot.Act(v, seed); err != nil || b != a {
							t.Errorf("%s, %s: seed %d gave %q, then %q (%v)", spec, p.name, seed,
								p.state.ActionString(a), p.state.ActionString(b), err)
						}
					}
				}
			}
		})
	}
}
