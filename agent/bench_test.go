package agent_test

import (
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
)

// searchGames are the games the search is measured in: each game, Card
// Battle also with four and six players.
var searchGames = []struct {
	name string
	new  func() (game.Game, error)
	// skip is how many actions of a random game are played first.
	skip int
}{
	{"cardbattle", func() (game.Game, error) { return cardbattle.New(nil, nil) }, 0},
	{"cardbattle-4players", func() (game.Game, error) {
		return cardbattle.New(nil, game.Options{"players": "4", "packs": "classic,golden"})
	}, 0},
	{"cardbattle-6players", func() (game.Game, error) {
		return cardbattle.New(nil, game.Options{"players": "6", "packs": "classic,golden,magic"})
	}, 0},
	{"tableau", func() (game.Game, error) { return tableau.New(nil, nil) }, 0},
	{"dojo", func() (game.Game, error) { return dojo.New(nil, nil) }, 20},
}

// BenchmarkISMCTS measures search iterations per second on one core in
// each of searchGames, from a decision early in the game proper (with each
// game's playout policy; the prior and expert are left out, so that only
// the search is timed).
func BenchmarkISMCTS(b *testing.B) {
	for _, bg := range searchGames {
		b.Run(bg.name, func(b *testing.B) {
			g, err := bg.new()
			if err != nil {
				b.Fatal(err)
			}
			bot, err := newBot("ismcts:iters=500", g)
			if err != nil {
				b.Fatal(err)
			}
			m := bot.(*agent.ISMCTS)
			m.Prior, m.Expert = nil, nil
			s := g.NewState(1)
			rng := game.NewRNG(1)
			for n := 0; n < bg.skip || len(s.LegalActions(nil)) < 2; n++ {
				if s.CurrentPlayer() == game.Chance {
					o := s.ChanceOutcomes(nil)
					s.ApplyUnchecked(o[rng.Pick(o)].Action)
					continue
				}
				l := s.LegalActions(nil)
				s.ApplyUnchecked(l[rng.IntN(len(l))])
			}
			v := game.NewView(s)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := m.Act(v, uint64(i)); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(m.Iterations)*float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
		})
	}
}
