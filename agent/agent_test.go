package agent_test

import (
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
	"menagerie/registry"
)

// positions returns at least want decision points (and at most one game's
// more) of random games: every every-th one, and every Card Battle Battle
// Prep decision.
func positions(t *testing.T, g game.Game, want, every int) []game.State {
	t.Helper()
	var out []game.State
	for seed := uint64(1); len(out) < want; seed++ {
		if seed > 1000 {
			t.Fatalf("%d games gave only %d positions", seed-1, len(out))
		}
		s := g.NewState(seed)
		rng := game.NewRNG(seed)
		for n := 0; !s.IsTerminal(); n++ {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			l := s.LegalActions(nil)
			if len(l) > 1 && (n%every == 0 || battlePrep(s)) {
				out = append(out, s.Clone())
			}
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	return out
}

// battlePrep reports whether s is a Card Battle state where seats order
// their decks.
func battlePrep(s game.State) bool {
	cs, ok := s.(*cardbattle.State)
	return ok && cs.Phase() == "arrange"
}

// opponentYetToPlace reports whether s is a Card Battle Battle Prep state
// where some other seat has not placed a card yet: its cards to place are
// its whole hand, hidden cards included.
func opponentYetToPlace(s game.State) bool {
	if !battlePrep(s) {
		return false
	}
	seat := int(s.CurrentPlayer())
	for _, p := range s.(*cardbattle.State).Observation(seat).Players {
		if p.Seat != seat && p.Arranged == 0 {
			return true
		}
	}
	return false
}

// blindGames are the games the bots are tested blind in, each with its
// builder of states a seat cannot tell apart (written apart from the
// engine's Determinize).
var blindGames = []struct {
	name  string
	new   func() (game.Game, error)
	world func(s game.State, seat game.Player, rng *game.RNG) game.State
}{
	{"cardbattle", func() (game.Game, error) { return cardbattle.New(nil, nil) }, cardbattle.HiddenWorld},
	{"cardbattle 4 players", func() (game.Game, error) {
		return cardbattle.New(nil, game.Options{"players": "4", "packs": "classic,golden"})
	}, cardbattle.HiddenWorld},
	{"tableau", func() (game.Game, error) { return tableau.New(nil, nil) }, tableau.HiddenWorld},
	{"tableau 3 players", func() (game.Game, error) { return tableau.New(nil, game.Options{"players": "3"}) }, tableau.HiddenWorld},
	{"dojo", func() (game.Game, error) { return dojo.New(nil, nil) }, dojo.HiddenWorld},
	{"dojo solo", func() (game.Game, error) { return dojo.New(nil, game.Options{"mode": "solo"}) }, dojo.HiddenWorld},
}

// TestBotsSeeOnlyTheirInformationSet proves that no bot reads hidden state:
// handed the views of a real state and of a state built from it by moving
// only cards the seat cannot see (the game's HiddenWorld, not the engine's
// Determinize), every bot makes the same choice with the same seed, in
// every game, Card Battle's Battle Prep included.
func TestBotsSeeOnlyTheirInformationSet(t *testing.T) {
	specs := []string{"random", "heuristic", "easy", "ismcts:iters=24", "ismcts:iters=24,expert=false"}
	want, every := 120, 7
	if testing.Short() {
		want = 25
	}
	for _, bg := range blindGames {
		t.Run(bg.name, func(t *testing.T) {
			g, err := bg.new()
			if err != nil {
				t.Fatal(err)
			}
			states := positions(t, g, want, every)
			if _, ok := g.(*cardbattle.Game); ok {
				n := 0
				for _, s := range states {
					if opponentYetToPlace(s) {
						n++
					}
				}
				t.Logf("%d positions, %d in Battle Prep with an opponent yet to place a card", len(states), n)
				if n < 10 {
					t.Fatalf("only %d Battle Prep positions with an opponent yet to place a card", n)
				}
			}
			rng := game.NewRNG(1)
			worlds := make([]game.State, len(states))
			differ := 0
			for i, s := range states {
				worlds[i] = bg.world(s, s.CurrentPlayer(), &rng)
				if worlds[i].Hash() != s.Hash() {
					differ++
				}
			}
			if differ < len(states)/2 {
				t.Fatalf("only %d of %d hidden-information variants differed from the real state", differ, len(states))
			}
			for _, spec := range specs {
				bot, err := newBot(spec, g)
				if err != nil {
					t.Fatal(err)
				}
				for i, s := range states {
					seed := uint64(i)
					a, err := bot.Act(game.NewView(s), seed)
					if err != nil {
						t.Fatal(err)
					}
					b, err := bot.Act(game.NewView(worlds[i]), seed)
					if err != nil {
						t.Fatal(err)
					}
					if a != b {
						t.Fatalf("%s chose %q in the real state but %q in one differing only in cards hidden from seat %d:\n%s\n%s", spec, s.ActionString(a), worlds[i].ActionString(b), s.CurrentPlayer(), s, worlds[i])
					}
				}
			}
		})
	}
}

func TestISMCTSIsReproducible(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	states := positions(t, g, 20, 5)
	one, _ := newBot("ismcts:iters=200", g)
	two, _ := newBot("ismcts:iters=200,workers=2", g)
	n := 20
	if testing.Short() {
		n = 6
	}
	for i, s := range states[:min(n, len(states))] {
		v := game.NewView(s)
		a, _ := one.Act(v, uint64(i))
		b, _ := one.Act(v, uint64(i))
		c, _ := two.Act(v, uint64(i))
		if a != b || a != c {
			t.Fatalf("position %d: same seed and budget gave %d, %d and (2 workers) %d", i, a, b, c)
		}
	}
}

func TestNewParsesSpecs(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	tests := []struct {
		spec string
		err  string
	}{
		{"random", ""},
		{"heuristic", ""},
		{"ismcts", ""},
		{"ismcts:iters=500,workers=2,c=0.5,rollout=random,expert=false", ""},
		{"ismcts:ms=200", ""},
		{"ismcts:iters=500,ms=200", "not both"},
		{"ismcts:iters=0", `iters="0" is too small: at least 1`},
		{"ismcts:iters=99999999999999999999", `iters="99999999999999999999" is too large: at most 100000000`},
		{"ismcts:iters=0x10", `iters="0x10" is not valid`},
		{"ismcts:iters", "not key=value"},
		{"ismcts:depth=3", "unknown parameter"},
		{"ismcts:c=-1", "not valid"},
		{"ismcts:ms=100,width=6,z=1", ""},
		{"ismcts:z=-0.5", "not valid"},
		{"ismcts:z=two", "not valid"},
		{"ismcts:iters=50,width=3", ""},
		{"ismcts:width=-1", `width="-1" is too small: at least 0`},
		{"ismcts:" + strings.Repeat("w", 500) + "=1", `unknown parameter "` + strings.Repeat("w", 40) + `"... (500 characters)`},
		{"ismcts:width=3,expert=false", "width needs"},
		{"ismcts:iters=5,iters=6", "twice"},
		{"random:x=1", "takes no parameters"},
		{"easy", ""},
		{"medium", ""},
		{"hard", ""},
		{"hard:iters=5", "takes no parameters"},
		{"easy:x=1", "takes no parameters"},
		{"alphazero", "unknown kind"},
		{"", "unknown kind"},
	}
	for _, tc := range tests {
		t.Run(tc.spec, func(t *testing.T) {
			bot, err := newBot(tc.spec, g)
			switch {
			case tc.err == "" && err != nil:
				t.Fatalf("unexpected error %v", err)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Fatalf("error %v, want one containing %q", err, tc.err)
			case err == nil && bot.Name() != tc.spec:
				t.Errorf("name %q, want %q", bot.Name(), tc.spec)
			}
		})
	}
}

// newBot makes a bot for g with its game's own bots, found in the registry.
func newBot(spec string, g game.Game) (agent.Agent, error) {
	e, err := registry.Lookup(g.Name())
	if err != nil {
		return nil, err
	}
	return e.NewBot(spec, g)
}

// cardBattleDecision returns the first of a two-player Card Battle game's
// random positions (see positions, looking at up to within of them) where
// the seat to act has n legal actions.
func cardBattleDecision(t *testing.T, n, within int) game.State {
	t.Helper()
	g, _ := cardbattle.New(nil, nil)
	for _, s := range positions(t, g, within, 1) {
		if len(s.LegalActions(nil)) == n {
			return s
		}
	}
	t.Fatalf("no decision among %d actions in %d positions", n, within)
	return nil
}

// TestISMCTSSharesItsTimeLikeIterations: under a time budget the first
// halving comes after a share of the time, as with an iteration count, not
// after a fixed few playouts: with four actions, the two dropped first get
// about a third of the playouts of the two kept (a fixed 24 each, against
// hundreds, before). The search reads a clock that moves 100 µs with each
// playout (and 1 µs with each reading), a machine of steady speed: on the
// wall clock, a busy machine that stalled the test during the probe's
// first 19 ms measured too slow a rate, and the actions dropped first got
// too few playouts.
func TestISMCTSSharesItsTimeLikeIterations(t *testing.T) {
	four := cardBattleDecision(t, 4, 200)
	const budget, perPlayout = 300 * time.Millisecond, 100 * time.Microsecond
	var elapsed atomic.Int64
	m := &agent.ISMCTS{Spec: "timed", Duration: budget, Workers: 1, C: 0.7, Playout: func(s game.State, rng *game.RNG) []float64 {
		elapsed.Add(int64(perPlayout))
		return agent.RandomPlayout(s, rng)
	}}
	start := time.Now()
	agent.SetClock(m, func() time.Time { return start.Add(time.Duration(elapsed.Add(int64(time.Microsecond)))) })
	visits := agent.RootVisits(m, game.NewView(four), 1)
	t.Logf("root playouts %v in %v of the search's clock, %v of the wall clock", visits, time.Duration(elapsed.Load()), time.Since(start))
	sorted := slices.Sorted(slices.Values(visits))
	total := 0.0
	for _, v := range visits {
		total += v
	}
	switch {
	case total < 0.9*float64(budget/perPlayout):
		t.Errorf("root playouts %v: %v playouts, want about %d in the budget", visits, total, budget/perPlayout)
	case sorted[0] < sorted[3]/5 || sorted[1] > sorted[2]/2:
		t.Errorf("root playouts %v: the two actions dropped first did not get about a third of the playouts of the two kept", visits)
	}
}

// TestISMCTSSpendsItsTimeBudget checks that a search given a time budget
// searches until its deadline: sequential halving down to one action would
// end a two-action decision after a few dozen playouts.
func TestISMCTSSpendsItsTimeBudget(t *testing.T) {
	two := cardBattleDecision(t, 2, 50)
	const budget = 100 * time.Millisecond
	playouts := 0
	m := &agent.ISMCTS{Spec: "timed", Duration: budget, Workers: 1, C: 0.7, Playout: func(s game.State, rng *game.RNG) []float64 {
		playouts++
		return agent.RandomPlayout(s, rng)
	}}
	start := time.Now()
	if _, err := m.Act(game.NewView(two), 1); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took < budget*3/4 {
		t.Errorf("a %v budget was spent in %v (%d playouts)", budget, took, playouts)
	}
}
