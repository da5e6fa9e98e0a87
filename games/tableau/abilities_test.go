package tableau

import (
	"fmt"
	"testing"

	"menagerie/game"
)

// TestPigBonusDrafts: a sold Pig lets its owner draft 1/1/2 more cards
// after the placement in progress; they do not count toward the 5.
func TestPigBonusDrafts(t *testing.T) {
	for l := 1; l <= MaxLevel; l++ {
		t.Run(fmt.Sprintf("L%d", l), func(t *testing.T) {
			s := newTestState(t)
			setTab(t, s, 0, fmt.Sprintf("Pig%d", l))
			setMarket(t, s, "Dog", "Cat", "Horse", "Monkey", "Bee", "Bison", "Frog", "Cat", "Dog")
			do(t, s, pickCard(t, s, "Dog"), actSell+0)
			if s.phase != phasePlace || s.vp[0] != saleVP[l] {
				t.Fatalf("after the sale: phase %s, %d VP; want place and %d VP", phaseNames[s.phase], s.vp[0], saleVP[l])
			}
			do(t, s, place(s, 0))
			want := []int{1, 1, 2}[l-1]
			for k := 0; k < want; k++ {
				if s.phase != phaseBonus || s.seat != 0 || int(s.bonus) != want-k {
					t.Fatalf("bonus draft %d: phase %s, seat %d, %d left; want bonus_draft for P1 with %d left", k+1, phaseNames[s.phase], s.seat, s.bonus, want-k)
				}
				do(t, s, pickCard(t, s, "Cat"))
				do(t, s, place(s, k+1))
			}
			if s.phase != phaseDraft || s.seat != 1 || s.drafts[0] != 1 {
				t.Errorf("after the bonus drafts: phase %s, seat %d, P1 drafted %d; want P2's draft and 1", phaseNames[s.phase], s.seat, s.drafts[0])
			}
		})
	}
}

// TestPigBonusDraftDeclined: the bonus draft is optional.
func TestPigBonusDraftDeclined(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Pig3")
	do(t, s, actPick, actSell+0)
	do(t, s, place(s, 0), actDecline)
	if s.phase != phaseDraft || s.seat != 1 || s.bonus != 0 {
		t.Errorf("phase %s, seat %d, bonus %d; want P2's draft", phaseNames[s.phase], s.seat, s.bonus)
	}
}

// TestCatSaleVP: a sold Cat stack pays 1/3/6 plus 0/1/2 VP.
func TestCatSaleVP(t *testing.T) {
	for l := 1; l <= MaxLevel; l++ {
		t.Run(fmt.Sprintf("L%d", l), func(t *testing.T) {
			s := newTestState(t)
			setTab(t, s, 0, fmt.Sprintf("Cat%d", l))
			do(t, s, actPick, actSell+0)
			if want := []int16{1, 4, 8}[l-1]; s.vp[0] != want {
				t.Errorf("%d VP, want %d", s.vp[0], want)
			}
		})
	}
}

// TestPuffinDraws: at the start of the market phase a Puffin may draw up to
// 1/2/3 cards, one at a time, each placed before the next.
func TestPuffinDraws(t *testing.T) {
	for l := 1; l <= MaxLevel; l++ {
		t.Run(fmt.Sprintf("L%d", l), func(t *testing.T) {
			s := newTestState(t)
			setTab(t, s, 0, fmt.Sprintf("Puffin%d", l))
			setDeck(t, s, "Bison", "Bee", "Dog", "Horse")
			s.startRound()
			s.advance()
			for k := 0; k < l; k++ {
				if s.phase != phaseDrawing || s.seat != 0 {
					t.Fatalf("draw %d: phase %s for P%d, want drawing for P1", k+1, phaseNames[s.phase], s.seat+1)
				}
				do(t, s, actDraw)
				if s.phase != phasePlace || s.item.card != id(t, s.g, []string{"Bison", "Bee", "Dog"}[k]) {
					t.Fatalf("draw %d: placing %s", k+1, s.item.describe(s.g.set))
				}
				do(t, s, place(s, k+1))
			}
			if s.phase != phaseDraft || s.deck.n != 4-uint8(l) {
				t.Errorf("after %d draws: phase %s, deck %d", l, phaseNames[s.phase], s.deck.n)
			}
		})
	}
}

// TestPuffinStops: drawing is optional.
func TestPuffinStops(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Puffin3")
	s.startRound()
	s.advance()
	n := s.deck.n
	do(t, s, actStop)
	if s.phase != phaseDraft || s.deck.n != n {
		t.Errorf("phase %s, deck %d→%d", phaseNames[s.phase], n, s.deck.n)
	}
}

