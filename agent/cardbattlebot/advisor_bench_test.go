package cardbattlebot

import (
	"testing"
	"time"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// round6Advisors are advisors for the seats ordering their decks in round 6
// of games played by the greedy playout policy, with their hands.
func round6Advisors(b *testing.B) []*Advisor {
	g, err := cb.New(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	var out []*Advisor
	for _, s := range arrangeStates(b, g, 6, 12) {
		a, err := AdvisorFor(game.NewView(s), 1)
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

// BenchmarkAdvisorFor measures making the advisor for a round-6 deck: its
// opponent decks sampled from the seat's view.
func BenchmarkAdvisorFor(b *testing.B) {
	g, err := cb.New(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	states := arrangeStates(b, g, 6, 12)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := AdvisorFor(game.NewView(states[i%len(states)]), uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAdvisorUpdate measures the odds of a round-6 deck after one
// move: an order not rated before, against every opponent deck. It also
// reports the slowest update, in milliseconds.
func BenchmarkAdvisorUpdate(b *testing.B) {
	benchRound6(b, func(turn int, a *Advisor) error {
		hand := a.Hand()
		_, err := a.Odds(moveCard(hand, turn%len(hand), len(hand)-1))
		return err
	})
}

// BenchmarkBestOrder measures the search for the best order of a round-6
// deck, and reports the slowest search in milliseconds.
func BenchmarkBestOrder(b *testing.B) {
	benchRound6(b, func(_ int, a *Advisor) error {
		_, _, err := a.BestOrder(a.Hand())
		return err
	})
}

// benchRound6 times run on the advisors of round 6 in turn, each with an
// empty cache, telling it how many turns the advisors have had before, and
// reports the slowest run in milliseconds.
func benchRound6(b *testing.B, run func(turn int, a *Advisor) error) {
	advisors := round6Advisors(b)
	slowest := time.Duration(0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a := advisors[i%len(advisors)]
		clear(a.cache)
		start := time.Now()
		if err := run(i/len(advisors), a); err != nil {
			b.Fatal(err)
		}
		slowest = max(slowest, time.Since(start))
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "slowest-ms")
}
