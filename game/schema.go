package game

import (
	"fmt"
	"slices"
)

// Schema is the declared model of a game: what its phases, counters,
// zones, events, labels, rule options and numeric features mean, stated
// once by the engine (Definition.Schema). Clients are built from it and
// the conformance suite (gametest) checks every event, label and phase
// the engine emits against it.
type Schema struct {
	// Version changes whenever any shape below changes: a client built
	// for another version must not read this game's messages as its own.
	Version int `json:"version"`
	// Phases are the stages a game goes through, in the order a game
	// usually meets them; an observation names its phase (Phased).
	Phases []Phase `json:"phases"`
	// Counters are the numbers a game keeps for each seat or the table
	// (gold, trophies, victory points, health, the round).
	Counters []Counter `json:"counters"`
	// Zones are where cards lie: a hand, a shop, a deck, a grid.
	Zones []Zone `json:"zones"`
	// Events are the kinds of event the engine emits, with their fields.
	Events []EventKind `json:"events"`
	// Labels are the kinds of labelled action the engine offers.
	Labels []LabelKind `json:"labels"`
	// Presets are published variants: named sets of rule options.
	Presets []Preset `json:"presets,omitempty"`
	// Numeric names the segments of the numeric observation vector
	// (Numeric), in order; empty for a game without one.
	Numeric []Segment `json:"numeric,omitempty"`
	// FirstSeat is the id of the table counter that names the seat going
	// first (the First Player), read before the first action: statistics
	// count the seats' places from it. Empty for a game without one.
	FirstSeat string `json:"first_seat,omitempty"`
	// Turns marks a game whose events count turns, not rounds (an
	// event's Round is the turn), each turn opened by an event of its
	// own: a narration needs no round headers.
	Turns bool `json:"turns,omitempty"`
	// Observation is a zero value of the type the game's states Observe,
	// which names it: clients' types of the observation are generated
	// from it.
	Observation Observation `json:"-"`
}

// Phase is one stage of a game.
type Phase struct {
	// ID is what observations name the phase by, e.g. "shop".
	ID string `json:"id"`
	// Title names it for people, e.g. "Shop".
	Title string `json:"title"`
	// Hint is what a first-time player is told to do in it.
	Hint string `json:"hint"`
}

// Scope says whose a counter or zone is.
type Scope string

// Scopes of counters and zones.
const (
	// SeatScope: each seat has its own.
	SeatScope Scope = "seat"
	// TableScope: one for the whole game.
	TableScope Scope = "table"
)

// Counter is a number the game keeps.
type Counter struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Scope Scope  `json:"scope"`
}

// Visibility says who may see the cards of a zone.
type Visibility string

// Visibilities of zones.
const (
	// Public: every seat and spectator.
	Public Visibility = "public"
	// Owner: the seat it belongs to; the others see how many cards it
	// holds.
	Owner Visibility = "owner"
	// Secret: nobody, not even its owner, until a card leaves it (a
	// draw pile).
	Secret Visibility = "secret"
)

// Layout says how a zone's cards lie.
type Layout string

// Layouts of zones.
const (
	// Pile: an unordered collection.
	Pile Layout = "pile"
	// Ordered: a sequence whose order matters (a battle deck).
	Ordered Layout = "ordered"
	// Slots: a row of numbered places, each empty or holding a card or a
	// stack.
	Slots Layout = "slots"
	// Grid: rows and columns of places.
	Grid Layout = "grid"
)

// Zone is a place where cards lie.
type Zone struct {
	ID         string     `json:"id"`
	Title      string     `json:"title"`
	Scope      Scope      `json:"scope"`
	Visibility Visibility `json:"visibility"`
	Layout     Layout     `json:"layout"`
	// Stats are the numbers each place of the zone carries beside its
	// card (a stack's level, an animal's health), in the order a table
	// view gives them; none for most zones.
	Stats []Stat `json:"stats,omitempty"`
	// Kinds marks a zone whose cards stand each for its kind, not for a
	// card on the table: a tally such as a workout, where an animal card
	// names its family's exercise and its numbers say how much was done.
	// Such a zone is public and holds a kind at most once in a list.
	Kinds bool `json:"kinds,omitempty"`
	// Kept marks a seat zone whose cards a seat still holds when the game
	// ends (a hand, a tableau): statistics count them as the seat's kept
	// cards.
	Kept bool `json:"kept,omitempty"`
}

// Stat is a number a place of a zone carries beside its card.
type Stat struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	// Meaning says what its values hold, for people.
	Meaning string `json:"meaning"`
	// Back marks a number that a hidden card shows too, as its back
	// does (the tier printed on it). A hidden card's other numbers are 0.
	Back bool `json:"back,omitempty"`
}

