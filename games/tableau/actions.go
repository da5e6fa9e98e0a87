package tableau

import (
	"fmt"

	"menagerie/game"
)

// Action encoding: each kind of move has its own range.
const (
	actPick      game.Action = 0   // + market cell (row-major)
	actRefillRow game.Action = 16  // + row
	actRefillCol game.Action = 20  // + column
	actPass      game.Action = 24  // pass the draft turn
	actDecline   game.Action = 25  // take no (more) bonus drafts; keep the Frog where it is
	actDraw      game.Action = 26  // the Puffin draws a card
	actStop      game.Action = 27  // the Puffin stops drawing
	actHoneySell game.Action = 28  // sell the wounded Honey stack
	actHoneyKeep game.Action = 29  // keep it
	actWound     game.Action = 30  // use the optional wound
	actNoWound   game.Action = 31  // decline it
	actColumn    game.Action = 32  // + column: the Mosquito's column after a 6
	actRoll      game.Action = 40  // + face-1: the Mosquito die (chance)
	actSell      game.Action = 48  // + slot: sell a stack to make room
	actUpgrade   game.Action = 56  // + slot*2 + f: add the card (or moved stack) to a stack of its type
	actSwapIn    game.Action = 72  // + slot: the Frog takes this stack's slot
	actFood      game.Action = 80  // + seat*5 + slot: put the food on this stack
	actMerge     game.Action = 128 // + (from*5+to)*2 + f: merge two stacks of one type
	actLayout    game.Action = 256 // + mask*8 + k: place a new stack (see layoutAction)
	actEnd       game.Action = 512
)

// layoutAction places a new stack so that the tableau's occupied slots are
// mask, the new stack being the k-th of them from the rear; the other stacks
// keep their order.
func layoutAction(mask uint8, k int) game.Action {
	return actLayout + game.Action(mask)*8 + game.Action(k)
}

// MoveKind is the kind of a decoded action.
type MoveKind uint8

// Move kinds.
const (
	MovePick      MoveKind = iota + 1 // take a market card (Cell)
	MoveRefillRow                     // refill a market row (Line)
	MoveRefillCol                     // refill a market column (Line)
	MovePass                          // pass the draft turn
	MoveDecline                       // no more bonus drafts; or the Frog stays
	MoveDraw                          // the Puffin draws
	MoveStop                          // the Puffin stops
	MoveHoneySell                     // sell the wounded Honey stack
	MoveHoneyKeep                     // keep it
	MoveWound                         // use the optional wound
	MoveNoWound                       // decline it
	MoveColumn                        // the Mosquito's column (Slot) after a 6
	MoveRoll                          // chance: the Mosquito die shows Face
	MoveSell                          // sell the stack in Slot
	MoveUpgrade                       // add the card to the stack in Slot (OtherFood: keep the moved stack's food)
	MoveSwapIn                        // the Frog takes Slot; that stack is placed again
	MoveFood                          // put the food on Seat's stack in Slot
	MoveMerge                         // merge the stack in From into the one in Slot (OtherFood: keep From's food)
	MoveNewStack                      // place a new stack: occupied slots Mask, the new one the K-th from the rear
)

// Move is an action decoded.
type Move struct {
	Kind      MoveKind
	Cell      int
	Line      int
	Slot      int
	From      int
	Seat      int
	Face      int
	Mask      uint8
	K         int
	OtherFood bool
}

