package tableau

import (
	"fmt"
	"testing"

	"menagerie/game"
)

// placeActionsOf returns the placement actions of one kind now legal.
func placeActionsOf(s *State, kind MoveKind) []Move {
	var out []Move
	for _, a := range s.LegalActions(nil) {
		if m, _ := DecodeAction(a); m.Kind == kind {
			out = append(out, m)
		}
	}
	return out
}

// TestSaleValues: a stack sells for 1/3/6 VP by level; its cards and food
// go to the discard pile.
func TestSaleValues(t *testing.T) {
	for l := 1; l <= MaxLevel; l++ {
		t.Run(fmt.Sprintf("L%d", l), func(t *testing.T) {
			s := newTestState(t)
			setTab(t, s, 0, fmt.Sprintf("Dog%d+Sushi", l))
			before := total(s)
			do(t, s, actPick, actSell+0)
			if s.vp[0] != saleVP[l] || int(s.discard.n) != l+1 || total(s) != before {
				t.Errorf("%d VP, discard %d, %d cards (was %d)", s.vp[0], s.discard.n, total(s), before)
			}
		})
	}
}

// TestSellWithRoom: a player may sell a stack even with room to spare, but
// (ops_per_draft=1) makes one sale or merge per placement; with
// ops_per_draft=unlimited any number.
func TestSellWithRoom(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		more bool
	}{{"ops_per_draft=1", false}, {"ops_per_draft=unlimited", true}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, tc.opt)
			setTab(t, s, 0, "Dog Cat Bee")
			do(t, s, actPick, actSell+0)
			if got := legal(s, actSell+1); got != tc.more {
				t.Errorf("a second sale legal: %v, want %v", got, tc.more)
			}
		})
	}
}

// TestPlacementKeepsOrder (T5): a new stack may go anywhere and the other
// stacks may slide, keeping their order; with placement=empty_slot it goes
// into an empty slot and nothing moves.
func TestPlacementKeepsOrder(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "- Bee - Dog -")
	setMarket(t, s, "Cat")
	do(t, s, actPick)
	layouts := placeActionsOf(s, MoveNewStack)
	if len(layouts) != 30 {
		t.Errorf("%d layouts for a third stack, want C(5,3)*3 = 30", len(layouts))
	}
	for _, m := range layouts {
		c := s.clone()
		c.ApplyUnchecked(m.Action())
		var order []string
		for i := range c.tab[0] {
			if !c.tab[0][i].empty() {
				order = append(order, c.g.set.Name(c.tab[0][i].card))
			}
		}
		want := []string{"Bee", "Dog"}
		want = append(want[:m.K], append([]string{"Cat"}, want[m.K:]...)...)
		if fmt.Sprint(order) != fmt.Sprint(want) {
			t.Errorf("%s: order %v, want %v", s.ActionString(m.Action()), order, want)
		}
	}
	s = newTestState(t, "placement=empty_slot")
	setTab(t, s, 0, "- Bee - Dog -")
	do(t, s, actPick)
	if got := placeActionsOf(s, MoveNewStack); len(got) != 3 {
		t.Errorf("empty_slot: %d placements, want 3", len(got))
	}
	do(t, s, place(s, 2))
	if got := tabString(s, 0); got != "- Bee Cat Dog -" {
		t.Errorf("tableau %s", got)
	}
}

// TestFullTableauMustMakeRoom: with five stacks a new animal needs a sale
// or a merge first (or an upgrade).
func TestFullTableauMustMakeRoom(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Dog Cat Bee Dog Horse")
	setMarket(t, s, "Pig", "Bee")
	do(t, s, actPick)
	counts := map[MoveKind]int{}
	for _, a := range s.LegalActions(nil) {
		m, _ := DecodeAction(a)
		counts[m.Kind]++
	}
	if fmt.Sprint(counts) != fmt.Sprint(map[MoveKind]int{MoveSell: 5, MoveMerge: 2}) {
		t.Errorf("full tableau, new type: %v; want 5 sales and 2 merges", counts)
	}
	do(t, s, actSell+2)
	if got := placeActionsOf(s, MoveNewStack); len(got) != 5 || legal(s, actSell+0) {
		t.Errorf("after the sale: %d layouts, another sale legal %v", len(got), legal(s, actSell+0))
	}
}

// TestUpgradeChoice (T7, T9): a card of a type already in the tableau may
// upgrade any stack of that type, or start a new stack.
func TestUpgradeChoice(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Dog Cat Dog2")
	setMarket(t, s, "Dog")
	do(t, s, actPick)
	if !legal(s, actUpgrade+0) || !legal(s, actUpgrade+4) || legal(s, actUpgrade+2) || len(placeActionsOf(s, MoveNewStack)) == 0 {
		t.Fatalf("legal: %v", s.LegalActions(nil))
	}
	do(t, s, actUpgrade+4)
	if got := tabString(s, 0); got != "Dog Cat Dog3 - -" || s.seat != 1 {
		t.Errorf("tableau %s, then seat %d", got, s.seat)
	}
}

