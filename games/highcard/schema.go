package highcard

import "menagerie/game"

// Phase ids, as observations name them.
const (
	PhaseLead   = "lead"
	PhaseFollow = "follow"
	PhaseOver   = "over"
)

// Event kinds.
const (
	EventDraw  = "draw"
	EventPlay  = "play"
	EventTrick = "trick"
	EventEnd   = "end"
)

// LabelPlay is the kind of every labelled action: play a card of the hand.
const LabelPlay = "play"

// Counter and zone ids, in declaration order.
const (
	CounterPoints = "points"
	CounterTrick  = "trick"
	ZoneHand      = "hand"
	ZoneDeck      = "deck"
	ZoneTrick     = "trick"
	ZoneDiscard   = "discard"
)

// Schema is High Card's declared model.
var Schema = &game.Schema{
	Version:     2,
	Observation: &Observation{},
	Phases: []game.Phase{
		{ID: PhaseLead, Title: "Lead", Hint: "Play any card of your hand face up: the other player answers it, and the higher card takes a point."},
		{ID: PhaseFollow, Title: "Answer", Hint: "Play a card higher than the one led to take the point, or your lowest to keep your high cards for later."},
		{ID: PhaseOver, Title: "Game over", Hint: "The first to the target's points won, or the most points once the cards ran out."},
	},
	Counters: []game.Counter{
		{ID: CounterPoints, Title: "Points", Scope: game.SeatScope},
		{ID: CounterTrick, Title: "Trick", Scope: game.TableScope},
	},
	Zones: []game.Zone{
		{ID: ZoneHand, Title: "Hand", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Pile},
		{ID: ZoneDeck, Title: "Deck", Scope: game.TableScope, Visibility: game.Secret, Layout: game.Ordered},
		{ID: ZoneTrick, Title: "Trick", Scope: game.TableScope, Visibility: game.Public, Layout: game.Slots},
		{ID: ZoneDiscard, Title: "Played", Scope: game.TableScope, Visibility: game.Public, Layout: game.Pile},
	},
	Events: []game.EventKind{
		{Kind: EventDraw, Fields: []game.EventField{game.CardAt("card", 0)}, Private: true, Takes: true},
		{Kind: EventPlay, Fields: []game.EventField{game.CardAt("card", 0), game.ValueAt("place", game.SlotField, 0)}},
		{Kind: EventTrick, Fields: []game.EventField{game.CardAt("winner_card", 0), game.CardAt("loser_card", 1),
			game.ValueAt("points", game.NumberField, 0)}, Target: true},
		{Kind: EventEnd, Fields: []game.EventField{game.ValueAt("points_p1", game.NumberField, 0), game.ValueAt("points_p2", game.NumberField, 1)}},
	},
	Labels: []game.LabelKind{{Kind: LabelPlay, Role: game.Play}},
}
