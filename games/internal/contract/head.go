package contract

import "menagerie/game"

// Head is the part of an engine's typed event that every engine encodes
// the same way in a game.Event: the kind, as its index in the engine's
// kind names; the round (Dojo's turn); the seat, -1 for nobody; the cards
// in the kind's order; whether only the seat may know the cards; and
// whether the event only reports the seat's own choice.
type Head struct {
	Kind, Round, Seat int
	Cards             [4]game.Card
	Private, Choice   bool
}

// Event encodes h, its kind named by names, with no target; the engine
// fills in the rest of its kind.
func (h Head) Event(names []string) game.Event {
	d := game.Event{
		Kind:   KindName(names, h.Kind),
		Round:  int32(h.Round),
		Seat:   Seat(h.Seat),
		Target: game.Nobody,
		Cards:  h.Cards,
		Choice: h.Choice,
	}
	if h.Private {
		d.Private = game.SeatSet(game.Player(h.Seat))
	}
	return d
}

// HeadOf decodes what Head.Event encoded; a kind not in names decodes to 0.
func HeadOf(d game.Event, names []string) Head {
	return Head{
		Kind:    Kind(names, d.Kind),
		Round:   int(d.Round),
		Seat:    SeatOf(d.Seat),
		Cards:   d.Cards,
		Private: d.Private != 0,
		Choice:  d.Choice,
	}
}
