package tableau

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

// moveKindNames are the labels' kinds, by move kind.
var moveKindNames = [...]string{
	MovePick: "take", MoveRefillRow: "refill_row", MoveRefillCol: "refill_column", MovePass: "pass",
	MoveDecline: "decline", MoveDraw: "draw", MoveStop: "stop", MoveHoneySell: "sell_wounded",
	MoveHoneyKeep: "keep_wounded", MoveWound: "wound", MoveNoWound: "no_wound", MoveColumn: "column",
	MoveRoll: "roll", MoveSell: "sell", MoveUpgrade: "upgrade", MoveSwapIn: "swap_in", MoveFood: "food",
	MoveMerge: "merge", MoveNewStack: "place",
}

// Labels appends a label for each legal action of the seat to act. Slots
// are market cells (row-major), market rows or columns, or tableau slots
// (0 the rear; a merge names its source, then its target); a food's target
// seat is in Seats. Everything a label names is face up.
func (s *State) Labels(dst []game.Label) []game.Label {
	var buf [256]game.Action
	return contract.Labels(dst, s.LegalActions(buf[:0]), s.ActionString, s.label)
}

// label gives a legal action's kind and the cards, slots and seats it
// names.
func (s *State) label(a game.Action, parts *contract.LabelParts) game.Label {
	m, _ := DecodeAction(a)
	l := game.Label{Kind: moveKindNames[m.Kind]}
	switch m.Kind {
	case MovePick:
		l.Cards = parts.Cards(game.Card(s.market[m.Cell]))
		l.Slots = parts.Slots(m.Cell)
	case MoveRefillRow, MoveRefillCol:
		l.Slots = parts.Slots(m.Line)
	case MoveColumn, MoveSell, MoveUpgrade, MoveSwapIn:
		l.Slots = parts.Slots(m.Slot)
	case MoveFood:
		l.Slots = parts.Slots(m.Slot)
		l.Seats = parts.Seats(game.Player(m.Seat))
	case MoveMerge:
		l.Slots = parts.Slots(m.From, m.Slot)
	case MoveNewStack:
		l.Slots = parts.Slots(m.K)
	}
	return l
}
