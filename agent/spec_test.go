package agent_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"menagerie/agent"
	"menagerie/registry"
)

// search is what an ismcts spec sets in the search it makes: the budget,
// the workers, the root's width, the constants, whether the playouts are
// the game's heuristic and whether the search borrows the heuristic's
// prior and expert.
type search struct {
	iters   int
	ms      time.Duration
	workers int
	width   int
	c, z    float64
	playout bool
	expert  bool
}

// searchOf reads back what a spec set in the search m.
func searchOf(m *agent.ISMCTS) search {
	return search{
		iters: m.Iterations, ms: m.Duration, workers: m.Workers, width: m.Width, c: m.C, z: m.Z,
		playout: m.Playout != nil, expert: m.Expert != nil || m.Prior != nil || m.Choose != nil,
	}
}

// TestSpecsKeepTheirMeaning makes the search of every ismcts spec the
// README, the docs, the benchmarks and the tests use, in every game, and
// checks each setting against the meaning the spec has always had.
func TestSpecsKeepTheirMeaning(t *testing.T) {
	// with returns the defaults changed by change.
	with := func(change func(*search)) search {
		s := search{iters: 1000, workers: 1, c: 0.7, z: 2, playout: true, expert: true}
		change(&s)
		return s
	}
	tests := []struct {
		spec string
		want search
	}{
		{"ismcts", with(func(*search) {})},
		{"hard", with(func(s *search) { s.iters, s.width = 500, 4 })},
		{"ismcts:iters=500", with(func(s *search) { s.iters = 500 })},
		{"ismcts:iters=500,width=4", with(func(s *search) { s.iters, s.width = 500, 4 })},
		{"ismcts:iters=500,width=8", with(func(s *search) { s.iters, s.width = 500, 8 })},
		{"ismcts:iters=1000,width=4", with(func(s *search) { s.width = 4 })},
		{"ismcts:iters=1500,width=4", with(func(s *search) { s.iters, s.width = 1500, 4 })},
		{"ismcts:iters=40,width=2", with(func(s *search) { s.iters, s.width = 40, 2 })},
		{"ismcts:iters=50,width=3", with(func(s *search) { s.iters, s.width = 50, 3 })},
		{"ismcts:width=1", with(func(s *search) { s.width = 1 })},
		{"ismcts:ms=100,width=4", with(func(s *search) { s.ms, s.width = 100*time.Millisecond, 4 })},
		{"ismcts:ms=300,width=4", with(func(s *search) { s.ms, s.width = 300*time.Millisecond, 4 })},
		{"ismcts:ms=100,width=6,z=1", with(func(s *search) { s.ms, s.width, s.z = 100*time.Millisecond, 6, 1 })},
		{"ismcts:ms=200", with(func(s *search) { s.ms = 200 * time.Millisecond })},
		{"ismcts:z=0", with(func(s *search) { s.z = 0 })},
		{"ismcts:iters=500,c=0.5", with(func(s *search) { s.iters, s.c = 500, 0.5 })},
		{"ismcts:iters=50,c=0.5", with(func(s *search) { s.iters, s.c = 50, 0.5 })},
		{"ismcts:iters=6,c=1", with(func(s *search) { s.iters, s.c = 6, 1 })},
		{"ismcts:c=1e-1", with(func(s *search) { s.c = 0.1 })},
		{"ismcts:iters=2000", with(func(s *search) { s.iters = 2000 })},
		{"ismcts:iters=2000,workers=1", with(func(s *search) { s.iters = 2000 })},
		{"ismcts:iters=2000,workers=2", with(func(s *search) { s.iters, s.workers = 2000, 2 })},
		{"ismcts:iters=200,workers=2", with(func(s *search) { s.iters, s.workers = 200, 2 })},
		{"ismcts:iters=+200", with(func(s *search) { s.iters = 200 })},
		{"ismcts:iters=5", with(func(s *search) { s.iters = 5 })},
		{"ismcts:iters=10", with(func(s *search) { s.iters = 10 })},
		{"ismcts:iters=20", with(func(s *search) { s.iters = 20 })},
		{"ismcts:iters=24", with(func(s *search) { s.iters = 24 })},
		{"ismcts:iters=40", with(func(s *search) { s.iters = 40 })},
		{"ismcts:iters=200", with(func(s *search) { s.iters = 200 })},
		{"ismcts:iters=24,expert=false", with(func(s *search) { s.iters, s.expert = 24, false })},
		{"ismcts:iters=24,expert=0", with(func(s *search) { s.iters, s.expert = 24, false })},
		{"ismcts:expert=TRUE", with(func(*search) {})},
		{"ismcts:iters=10,rollout=random,expert=false", with(func(s *search) { s.iters, s.playout, s.expert = 10, false, false })},
		{"ismcts:iters=20,rollout=random,expert=false", with(func(s *search) { s.iters, s.playout, s.expert = 20, false, false })},
		{"ismcts:iters=200,expert=false,rollout=random", with(func(s *search) { s.iters, s.playout, s.expert = 200, false, false })},
		{"ismcts:rollout=heuristic", with(func(*search) {})},
		{"ismcts:iters=500,workers=2,c=0.5,rollout=random,expert=false", with(func(s *search) {
			s.iters, s.workers, s.c, s.playout, s.expert = 500, 2, 0.5, false, false
		})},
		{" ismcts:iters=7 ", with(func(s *search) { s.iters = 7 })},
	}
	for _, e := range registry.Games() {
		g, err := e.New(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range tests {
			bot, err := e.NewBot(tc.spec, g)
			if err != nil {
				t.Errorf("%s %q: %v", e.Name, tc.spec, err)
				continue
			}
			m, ok := bot.(*agent.ISMCTS)
			if !ok {
				t.Errorf("%s %q: a %T, not a search", e.Name, tc.spec, bot)
				continue
			}
			if got := searchOf(m); got != tc.want {
				t.Errorf("%s %q: %+v, want %+v", e.Name, tc.spec, got, tc.want)
			}
			if m.Margin != 0.01 || m.Name() != tc.spec {
				t.Errorf("%s %q: margin %v, name %q", e.Name, tc.spec, m.Margin, m.Name())
			}
		}
	}
}

// TestSpecsRefusedSayWhy checks that a refused ismcts spec names the
// parameter at fault and the values it takes.
func TestSpecsRefusedSayWhy(t *testing.T) {
	tests := []struct{ spec, want string }{
		{"ismcts:iters=0", `bot "ismcts:iters=0": iters="0" is too small: at least 1`},
		{"ismcts:iters=-3", `iters="-3" is too small: at least 1`},
		{"ismcts:iters=99999999999999999999", `iters="99999999999999999999" is too large: at most 100000000`},
		{"ismcts:iters=0x10", `iters="0x10" is not valid: a whole number from 1 to 100000000`},
		{"ismcts:iters=", `iters="" is not valid: a whole number from 1 to 100000000`},
		{"ismcts:iters=1.5", `iters="1.5" is not valid: a whole number from 1 to 100000000`},
		{"ismcts:ms=3600001", `ms="3600001" is too large: at most 3600000`},
		{"ismcts:workers=257", `workers="257" is too large: at most 256`},
		{"ismcts:workers=0", `workers="0" is too small: at least 1`},
		{"ismcts:width=-1", `width="-1" is too small: at least 0`},
		{"ismcts:width=100001", `width="100001" is too large: at most 100000`},
		{"ismcts:c=-1", `c="-1" is not valid: a number from 0 to 100`},
		{"ismcts:c=101", `c="101" is not valid: a number from 0 to 100`},
		{"ismcts:c=", `c="" is not valid: a number from 0 to 100`},
		{"ismcts:c=NaN", `c="NaN" is not valid: a number from 0 to 100`},
		{"ismcts:z=two", `z="two" is not valid: a number from 0 to 100`},
		{"ismcts:z=-0.5", `z="-0.5" is not valid: a number from 0 to 100`},
		{"ismcts:z=inf", `z="inf" is not valid: a number from 0 to 100`},
		{"ismcts:expert=yes", `expert="yes" is not valid: true or false`},
		{"ismcts:rollout=greedy", `rollout="greedy" is not valid: random or heuristic`},
		{"ismcts:depth=3", `unknown parameter "depth" (iters, ms, workers, width, c, z, rollout, expert)`},
		{"ismcts:iters=500,ms=200", "give iters or ms, not both"},
		{"ismcts:iters=5,iters=6", `parameter "iters" given twice`},
		{"ismcts:iters", `parameter "iters" is not key=value`},
		{"ismcts:" + strings.Repeat("w", 500) + "=1", `unknown parameter "` + strings.Repeat("w", 40) + `"... (500 characters)`},
	}
	for _, e := range registry.Games() {
		g, err := e.New(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range tests {
			if _, err := e.NewBot(tc.spec, g); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s %q: error %v, want one containing %q", e.Name, tc.spec, err, tc.want)
			}
		}
	}
}

// TestKindsHelpClaimsNoWinRate checks that the bots' help gives no win
// rate: a strength figure is published only in docs/bots.md, beside the
// held-out seeds it was measured on, so that it can be measured again.
func TestKindsHelpClaimsNoWinRate(t *testing.T) {
	rate := regexp.MustCompile(`[0-9]%`)
	for _, k := range agent.Kinds {
		if m := rate.FindString(k.Help); m != "" {
			t.Errorf("the help of %s gives a win rate (%q): %s", k.Name, m, k.Help)
		}
	}
}
