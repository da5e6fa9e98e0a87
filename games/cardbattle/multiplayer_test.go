package cardbattle

import (
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// twoPackSet is the Classic Pack with the small resource test pack, enough
// packs for 4 players.
func twoPackSet(t *testing.T) *CardSet {
	t.Helper()
	cs, err := ParseCardFiles(CardFile{Name: "supply.yaml", Data: supplyYAML}, CardFile{Name: "classic.yaml", Data: classicYAML},
		CardFile{Name: "test.yaml", Data: []byte(resourcePack)})
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestConformanceFourPlayersTestPacks(t *testing.T) {
	g, err := New(twoPackSet(t), game.Options{"players": "4"})
	if err != nil {
		t.Fatal(err)
	}
	games := 40
	if testing.Short() {
		games = 5
	}
	gametest.Run(t, g, gametest.Config{Games: games, Seed: 77, HiddenWorld: HiddenWorld})
}

// TestPairingsFollowTheRulebook checks the pairing table for every round.
func TestPairingsFollowTheRulebook(t *testing.T) {
	letters := func(pairs [][2]int8) string {
		out := ""
		for i, p := range pairs {
			if i > 0 {
				out += " "
			}
			out += string(rune('A'+p[0])) + string(rune('A'+p[1]))
		}
		return out
	}
	want := map[int][NumRounds]string{
		2: {"AB", "AB", "AB", "AB", "AB", "AB"},
		4: {"AB CD", "AC BD", "AD BC", "AB CD", "AC BD", "AD BC"},
		6: {"AB CD EF", "AC BE DF", "AD BF CE", "AE BD CF", "AF BC DE", "AB CD EF"},
	}
	for players, rounds := range want {
		for r, w := range rounds {
			if got := letters(Pairings(players, r+1)); got != w {
				t.Errorf("%d players, round %d: %s, want %s", players, r+1, got, w)
			}
		}
	}
}

// TestMultiplayerRounds plays 4- and 6-player games and checks, round by
// round, that the battles follow the pairings, each after a coin flip for
// its First Player, that every battle's winner takes a trophy (two in round
// 6), and that the First Shopper token moves on in letter order.
func TestMultiplayerRounds(t *testing.T) {
	for _, players := range []int{4, 6} {
		for seed := uint64(1); seed <= 5; seed++ {
			g, err := New(nil, game.Options{"players": fmt.Sprint(players), "packs": "classic,golden,magic"})
			if err != nil {
				t.Fatal(err)
			}
			checkRounds(t, g, seed)
		}
	}
}

func checkRounds(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	players := g.NumPlayers()
	s := g.newState(seed)
	var battles [][2]int
	var trophies [maxSeats]int
	s.RecordEvents(true)
	record := func() {
		for _, e := range drained(s) {
			switch e.Kind {
			case EventBattleStarts:
				battles = append(battles, [2]int{e.Seat, e.Target})
			case EventTrophy:
				if e.Seat >= 0 {
					trophies[e.Seat] += e.N
					if want := map[bool]int{true: 2, false: 1}[e.Round == NumRounds]; e.N != want {
						t.Errorf("round %d trophy worth %d", e.Round, e.N)
					}
				}
			}
		}
	}
	rng := game.NewRNG(seed)
	coins := 0
	for round := 1; !s.IsTerminal(); {
		if int(s.round) != round {
			round = int(s.round)
			if want := int8((round - 1) % players); s.first != want {
				t.Errorf("round %d: First Shopper P%d, want P%d", round, s.first+1, want+1)
			}
			if s.seat != s.first {
				t.Errorf("round %d: P%d shops first, not the First Shopper", round, s.seat+1)
			}
		}
		if s.phase == phaseCoin {
			coins++
		}
		if s.CurrentPlayer() == game.Chance {
			o := s.ChanceOutcomes(nil)
			s.mustApply(t, o[rng.Pick(o)].Action)
			record()
			continue
		}
		l := s.LegalActions(nil)
		s.mustApply(t, l[rng.IntN(len(l))])
		record()
	}
	per := players / 2
	if coins != NumRounds*per || len(battles) != NumRounds*per {
		t.Fatalf("%d coin flips and %d battles in 6 rounds of %d players, want %d each", coins, len(battles), players, NumRounds*per)
	}
	for i, b := range battles {
		pair := Pairings(players, i/per+1)[i%per]
		got := [2]int{min(b[0], b[1]), max(b[0], b[1])}
		if got != [2]int{int(pair[0]), int(pair[1])} {
			t.Errorf("battle %d: P%d against P%d, want the pairing %v", i, b[0]+1, b[1]+1, pair)
		}
	}
	for p := 0; p < players; p++ {
		if trophies[p] != int(s.trophies[p]) {
			t.Errorf("P%d: %d trophies awarded in events, %d held", p+1, trophies[p], s.trophies[p])
		}
	}
}

func TestPlayerCountNeedsPacks(t *testing.T) {
	tests := []struct {
		opts game.Options
		err  string
	}{
		{game.Options{"players": "4"}, "4 players need at least 2 packs"},
		{game.Options{"players": "6", "packs": "classic"}, "6 players need at least 3 packs"},
		{game.Options{"players": "3"}, "want 2, 4 or 6"},
		{game.Options{"packs": "classic,dragons"}, `unknown pack "dragons"`},
		{game.Options{"packs": "classic,classic"}, "named twice"},
		{game.Options{"first_player": "2"}, "want a seat from 0 to 1"},
	}
	for _, tc := range tests {
		_, err := New(nil, tc.opts)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("options %v: error %v, want one containing %q", tc.opts, err, tc.err)
		}
	}
}

// TestMixedTierDecks checks that each tier deck of a game with several
// packs holds exactly the union of those packs' cards of that tier.
func TestMixedTierDecks(t *testing.T) {
	g, err := New(nil, game.Options{"packs": "classic,magic"})
	if err != nil {
		t.Fatal(err)
	}
	s := g.newState(9)
	classic, _ := Packs("classic")
	magic, _ := Packs("magic")
	for tier := 1; tier <= NumRounds; tier++ {
		want := map[string]int{}
		for _, cs := range []*CardSet{classic, magic} {
			for _, id := range cs.TierCards(tier) {
				want[cs.Name(id)]++
			}
		}
		got := map[string]int{}
		d := &s.decks[tier]
		for i := 0; i < int(d.n); i++ {
			got[g.set.Name(d.c[i])]++
		}
		if tier == 1 {
			for _, id := range s.display {
				got[g.set.Name(id)]++
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("tier %d deck:\n got %v\nwant %v", tier, got, want)
		}
	}
}
