package session_test

import (
	"testing"

	"menagerie/game"
	"menagerie/session"
)

// BenchmarkApply measures a whole game of each engine played by people
// through Apply, as a server plays its seats' actions (events recorded),
// chance stepped between them. The actions are those of a game of random
// bots with the same seed, so that every one is legal where it is played.
// ns/apply is the time per person's action, chance and set-up included.
func BenchmarkApply(b *testing.B) {
	for name, g := range games(b) {
		b.Run(name, func(b *testing.B) {
			const seed = 7
			played, err := session.New(session.Config{Game: g, Seed: seed, Bots: bots(g)})
			if err != nil {
				b.Fatal(err)
			}
			for !played.Over() {
				if _, _, err := played.Step(); err != nil {
					b.Fatal(err)
				}
			}
			actions := played.Record().Actions
			applied := 0
			b.ReportAllocs()
			for b.Loop() {
				s, err := session.New(session.Config{Game: g, Seed: seed, Events: true})
				if err != nil {
					b.Fatal(err)
				}
				for _, a := range actions {
					if s.ToAct() == game.Chance {
						if _, _, err := s.Step(); err != nil {
							b.Fatal(err)
						}
						continue
					}
					if _, err := s.Apply(s.ToAct(), a, s.Version()); err != nil {
						b.Fatal(err)
					}
					applied++
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(applied), "ns/apply")
		})
	}
}
