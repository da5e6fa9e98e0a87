package tableau

import (
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestStackPowersAddUpToPower: at every point of whole random games, the
// powers worked out from a seat's observation are the state's, stack by
// stack, and add up to each seat's power.
func TestStackPowersAddUpToPower(t *testing.T) {
	for players := 2; players <= MaxSeats; players++ {
		g := newTestGame(t, fmt.Sprintf("players=%d", players), "first_player=random")
		for seed := uint64(1); seed <= 3; seed++ {
			s := g.newState(seed)
			points := 0
			check := func(game.Event) {
				points++
				powers, err := g.StackPowers(s.Observation(points % players))
				if err != nil {
					t.Fatal(err)
				}
				for p := 0; p < players; p++ {
					sum := 0
					for _, n := range powers[p] {
						sum += n
					}
					if powers[p] != s.stackPowers(p) || sum != s.Power(p) {
						t.Fatalf("%d players, seed %d: P%d's stacks %v add up to %d; the state says %v, power %d\n%s",
							players, seed, p+1, powers[p], sum, s.stackPowers(p), s.Power(p), s)
					}
				}
			}
			gametest.PlayRandomEvents(t, s, seed, check)
			if points < 50 {
				t.Errorf("%d players, seed %d: only %d points checked", players, seed, points)
			}
		}
	}
}

// TestStackPowersScoresATableau: a hand-made tableau's stacks add what the
// card sheet says, a wounded stack nothing.
func TestStackPowersScoresATableau(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Bison2 Pig1! - - -")
	setTab(t, s, 1, "- - - - Pig1")
	powers, err := s.g.StackPowers(s.Observation(1))
	if err != nil {
		t.Fatal(err)
	}
	want := [][NumSlots]int{{4, 0, 0, 0, 0}, {0, 0, 0, 0, s.g.set.Cards[id(t, s.g, "Pig")].Power[0]}}
	for p := range want {
		if powers[p] != want[p] {
			t.Errorf("P%d: %v, want %v", p+1, powers[p], want[p])
		}
	}
}

// TestStackPowersRefusesWhatNoGameShows: an observation that is not of this
// game gets an error naming the seat and slot, never a panic.
func TestStackPowersRefusesWhatNoGameShows(t *testing.T) {
	s := newTestState(t)
	tests := []struct {
		name  string
		spoil func(o *Observation)
		want  string
	}{
		{"too few tableaus", func(o *Observation) { o.Tableaus = o.Tableaus[:1] }, "1 tableaus for 2 players"},
		{"short tableau", func(o *Observation) { o.Tableaus[1] = o.Tableaus[1][:3] }, "P2's tableau has 3 slots"},
		{"first player", func(o *Observation) { o.FirstPlayer = 7 }, "first player P8"},
		{"unknown card", func(o *Observation) { o.Tableaus[0][2] = StackView{Card: "Unicorn", Level: 1} }, `P1's slot 3: "Unicorn" is no animal`},
		{"food as animal", func(o *Observation) { o.Tableaus[0][0] = StackView{Card: "Sushi", Level: 1} }, `"Sushi" is no animal`},
		{"level 4", func(o *Observation) { o.Tableaus[1][4] = StackView{Card: "Pig", Level: 4} }, "P2's slot 5: Pig: level 4"},
		{"all Chocolate", func(o *Observation) { o.Tableaus[1][0] = StackView{Card: "Pig", Level: 1, Chocolates: 1} }, "1 Chocolates is not a stack"},
		{"animal as food", func(o *Observation) { o.Tableaus[0][1] = StackView{Card: "Pig", Level: 1, Food: "Bison"} }, `"Bison" is no food`},
	}
	for _, tc := range tests {
		o := s.Observation(0)
		tc.spoil(o)
		_, err := s.g.StackPowers(o)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}
