package dojo

import (
	"slices"
	"testing"

	"menagerie/game"
)

// TestRefusals checks Refusals in named positions of P1's attack: which
// animals cannot attack, and why, beside those that can.
func TestRefusals(t *testing.T) {
	restingOne := game.Refusal{Kind: "attack", Slots: []int{0}, Text: "This animal is resting: it cannot attack until your next turn."}
	cases := []struct {
		name    string
		opts    game.Options
		rest    int8 // the Bear Cub's rest marker, at position 0
		phase   phase
		noFront bool // P2 has no animal at the front of a column
		refused []game.Refusal
	}{
		{name: "no animal resting", phase: phaseAttack},
		{name: "the Bear Cub resting a turn", rest: 1, phase: phaseAttack, refused: []game.Refusal{restingOne}},
		{name: "the Bear Cub resting two turns", opts: game.Options{"rest_turns": "2"}, rest: 2, phase: phaseAttack,
			refused: []game.Refusal{{Kind: "attack", Slots: []int{0}, Text: "This animal is resting: it cannot attack for 2 of your turns, this one included."}}},
		{name: "only the front attacks", opts: game.Options{"front_row_only": "true"}, phase: phaseAttack,
			refused: []game.Refusal{{Kind: "attack", Slots: []int{1}, Text: notFront}}},
		{name: "resting in the play phase", rest: 1, phase: phasePlay},
		{name: "nothing to hit", rest: 1, phase: phaseAttack, noFront: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := blank(t, tc.opts)
			put(t, s, 0, 0, "Bear Cub").rest = tc.rest
			put(t, s, 0, 1, "Hermit Crab")
			if !tc.noFront {
				put(t, s, 1, 0, "Baby Gorilla")
			}
			s.phase = tc.phase
			refused := s.Refusals(nil)
			if !slices.EqualFunc(refused, tc.refused, func(a, b game.Refusal) bool {
				return a.Kind == b.Kind && a.Text == b.Text && slices.Equal(a.Slots, b.Slots)
			}) {
				t.Errorf("Refusals() = %+v, want %+v", refused, tc.refused)
			}
			for _, l := range s.Labels(nil) {
				for _, f := range refused {
					if l.Kind == f.Kind && l.Slots[0] == f.Slots[0] {
						t.Errorf("refusal %+v beside the legal %q", f, l.Text)
					}
				}
			}
		})
	}
}
