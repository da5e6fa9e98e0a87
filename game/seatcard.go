package game

// SeatCardChanger is a game that can play one seat's copies of a card
// changed while every other seat's stay as printed: the balance lab's
// per-seat counterfactual. Shuffles and deals stay those of the game, so a
// seeded game goes the same until the changed copies matter.
type SeatCardChanger interface {
	// WithSeatCard returns a copy of the game in which seat's copies of
	// the named card are changed as change says (the lab's "vanilla": the
	// card without its ability; "remove": out of that seat's cards), or an
	// error saying why the game cannot.
	WithSeatCard(seat int, card, change string) (Game, error)
}
