package game

// Numeric is implemented by a Game that learning programs can play through
// numbers: a fixed action space, so that a mask of its size is exact, and
// an observation of fixed length per seat.
type Numeric interface {
	// ActionSpace appends, in increasing order and without repeats, every
	// action a seat may ever be offered in a game of this configuration
	// (chance outcomes are not among them). An action's index is its
	// position in this list; the list does not change during a game.
	ActionSpace(dst []Action) []Action
	// ObservationSize is the length of NumericState.EncodeObservation's
	// vector in a game of this configuration.
	ObservationSize() int
}

// NumericState is implemented by the states of a Numeric game.
type NumericState interface {
	// EncodeObservation writes what seat may know as ObservationSize
	// numbers into dst, which must be that long, built only from what
	// Observe(seat) shows; it allocates nothing.
	EncodeObservation(seat Player, dst []float32)
}
