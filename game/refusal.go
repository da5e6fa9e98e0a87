package game

// Refusal is a kind of choice closed to the seat to act now, with the rule
// that closes it in a player's words: what a front-end shows beside a
// control it keeps in sight but disabled.
type Refusal struct {
	// Kind is the label kind the choice would have (a kind the schema declares).
	Kind string `json:"kind"`
	// Text says why, e.g. "You have no gold left."
	Text string `json:"text"`
}

// Refuser is a state that says which kinds of choice are closed to the
// seat to act, and why. No label of a refused kind is legal at the time.
type Refuser interface {
	// Refusals appends the refusals of the seat to act to dst.
	Refusals(dst []Refusal) []Refusal
}
