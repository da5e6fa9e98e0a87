package game

// Card is a card of the game's set as events and labels name it; 0 is no
// card and Hidden a card withheld from the receiver.
type Card int16

// Hidden stands for a card the receiver of an event may not know.
const Hidden Card = -1

const (
	// Spectator is the receiver who sees only what is public.
	Spectator Player = -3
	// Nobody is the seat of an event about the whole table.
	Nobody Player = -4
)

// Seats is a set of seats, seat p being bit p.
type Seats uint16

// SeatSet returns the set holding the given seats.
func SeatSet(seats ...Player) Seats {
	var s Seats
	for _, p := range seats {
		if p >= 0 && p < 16 {
			s |= 1 << uint(p)
		}
	}
	return s
}

// Has reports whether p is in the set; it is false for every special seat.
func (s Seats) Has(p Player) bool { return p >= 0 && p < 16 && s&(1<<uint(p)) != 0 }

// Event is one thing that happened, as data. Each engine documents per kind
// which Cards and Values it fills (in its docs, under "Events").
type Event struct {
	// Kind names what happened, from the engine's list ("buy", "attack").
	Kind string `json:"kind"`
	// Round is the round (Card Battle, Tableau) or turn (Dojo).
	Round int32 `json:"round"`
	// Seat is who it happened to or was done by; Nobody for the table.
	Seat Player `json:"seat"`
	// Target is a second seat (an attack's other side), else Nobody.
	Target Player `json:"target"`
	// Cause is the card whose ability did it; 0 for a rule or a choice.
	Cause Card `json:"cause,omitempty"`
	// Cards are the cards the event names, in the kind's order.
	Cards [4]Card `json:"cards"`
	// Values are amounts, slots, power, damage or points in the kind's order.
	Values [6]int32 `json:"values"`
	// Private, when set, holds the seats that may know Cards, Cause and the
	// Secret values; everyone else gets a redacted copy.
	Private Seats `json:"private,omitempty"`
	// Secret marks values hidden with the cards: bit i for Values[i].
	Secret uint8 `json:"secret,omitempty"`
	// Choice marks an event that only reports the acting seat's own choice.
	Choice bool `json:"choice,omitempty"`
	// Redacted is set on the copy For gives a receiver outside Private.
	Redacted bool `json:"redacted,omitempty"`
}

// For returns e as receiver may see it: e itself when it is public or the
// receiver is in Private, else a copy whose non-zero cards and cause are
// Hidden, whose Secret values are zero and which is marked Redacted. Kind,
// seats and the other values are public by rule.
func (e Event) For(receiver Player) Event {
	if e.Private == 0 || e.Private.Has(receiver) {
		return e
	}
	for i, c := range e.Cards {
		if c != 0 {
			e.Cards[i] = Hidden
		}
	}
	if e.Cause != 0 {
		e.Cause = Hidden
	}
	for i := range e.Values {
		if e.Secret&(1<<uint(i)) != 0 {
			e.Values[i] = 0
		}
	}
	e.Redacted = true
	return e
}

// EventLog is where a state records its events. Its zero value records
// nothing, so that a state nobody listens to spends one branch per event.
type EventLog struct {
	on     bool
	events []Event
}

// On reports whether events are being recorded; engines test it before
// building an event.
func (l *EventLog) On() bool { return l.on }

// SetOn turns recording on or off; turning it off forgets what was recorded.
func (l *EventLog) SetOn(on bool) {
	l.on = on
	if !on {
		l.events = nil
	}
}

// Add records e when recording is on.
func (l *EventLog) Add(e Event) {
	if l.on {
		l.events = append(l.events, e)
	}
}

// Drain appends the recorded events to dst, forgets them (keeping the
// buffer) and returns dst.
func (l *EventLog) Drain(dst []Event) []Event {
	dst = append(dst, l.events...)
	l.events = l.events[:0]
	return dst
}