// Stat returns the declared number of the zone with that id and its
// index among the zone's numbers, or -1.
func (z Zone) Stat(id string) (Stat, int) {
	i := slices.IndexFunc(z.Stats, func(st Stat) bool { return st.ID == id })
	if i < 0 {
		return Stat{}, -1
	}
	return z.Stats[i], i
}

// FieldType says what an event field holds.
type FieldType string

// Types of event fields.
const (
	// CardField holds a card id (0: none; Hidden for a redacted one).
	CardField FieldType = "card"
	// NumberField holds an amount: power, damage, gold, points.
	NumberField FieldType = "number"
	// SlotField holds a place: a display slot, a market cell, a column.
	SlotField FieldType = "slot"
	// SeatField holds a seat.
	SeatField FieldType = "seat"
	// FlagField holds 0 or 1.
	FlagField FieldType = "flag"
)

// EventField names one position of an event: Cards[Card] when Card is 0
// or more, else Values[Value].
type EventField struct {
	Name string    `json:"name"`
	Type FieldType `json:"type"`
	// Card is the field's index in Event.Cards, or -1.
	Card int `json:"card"`
	// Value is the field's index in Event.Values, or -1.
	Value int `json:"value"`
	// Secret marks a value hidden with the event's cards from the seats
	// outside its Private set (the event's Secret bit for Value). Card
	// fields of a private event are always hidden from them.
	Secret bool `json:"secret,omitempty"`
}

// CardAt returns a field of Event.Cards[i].
func CardAt(name string, i int) EventField {
	return EventField{Name: name, Type: CardField, Card: i, Value: -1}
}

// ValueAt returns a field of Event.Values[i] holding t.
func ValueAt(name string, t FieldType, i int) EventField {
	return EventField{Name: name, Type: t, Card: -1, Value: i}
}

// SecretValueAt returns a field of Event.Values[i] holding t, hidden with
// the event's cards.
func SecretValueAt(name string, t FieldType, i int) EventField {
	f := ValueAt(name, t, i)
	f.Secret = true
	return f
}

// EventKind is one kind of event and what its positions mean. A position
// no field names is always zero.
type EventKind struct {
	Kind   string       `json:"kind"`
	Fields []EventField `json:"fields"`
	// Private marks a kind that may be private to some seats (its cards
	// and secret values redacted for the others).
	Private bool `json:"private,omitempty"`
	// Cause marks a kind whose Cause may name the card that did it.
	Cause bool `json:"cause,omitempty"`
	// Target marks a kind whose Target names a second seat.
	Target bool `json:"target,omitempty"`
	// Takes marks a kind that says the event's seat took the card of its
	// first card field into its hand or play (a buy, a draft, a draw):
	// statistics count it as the seat's pick of that card.
	Takes bool `json:"takes,omitempty"`
	// Keeps marks a kind that, as the game ends, gives back the card of
	// its first card field that its seat held (Tableau's final sale):
	// statistics count the card as kept unless an event of a Settles kind
	// follows.
	Keeps bool `json:"keeps,omitempty"`
	// Settles marks a kind that comes after a stage of play, never after
	// the game's end (a combat's award): the Keeps events before it gave
	// their cards back during the game, not at its end.
	Settles bool `json:"settles,omitempty"`
}

// Role says what a labelled action does with the cards it names, for
// statistics and clients that know no game.
type Role string

// Roles of label kinds.
const (
	// Offer: takes one of the cards offered to the seat (a buy, a draft);
	// the label's first card is the card offered.
	Offer Role = "offer"
	// Play: puts a card of the seat's own into play or place.
	Play Role = "play"
	// Sell: gives a card of the seat's own up.
	Sell Role = "sell"
	// Pass: ends the seat's turn or phase, doing nothing more.
	Pass Role = "pass"
	// Answer: answers a question the game asks (yes, no, an order).
	Answer Role = "answer"
	// Act: any other move.
	Act Role = "act"
)

// LabelKind is one kind of labelled action.
type LabelKind struct {
	Kind string `json:"kind"`
	Role Role   `json:"role"`
}

// Preset is a published variant: a name people know and the rule options
// that make it.
type Preset struct {
	Name    string  `json:"name"`
	Title   string  `json:"title"`
	Options Options `json:"options"`
}

