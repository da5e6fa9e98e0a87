package contract

import "menagerie/game"

// Head is the part of an engine's typed event that every engine encodes
// the same way in a game.Event: the kind, as its index in the engine's
// kind names; the round (Dojo's turn); the seat, -1 for nobody; whether
// only the seat may know the event's cards; and whether the event only
// reports the seat's own choice. The cards, target, cause and values are
// each kind's own.
type Head struct {
	Kind, Round, Seat int
	Private, Choice   bool
}

// Put writes h into d, its kind named by names, with no target. It fills
// d in place, as the engines record every event through it.
func (h Head) Put(d *game.Event, names []string) {
	d.Kind, d.Round, d.Seat, d.Target, d.Choice = KindName(names, h.Kind), int32(h.Round), Seat(h.Seat), game.Nobody, h.Choice
	if h.Private {
		// game.SeatSet(h.Seat), written so that Put inlines: a seat
		// outside 0-15 shifts out to no seat.
		d.Private = game.Seats(1) << uint(h.Seat)
	}
}

// HeadOf decodes what Put wrote; a kind not in names decodes to 0.
func HeadOf(d game.Event, names []string) Head {
	return Head{
		Kind:    Kind(names, d.Kind),
		Round:   int(d.Round),
		Seat:    SeatOf(d.Seat),
		Private: d.Private != 0,
		Choice:  d.Choice,
	}
}
