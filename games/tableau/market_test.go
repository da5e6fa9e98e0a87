package tableau

import (
	"fmt"
	"testing"

	"menagerie/game"
)

// TestSetup: the market is 3x3 (3x4 for 4 players) and full, the rest of
// the 96 cards is the deck, tableaus are empty and the first player is
// drawn at random with the seed.
func TestSetup(t *testing.T) {
	for _, tc := range []struct{ players, cells, cols int }{{2, 9, 3}, {3, 9, 3}, {4, 12, 4}} {
		t.Run(fmt.Sprintf("players=%d", tc.players), func(t *testing.T) {
			g, err := New(nil, game.Options{"players": fmt.Sprint(tc.players)})
			if err != nil {
				t.Fatal(err)
			}
			firsts := map[int]bool{}
			for seed := uint64(1); seed <= 40; seed++ {
				s := g.newState(seed)
				firsts[int(s.first)] = true
				if s.cells() != tc.cells || g.r.cols != tc.cols || int(s.deck.n) != 96-tc.cells || total(s) != 96 {
					t.Fatalf("%d cells (%d columns), deck %d, %d cards", s.cells(), g.r.cols, s.deck.n, total(s))
				}
				for i := 0; i < s.cells(); i++ {
					if s.market[i] == 0 {
						t.Fatalf("market cell %d is empty", i)
					}
				}
				if s.phase != phaseDraft || s.seat != s.first || s.round != 1 {
					t.Fatalf("phase %s, seat %d, first %d", phaseNames[s.phase], s.seat, s.first)
				}
			}
			if len(firsts) != tc.players {
				t.Errorf("first players over 40 seeds: %v", firsts)
			}
		})
	}
}

// TestRoundStartRefill (M1): at the start of a round the market's empty
// cells are filled from the deck, reshuffling the discard pile if the deck
// runs out, and left empty when both are empty; cards left in the market
// stay.
func TestRoundStartRefill(t *testing.T) {
	s := newTestState(t)
	setMarket(t, s, "Bee", "-", "Dog")
	setDeck(t, s, "Cat")
	s.discard.push(id(t, s.g, "Horse"))
	s.startRound()
	want := []string{"Bee", "Cat", "Dog", "Horse", "-", "-", "-", "-", "-"}
	for i, w := range want {
		if got := s.g.set.Name(s.market[i]); got != w {
			t.Errorf("cell %d: %s, want %s", i+1, got, w)
		}
	}
	if s.deck.n != 0 || s.discard.n != 0 {
		t.Errorf("deck %d, discard %d", s.deck.n, s.discard.n)
	}
}

// TestRefillLine (M2): a refill discards a row or column and deals every
// cell of it again (empty ones too), once per player per round.
func TestRefillLine(t *testing.T) {
	s := newTestState(t)
	setMarket(t, s, "Bee", "-", "Dog", "Cat", "Cat", "Cat", "Pig", "Pig", "Pig")
	setDeck(t, s, "Horse", "Monkey", "Frog", "Bison", "Sushi", "Melon")
	do(t, s, actRefillRow+0)
	if got := []string{s.g.set.Name(s.market[0]), s.g.set.Name(s.market[1]), s.g.set.Name(s.market[2])}; fmt.Sprint(got) != "[Horse Monkey Frog]" {
		t.Errorf("row 1 after the refill: %v", got)
	}
	if s.discard.n != 2 || s.refills[0] != 0 {
		t.Errorf("discard %d (want Bee and Dog), refills left %d", s.discard.n, s.refills[0])
	}
	if legal(s, actRefillRow+1) || legal(s, actRefillCol+0) || !legal(s, actPick) {
		t.Errorf("a second refill is legal, or no pick is")
	}
	do(t, s, actPick)
	do(t, s, place(s, 0))
	do(t, s, actRefillCol+2)
	if got := s.g.set.Name(s.market[2]) + s.g.set.Name(s.market[5]) + s.g.set.Name(s.market[8]); got != "BisonSushiMelon" {
		t.Errorf("column 3 after P2's refill: %s", got)
	}
	s.startRound()
	if s.refills[0] != 1 || s.refills[1] != 1 {
		t.Errorf("refill tokens after a new round: %v", s.refills)
	}
}

