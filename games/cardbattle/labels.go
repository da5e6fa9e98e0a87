package cardbattle

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

// moveKindNames are the labels' kinds, by move kind.
var moveKindNames = [...]string{
	MoveBuyDisplay: "buy", MoveBuyBlind: "buy_blind", MovePass: "pass", MoveSell: "sell",
	MoveSellDone: "sell_done", MoveTriple: "triple", MoveKeep: "keep", MovePlace: "place",
	MoveRocks: "rocks", MoveCoin: "coin", MoveAbility: "ability",
}

// Labels appends a label for each legal action of the seat to act. The
// cards a label names are public (the display) or the seat's own (its
// hand, its Triple draw, its deck, its pets' abilities); slots are 0-based
// display slots or the Triple draw's two cards.
func (s *State) Labels(dst []game.Label) []game.Label {
	var buf [128]game.Action
	return contract.Labels(dst, s.LegalActions(buf[:0]), s.ActionString, s.label)
}

// label gives a legal action's kind and the cards and slots it names.
func (s *State) label(a game.Action, parts *contract.LabelParts) game.Label {
	m, _ := DecodeAction(a)
	l := game.Label{Kind: moveKindNames[m.Kind]}
	switch m.Kind {
	case MoveBuyDisplay:
		l.Cards = parts.Cards(game.Card(s.display[m.Slot]))
		l.Slots = parts.Slots(m.Slot)
	case MoveKeep:
		l.Cards = parts.Cards(game.Card(s.tripleDraw[m.Slot]))
		l.Slots = parts.Slots(m.Slot)
	case MoveSell, MovePlace, MoveAbility:
		l.Cards = parts.Cards(game.Card(m.Card))
	case MoveTriple:
		l.Cards = parts.Cards(game.Card(m.Cards[0]), game.Card(m.Cards[1]), game.Card(m.Cards[2]))
	}
	return l
}
