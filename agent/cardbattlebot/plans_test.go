package cardbattlebot

import (
	"fmt"
	"math"
	"slices"
	"sync"
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// TestArrangementFollowsOnePlan: a seat placing its deck card by card works
// its plan out once, at the first placement, and every placement and every
// value is the one a heuristic with no plans stored would give.
func TestArrangementFollowsOnePlan(t *testing.T) {
	g, err := cb.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	decks := 4
	if testing.Short() {
		decks = 1
	}
	setups := []struct {
		name  string
		model bool
	}{{"plain opponent", false}, {"modelled opponent", true}}
	for _, setup := range setups {
		t.Run(setup.name, func(t *testing.T) {
			fresh := func() *Heuristic {
				h := NewHeuristic("heuristic", g)
				h.ModelOpponent = setup.model
				return h
			}
			h := fresh()
			followed := 0
			for i, s := range arrangeStates(t, g, 6, decks) {
				s = s.Clone().(*cb.State)
				seat := s.CurrentPlayer()
				placements := 0
				for s.Phase() == "arrange" && s.CurrentPlayer() == seat {
					v := game.NewView(s)
					got, err := h.Act(v, 1)
					if err != nil {
						t.Fatal(err)
					}
					want, err := fresh().Act(v, 1)
					if err != nil {
						t.Fatal(err)
					}
					gotValues, err := h.Values(v, 1)
					if err != nil {
						t.Fatal(err)
					}
					wantValues, err := fresh().Values(v, 1)
					if err != nil {
						t.Fatal(err)
					}
					if got != want || !slices.Equal(gotValues, wantValues) {
						t.Fatalf("state %d, placement %d: %s and %v with the stored plan, %s and %v without",
							i, placements, s.ActionString(got), gotValues, s.ActionString(want), wantValues)
					}
					s.ApplyUnchecked(got)
					placements++
				}
				if placements > 1 {
					followed++
				}
				if n := len(h.plans.plans); n != i+1 {
					t.Errorf("state %d: %d plans stored after %d decks, want one per deck", i, n, i+1)
				}
			}
			if followed == 0 {
				t.Fatal("no deck took more than one placement: nothing was checked")
			}
		})
	}
}

// TestPlanStoreIsBounded: the store never holds more than maxPlans plans,
// and a plan stored is found under its key.
func TestPlanStoreIsBounded(t *testing.T) {
	var p planStore
	for i := range 3 * maxPlans {
		key := fmt.Sprint(i)
		p.put(key, []scoredOrder{{score: float64(i)}})
		if plan, ok := p.get(key); !ok || plan[0].score != float64(i) {
			t.Fatalf("plan %d not found after it was stored", i)
		}
		if len(p.plans) > maxPlans {
			t.Fatalf("%d plans stored, at most %d wanted", len(p.plans), maxPlans)
		}
	}
}

// TestPlanStoreServesParallelGames: games played at once store and read
// plans together (the race detector checks the guard).
func TestPlanStoreServesParallelGames(t *testing.T) {
	var p planStore
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				key := fmt.Sprint(w, i%50)
				p.put(key, []scoredOrder{{score: float64(w)}})
				if plan, ok := p.get(key); ok && plan[0].score != float64(w) {
					t.Errorf("worker %d read worker %v's plan", w, plan[0].score)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestShortlistKeepsTheBestOrdersWithTheirFullScores: with a shortlist, a
// six-pet hand's orders are those that did best on the first quarter of
// the battles, in candidate order, each scored on all the battles as if
// there were no shortlist.
func TestShortlistKeepsTheBestOrdersWithTheirFullScores(t *testing.T) {
	g, err := cb.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var pets []cb.CardID
	for id := range g.Cards().Cards {
		if id > 0 && g.Cards().Cards[id].Kind == cb.KindPet {
			pets = append(pets, cb.CardID(id))
		}
	}
	if len(pets) < 12 {
		t.Fatalf("only %d pets in the set", len(pets))
	}
	hand, theirs := pets[:6], pets[6:12]
	whole := NewHeuristic("heuristic", g)
	whole.Rolls = 6
	short := NewHeuristic("heuristic", g)
	short.Rolls, short.Shortlist = 6, 8
	oppDecks := [][]cb.CardID{whole.standardOrder(theirs), whole.standardOrder(theirs[:5])}
	const seed = 9
	all := battles{h: whole, oppDecks: oppDecks, opp: 1, first: -1, round: 4}.scoreOrders(hand, seed)
	kept := battles{h: short, oppDecks: oppDecks, opp: 1, first: -1, round: 4}.scoreOrders(hand, seed)
	if len(all) <= 4*short.Shortlist || len(kept) != short.Shortlist {
		t.Fatalf("%d orders kept of %d, want %d", len(kept), len(all), short.Shortlist)
	}
	early := func(deck []cb.CardID) float64 {
		rng := game.NewRNG(seed)
		return battles{h: short, oppDecks: oppDecks, opp: 1, first: -1, round: 4}.play(deck, 0, 3, &rng)
	}
	worstKept := math.Inf(1)
	at := 0
	for _, k := range kept {
		for at < len(all) && !slices.Equal(all[at].cards, k.cards) {
			at++
		}
		if at == len(all) {
			t.Fatalf("kept order %v is not a candidate, or out of candidate order", k.cards)
		}
		if k.score != all[at].score {
			t.Errorf("order %v: %v with the shortlist, %v on all battles", k.cards, k.score, all[at].score)
		}
		worstKept = min(worstKept, early(k.cards))
	}
	for _, o := range all {
		if e := early(o.cards); e > worstKept && !slices.ContainsFunc(kept, func(k scoredOrder) bool { return slices.Equal(k.cards, o.cards) }) {
			t.Errorf("order %v won %v early, more than a kept order's %v, and was left out", o.cards, e, worstKept)
		}
	}
}