// TestRefillEmptyMarket (M3): a player may refill an empty market, then
// draft from it.
func TestRefillEmptyMarket(t *testing.T) {
	s := newTestState(t)
	setMarket(t, s)
	setDeck(t, s, "Dog", "Cat", "Bee")
	if got := s.LegalActions(nil); !legal(s, actRefillRow) || !legal(s, actPass) || len(got) != 7 {
		t.Fatalf("empty market: %v; want 6 refills and pass", got)
	}
	do(t, s, actRefillCol+1)
	do(t, s, actPick+1)
	if s.phase != phasePlace || s.item.card != id(t, s.g, "Dog") {
		t.Errorf("phase %s, placing %s", phaseNames[s.phase], s.item.describe(s.g.set))
	}
}

// TestPassing (M4): a player with no legal pick and no refill passes; the
// market phase ends when everyone still drafting has passed in a row.
func TestPassing(t *testing.T) {
	s := newTestState(t, "refills=0")
	setMarket(t, s, "Dog")
	var passes []int
	flush := onEvents(s, func(e Event) {
		if e.Kind == EventPass {
			passes = append(passes, e.Seat)
		}
	})
	do(t, s, actPick)
	do(t, s, place(s, 0))
	flush()
	if s.round != 2 || fmt.Sprint(passes) != "[1 0]" {
		t.Errorf("round %d, passes %v; want P2 then P1 to pass and the round to end", s.round, passes)
	}
}

// TestPassIsTemporary (M4, pass=temporary): a player who passed drafts
// again after someone refills the market; with pass=permanent they stay
// out for the round.
func TestPassIsTemporary(t *testing.T) {
	for _, tc := range []struct {
		opt    string
		drafts bool
	}{{"pass=temporary", true}, {"pass=permanent", false}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, "players=3", tc.opt)
			s.refills[0] = 0
			setMarket(t, s, "Dog")
			setDeck(t, s, "Cat", "Cat", "Cat")
			do(t, s, actPick) // P1
			do(t, s, place(s, 0))
			do(t, s, actPass)        // P2 passes (keeps its refill)
			do(t, s, actRefillRow+0) // P3 refills
			do(t, s, pickCard(t, s, "Cat"))
			do(t, s, place(s, 0))
			// P1 has no refill but may pick a Cat.
			do(t, s, pickCard(t, s, "Cat"))
			do(t, s, place(s, 1))
			if got := s.seat == 1 && s.phase == phaseDraft; got != tc.drafts {
				t.Errorf("P2 to draft again: %v, want %v (seat %d, phase %s)", got, tc.drafts, s.seat, phaseNames[s.phase])
			}
		})
	}
}

// TestVoluntaryPass (M5): passing with a legal pick is not allowed, unless
// voluntary_pass=true.
func TestVoluntaryPass(t *testing.T) {
	if s := newTestState(t); legal(s, actPass) {
		t.Errorf("pass is legal with a full market")
	}
	s := newTestState(t, "voluntary_pass=true")
	do(t, s, actPass)
	if s.seat != 1 || s.drafts[0] != 0 {
		t.Errorf("after a voluntary pass: seat %d", s.seat)
	}
}

// TestLegalPicks (M6): any animal; a food only with a stack to put it on.
func TestLegalPicks(t *testing.T) {
	s := newTestState(t)
	setMarket(t, s, "Sushi", "Honey", "Melon", "Chocolate", "Dog")
	if got := s.pickActions(nil); fmt.Sprint(got) != "[4]" {
		t.Errorf("without stacks: picks %v, want only the Dog", got)
	}
	setTab(t, s, 0, "Bee")
	if got := s.pickActions(nil); len(got) != 5 {
		t.Errorf("with a stack: picks %v, want all 5", got)
	}
}

