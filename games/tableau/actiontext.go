package tableau

import (
	"strconv"

	"menagerie/game"
)

// ActionString describes an action for people.
func (s *State) ActionString(a game.Action) string {
	var buf [160]byte
	return string(s.appendActionText(buf[:0], a))
}

// appendActionText appends what ActionString gives.
func (s *State) appendActionText(b []byte, a game.Action) []byte {
	m, ok := DecodeAction(a)
	if !ok {
		return strconv.AppendInt(append(b, "action "...), int64(a), 10)
	}
	cs := s.g.set
	cols := s.g.r.cols
	switch m.Kind {
	case MovePick:
		b = append(append(b, "take "...), cs.Name(s.market[m.Cell])...)
		b = appendNumber(append(b, " (row "...), m.Cell/cols+1)
		return append(appendNumber(append(b, ", column "...), m.Cell%cols+1), ')')
	case MoveRefillRow:
		return appendNumber(append(b, "refill market row "...), m.Line+1)
	case MoveRefillCol:
		return appendNumber(append(b, "refill market column "...), m.Line+1)
	case MovePass:
		return append(b, "pass"...)
	case MoveDecline:
		if s.phase == phaseSwapIn {
			return append(append(append(b, "keep the "...), cs.Name(s.swapper())...), " where it is"...)
		}
		return append(b, "take no more bonus drafts"...)
	case MoveDraw:
		return append(append(b, cs.Name(s.drawer())...), ": draw a card from the deck"...)
	case MoveStop:
		return append(append(b, cs.Name(s.drawer())...), ": stop drawing"...)
	case MoveHoneySell:
		return s.honeyStack().appendDescribe(append(b, "sell the wounded Honey stack "...), cs)
	case MoveHoneyKeep:
		return s.honeyStack().appendDescribe(append(b, "keep the wounded Honey stack "...), cs)
	case MoveWound:
		return s.appendWoundTarget(append(b, "wound "...))
	case MoveNoWound:
		return s.appendWoundTarget(append(b, "do not wound "...))
	case MoveColumn:
		return appendNumber(append(append(b, cs.Name(s.actingCard())...), " wounds column "...), m.Slot+1)
	case MoveRoll:
		b = append(append(append(b, "the "...), cs.Name(s.actingCard())...), " die shows "...)
		return appendNumber(b, m.Face)
	case MoveSell:
		st := &s.tab[s.seat][m.Slot]
		if st.empty() {
			// An illegal sale, named for its error message.
			return appendNumber(append(b, "sell the empty slot "...), m.Slot+1)
		}
		vp, drafts := s.saleValue(int(s.seat), st)
		b = appendSlot(st.appendDescribe(append(b, "sell "...), cs), m.Slot)
		b = append(appendNumber(append(b, " for "...), int(vp)), " VP"...)
		switch {
		case drafts == 1:
			b = append(b, " and a bonus draft"...)
		case drafts > 1:
			b = append(appendNumber(append(b, " and "...), int(drafts)), " bonus drafts"...)
		}
		return b
	case MoveUpgrade:
		b = s.appendItem(append(b, "add "...))
		b = appendSlot(s.tab[s.seat][m.Slot].appendDescribe(append(b, " to "...), cs), m.Slot)
		if m.OtherFood {
			b = append(b, ", keeping the moved stack's food"...)
		}
		return b
	case MoveSwapIn:
		b = append(append(append(b, "the "...), cs.Name(s.swapper())...), " takes slot "...)
		b = append(appendNumber(b, m.Slot+1), "; "...)
		return append(s.tab[s.seat][m.Slot].appendDescribe(b, cs), " is placed again"...)
	case MoveFood:
		b = append(s.appendItem(append(b, "put "...)), " on "...)
		if m.Seat != int(s.seat) {
			b = append(appendNumber(append(b, 'P'), m.Seat+1), "'s "...)
		}
		return appendSlot(s.tab[m.Seat][m.Slot].appendDescribe(b, cs), m.Slot)
	case MoveMerge:
		t := &s.tab[s.seat]
		b = appendSlot(t[m.From].appendDescribe(append(b, "merge "...), cs), m.From)
		b = appendSlot(t[m.Slot].appendDescribe(append(b, " into "...), cs), m.Slot)
		if m.OtherFood {
			b = append(append(b, ", keeping "...), cs.Name(t[m.From].food)...)
		}
		return b
	case MoveNewStack:
		b = append(s.appendItem(append(b, "place "...)), " in slot "...)
		b = append(appendNumber(b, kthSlot(m.Mask, m.K)+1), " as a new stack: "...)
		return s.appendLayout(b, m.Mask, m.K)
	}
	return strconv.AppendInt(append(b, "action "...), int64(a), 10)
}

// appendItem appends the card being placed, or the moved stack.
func (s *State) appendItem(b []byte) []byte {
	if s.lifted {
		return s.item.appendDescribe(append(b, "the moved stack "...), s.g.set)
	}
	return append(b, s.g.set.Name(s.item.card)...)
}

// appendWoundTarget appends what the optional wound awaiting a decision
// would hit.
func (s *State) appendWoundTarget(b []byte) []byte {
	if j := s.woundTarget(int(s.seat), int(s.actSlot)); j >= 0 {
		return appendSlot(s.tab[s.seat][j].appendDescribe(b, s.g.set), j)
	}
	return appendNumber(append(b, "column "...), int(s.actSlot)+1)
}

// appendLayout appends the tableau a placement would leave, e.g. "[Dog,
// NEW, -, Bee, -]".
func (s *State) appendLayout(b []byte, mask uint8, k int) []byte {
	cs := s.g.set
	t := &s.tab[s.seat]
	var old [NumSlots]CardID
	n := 0
	for i := range t {
		if !t[i].empty() {
			old[n] = t[i].card
			n++
		}
	}
	b = append(b, '[')
	j, o := 0, 0
	for i := 0; i < NumSlots; i++ {
		if i > 0 {
			b = append(b, ", "...)
		}
		switch {
		case mask&(1<<i) == 0:
			b = append(b, '-')
		case j == k:
			b = append(b, "NEW"...)
			j++
		default:
			b = append(b, cs.Name(old[o])...)
			o++
			j++
		}
	}
	return append(b, ']')
}

// appendSlot appends " (slot N)" for 0-based slot i.
func appendSlot(b []byte, i int) []byte {
	return append(appendNumber(append(b, " (slot "...), i+1), ')')
}

// appendNumber appends n in decimal.
func appendNumber(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) }