// TestNoUpgradeAtLevel3 (T6): a level 3 stack cannot be upgraded; with
// overflow_upgrade=true it can, the card being discarded for 1 VP.
func TestNoUpgradeAtLevel3(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Dog3")
	setMarket(t, s, "Dog")
	do(t, s, actPick)
	if legal(s, actUpgrade+0) {
		t.Errorf("a level 3 stack can be upgraded")
	}
	s = newTestState(t, "overflow_upgrade=true")
	setTab(t, s, 0, "Dog3")
	setMarket(t, s, "Dog")
	do(t, s, actPick, actUpgrade+0)
	if s.vp[0] != 1 || s.discard.n != 1 || tabString(s, 0) != "Dog3 - - - -" {
		t.Errorf("overflow: %d VP, discard %d, %s", s.vp[0], s.discard.n, tabString(s, 0))
	}
}

// TestMerge (T8): two stacks of a type merge into the slot merged into, up
// to level 3; the excess (Chocolate first) is discarded for 1 VP once; of
// two foods the player keeps one.
func TestMerge(t *testing.T) {
	for _, tc := range []struct {
		name     string
		tab      string
		action   game.Action
		want     string
		vp       int16
		discards int
		said     string // the merge's sentence
	}{
		{"into the front stack", "Dog Cat Dog", actMerge + (0*NumSlots+2)*2, "- Cat Dog2 - -", 0, 0,
			"P1 merges its Dog stack from slot 1 into slot 3, now level 2"},
		{"into the rear stack", "Dog Cat Dog", actMerge + (2*NumSlots+0)*2, "Dog2 Cat - - -", 0, 0,
			"P1 merges its Dog stack from slot 3 into slot 1, now level 2"},
		{"overflow pays 1 VP once", "Dog2 Cat Dog3", actMerge + (0*NumSlots+2)*2, "- Cat Dog3 - -", 1, 2,
			"P1 merges its Dog stack from slot 1 into slot 3, now level 3"},
		{"Chocolate is the excess first", "Dog2c1 Cat Dog2", actMerge + (0*NumSlots+2)*2, "- Cat Dog3 - -", 1, 1,
			"P1 merges its Dog stack from slot 1 into slot 3, now level 3"},
		{"a food moves with the merged stack", "Dog+Melon Cat Dog", actMerge + (0*NumSlots+2)*2, "- Cat Dog2+Melon - -", 0, 0,
			"P1 merges its Dog stack from slot 1 into slot 3, now level 2, keeping Melon"},
		{"of two foods the target's is kept", "Dog+Melon Cat Dog+Sushi", actMerge + (0*NumSlots+2)*2, "- Cat Dog2+Sushi - -", 0, 1,
			"P1 merges its Dog stack from slot 1 into slot 3, now level 2, keeping Sushi"},
		{"or the other one", "Dog+Melon Cat Dog+Sushi", actMerge + (0*NumSlots+2)*2 + 1, "- Cat Dog2+Melon - -", 0, 1,
			"P1 merges its Dog stack from slot 1 into slot 3, now level 2, keeping Melon"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestState(t)
			setTab(t, s, 0, tc.tab)
			before := total(s)
			s.RecordEvents(true)
			do(t, s, actPick, tc.action)
			if got := tabString(s, 0); got != tc.want || s.vp[0] != tc.vp || int(s.discard.n) != tc.discards || total(s) != before {
				t.Errorf("%s, %d VP, %d discarded; want %s, %d VP, %d", got, s.vp[0], s.discard.n, tc.want, tc.vp, tc.discards)
			}
			said := ""
			for _, d := range s.DrainEvents(nil) {
				if d.Kind == "merge" {
					said = eventOf(d).Describe(s.g.set)
				}
			}
			if said != tc.said {
				t.Errorf("the merge says %q, want %q", said, tc.said)
			}
		})
	}
}

// TestPlacedCardCannotBeSold (T4): sales and merges come before the card is
// placed; once it is in, the turn is over.
func TestPlacedCardCannotBeSold(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Dog")
	setMarket(t, s, "Dog")
	do(t, s, actPick, actUpgrade+0)
	if s.seat != 1 || s.phase != phaseDraft {
		t.Errorf("after the upgrade: phase %s for P%d", phaseNames[s.phase], s.seat+1)
	}
}

// TestFoodReplaces (F2, F3): one food per stack; a new food replaces the
// old, which is discarded.
func TestFoodReplaces(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Dog+Melon")
	setMarket(t, s, "Sushi")
	do(t, s, actPick, actFood+0)
	if got := tabString(s, 0); got != "Dog+Sushi - - - -" || s.discard.n != 1 || s.discard.c[0] != id(t, s.g, "Melon") {
		t.Errorf("%s, discard %v", got, s.discard.slice())
	}
}