// TestBonusDraftsCount (M7): bonus drafts do not count toward the drafts
// per round, unless bonus_drafts_count=true (and then none is offered to a
// player who has drafted them all).
func TestBonusDraftsCount(t *testing.T) {
	for _, counts := range []bool{false, true} {
		t.Run(fmt.Sprint("bonus_drafts_count=", counts), func(t *testing.T) {
			s := newTestState(t, fmt.Sprint("bonus_drafts_count=", counts))
			setTab(t, s, 0, "Pig")
			do(t, s, actPick, actSell+0)
			do(t, s, place(s, 0), actPick+1)
			do(t, s, place(s, 1))
			want := int8(1)
			if counts {
				want = 2
			}
			if s.drafts[0] != want {
				t.Errorf("P1 drafted %d, want %d", s.drafts[0], want)
			}
			s = newTestState(t, fmt.Sprint("bonus_drafts_count=", counts))
			setTab(t, s, 0, "Pig")
			s.drafts[0] = 4
			do(t, s, actPick, actSell+0)
			do(t, s, place(s, 0))
			if got := s.phase == phaseBonus; got == counts {
				t.Errorf("bonus draft offered after the last draft: %v", got)
			}
		})
	}
}

// TestStartOfMarketOrder (M8): start-of-market abilities resolve after the
// round-start refill, player by player from the first player, rear to
// front, before the first pick.
func TestStartOfMarketOrder(t *testing.T) {
	s := newTestState(t, "first_player=1")
	setTab(t, s, 0, "Puffin Puffin2")
	setTab(t, s, 1, "- - Puffin")
	var order []string
	flush := onEvents(s, func(e Event) {
		if e.Kind == EventAbility {
			order = append(order, fmt.Sprintf("P%d.%d", e.Seat+1, e.Slot+1))
		}
	})
	s.startRound()
	s.advance()
	for s.phase == phaseDrawing {
		do(t, s, actStop)
	}
	flush()
	if fmt.Sprint(order) != "[P2.3 P1.1 P1.2]" || s.phase != phaseDraft || s.seat != 1 {
		t.Errorf("order %v, then phase %s for P%d", order, phaseNames[s.phase], s.seat+1)
	}
}

// TestPuffinEachDraft (drawing=each_draft): a Puffin draws before each of
// its owner's draft turns instead of at the start of the market.
func TestPuffinEachDraft(t *testing.T) {
	s := newTestState(t, "drawing=each_draft")
	setTab(t, s, 0, "Puffin")
	setTab(t, s, 1, "Puffin")
	s.startRound()
	s.advance()
	if s.phase != phaseDrawing || s.seat != 0 {
		t.Fatalf("phase %s for P%d, want P1's Puffin", phaseNames[s.phase], s.seat+1)
	}
	do(t, s, actStop)
	if s.phase != phaseDraft || s.seat != 0 {
		t.Fatalf("phase %s for P%d, want P1's draft", phaseNames[s.phase], s.seat+1)
	}
	do(t, s, actPick)
	do(t, s, place(s, 1))
	if s.phase != phaseDrawing || s.seat != 1 {
		t.Errorf("phase %s for P%d, want P2's Puffin before its draft", phaseNames[s.phase], s.seat+1)
	}
}

// TestDraftsPerRound: the market phase ends when every player has drafted
// the drafts option's number of cards.
func TestDraftsPerRound(t *testing.T) {
	s := newTestState(t, "drafts=2")
	for k := 0; k < 4; k++ {
		do(t, s, actPick+game.Action(k))
		do(t, s, place(s, k/2))
	}
	if s.round != 2 {
		t.Errorf("round %d after 2 drafts each, want 2", s.round)
	}
}

