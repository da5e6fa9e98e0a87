package agent

import (
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// positions returns decision points of random Card Battle games.
func positions(t *testing.T, g game.Game, games, every int) []game.State {
	t.Helper()
	var out []game.State
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s := g.NewState(seed)
		rng := game.NewRNG(seed)
		for n := 0; !s.IsTerminal(); n++ {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			l := s.LegalActions(nil)
			if n%every == 0 && len(l) > 1 {
				out = append(out, s.Clone())
			}
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	return out
}

// TestBotsSeeOnlyTheirInformationSet proves that no bot reads hidden state:
// handed the views of two states that differ only in what the seat cannot
// see (another seat's hand and deck order, the tier decks), every bot makes
// the same choice with the same seed.
func TestBotsSeeOnlyTheirInformationSet(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	states := positions(t, g, 6, 7)
	if len(states) < 50 {
		t.Fatalf("only %d positions", len(states))
	}
	for _, spec := range []string{"random", "heuristic", "ismcts:iters=60"} {
		bot, err := New(spec, g)
		if err != nil {
			t.Fatal(err)
		}
		differ := 0
		for i, s := range states {
			seat := s.CurrentPlayer()
			other := s.Determinize(seat, uint64(1000+i))
			if other.Hash() != s.Hash() {
				differ++
			}
			seed := uint64(i)
			a, err := bot.Act(game.NewView(s), seed)
			if err != nil {
				t.Fatal(err)
			}
			b, err := bot.Act(game.NewView(other), seed)
			if err != nil {
				t.Fatal(err)
			}
			if a != b {
				t.Fatalf("%s chose %q in the real state but %q in an indistinguishable one:\n%s", spec, s.ActionString(a), other.ActionString(b), s)
			}
		}
		if differ < len(states)/2 {
			t.Fatalf("only %d of %d hidden-information variants differed from the real state", differ, len(states))
		}
	}
}

func TestISMCTSIsReproducible(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	states := positions(t, g, 3, 5)
	one, _ := New("ismcts:iters=200", g)
	two, _ := New("ismcts:iters=200,workers=2", g)
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
		{"ismcts:iters=0", "not valid"},
		{"ismcts:iters", "not key=value"},
		{"ismcts:depth=3", "unknown parameter"},
		{"ismcts:c=-1", "not valid"},
		{"ismcts:iters=5,iters=6", "twice"},
		{"random:x=1", "takes no parameters"},
		{"alphazero", "unknown kind"},
		{"", "unknown kind"},
	}
	for _, tc := range tests {
		t.Run(tc.spec, func(t *testing.T) {
			bot, err := New(tc.spec, g)
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
