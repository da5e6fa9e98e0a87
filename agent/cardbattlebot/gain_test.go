package cardbattlebot

import (
	"math"
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

func TestGainMatchesTeam(t *testing.T) {
	g, _ := cb.New(nil, nil)
	v := newValues(g.Cards(), 1)
	rng := game.NewRNG(1)
	ids := g.Cards().IDs()
	for trial := 0; trial < 5000; trial++ {
		n := rng.IntN(10)
		var hand []cb.CardID
		for i := 0; i < n; i++ {
			hand = append(hand, ids[rng.IntN(len(ids))])
		}
		extra := ids[rng.IntN(len(ids))]
		sum := v.summarize(hand)
		want := v.team(append(append([]cb.CardID(nil), hand...), extra)) - v.team(hand)
		if got := sum.gain(v, extra); math.Abs(got-want) > 1e-9 {
			t.Fatalf("hand %v + %d: gain %v, team difference %v", hand, extra, got, want)
		}
	}
}
