package cardbattle

import "menagerie/game"

// startBattlePhase resolves Battle Prep abilities (from the First Player or
// First Shopper on), then asks each seat in turn to order its deck.
func (s *State) startBattlePhase() {
	s.prepK = 0
	s.triggerPrep()
	s.continuePrep()
}

// prepSeat returns the seat whose Battle Prep abilities resolve now.
func (s *State) prepSeat() int { return (int(s.first) + int(s.prepK)) % int(s.n) }

// triggerPrep makes the Battle Prep abilities of the pets in the current
// prep seat's hand wait, all at once, and reveals those pets.
func (s *State) triggerPrep() {
	p := s.prepSeat()
	cards := s.g.cardsOf(p)
	s.prepWait.clear()
	var buf [handCap]CardID
	for _, id := range s.hands[p].all(buf[:0]) {
		if cards[id].Kind == KindPet && cards[id].Ability.Trigger == TriggerBattlePrep {
			s.prepWait.add(id)
		}
	}
	for _, id := range s.prepWait.slice() {
		s.hands[p].reveal(id)
	}
}

// continuePrep resolves the waiting Battle Prep abilities seat by seat, in
// card order, until a seat must choose which of its abilities resolves
// next (the choose rule, when the order can matter); after the last seat
// the seats order their decks.
func (s *State) continuePrep() {
	for int(s.prepK) < int(s.n) {
		p := s.prepSeat()
		for s.prepWait.n > 0 {
			if s.g.order == orderChoose && !s.prepOrderFree(p) {
				s.phase = phasePrepOrder
				s.seat = int8(p)
				return
			}
			id := s.prepWait.c[0]
			s.prepWait.remove(id)
			s.shopAbility(p, id)
		}
		s.prepK++
		if int(s.prepK) < int(s.n) {
			s.triggerPrep()
		}
	}
	s.startArrange()
}

// prepOptions appends the distinct Battle Prep abilities the seat may
// resolve next, in card order.
func (s *State) prepOptions(dst []game.Action) []game.Action {
	prev := CardID(0)
	for _, id := range s.prepWait.slice() {
		if id != prev {
			dst = append(dst, abilityAction(id, TriggerBattlePrep, false))
		}
		prev = id
	}
	return dst
}

// applyPrepOrder resolves the chosen Battle Prep ability, then the rest.
func (s *State) applyPrepOrder(id CardID) {
	p := s.prepSeat()
	s.emit(Event{Kind: EventChoose, Seat: p, Card: id, Trigger: TriggerBattlePrep, N: int(s.prepWait.n)})
	s.prepWait.remove(id)
	s.shopAbility(p, id)
	s.continuePrep()
}

// prepOrderFree reports whether every order of seat p's waiting Battle
// Prep abilities leaves the same result: the seat's Trumpets, Mana, gold
// and hand, the only parts of the game they touch. Abilities that neither
// pay nor count a resource only add, and sums do not depend on order; past
// maxOrderTasks waiting abilities the seat is asked without comparing.
func (s *State) prepOrderFree(p int) bool {
	w := s.prepWait.slice()
	if len(w) < 2 || w[0] == w[len(w)-1] {
		return true
	}
	onlyAdds := true
	for _, id := range w {
		ab := &s.g.cardsOf(p)[id].Ability
		onlyAdds = onlyAdds && ab.Cost == ResourceNone
		for i := range ab.Effects {
			per := ab.Effects[i].Per
			onlyAdds = onlyAdds && per != PerTrumpets && per != PerMana
		}
	}
	if onlyAdds {
		return true
	}
	if len(w) > maxOrderTasks {
		return false
	}
	var perm [maxOrderTasks]CardID
	copy(perm[:], w)
	base := s.prepRun(p, perm[:len(w)])
	for nextPerm(perm[:len(w)]) {
		if s.prepRun(p, perm[:len(w)]) != base {
			return false
		}
	}
	return true
}

// prepResult is what Battle Prep abilities change for their seat.
type prepResult struct {
	trumpets, mana int16
	gold           int8
	hand           hand
}

// prepRun resolves seat p's Battle Prep abilities in the order ids on a
// scratch copy of the state and returns the result.
func (s *State) prepRun(p int, ids []CardID) prepResult {
	c := *s
	c.log = game.EventLog{}
	for _, id := range ids {
		c.shopAbility(p, id)
	}
	return prepResult{trumpets: c.trumpets[p], mana: c.mana[p], gold: c.gold[p], hand: c.hands[p]}
}

// startArrange asks each seat in turn to order its battle deck.
func (s *State) startArrange() {
	for p := 0; p < int(s.n); p++ {
		s.order[p].clear()
		s.ordered[p] = 0
		s.toPlace[p].clear()
		var buf [handCap]CardID
		for _, id := range s.hands[p].all(buf[:0]) {
			s.toPlace[p].add(id)
		}
	}
	s.phase = phaseArrange
	s.seat = s.first
	s.settleArrangement()
}

// ToPlace appends to dst the cards the seat to act has still to place in
// its battle deck, in id order, with ok false outside the arrange phase.
// Placing any of them next is legal.
func (s *State) ToPlace(dst []CardID) (cards []CardID, ok bool) {
	if s.phase != phaseArrange {
		return dst, false
	}
	return append(dst, s.toPlace[s.seat].slice()...), true
}

// placeActions appends one action per distinct card still to place.
func (s *State) placeActions(dst []game.Action) []game.Action {
	prev := CardID(0)
	for _, c := range s.toPlace[s.seat].slice() {
		if c != prev {
			dst = append(dst, actPlaceBase+game.Action(c))
		}
		prev = c
	}
	return dst
}

func (s *State) applyPlace(id CardID) {
	p := s.seat
	s.toPlace[p].remove(id)
	s.placeNext(int(p), id)
	s.settleArrangement()
}

func (s *State) placeNext(p int, id CardID) {
	s.order[p].c[s.ordered[p]] = id
	s.ordered[p]++
	s.order[p].n = s.ordered[p]
}

// settleArrangement places cards that leave no choice (a single distinct
// card left) and moves on to the next seat or to the battle.
func (s *State) settleArrangement() {
	for {
		tp := &s.toPlace[s.seat]
		if tp.n > 0 && tp.c[0] != tp.c[tp.n-1] {
			return // a real choice remains
		}
		for tp.n > 0 {
			s.placeNext(int(s.seat), tp.c[tp.n-1])
			tp.n--
			tp.c[tp.n] = 0
		}
		next := (int(s.seat) + 1) % int(s.n)
		if next == int(s.first) {
			s.startBattles()
			return
		}
		s.seat = int8(next)
	}
}

// Order returns a seat's battle deck as arranged so far, top card first.
func (s *State) Order(seat int) []CardID {
	return append([]CardID(nil), s.order[seat].slice()...)
}

// LastPlaced returns the card a seat placed last in its battle deck this
// Battle Prep, or 0 if none yet.
func (s *State) LastPlaced(seat int) CardID {
	if s.ordered[seat] == 0 {
		return 0
	}
	return s.order[seat].c[s.ordered[seat]-1]
}
