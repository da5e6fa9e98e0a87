package tableaubot_test

import (
	"fmt"
	"testing"

	"menagerie/agent"
	"menagerie/agent/tableaubot"
	"menagerie/game"
	"menagerie/games/tableau"
	"menagerie/sim"
)

func newGame(t testing.TB, players int) *tableau.Game {
	t.Helper()
	g, err := tableau.New(nil, game.Options{"players": fmt.Sprint(players)})
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

// TestBotsSeeOnlyTheirInformationSet: handed the views of two states that
// differ only in the deck's order, every bot makes the same choice with the
// same seed.
func TestBotsSeeOnlyTheirInformationSet(t *testing.T) {
	g := newGame(t, 3)
	games := 3
	if testing.Short() {
		games = 1
	}
	states := positions(g, games, 11)
	for _, spec := range []string{"random", "heuristic", "ismcts:iters=40"} {
		bot, err := agent.New(spec, g, tableaubot.Bots())
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

// TestBotsPlayWholeGames: every kind of bot finishes games for 2, 3 and 4
// players without an error.
func TestBotsPlayWholeGames(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		g := newGame(t, players)
		var bots []agent.Agent
		for _, spec := range []string{"random", "heuristic", "ismcts:iters=20", "ismcts:iters=20,rollout=random,expert=false"}[:max(players, 2)] {
			b, err := agent.New(spec, g, tableaubot.Bots())
			if err != nil {
				t.Fatal(err)
			}
			bots = append(bots, b)
		}
		games := players
		if testing.Short() {
			games = 1
		}
		rep, err := sim.Run(sim.Config{Game: g, Bots: bots, Games: games, Seed: 3, Workers: 2, MaxActions: 5000})
		if err != nil {
			t.Fatalf("%d players: %v", players, err)
		}
		if rep.Games != games {
			t.Errorf("%d players: %d games played, want %d", players, rep.Games, games)
		}
	}
}

// TestHeuristicBeatsRandom: the heuristic wins most 2-player games against
// random play.
func TestHeuristicBeatsRandom(t *testing.T) {
	g := newGame(t, 2)
	h, _ := agent.New("heuristic", g, tableaubot.Bots())
	r, _ := agent.New("random", g, tableaubot.Bots())
	games := 40
	if testing.Short() {
		games = 10
	}
	rep, err := sim.Run(sim.Config{Game: g, Bots: []agent.Agent{h, r}, Games: games, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	if rate := rep.Bots[0].WinRate; rate < 0.8 {
		t.Errorf("heuristic won %.0f%% against random, want at least 80%%", 100*rate)
	}
}