// DecodeAction says what an action does; ok is false for a number that is
// no Tableau action.
func DecodeAction(a game.Action) (m Move, ok bool) {
	switch {
	case a < 0 || a >= actEnd:
		return Move{}, false
	case a < actRefillRow:
		return Move{Kind: MovePick, Cell: int(a - actPick)}, true
	case a < actRefillCol:
		return Move{Kind: MoveRefillRow, Line: int(a - actRefillRow)}, true
	case a < actPass:
		return Move{Kind: MoveRefillCol, Line: int(a - actRefillCol)}, true
	case a <= actNoWound:
		return Move{Kind: MovePass + MoveKind(a-actPass)}, true
	case a >= actColumn && a < actColumn+NumSlots:
		return Move{Kind: MoveColumn, Slot: int(a - actColumn)}, true
	case a >= actRoll && a < actRoll+dieFaces:
		return Move{Kind: MoveRoll, Face: int(a-actRoll) + 1}, true
	case a >= actSell && a < actSell+NumSlots:
		return Move{Kind: MoveSell, Slot: int(a - actSell)}, true
	case a >= actUpgrade && a < actUpgrade+2*NumSlots:
		v := int(a - actUpgrade)
		return Move{Kind: MoveUpgrade, Slot: v / 2, OtherFood: v%2 == 1}, true
	case a >= actSwapIn && a < actSwapIn+NumSlots:
		return Move{Kind: MoveSwapIn, Slot: int(a - actSwapIn)}, true
	case a >= actFood && a < actFood+MaxSeats*NumSlots:
		v := int(a - actFood)
		return Move{Kind: MoveFood, Seat: v / NumSlots, Slot: v % NumSlots}, true
	case a >= actMerge && a < actMerge+2*NumSlots*NumSlots:
		v := int(a - actMerge)
		from, to := v/2/NumSlots, v/2%NumSlots
		if from == to {
			return Move{}, false
		}
		return Move{Kind: MoveMerge, From: from, Slot: to, OtherFood: v%2 == 1}, true
	case a >= actLayout:
		v := int(a - actLayout)
		mask, k := uint8(v/8), v%8
		if mask == 0 || k >= popcount(mask) {
			return Move{}, false
		}
		return Move{Kind: MoveNewStack, Mask: mask, K: k}, true
	}
	return Move{}, false
}

