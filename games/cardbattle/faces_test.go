package cardbattle

import (
	"fmt"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// unpack reads n faces packed two bits a die.
func unpack(faces uint32, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = int(faces >> (2 * i) & 3)
	}
	return out
}

// TestFacesFollowTheDie derives the faces of many throws from their
// public facts and checks that they add up to the total and that each
// sequence comes about as often as its chance given that total (a
// chi-square test at the 0.1% level; the derivation is deterministic, so
// the test cannot fail by luck on a later run).
func TestFacesFollowTheDie(t *testing.T) {
	for _, tc := range []struct {
		dice     string
		n, total int
		want     map[string]float64 // each sequence's chance given the total
		crit     float64            // chi-square's 0.1% point for len(want)-1
	}{
		{"0,0,1,1,2,2", 2, 2, map[string]float64{"[0 2]": 1. / 3, "[1 1]": 1. / 3, "[2 0]": 1. / 3}, 13.82},
		{"0,0,1,1,2,2", 3, 3, map[string]float64{
			"[0 1 2]": 1. / 7, "[0 2 1]": 1. / 7, "[1 0 2]": 1. / 7, "[1 2 0]": 1. / 7,
			"[2 0 1]": 1. / 7, "[2 1 0]": 1. / 7, "[1 1 1]": 1. / 7}, 22.46},
		{"0,0,1,1,2,2", 3, 5, map[string]float64{"[1 2 2]": 1. / 3, "[2 1 2]": 1. / 3, "[2 2 1]": 1. / 3}, 13.82},
		// Two faces show 2 rocks, one shows 1: (1, 1) is half as likely.
		{"0,1,2,2", 2, 2, map[string]float64{"[0 2]": .4, "[1 1]": .2, "[2 0]": .4}, 13.82},
	} {
		t.Run(fmt.Sprintf("%s/%d dice/%d", tc.dice, tc.n, tc.total), func(t *testing.T) {
			g, err := New(nil, game.Options{"dice": tc.dice})
			if err != nil {
				t.Fatal(err)
			}
			const draws = 6000
			seen := map[string]int{}
			var b battle
			b.game = g
			for i := 0; i < draws; i++ {
				b.round, b.seats, b.throws, b.attacks = int8(1+i%6), [2]int8{int8(i / 6 % 2), int8(1 - i/6%2)}, uint8(i/12), uint16(i/12/256)
				got := unpack(g.faces(tc.n, tc.total, b.throwKey(i%2, tc.n, tc.total)), tc.n)
				sum := 0
				for _, f := range got {
					sum += f
				}
				if sum != tc.total {
					t.Fatalf("faces %v add up to %d, not %d", got, sum, tc.total)
				}
				seen[fmt.Sprint(got)]++
			}
			chi := 0.0
			for seq, p := range tc.want {
				d := float64(seen[seq]) - p*draws
				chi += d * d / (p * draws)
				delete(seen, seq)
			}
			if len(seen) > 0 {
				t.Fatalf("sequences that should not come up: %v", seen)
			}
			if chi > tc.crit {
				t.Errorf("chi-square %.1f > %.2f: the faces are not drawn with their chances", chi, tc.crit)
			}
		})
	}
}

// TestRocksEventsCarryFaces plays whole games and checks that every
// throw's faces are faces of the die adding up to its total.
func TestRocksEventsCarryFaces(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	throws := 0
	for _, seed := range []uint64{1, 2, 3} {
		gametest.PlayRandomEvents(t, g.newState(seed), seed, func(d game.Event) {
			e := eventOf(d)
			if e.Kind != EventRocks {
				return
			}
			throws++
			sum := 0
			for _, f := range unpack(e.Faces, e.Dice) {
				if f > 2 {
					t.Errorf("a die shows %d rocks: %+v", f, e)
				}
				sum += f
			}
			if sum != e.N || e.Faces>>(2*e.Dice) != 0 {
				t.Errorf("faces %v of %d dice for a total of %d", unpack(e.Faces, e.Dice), e.Dice, e.N)
			}
		})
	}
	if throws == 0 {
		t.Fatal("no rocks were thrown")
	}
}
