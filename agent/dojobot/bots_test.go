package dojobot_test

import (
	"fmt"
	"testing"

	"menagerie/agent"
	"menagerie/agent/dojobot"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/sim"
)

func newGame(t testing.TB, opts game.Options) *dojo.Game {
	t.Helper()
	g, err := dojo.New(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// positions returns decision points of random games.
func positions(g game.Game, games, every int) []game.State {
	var out []game.State
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s := g.NewState(seed)
		rng := game.NewRNG(seed)
		for n := 0; !s.IsTerminal(); n++ {
			l := s.LegalActions(nil)
			if n%every == 0 && len(l) > 1 {
				out = append(out, s.Clone())
			}
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	return out
}

// TestBotsSeeOnlyTheirInformationSet: handed the views of two states that
// differ only in what the seat cannot see, every bot makes the same choice
// with the same seed.
func TestBotsSeeOnlyTheirInformationSet(t *testing.T) {
	g := newGame(t, nil)
	games := 3
	if testing.Short() {
		games = 1
	}
	states := positions(g, games, 7)
	for _, spec := range []string{"random", "heuristic", "ismcts:iters=40"} {
		bot, err := agent.New(spec, g, dojobot.Bots())
		if err != nil {
			t.Fatal(err)
		}
		differ := 0
		for i, s := range states {
			other := s.Determinize(s.CurrentPlayer(), uint64(1000+i))
			if other.Hash() != s.Hash() {
				differ++
			}
			a, err := bot.Act(game.NewView(s), uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			b, err := bot.Act(game.NewView(other), uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			if a != b {
				t.Fatalf("%s chose %q in the real state but %q in an indistinguishable one:\n%s", spec, s.ActionString(a), other.ActionString(b), s)
			}
		}
		if differ < len(states)/2 {
			t.Fatalf("only %d of %d variants differ from the real state", differ, len(states))
		}
	}
}

// TestBotsPlayWholeGames: every kind of bot finishes duels, with exercises
// asked for too, and the solo mission.
func TestBotsPlayWholeGames(t *testing.T) {
	for _, opts := range []game.Options{{}, {"exercise": "honor"}, {"mode": "solo"}} {
		g := newGame(t, opts)
		specs := []string{"heuristic", "ismcts:iters=20"}[:g.NumPlayers()]
		var bots []agent.Agent
		for _, spec := range specs {
			b, err := agent.New(spec, g, dojobot.Bots())
			if err != nil {
				t.Fatal(err)
			}
			bots = append(bots, b)
		}
		games := 4
		if testing.Short() {
			games = 1
		}
		rep, err := sim.Run(sim.Config{Game: g, Bots: bots, Games: games, Seed: 3, Workers: 2, MaxActions: 5000})
		if err != nil || rep.Games != games {
			t.Fatalf("%v: %v", opts, err)
		}
	}
}

// TestHeuristicBeatsRandom: the heuristic wins most duels against random
// play.
func TestHeuristicBeatsRandom(t *testing.T) {
	g := newGame(t, nil)
	h, _ := agent.New("heuristic", g, dojobot.Bots())
	r, _ := agent.New("random", g, dojobot.Bots())
	games := 100
	if testing.Short() {
		games = 20
	}
	rep, err := sim.Run(sim.Config{Game: g, Bots: []agent.Agent{h, r}, Games: games, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	if rate := rep.Bots[0].WinRate; rate < 0.9 {
		t.Errorf("heuristic won %.0f%% against random, want at least 90%%", 100*rate)
	}
}

// TestHeuristicLayout: in the free layout of rule 2.2 the heuristic puts
// its tanks (or, drawn among close placements, balanced animals) at the
// front of the columns, never its strikers; with front_row_only it fills
// the fronts first.
func TestHeuristicLayout(t *testing.T) {
	for _, tc := range []struct {
		opts     game.Options
		notFront string // the archetype no first animal has
	}{
		{game.Options{"setup": "pick", "layout": "free"}, "striker"},
		{game.Options{"setup": "pick", "layout": "free", "front_row_only": "true"}, ""},
	} {
		t.Run(fmt.Sprint(tc.opts), func(t *testing.T) {
			g := newGame(t, tc.opts)
			bot, err := agent.New("heuristic", g, dojobot.Bots())
			if err != nil {
				t.Fatal(err)
			}
			for seed := uint64(1); seed <= 20; seed++ {
				s := g.NewState(seed).(*dojo.State)
				for n := uint64(0); s.Phase() == "setup"; n++ {
					a, err := bot.Act(game.NewView(s), seed*100+n)
					if err != nil {
						t.Fatal(err)
					}
					if err := s.Apply(a); err != nil {
						t.Fatal(err)
					}
				}
				cs := g.Cards()
				for q := 0; q < 2; q++ {
					fronts := 0
					for col := 0; col < dojo.NumCols; col++ {
						id, _, _ := s.Animal(q, col*dojo.NumRows)
						if id == 0 {
							continue
						}
						fronts++
						if arch := cs.Families[cs.Card(id).Family].Archetype; tc.notFront != "" && arch == tc.notFront {
							t.Errorf("P%d's column %d starts with a %s (%s)", q+1, col+1, arch, cs.Name(id))
						}
					}
					if fronts != dojo.NumCols {
						t.Errorf("P%d leaves %d columns empty", q+1, dojo.NumCols-fronts)
					}
				}
			}
		})
	}
}
