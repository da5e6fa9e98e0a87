package tableau

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestWholeGames plays many whole games for 2, 3 and 4 players with random
// legal actions and checks, after every action, that no card is lost or
// made, VP never fall, tableaus hold at most five stacks of level 1-3 and
// the market phase gives nobody more than the drafts per round; at the
// end, every tableau is sold and the right number of rounds was played.
func TestWholeGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 30
	}
	for _, players := range []int{2, 3, 4} {
		t.Run(fmt.Sprintf("players=%d", players), func(t *testing.T) {
			g := newTestGame(t, fmt.Sprintf("players=%d", players), "first_player=random")
			for seed := uint64(1); seed <= uint64(games); seed++ {
				checkGame(t, g, seed)
			}
		})
	}
}

func checkGame(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	s := g.newState(seed)
	rng := game.NewRNG(seed)
	cards := total(s)
	var vp [MaxSeats]int16
	rounds := 1
	for !s.IsTerminal() {
		if s.CurrentPlayer() == game.Chance {
			s.ApplyUnchecked(actRoll + game.Action(rng.IntN(dieFaces)))
		} else {
			l := s.LegalActions(nil)
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		if total(s) != cards {
			t.Fatalf("seed %d: %d cards, want %d\n%s", seed, total(s), cards, s)
		}
		for p := 0; p < g.r.players; p++ {
			if s.vp[p] < vp[p] {
				t.Fatalf("seed %d: P%d's VP fell from %d to %d", seed, p+1, vp[p], s.vp[p])
			}
			vp[p] = s.vp[p]
			if int(s.drafts[p]) > g.r.drafts {
				t.Fatalf("seed %d: P%d drafted %d", seed, p+1, s.drafts[p])
			}
			for i := range s.tab[p] {
				st := &s.tab[p][i]
				if !st.empty() && (st.n < 1 || st.n > MaxLevel || st.choc >= st.n || !g.set.traits[st.card].animal) {
					t.Fatalf("seed %d: bad stack %s", seed, st.describe(g.set))
				}
			}
		}
		rounds = max(rounds, int(s.round))
	}
	if rounds != g.r.rounds {
		t.Errorf("seed %d: %d rounds", seed, rounds)
	}
	for p := 0; p < g.r.players; p++ {
		if s.tab[p].count() != 0 {
			t.Errorf("seed %d: P%d has stacks after the final sale", seed, p+1)
		}
	}
}

// TestWholeGamesGolden plays whole games for 2, 3 and 4 players with random
// legal actions and compares the play-by-play and the final state with
// files under testdata/golden; run with -update to rewrite them after a
// deliberate rule change (and review the diff).
func TestWholeGamesGolden(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		t.Run(fmt.Sprintf("players=%d", players), func(t *testing.T) {
			g := newTestGame(t, fmt.Sprintf("players=%d", players), "first_player=random")
			var b strings.Builder
			s := g.newState(1)

			gametest.PlayRandom(t, s, 1, &b)
			gametest.Golden(t, filepath.Join("testdata", "golden", fmt.Sprintf("game-%dp-seed1.txt", players)), b.String())
		})
	}
}

// TestActionCoding: DecodeAction and Move.Action are inverses over every
// number an action can be, and every legal action of random games decodes.
func TestActionCoding(t *testing.T) {
	for a := game.Action(-2); a <= actEnd+2; a++ {
		m, ok := DecodeAction(a)
		if ok && m.Action() != a {
			t.Errorf("action %d decodes to %+v, which encodes to %d", a, m, m.Action())
		}
	}
	g := newTestGame(t, "players=4")
	s := g.newState(5)
	rng := game.NewRNG(5)
	for !s.IsTerminal() {
		if s.CurrentPlayer() == game.Chance {
			s.ApplyUnchecked(actRoll + game.Action(rng.IntN(dieFaces)))
			continue
		}
		l := s.LegalActions(nil)
		for _, a := range l {
			if _, ok := DecodeAction(a); !ok || strings.HasPrefix(s.ActionString(a), "action ") {
				t.Fatalf("legal action %d does not decode: %s", a, s.ActionString(a))
			}
		}
		s.ApplyUnchecked(l[rng.IntN(len(l))])
	}
}

// TestAccessors: the accessors bots read on sampled states agree with the
// observation, at every position of a random game.
func TestAccessors(t *testing.T) {
	g := newTestGame(t, "players=3", "extension=true")
	s := g.newState(9)
	rng := game.NewRNG(9)
	for !s.IsTerminal() {
		o := s.Observation(0)
		if s.Round() != o.Round || s.Phase() != o.Phase || s.FirstPlayer() != o.FirstPlayer || s.DeckSize() != o.DeckSize || s.BonusDrafts() != o.BonusDrafts {
			t.Fatalf("round, phase, first player, deck or bonus drafts differ from %+v", o)
		}
		for p := 0; p < 3; p++ {
			if s.VP(p) != o.VP[p] || s.LastPower(p) != o.LastPower[p] || s.Drafts(p) != o.Drafts[p] || s.RefillsLeft(p) != o.RefillsLeft[p] {
				t.Fatalf("P%d's scores differ from %+v", p+1, o)
			}
			for i := 0; i < NumSlots; i++ {
				st, v := s.Stack(p, i), o.Tableaus[p][i]
				if st.Level != v.Level || st.Wounded != v.Wounded || st.Chocolates != v.Chocolates || (st.Card != 0) != (v.Card != "") ||
					(st.Card != 0 && g.set.Name(st.Card) != v.Card) || (st.Food != 0 && g.set.Name(st.Food) != v.Food) {
					t.Fatalf("P%d slot %d: %+v vs %+v", p+1, i+1, st, v)
				}
			}
		}
		for i := 0; i < s.cells(); i++ {
			if name := o.Market[i/g.r.cols][i%g.r.cols]; (s.MarketCell(i) != 0 && g.set.Name(s.MarketCell(i)) != name) || (s.MarketCell(i) == 0 && name != "") {
				t.Fatalf("market cell %d: %d vs %q", i, s.MarketCell(i), name)
			}
		}
		if it, moved := s.Placing(); (it.Card != 0) != (o.Placing != nil) || moved != o.Moved {
			t.Fatalf("placing %+v %v vs %+v", it, moved, o.Placing)
		}
		if s.CurrentPlayer() == game.Chance {
			s.ApplyUnchecked(actRoll + game.Action(rng.IntN(dieFaces)))
			continue
		}
		if s.Power(0) != s.powerOf(0) {
			t.Fatal("Power differs from powerOf")
		}
		l := s.LegalActions(nil)
		s.ApplyUnchecked(l[rng.IntN(len(l))])
	}
}

// TestProjectedPowers: the calculator applies the mandatory wounds and
// declines the optional ones, and leaves the state alone.
func TestProjectedPowers(t *testing.T) {
	s := newTestState(t, "players=3")
	setTab(t, s, 0, "Bison Pig3")
	setTab(t, s, 1, "Pig Bee")
	setTab(t, s, 2, "Scorpion - Mosquito")
	h := s.Hash()
	got := s.ProjectedPowers()
	if fmt.Sprint(got[:3]) != "[0 2 2]" || s.Hash() != h {
		t.Errorf("projected powers %v; want [0 2 2] (the Bison and the Scorpion wound, the Bee and the Mosquito do not)", got[:3])
	}
}
