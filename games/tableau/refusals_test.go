package tableau

import (
	"slices"
	"testing"

	"menagerie/game"
)

// TestRefusals checks Refusals in named draft positions: whether P1 may
// refill or pass, and why not.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name    string
		opts    []string
		refills int8
		market  []string
		phase   phase
		refused []game.Refusal
	}{
		{name: "a refill left and a card to take", refills: 1, market: []string{"Dog"}, refused: []game.Refusal{mustTake}},
		{name: "no refill left", market: []string{"Dog"}, refused: []game.Refusal{noRefillRow, noRefillCol, mustTake}},
		{name: "no refill left and nothing to take", refused: []game.Refusal{noRefillRow, noRefillCol}},
		{name: "a game without refills", opts: []string{"refills=0"}, market: []string{"Dog"}, refused: []game.Refusal{mustTake}},
		{name: "voluntary passes", opts: []string{"voluntary_pass=true"}, refills: 1, market: []string{"Dog"}},
		{name: "a food with no stack to go under", refills: 1, market: []string{"Honey"}},
		{name: "placing", market: []string{"Dog"}, phase: phasePlace},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestState(t, tc.opts...)
			setMarket(t, s, tc.market...)
			s.refills[0] = tc.refills
			if tc.phase != phaseDraft {
				s.phase = tc.phase
			}
			if refused := s.Refusals(nil); !slices.EqualFunc(refused, tc.refused, func(a, b game.Refusal) bool {
				return a.Kind == b.Kind && a.Text == b.Text && slices.Equal(a.Slots, b.Slots)
			}) {
				t.Errorf("Refusals() = %+v, want %+v", refused, tc.refused)
			}
		})
	}
}