// Action encodes a move; it is the inverse of DecodeAction.
func (m Move) Action() game.Action {
	f := game.Action(0)
	if m.OtherFood {
		f = 1
	}
	switch m.Kind {
	case MovePick:
		return actPick + game.Action(m.Cell)
	case MoveRefillRow:
		return actRefillRow + game.Action(m.Line)
	case MoveRefillCol:
		return actRefillCol + game.Action(m.Line)
	case MovePass, MoveDecline, MoveDraw, MoveStop, MoveHoneySell, MoveHoneyKeep, MoveWound, MoveNoWound:
		return actPass + game.Action(m.Kind-MovePass)
	case MoveColumn:
		return actColumn + game.Action(m.Slot)
	case MoveRoll:
		return actRoll + game.Action(m.Face-1)
	case MoveSell:
		return actSell + game.Action(m.Slot)
	case MoveUpgrade:
		return actUpgrade + game.Action(m.Slot)*2 + f
	case MoveSwapIn:
		return actSwapIn + game.Action(m.Slot)
	case MoveFood:
		return actFood + game.Action(m.Seat*NumSlots+m.Slot)
	case MoveMerge:
		return actMerge + game.Action(m.From*NumSlots+m.Slot)*2 + f
	case MoveNewStack:
		return layoutAction(m.Mask, m.K)
	}
	return -1
}

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// ActionString describes an action for people.
func (s *State) ActionString(a game.Action) string {
	m, ok := DecodeAction(a)
	if !ok {
		return fmt.Sprintf("action %d", a)
	}
	cs := s.g.set
	cols := s.g.r.cols
	item := cs.Name(s.item.card)
	if s.lifted {
		item = "the moved stack " + s.item.describe(cs)
	}
	switch m.Kind {
	case MovePick:
		return fmt.Sprintf("take %s (row %d, column %d)", cs.Name(s.market[m.Cell]), m.Cell/cols+1, m.Cell%cols+1)
	case MoveRefillRow:
		return fmt.Sprintf("refill market row %d", m.Line+1)
	case MoveRefillCol:
		return fmt.Sprintf("refill market column %d", m.Line+1)
	case MovePass:
		return "pass"
	case MoveDecline:
		if s.phase == phaseSwapIn {
			return fmt.Sprintf("keep the %s where it is", cs.Name(s.swapper()))
		}
		return "take no more bonus drafts"
	case MoveDraw:
		return cs.Name(s.drawer()) + ": draw a card from the deck"
	case MoveStop:
		return cs.Name(s.drawer()) + ": stop drawing"
	case MoveHoneySell:
		return fmt.Sprintf("sell the wounded Honey stack %s", s.honeyStack().describe(cs))
	case MoveHoneyKeep:
		return fmt.Sprintf("keep the wounded Honey stack %s", s.honeyStack().describe(cs))
	case MoveWound:
		return "wound " + s.mayWoundTarget()
	case MoveNoWound:
		return "do not wound " + s.mayWoundTarget()
	case MoveColumn:
		return fmt.Sprintf("%s wounds column %d", cs.Name(s.actingCard()), m.Slot+1)
	case MoveRoll:
		return fmt.Sprintf("the %s die shows %d", cs.Name(s.actingCard()), m.Face)
	case MoveSell:
		st := &s.tab[s.seat][m.Slot]
		if st.empty() {
			// An illegal sale, named for its error message.
			return fmt.Sprintf("sell the empty slot %d", m.Slot+1)
		}
		vp, drafts := s.saleValue(int(s.seat), st)
		text := fmt.Sprintf("sell %s (slot %d) for %d VP", st.describe(cs), m.Slot+1, vp)
		switch {
		case drafts == 1:
			text += " and a bonus draft"
		case drafts > 1:
			text += fmt.Sprintf(" and %d bonus drafts", drafts)
		}
		return text
	case MoveUpgrade:
		text := fmt.Sprintf("add %s to %s (slot %d)", item, s.tab[s.seat][m.Slot].describe(cs), m.Slot+1)
		if m.OtherFood {
			text += ", keeping the moved stack's food"
		}
		return text
	case MoveSwapIn:
		return fmt.Sprintf("the %s takes slot %d; %s is placed again", cs.Name(s.swapper()), m.Slot+1, s.tab[s.seat][m.Slot].describe(cs))
	case MoveFood:
		whose := ""
		if m.Seat != int(s.seat) {
			whose = fmt.Sprintf("P%d's ", m.Seat+1)
		}
		return fmt.Sprintf("put %s on %s%s (slot %d)", item, whose, s.tab[m.Seat][m.Slot].describe(cs), m.Slot+1)
	case MoveMerge:
		t := &s.tab[s.seat]
		text := fmt.Sprintf("merge %s (slot %d) into %s (slot %d)", t[m.From].describe(cs), m.From+1, t[m.Slot].describe(cs), m.Slot+1)
		if m.OtherFood {
			text += fmt.Sprintf(", keeping %s", cs.Name(t[m.From].food))
		}
		return text
	case MoveNewStack:
		return fmt.Sprintf("place %s in slot %d as a new stack: %s", item, kthSlot(m.Mask, m.K)+1, s.layoutString(m.Mask, m.K))
	}
	return fmt.Sprintf("action %d", a)
}

// kthSlot returns the slot of the k-th occupied slot of mask from the rear.
func kthSlot(mask uint8, k int) int {
	for i := 0; i < NumSlots; i++ {
		if mask&(1<<i) != 0 {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return -1
}

// layoutString shows the tableau a placement would leave, e.g.
// "[Dog, NEW, -, Bee, -]".
func (s *State) layoutString(mask uint8, k int) string {
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
	out := "["
	j, o := 0, 0
	for i := 0; i < NumSlots; i++ {
		if i > 0 {
			out += ", "
		}
		switch {
		case mask&(1<<i) == 0:
			out += "-"
		case j == k:
			out += "NEW"
			j++
		default:
			out += cs.Name(old[o])
			o++
			j++
		}
	}
	return out + "]"
}
