package agent_test

import (
	"flag"
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"menagerie/agent"
	"menagerie/game"
)

// The root's regret measures how well the search chooses at a time budget:
// for positions of games between heuristics, each move the search compares
// is valued by a long search (regret.truth playouts each, on common
// samples), and the search is run at the budget; its regret is how much
// less the move it takes is worth than the best of the moves valued (in
// points of the seat's playout win rate). It is a measurement, not a check,
// and runs only when asked:
//
//	go test ./agent -run RootRegret -regret -v -timeout 0
var (
	regret          = flag.Bool("regret", false, "measure the search's regret at the root (TestRootRegret)")
	regretGame      = flag.String("regret.game", "cardbattle-4players", "the game, by its name in searchGames")
	regretPositions = flag.Int("regret.positions", 200, "positions measured")
	regretTruth     = flag.Int("regret.truth", 6000, "playouts of each move for its value")
	regretRepeats   = flag.Int("regret.repeats", 3, "searches of each position")
	regretMS        = flag.Int("regret.ms", 100, "the search's time a move, in milliseconds")
	regretWidths    = flag.String("regret.widths", "2,3,4,6", "root widths searched")
	regretZs        = flag.String("regret.z", "0,0.5,1,1.5,2,2.5,3", "thresholds, in standard errors, for leaving the heuristic's move")
)

// regretValued is how many moves are valued, those the heuristic values
// most: at least the widest root searched.
const regretValued = 8

func TestRootRegret(t *testing.T) {
	if !*regret {
		t.Skip("a measurement: run with -regret")
	}
	widths, zs := regretList(t, *regretWidths), regretList(t, *regretZs)
	var g game.Game
	for _, sg := range searchGames {
		if sg.name == *regretGame {
			var err error
			if g, err = sg.new(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if g == nil {
		t.Fatalf("-regret.game %q is not one of searchGames", *regretGame)
	}
	bot, err := newBot("ismcts:width=1", g)
	if err != nil {
		t.Fatal(err)
	}
	m := bot.(*agent.ISMCTS)
	m.Duration = time.Duration(*regretMS) * time.Millisecond
	medium, err := newBot("medium", g)
	if err != nil {
		t.Fatal(err)
	}

	// The positions: every third decision of games between heuristics
	// where seat 0 is to act and the search would search from the
	// heuristic's move; each compared move valued by a long search.
	type position struct {
		v      *game.View
		values map[game.Action]float64
		best   float64
	}
	var positions []position
	start := time.Now()
	for seed := uint64(1); len(positions) < *regretPositions; seed++ {
		s := g.NewState(seed)
		rng := game.NewRNG(seed)
		for n := 0; !s.IsTerminal() && len(positions) < *regretPositions; {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			v := game.NewView(s.Clone())
			if n++; s.CurrentPlayer() == 0 && n%3 == 0 {
				m.Width = regretValued
				legal, prior, err := agent.RootMoves(m, v, 7)
				if err != nil {
					t.Fatal(err)
				}
				if len(legal) > 1 && prior >= 0 {
					m.Workers = runtime.GOMAXPROCS(0)
					values := agent.ActionValues(m, v, legal, *regretTruth, 99)
					p := position{v: v, values: map[game.Action]float64{}}
					for i, a := range legal {
						p.values[a] = values[i]
						p.best = math.Max(p.best, values[i])
					}
					positions = append(positions, p)
					if len(positions)%20 == 0 {
						t.Logf("%d positions valued in %v", len(positions), time.Since(start).Round(time.Second))
					}
				}
			}
			a, err := medium.Act(v, rng.Uint64())
			if err != nil {
				t.Fatal(err)
			}
			s.ApplyUnchecked(a)
		}
	}

	// The searches, one worker each as in play; every threshold is applied
	// to the same searches.
	m.Workers = 1
	for _, w := range widths {
		m.Width = int(w)
		var heuristic float64
		regrets := make([][]float64, len(zs))
		left := make([]int, len(zs))
		for _, p := range positions {
			legal, prior, err := agent.RootMoves(m, p.v, 7)
			if err != nil {
				t.Fatal(err)
			}
			heuristic += p.best - p.values[legal[prior]]
			for r := 0; r < *regretRepeats; r++ {
				for i, c := range agent.Challenges(m, p.v, legal, prior, uint64(1000+r), zs) {
					regrets[i] = append(regrets[i], p.best-p.values[legal[c]])
					if c != prior {
						left[i]++
					}
				}
			}
		}
		t.Logf("width %g, %d ms: the heuristic's move %.2f points below the best", w, *regretMS, 100*heuristic/float64(len(positions)))
		for i, z := range zs {
			mean, se := meanSE(regrets[i])
			t.Logf("width %g, %d ms, z %g: regret %.2f ± %.2f points, the heuristic's move left in %.1f%%",
				w, *regretMS, z, 100*mean, 100*se, 100*float64(left[i])/float64(len(regrets[i])))
		}
	}
}

// regretList parses a comma-separated list of numbers.
func regretList(t *testing.T, s string) []float64 {
	var out []float64
	for _, f := range strings.Split(s, ",") {
		x, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		out = append(out, x)
	}
	return out
}

// meanSE returns the mean of xs and its standard error.
func meanSE(xs []float64) (mean, se float64) {
	var sum, sq float64
	for _, x := range xs {
		sum += x
		sq += x * x
	}
	n := float64(len(xs))
	mean = sum / n
	return mean, math.Sqrt(math.Max(sq/n-mean*mean, 0) / math.Max(n-1, 1))
}
