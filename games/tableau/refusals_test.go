package tableau

import (
	"slices"
	"testing"

	"menagerie/game"
)

// TestRefusals checks Refusals in named draft positions: whether P1 may
// refill, pass or take each market card, and why not.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name    string
		opts    []string
		refills int8
		tab     string // P1's tableau
		market  []string
		phase   phase
		refused []game.Refusal
	}{
		{name: "a refill left and a card to take", refills: 1, market: []string{"Dog"}, refused: []game.Refusal{mustTake}},
		{name: "no refill left", market: []string{"Dog"}, refused: []game.Refusal{noRefillRow, noRefillCol, mustTake}},
		{name: "no refill left and nothing to take", refused: []game.Refusal{noRefillRow, noRefillCol}},
		{name: "a game without refills", opts: []string{"refills=0"}, market: []string{"Dog"}, refused: []game.Refusal{mustTake}},
		{name: "voluntary passes", opts: []string{"voluntary_pass=true"}, refills: 1, market: []string{"Dog"}},
		{name: "a food with no stack to go under", refills: 1, market: []string{"Dog", "Honey", "Chocolate"}, refused: []game.Refusal{mustTake,
			{Kind: "take", Slots: []int{1}, Text: noStackText}, {Kind: "take", Slots: []int{2}, Text: noStackText}}},
		{name: "a Chocolate with no stack below level 3", refills: 1, tab: "Dog3", market: []string{"Honey", "-", "Chocolate"},
			refused: []game.Refusal{mustTake, {Kind: "take", Slots: []int{2}, Text: noLevelText}}},
		{name: "placing", market: []string{"Dog"}, phase: phasePlace},
		{name: "a bonus draft", market: []string{"Dog", "Honey"}, phase: phaseBonus, refused: []game.Refusal{{Kind: "take", Slots: []int{1}, Text: noStackText}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestState(t, tc.opts...)
			setTab(t, s, 0, tc.tab)
			setMarket(t, s, tc.market...)
			s.refills[0] = tc.refills
			if tc.phase != phaseDraft {
				s.phase = tc.phase
			}
			if refused := s.Refusals(nil); !slices.EqualFunc(refused, tc.refused, game.Refusal.Equal) {
				t.Errorf("Refusals() = %+v, want %+v", refused, tc.refused)
			}
		})
	}
}

// TestPlaceRefusals checks Refusals in named positions of P1's placement:
// which sales and merges are closed, and why, beside the legal ones, which
// no refusal closes.
func TestPlaceRefusals(t *testing.T) {
	opsUsed := []game.Refusal{{Kind: "sell", Text: opsUsedText}, {Kind: "merge", Text: opsUsedText}}
	cases := []struct {
		name    string
		opts    []string
		tab     string
		card    string        // the card drafted
		then    []game.Action // played after the draft
		refused []game.Refusal
	}{
		{name: "a sale or merge left", tab: "Dog Cat Dog", card: "Bee"},
		{name: "after a sale", tab: "Dog Cat Dog", card: "Bee", then: []game.Action{actSell + 1}, refused: opsUsed},
		{name: "after a merge", tab: "Dog Cat Dog", card: "Bee", then: []game.Action{actMerge + (0*NumSlots+2)*2}, refused: opsUsed},
		{name: "after a sale, unlimited", opts: []string{"ops_per_draft=unlimited"}, tab: "Dog Cat Dog", card: "Bee", then: []game.Action{actSell + 1}},
		{name: "a food on the one stack below level 3", tab: "Dog Cat3", card: "Chocolate",
			refused: []game.Refusal{{Kind: "sell", Slots: []int{0}, Text: foodSaleText}}},
		{name: "a food on stacks a merge tops out", tab: "Dog2 Dog2 Cat3", card: "Chocolate",
			refused: []game.Refusal{{Kind: "merge", Slots: []int{0, 1}, Text: foodMergeText}, {Kind: "merge", Slots: []int{1, 0}, Text: foodMergeText}}},
		{name: "the Frog that swapped in", tab: "Frog Dog Cat", card: "Frog", then: []game.Action{actSwapIn + 1},
			refused: []game.Refusal{{Kind: "sell", Slots: []int{1}, Text: swappedInText},
				{Kind: "merge", Slots: []int{0, 1}, Text: swappedInText}, {Kind: "merge", Slots: []int{1, 0}, Text: swappedInText}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestState(t, tc.opts...)
			setTab(t, s, 0, tc.tab)
			setMarket(t, s, tc.card)
			do(t, s, actPick)
			do(t, s, tc.then...)
			refused := s.Refusals(nil)
			if !slices.EqualFunc(refused, tc.refused, game.Refusal.Equal) {
				t.Errorf("Refusals() = %+v, want %+v", refused, tc.refused)
			}
			for _, l := range s.Labels(nil) {
				for _, f := range refused {
					if l.Kind == f.Kind && len(l.Slots) >= len(f.Slots) && slices.Equal(l.Slots[:len(f.Slots)], f.Slots) {
						t.Errorf("refusal %+v beside the legal %q", f, l.Text)
					}
				}
			}
		})
	}
}
