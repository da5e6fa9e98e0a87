package dojo

import (
	"maps"
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
			if !slices.EqualFunc(refused, tc.refused, game.Refusal.Equal) {
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

// TestPlayRefusals checks Refusals in named positions of P1's play (a
// Bear Cub at the front of column 1, at full health and awake, facing a
// Baby Gorilla): which cards of the hand cannot be played, and why, by
// card name; the cards a play takes have none, and no refusal closes a
// legal label.
func TestPlayRefusals(t *testing.T) {
	noHeal := game.Refusal{Kind: "play", Text: "None of your animals has lost health."}
	cases := []struct {
		name    string
		hand    []string
		zone    map[int]string // P1's animals beside the Bear Cub, by position
		hurt    bool           // the Bear Cub has lost health
		phase   phase
		refused map[string]game.Refusal
	}{
		{name: "animals, a Dojo card and health", hand: []string{"Brown Bear", "Grizzly", "Forest Dojo", "Berries", "Whistle"},
			refused: map[string]game.Refusal{
				"Grizzly": {Kind: "dojo", Text: aboveLevel1Text},
				"Berries": noHeal,
				"Whistle": {Kind: "play", Text: "None of your animals is resting."},
			}},
		{name: "items and an animal", hand: []string{"Broom", "Rope", "Dodge", "Energy Drink", "Tadpole"},
			refused: map[string]game.Refusal{
				"Broom": {Kind: "play", Text: "Your opponent has no stay card in play."},
				"Rope":  {Kind: "swap", Text: "A swap needs two animals in your zone."},
				"Dodge": {Kind: "respond", Text: "This card is played only in answer to an attack on one of your animals."},
			}},
		{name: "a Dojo card and a next level", hand: []string{"Forest Dojo", "Brown Bear"}, zone: map[int]string{3: "Cheetah Cub"},
			refused: map[string]game.Refusal{}},
		{name: "a Dojo card without a next level", hand: []string{"Forest Dojo", "Cheetah Cub"},
			refused: map[string]game.Refusal{"Forest Dojo": {Kind: "dojo", Text: "A Dojo card needs an animal in your zone whose next level is in your hand."}}},
		{name: "two copies, and a hurt animal", hand: []string{"Berries", "Berries", "Rope"}, zone: map[int]string{3: "Cheetah Cub"}, hurt: true,
			refused: map[string]game.Refusal{}},
		{name: "two copies refused once", hand: []string{"Berries", "Berries"}, refused: map[string]game.Refusal{"Berries": noHeal}},
		{name: "no column with room", hand: []string{"Tadpole"}, zone: map[int]string{2: "Joey", 5: "Eaglet", 8: "Cheetah Cub"},
			refused: map[string]game.Refusal{"Tadpole": {Kind: "animal", Text: "No column of your zone has room at the back for another animal."}}},
		{name: "the attack", hand: []string{"Berries"}, phase: phaseAttack, refused: map[string]game.Refusal{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := blank(t, nil)
			put(t, s, 0, 0, "Bear Cub")
			if tc.hurt {
				s.p[0].zone[0].hp--
			}
			for pos, name := range tc.zone {
				put(t, s, 0, pos, name)
			}
			put(t, s, 1, 0, "Baby Gorilla")
			give(t, s, 0, tc.hand...)
			if tc.phase != 0 {
				s.phase = tc.phase
			}
			got := map[string]game.Refusal{}
			refused := s.Refusals(nil)
			for _, f := range refused {
				if len(f.Cards) != 1 {
					t.Fatalf("refusal %+v names %d cards, want 1", f, len(f.Cards))
				}
				name := s.g.set.Name(CardID(f.Cards[0]))
				if _, twice := got[name]; twice {
					t.Errorf("%s refused twice", name)
				}
				got[name] = game.Refusal{Kind: f.Kind, Text: f.Text}
			}
			if !maps.EqualFunc(got, tc.refused, game.Refusal.Equal) {
				t.Errorf("Refusals() = %+v, want %+v", got, tc.refused)
			}
			for _, l := range s.Labels(nil) {
				for _, f := range refused {
					if l.Kind == f.Kind && len(l.Cards) > 0 && l.Cards[0] == f.Cards[0] {
						t.Errorf("refusal %+v beside the legal %q", f, l.Text)
					}
				}
			}
		})
	}
}
