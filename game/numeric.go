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
	// ObservationMax is the largest value of each of the observation's
	// ObservationSize positions, every smallest value being 0: Ceilings of
	// the game's declared segments, to which the encoder holds its values.
	// The caller must not change it.
	ObservationMax() []float32
}

// NumericState is implemented by the states of a Numeric game.
type NumericState interface {
	// EncodeObservation writes what seat may know as ObservationSize
	// numbers into dst, which must be that long, built only from what
	// Observe(seat) shows; it allocates nothing.
	EncodeObservation(seat Player, dst []float32)
}

// Ceilings returns the largest value of each position of g's numeric
// observation, segs being the game's declared segments (Schema.Numeric):
// each segment's Max over its Size positions. Every position's smallest
// value is 0.
func Ceilings(g Game, segs []Segment) []float32 {
	var out []float32
	for _, s := range segs {
		hi := s.Max(g)
		for range s.Size(g) {
			out = append(out, hi)
		}
	}
	return out
}
