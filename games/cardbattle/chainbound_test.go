package cardbattle_test

import (
	"testing"

	"menagerie/agent"
	"menagerie/agent/cardbattlebot"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/session"
)

// TestHeuristicGamesNeverReachTheChainBound plays the first games of base
// seed 1 (as the balance lab seeds them) between heuristic bots with the
// built-in packs, 2, 4 and 6 players, and wants
// no chain of abilities to reach the 50-generation bound (a fizzle): the
// designed cards end their chains by themselves. Before Blowfish and Chili
// threw only while their pet stood, 7 of 100 two-player games ran 1,300 to
// 1,746 actions through such chains.
func TestHeuristicGamesNeverReachTheChainBound(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 260 games")
	}
	for _, c := range []struct {
		players, packs string
		games          int
	}{{"2", "classic", 200}, {"4", "classic,golden", 40}, {"6", "classic,golden,magic", 20}} {
		g, err := cardbattle.New(nil, game.Options{"players": c.players, "packs": c.packs})
		if err != nil {
			t.Fatal(err)
		}
		longest := 0
		for i := range uint64(c.games) {
			seed := game.GameSeed(1, i)
			bots := make([]agent.Agent, g.NumPlayers())
			for s := range bots {
				bots[s] = cardbattlebot.NewHeuristic("heuristic", g)
			}
			ses, err := session.New(session.Config{Game: g, Seed: seed, Bots: bots, Events: true})
			if err != nil {
				t.Fatal(err)
			}
			for !ses.Over() {
				u, ok, err := ses.Step()
				if err != nil || !ok {
					t.Fatalf("%s players, seed %d: %v", c.players, seed, err)
				}
				for _, e := range u.Events {
					if e.Kind == "fizzle" {
						t.Errorf("%s players, seed %d: a chain of abilities reached the bound at action %d", c.players, seed, ses.Version())
					}
				}
			}
			longest = max(longest, ses.Version())
		}
		t.Logf("%s players, %d games: the longest ran %d actions", c.players, c.games, longest)
	}
}
