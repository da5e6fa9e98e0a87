package game

import "slices"

// Refusal is a kind of choice closed to the seat to act now, with the rule
// that closes it in a player's words: what a front-end shows beside a
// control it keeps in sight but disabled.
type Refusal struct {
	// Kind is the label kind the choice would have (a kind the schema declares).
	Kind string `json:"kind"`
	// Slots, when set, name the one choice of the kind that is closed, as
	// its labels' Slots begin (Dojo's resting animal, by its zone
	// position), while choices of the kind elsewhere stay open; without
	// them every choice of the kind is closed.
	Slots []int `json:"slots,omitempty"`
	// Cards, when set, name the card it is about (Dojo's card in hand
	// that cannot be played now): it closes only the choices of its kind
	// whose labels' Cards begin with them.
	Cards []Card `json:"cards,omitempty"`
	// Text says why, e.g. "You have no gold left."
	Text string `json:"text"`
}

// Refuser is a state that says which kinds of choice are closed to the
// seat to act, and why. No label of a refused kind (or, for a refusal
// with slots or cards, of its kind at those slots or with those cards) is
// legal at the time.
type Refuser interface {
	// Refusals appends the refusals of the seat to act to dst.
	Refusals(dst []Refusal) []Refusal
}

// Equal reports whether r and o are the same refusal: the same kind,
// slots, cards and words.
func (r Refusal) Equal(o Refusal) bool {
	return r.Kind == o.Kind && r.Text == o.Text && slices.Equal(r.Slots, o.Slots) && slices.Equal(r.Cards, o.Cards)
}
