package highcard

import "menagerie/game"

// Observation is what one seat (or a spectator) sees: everything public,
// and its own hand. Cards are ids, a card's id being its rank.
type Observation struct {
	Seat   game.Player `json:"seat"`
	Phase  string      `json:"phase"`
	ToAct  game.Player `json:"to_act"`
	Leader game.Player `json:"leader"`
	// Trick is the number of the trick being played, from 1.
	Trick  int    `json:"trick"`
	Target int    `json:"target"`
	Points [2]int `json:"points"`
	// Hand is the seat's own cards, in increasing rank (empty for a
	// spectator).
	Hand      []game.Card `json:"hand"`
	HandSizes [2]int      `json:"hand_sizes"`
	Deck      int         `json:"deck"`
	// Played is the trick so far, the leader's card first.
	Played []game.Card `json:"played"`
	// Discard is the cards of the finished tricks, in the order played.
	Discard []game.Card `json:"discard"`
}

// ObservingSeat is the seat this observation belongs to.
func (o *Observation) ObservingSeat() game.Player { return o.Seat }

// PhaseID is the declared phase the game is in.
func (o *Observation) PhaseID() string { return o.Phase }

// Observe returns what seat may know: its own hand, the sizes of the
// others, and every card played.
func (s *State) Observe(seat game.Player) game.Observation {
	o := &Observation{Seat: seat, Phase: s.phase(), ToAct: s.turn, Leader: s.leader, Trick: s.trickNo,
		Target: s.g.target, Points: s.points, Hand: []game.Card{}, Deck: len(s.deck),
		Played: append([]game.Card{}, s.trick...), Discard: append([]game.Card{}, s.discard...)}
	for p, h := range s.hands {
		o.HandSizes[p] = len(h)
	}
	if owns(seat) {
		o.Hand = append(o.Hand, s.hands[seat]...)
	}
	return o
}

// owns reports whether seat is a seat of the game, with a hand of its own.
func owns(seat game.Player) bool { return seat == 0 || seat == 1 }

// phase is the declared phase the game is in.
func (s *State) phase() string {
	switch {
	case s.turn == game.Terminal:
		return PhaseOver
	case len(s.trick) == 0:
		return PhaseLead
	}
	return PhaseFollow
}
