package tableau

// StackInfo describes one tableau slot (Card 0: empty).
type StackInfo struct {
	Card       CardID
	Level      int // cards in the stack, Chocolates included
	Chocolates int
	Food       CardID
	Wounded    bool
}

func (st *stack) info() StackInfo {
	return StackInfo{Card: st.card, Level: int(st.n), Chocolates: int(st.choc), Food: st.food, Wounded: st.wounded()}
}

// Stack describes seat's stack in slot (0 is the rear).
func (s *State) Stack(seat, slot int) StackInfo { return s.tab[seat][slot].info() }

// Placing describes the card (or the stack a swap_in moved, moved true) that
// the seat to act is placing; Card is 0 when there is none.
func (s *State) Placing() (it StackInfo, moved bool) { return s.item.info(), s.lifted }

// MarketCell returns the card in a market cell (row-major), 0 if empty.
func (s *State) MarketCell(i int) CardID { return s.market[i] }

// Round returns the current round, from 1.
func (s *State) Round() int { return int(s.round) }

// Phase names the decision the state waits for: draft, place, bonus_draft,
// drawing, swap_in, honey, may_wound, wound_roll, wound_column or over.
func (s *State) Phase() string { return phaseNames[s.phase] }

// FirstPlayer returns this round's first player.
func (s *State) FirstPlayer() int { return int(s.first) }

// VP returns a seat's victory points.
func (s *State) VP(seat int) int { return int(s.vp[seat]) }

// LastPower returns a seat's power in the last combat.
func (s *State) LastPower(seat int) int { return int(s.power[seat]) }

// Drafts returns the cards a seat has drafted this round.
func (s *State) Drafts(seat int) int { return int(s.drafts[seat]) }

// RefillsLeft returns the market refills a seat has left this round.
func (s *State) RefillsLeft(seat int) int { return int(s.refills[seat]) }

// DeckSize returns the number of cards in the deck.
func (s *State) DeckSize() int { return int(s.deck.n) }

// BonusDrafts returns the bonus drafts the seat to act may still take.
func (s *State) BonusDrafts() int { return int(s.bonus) }