// TestDeckReshuffle: when the deck runs out, the discard pile is shuffled
// into a new deck.
func TestDeckReshuffle(t *testing.T) {
	s := newTestState(t)
	setMarket(t, s, "-", "-", "-", "Dog")
	setDeck(t, s)
	for _, n := range []string{"Cat", "Bee", "Pig"} {
		s.discard.push(id(t, s.g, n))
	}
	do(t, s, actRefillRow+0)
	if s.deck.n != 0 || s.discard.n != 0 || total(s) != 4 {
		t.Errorf("deck %d, discard %d", s.deck.n, s.discard.n)
	}
	seen := map[string]bool{}
	for i := 0; i < 3; i++ {
		seen[s.g.set.Name(s.market[i])] = true
	}
	if !seen["Cat"] || !seen["Bee"] || !seen["Pig"] {
		t.Errorf("row after the refill: %v; want the old discard pile", seen)
	}
}

// TestMarketOption: market=RxC sets the grid and its refill lines.
func TestMarketOption(t *testing.T) {
	s := newTestState(t, "market=2x4")
	if s.cells() != 8 || legal(s, actRefillRow+2) || !legal(s, actRefillCol+3) {
		t.Errorf("2x4: %d cells, refill lines %v", s.cells(), s.LegalActions(nil))
	}
	s = newTestState(t, "players=4", "market=4x3")
	if s.cells() != 12 || !legal(s, actRefillRow+3) || legal(s, actRefillCol+3) {
		t.Errorf("4x3: %d cells", s.cells())
	}
}

// TestRefillsOption: refills sets the refills per player per round.
func TestRefillsOption(t *testing.T) {
	s := newTestState(t, "refills=2")
	do(t, s, actRefillRow, actRefillRow+1)
	if legal(s, actRefillRow) {
		t.Errorf("a third refill is legal")
	}
	if s = newTestState(t, "refills=0"); legal(s, actRefillRow) {
		t.Errorf("refills=0 allows a refill")
	}
}

// TestRoundsOption: the game lasts the rounds option's number of rounds.
func TestRoundsOption(t *testing.T) {
	g := newTestGame(t, "rounds=2")
	s := g.newState(3)
	rng := game.NewRNG(3)
	for !s.IsTerminal() {
		if s.CurrentPlayer() == game.Chance {
			s.ApplyUnchecked(actRoll + game.Action(rng.IntN(dieFaces)))
			continue
		}
		l := s.LegalActions(nil)
		s.ApplyUnchecked(l[rng.IntN(len(l))])
	}
	if s.round != 2 {
		t.Errorf("ended in round %d", s.round)
	}
}

// TestPuffinTrigger (A1): the rules reserve one window for such cards,
// "Some cards have abilities that happen in the beginning of the market
// phase ... before the first player takes their first card", so Puffin
// ("before drafting, may draw up to 1/2/3 cards") draws once per round
// there; with drawing=each_draft it draws before each of its owner's draft
// turns instead.
func TestPuffinTrigger(t *testing.T) {
	for _, tc := range []struct {
		opt    string
		offers int
	}{{"drawing=start_of_market", 1}, {"drawing=each_draft", 3}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, tc.opt, "drafts=3")
			setTab(t, s, 0, "Puffin")
			setMarket(t, s, "Bison", "Bee", "Dog", "Horse", "Cat", "Pig", "Bison", "Bee", "Dog")
			s.startRound()
			s.advance()
			offers := 0
			for s.stage == stageDraft || s.stage == stageMarketStart {
				if s.phase == phaseDrawing {
					offers++
					do(t, s, actStop)
					continue
				}
				do(t, s, keepingMove(s))
			}
			if offers != tc.offers {
				t.Errorf("the Puffin offered to draw %d times in the round, want %d", offers, tc.offers)
			}
		})
	}
}

// keepingMove returns a legal action that sells and merges nothing: a new
// stack, an upgrade, a food, or else the first action.
func keepingMove(s *State) game.Action {
	legal := s.LegalActions(nil)
	for _, a := range legal {
		switch m, _ := DecodeAction(a); m.Kind {
		case MovePick, MoveNewStack, MoveUpgrade, MoveFood:
			return a
		}
	}
	return legal[0]
}