// Segment is a named run of the numeric observation vector.
type Segment struct {
	Name string `json:"name"`
	// Size is the segment's length for a configuration of the game.
	Size func(g Game) int `json:"-"`
	// Max is the largest value the segment holds in a configuration of
	// the game; every value is at least 0. The engine's encoder holds a
	// value to it (a count or an amount past it reads as Max), so that it
	// is a true bound of every observation.
	Max func(g Game) float32 `json:"-"`
	// Meaning says what its values hold, for people.
	Meaning string `json:"meaning"`
}

// Phased is an observation that names the declared phase its game is in.
type Phased interface {
	Observation
	PhaseID() string
}

// Clone returns a copy of s whose phases, zones and their numbers,
// labels, event kinds and their fields can be changed without changing s
// (a test plants a mismatch so).
func (s *Schema) Clone() *Schema {
	c := *s
	c.Phases = slices.Clone(s.Phases)
	c.Zones = slices.Clone(s.Zones)
	for i := range c.Zones {
		c.Zones[i].Stats = slices.Clone(c.Zones[i].Stats)
	}
	c.Labels = slices.Clone(s.Labels)
	c.Events = slices.Clone(s.Events)
	for i := range c.Events {
		c.Events[i].Fields = slices.Clone(c.Events[i].Fields)
	}
	return &c
}

// Phase returns the declared phase with that id.
func (s *Schema) Phase(id string) (Phase, bool) {
	return declared(s.Phases, func(p Phase) bool { return p.ID == id })
}

// Zone returns the declared zone with that id.
func (s *Schema) Zone(id string) (Zone, bool) {
	return declared(s.Zones, func(z Zone) bool { return z.ID == id })
}

// Event returns the declared kind of event with that name.
func (s *Schema) Event(kind string) (EventKind, bool) {
	return declared(s.Events, func(k EventKind) bool { return k.Kind == kind })
}

// Label returns the declared kind of label with that name.
func (s *Schema) Label(kind string) (LabelKind, bool) {
	return declared(s.Labels, func(k LabelKind) bool { return k.Kind == kind })
}

// declared returns the first declaration in all for which match is
// true, and whether there is one.
func declared[T any](all []T, match func(T) bool) (T, bool) {
	if i := slices.IndexFunc(all, match); i >= 0 {
		return all[i], true
	}
	var none T
	return none, false
}

// Taking returns the kinds of event that say their seat took a card.
func (s *Schema) Taking() []string {
	return s.eventKinds(func(k EventKind) bool { return k.Takes })
}

// Keeping returns the kinds of event that give a kept card back as the
// game ends (EventKind.Keeps).
func (s *Schema) Keeping() []string {
	return s.eventKinds(func(k EventKind) bool { return k.Keeps })
}

// Settling returns the kinds of event after which no card given back
// before counts as kept (EventKind.Settles).
func (s *Schema) Settling() []string {
	return s.eventKinds(func(k EventKind) bool { return k.Settles })
}

// eventKinds returns the kinds of event for which match is true.
func (s *Schema) eventKinds(match func(EventKind) bool) []string {
	var out []string
	for _, k := range s.Events {
		if match(k) {
			out = append(out, k.Kind)
		}
	}
	return out
}

// KeptZones returns the ids of the zones whose cards a seat holds when
// the game ends (Zone.Kept).
func (s *Schema) KeptZones() []string {
	var out []string
	for _, z := range s.Zones {
		if z.Kept {
			out = append(out, z.ID)
		}
	}
	return out
}

// LabelsOf returns the kinds of label with that role.
func (s *Schema) LabelsOf(r Role) []string {
	var out []string
	for _, k := range s.Labels {
		if k.Role == r {
			out = append(out, k.Kind)
		}
	}
	return out
}