// TestPuffinFoodWithoutTarget: a drawn food with no stack to go on is
// discarded (the Puffin's own stack is a stack, so only Chocolate on a
// level 3 Puffin can miss).
func TestPuffinFoodWithoutTarget(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Puffin3")
	setDeck(t, s, "Chocolate", "Dog")
	s.startRound()
	s.advance()
	do(t, s, actDraw)
	if s.phase != phaseDrawing || s.discard.n != 1 || s.discard.c[0] != id(t, s.g, "Chocolate") {
		t.Errorf("phase %s, discard %v; want the Chocolate discarded and the next draw offered", phaseNames[s.phase], s.discard.slice())
	}
}

// TestFrogSwapsIn: a Frog drafted as a new stack may take the slot of one
// of your stacks, which is then placed again with its food; meanwhile the
// Frog cannot be sold.
func TestFrogSwapsIn(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Pig+Sushi Bee Dog Cat Horse")
	setMarket(t, s, "Frog")
	do(t, s, actPick)
	for i := 0; i < NumSlots; i++ {
		if !legal(s, actSwapIn+actionOf(i)) {
			t.Errorf("the Frog cannot take slot %d", i+1)
		}
	}
	do(t, s, actSwapIn+0)
	if got := tabString(s, 0); got != "Frog Bee Dog Cat Horse" || s.item.food != id(t, s.g, "Sushi") || !s.lifted {
		t.Fatalf("after the swap: %s, placing %s", got, s.item.describe(s.g.set))
	}
	if legal(s, actSell+0) || legal(s, actSwapIn+1) {
		t.Errorf("the Frog may be sold, or swap again")
	}
	do(t, s, actSell+4)
	do(t, s, place(s, 4))
	if got := tabString(s, 0); got != "Frog Bee Dog Cat Pig+Sushi" {
		t.Errorf("tableau %s", got)
	}
}

// TestFrogOnUpgrade: with swap_in_on_upgrade a Frog that upgrades a Frog stack
// (level 2 or 3) may swap in too; by default it may not.
func TestFrogOnUpgrade(t *testing.T) {
	for l := 2; l <= MaxLevel; l++ {
		t.Run(fmt.Sprintf("L%d", l), func(t *testing.T) {
			s := newTestState(t, "swap_in_on_upgrade=true")
			setTab(t, s, 0, fmt.Sprintf("Frog%d Pig", l-1))
			setMarket(t, s, "Frog")
			do(t, s, actPick, actUpgrade+0)
			if s.phase != phaseSwapIn {
				t.Fatalf("phase %s, want frog", phaseNames[s.phase])
			}
			do(t, s, actSwapIn+1)
			do(t, s, place(s, 0))
			if got, want := tabString(s, 0), fmt.Sprintf("Pig Frog%d - - -", l); got != want {
				t.Errorf("tableau %s, want %s", got, want)
			}
		})
	}
	s := newTestState(t)
	setTab(t, s, 0, "Frog Pig")
	setMarket(t, s, "Frog")
	do(t, s, actPick, actUpgrade+0)
	if s.phase != phaseDraft || s.seat != 1 {
		t.Errorf("default rules: phase %s after upgrading a Frog, want P2's draft", phaseNames[s.phase])
	}
}

// TestChocolateLevels: Chocolate joins a level 1 or 2 stack as one more
// card; a player whose stacks are all level 3 cannot take it.
func TestChocolateLevels(t *testing.T) {
	for _, tc := range []struct{ before, after string }{{"Pig", "Pig2c1"}, {"Pig2+Sushi", "Pig3c1+Sushi"}, {"Pig2c1", "Pig3c2"}} {
		t.Run(tc.before, func(t *testing.T) {
			s := newTestState(t)
			setTab(t, s, 0, tc.before)
			setMarket(t, s, "Chocolate")
			do(t, s, actPick, actFood+0)
			if got := stackString(s, &s.tab[0][0]); got != tc.after {
				t.Errorf("%s, want %s", got, tc.after)
			}
		})
	}
	s := newTestState(t)
	setTab(t, s, 0, "Pig3 Bee3")
	setMarket(t, s, "Chocolate", "Sushi")
	if legal(s, actPick) || !legal(s, actPick+1) {
		t.Errorf("level 3 stacks only: Chocolate legal %v, Sushi legal %v", legal(s, actPick), legal(s, actPick+1))
	}
}