// TestFoodTargets (F1): food goes on the drafter's own stacks; with
// food_targets=any on anyone's.
func TestFoodTargets(t *testing.T) {
	for _, tc := range []struct {
		opt     string
		targets int
	}{{"food_targets=own", 1}, {"food_targets=any", 3}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, tc.opt)
			setTab(t, s, 0, "Dog")
			setTab(t, s, 1, "Cat - Bee")
			setMarket(t, s, "Sushi")
			do(t, s, actPick)
			if got := placeActionsOf(s, MoveFood); len(got) != tc.targets {
				t.Errorf("%d targets, want %d", len(got), tc.targets)
			}
		})
	}
	s := newTestState(t, "food_targets=any")
	setTab(t, s, 0, "Dog")
	setTab(t, s, 1, "Cat")
	setMarket(t, s, "Sushi")
	do(t, s, actPick, actFood+game.Action(NumSlots))
	if got := tabString(s, 1); got != "Cat+Sushi - - - -" {
		t.Errorf("P2's tableau %s", got)
	}
}

// TestFoodNeedsOwnStack: "A food card can only be picked up if there is a
// stack in the tableau." The drafter's own tableau must hold a stack, even
// when food_targets=any would let the food go on an opponent's; the same
// holds for a food a Puffin draws.
func TestFoodNeedsOwnStack(t *testing.T) {
	for _, tc := range []struct {
		name, opt, own, market string
		pick                   bool
	}{
		{"own: no stack", "food_targets=own", "", "Sushi", false},
		{"any: no stack", "food_targets=any", "", "Sushi", false},
		{"any: no stack, Chocolate", "food_targets=any", "", "Chocolate", false},
		{"any: own stack", "food_targets=any", "Dog", "Sushi", true},
		{"any: own level 3, Chocolate on the opponent's", "food_targets=any", "Dog3", "Chocolate", true},
		{"own: own level 3, Chocolate", "food_targets=own", "Dog3", "Chocolate", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestState(t, tc.opt)
			setTab(t, s, 0, tc.own)
			setTab(t, s, 1, "Cat")
			setMarket(t, s, tc.market, "Bison")
			if got := legal(s, actPick); got != tc.pick {
				t.Errorf("taking %s is legal: %v, want %v", tc.market, got, tc.pick)
			}
		})
	}
	s := newTestState(t, "food_targets=any")
	setTab(t, s, 1, "Cat")
	s.seat = 0
	s.beginPlacing(stack{card: id(t, s.g, "Sushi"), n: 1}, false)
	if s.item.card != 0 || s.discard.n != 1 {
		t.Errorf("a drawn Sushi with no own stack: placing %s, discard %d; want it discarded", s.item.describe(s.g.set), s.discard.n)
	}
}

// TestFoodStaysPlaceable: a sale that would leave a drafted food with
// nowhere to go is not offered.
func TestFoodStaysPlaceable(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Dog3 Cat")
	setMarket(t, s, "Chocolate")
	do(t, s, actPick)
	if legal(s, actSell+1) || !legal(s, actSell+0) {
		t.Errorf("legal: %v; selling the Cat would leave the Chocolate nowhere to go", s.LegalActions(nil))
	}
}

// TestChocolateSells (F4): Chocolate does not count toward a stack's sale
// value (the rules' "Food cards do not affect the value of the stack when
// selling the stack"); with chocolate_sells=true it does.
func TestChocolateSells(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts []string
		vp   int16
	}{
		{"default", nil, 1},
		{"chocolate_sells=true", []string{"chocolate_sells=true"}, 6},
		{"chocolate_sells=false", []string{"chocolate_sells=false"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestState(t, tc.opts...)
			setTab(t, s, 0, "Dog3c2")
			do(t, s, actPick, actSell+0)
			if s.vp[0] != tc.vp {
				t.Errorf("%d VP, want %d", s.vp[0], tc.vp)
			}
		})
	}
}

// TestFrogPlacedStackCannotBeSold (A2): the stack the Frog moved must be
// placed; it may upgrade a stack of its type (merging, its food kept by
// choice), but neither it nor the Frog may be sold.
func TestFrogPlacedStackCannotBeSold(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Dog+Melon Cat Dog2+Sushi")
	setMarket(t, s, "Frog")
	do(t, s, actPick, actSwapIn+0)
	for _, a := range []game.Action{actSell + 0, actUpgrade + 0} {
		if legal(s, a) {
			t.Errorf("%s is legal", s.ActionString(a))
		}
	}
	do(t, s, actUpgrade+2*2+1)
	if got := tabString(s, 0); got != "Frog Cat Dog3+Melon - -" || s.discard.n != 1 {
		t.Errorf("%s, discard %d", got, s.discard.n)
	}
}