// Check says what is wrong with the declaration itself: a name given
// twice or empty, a zone's number without a title, a field at a position
// outside an event, two fields at one position, an unknown type, role,
// scope, visibility or layout.
func (s *Schema) Check() error {
	if s.Version < 1 {
		return fmt.Errorf("schema: version %d, want 1 or more", s.Version)
	}
	seen := map[string]bool{}
	unique := func(what, id string) error {
		if id == "" {
			return fmt.Errorf("schema: a %s with no name", what)
		}
		if seen[what+" "+id] {
			return fmt.Errorf("schema: %s %q declared twice", what, id)
		}
		seen[what+" "+id] = true
		return nil
	}
	for _, p := range s.Phases {
		if err := unique("phase", p.ID); err != nil {
			return err
		}
		if p.Title == "" || p.Hint == "" {
			return fmt.Errorf("schema: phase %q needs a title and a hint", p.ID)
		}
	}
	for _, c := range s.Counters {
		if err := unique("counter", c.ID); err != nil {
			return err
		}
		if c.Scope != SeatScope && c.Scope != TableScope {
			return fmt.Errorf("schema: counter %q: scope %q", c.ID, c.Scope)
		}
	}
	for _, z := range s.Zones {
		if err := unique("zone", z.ID); err != nil {
			return err
		}
		if (z.Scope != SeatScope && z.Scope != TableScope) || !slices.Contains([]Visibility{Public, Owner, Secret}, z.Visibility) ||
			!slices.Contains([]Layout{Pile, Ordered, Slots, Grid}, z.Layout) {
			return fmt.Errorf("schema: zone %q: scope %q, visibility %q, layout %q", z.ID, z.Scope, z.Visibility, z.Layout)
		}
		if z.Kept && z.Scope != SeatScope {
			return fmt.Errorf("schema: zone %q is kept by a seat at the end, but its scope is %q", z.ID, z.Scope)
		}
		for _, st := range z.Stats {
			if err := unique("number of zone "+z.ID, st.ID); err != nil {
				return err
			}
			if st.Title == "" || st.Meaning == "" {
				return fmt.Errorf("schema: zone %q: number %q needs a title and a meaning", z.ID, st.ID)
			}
		}
	}
	if s.FirstSeat != "" && !slices.ContainsFunc(s.Counters, func(c Counter) bool { return c.ID == s.FirstSeat && c.Scope == TableScope }) {
		return fmt.Errorf("schema: the first seat's counter %q is no declared table counter", s.FirstSeat)
	}
	for _, k := range s.Events {
		if err := unique("event", k.Kind); err != nil {
			return err
		}
		if err := k.check(); err != nil {
			return err
		}
	}
	for _, l := range s.Labels {
		if err := unique("label", l.Kind); err != nil {
			return err
		}
		if !slices.Contains([]Role{Offer, Play, Sell, Pass, Answer, Act}, l.Role) {
			return fmt.Errorf("schema: label %q: role %q", l.Kind, l.Role)
		}
	}
	for _, p := range s.Presets {
		if err := unique("preset", p.Name); err != nil {
			return err
		}
	}
	for _, g := range s.Numeric {
		if err := unique("numeric segment", g.Name); err != nil {
			return err
		}
		if g.Size == nil || g.Max == nil {
			return fmt.Errorf("schema: numeric segment %q needs a size and a largest value", g.Name)
		}
	}
	return nil
}

// check says what is wrong with an event kind's fields.
func (k EventKind) check() error {
	var cards [len(Event{}.Cards)]bool
	var values [len(Event{}.Values)]bool
	names := map[string]bool{}
	for _, f := range k.Fields {
		switch {
		case f.Name == "" || names[f.Name]:
			return fmt.Errorf("schema: event %q: field %q empty or declared twice", k.Kind, f.Name)
		case !slices.Contains([]FieldType{CardField, NumberField, SlotField, SeatField, FlagField}, f.Type):
			return fmt.Errorf("schema: event %q: field %q has type %q", k.Kind, f.Name, f.Type)
		case (f.Card >= 0) == (f.Value >= 0):
			return fmt.Errorf("schema: event %q: field %q names a card and a value, or neither", k.Kind, f.Name)
		case f.Card >= len(cards) || f.Value >= len(values):
			return fmt.Errorf("schema: event %q: field %q is past the event's positions", k.Kind, f.Name)
		case f.Card >= 0 && (f.Type != CardField || cards[f.Card]):
			return fmt.Errorf("schema: event %q: field %q: card %d is taken or not a card", k.Kind, f.Name, f.Card)
		case f.Value >= 0 && (f.Type == CardField || values[f.Value]):
			return fmt.Errorf("schema: event %q: field %q: value %d is taken or a card", k.Kind, f.Name, f.Value)
		case f.Secret && f.Value < 0:
			return fmt.Errorf("schema: event %q: field %q: only values are marked secret (cards are hidden with a private event)", k.Kind, f.Name)
		case f.Secret && !k.Private:
			return fmt.Errorf("schema: event %q: field %q is secret, but the kind is never private: every seat would see it", k.Kind, f.Name)
		}
		names[f.Name] = true
		if f.Card >= 0 {
			cards[f.Card] = true
		} else {
			values[f.Value] = true
		}
	}
	switch {
	case k.Keeps && !cards[0]:
		return fmt.Errorf("schema: event %q gives a card back at the end, but declares no first card", k.Kind)
	case k.Keeps && k.Settles:
		return fmt.Errorf("schema: event %q both gives a card back at the end and settles a stage of play", k.Kind)
	}
	return nil
}