// TestHoneySale: a wounded Honey stack may be sold at once for its sale VP
// and 1/1/2 bonus drafts; kept, nothing happens.
func TestHoneySale(t *testing.T) {
	for l := 1; l <= MaxLevel; l++ {
		t.Run(fmt.Sprintf("L%d", l), func(t *testing.T) {
			s := newTestState(t)
			setTab(t, s, 0, fmt.Sprintf("Bison Dog%d+Honey", l))
			fight(s)
			if s.phase != phaseHoney || s.seat != 0 || s.actSlot != 1 {
				t.Fatalf("phase %s, want honey for P1's slot 2", phaseNames[s.phase])
			}
			do(t, s, actHoneySell)
			want := []int8{1, 1, 2}[l-1]
			if s.vp[0] != saleVP[l] || s.phase != phaseBonus || s.bonus != want {
				t.Errorf("%d VP, phase %s, %d bonus drafts; want %d VP and %d", s.vp[0], phaseNames[s.phase], s.bonus, saleVP[l], want)
			}
		})
	}
	s := newTestState(t)
	setTab(t, s, 0, "Bison Dog+Honey")
	fight(s)
	do(t, s, actHoneyKeep)
	if s.round != 2 || s.vp[0] != 4 || tabString(s, 0) != "Bison Dog+Honey - - -" {
		t.Errorf("kept: round %d, %d VP, %s", s.round, s.vp[0], tabString(s, 0))
	}
}

// TestHoneyMidCombatDrafts: cards drafted after a Honey sale add power in
// this combat but (late_abilities=false) their pre-combat abilities wait.
func TestHoneyMidCombatDrafts(t *testing.T) {
	for _, late := range []bool{false, true} {
		t.Run(fmt.Sprint("late_abilities=", late), func(t *testing.T) {
			s := newTestState(t, fmt.Sprint("late_abilities=", late))
			setTab(t, s, 0, "Bison Dog+Honey")
			setTab(t, s, 1, "- - - - Pig")
			setMarket(t, s, "Scorpion")
			var wounds []int
			flush := onEvents(s, func(e Event) {
				if e.Kind == EventWound {
					wounds = append(wounds, e.Seat*10+e.Slot)
				}
			})
			fight(s)
			do(t, s, actHoneySell, actPick)
			do(t, s, place(s, 4))
			flush()
			if late {
				if len(wounds) != 2 || wounds[1] != 14 {
					t.Errorf("wounds %v; want the new Scorpion to wound P2's slot 5", wounds)
				}
				return
			}
			if len(wounds) != 1 || s.vp[0] != 1+4 {
				t.Errorf("wounds %v, P1 %d VP; want only the Dog wounded and 1+4 VP (the Scorpion's 2 power beats the Pig's 1)", wounds, s.vp[0])
			}
		})
	}
}

// TestHoneyDraftPlacement: a card drafted during the combat through a
// Honey sale goes into an empty slot and the other stacks keep their
// columns while pre-combat abilities still resolve (combat_placement=
// empty_slot); with combat_placement=shift the market phase's rule
// applies: "the player may choose where that card goes. The only rule is
// that the internal order of existing stacks must be maintained." Here the
// shift lets P1 slide its Pig out of the column P2's Scorpion wounds next.
func TestHoneyDraftPlacement(t *testing.T) {
	for _, tc := range []struct {
		opt     string
		layouts int
		place   game.Action
		wounded string
	}{
		{"combat_placement=empty_slot", 2, layoutAction(0b01111, 1), "Pig"},
		{"placement=empty_slot", 2, layoutAction(0b01111, 1), "Pig"},
		{"combat_placement=shift", 20, layoutAction(0b11101, 1), "Horse"},
	} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, tc.opt)
			setTab(t, s, 0, "Bison Dog+Honey Pig Cat")
			setTab(t, s, 1, "- - Scorpion")
			setMarket(t, s, "Horse")
			var wounds []string
			flush := onEvents(s, func(e Event) {
				if e.Kind == EventWound {
					wounds = append(wounds, s.g.set.Name(e.Card))
				}
			})
			fight(s)
			do(t, s, actHoneySell, actPick)
			if got := placeActionsOf(s, MoveNewStack); len(got) != tc.layouts {
				t.Fatalf("%d layouts for the Horse, want %d", len(got), tc.layouts)
			}
			do(t, s, tc.place)
			flush()
			if want := "[Dog " + tc.wounded + "]"; fmt.Sprint(wounds) != want {
				t.Errorf("wounded %v, want %s", wounds, want)
			}
		})
	}
}
