package cardbattle

import "menagerie/game"

// startBattlePhase resolves Battle Prep abilities (from the First Player or
// First Shopper on), then asks each seat in turn to order its deck.
func (s *State) startBattlePhase() {
	cards := s.g.set.Cards
	for k := 0; k < int(s.n); k++ {
		p := (int(s.first) + k) % int(s.n)
		var buf [handCap]CardID
		for _, id := range s.hands[p].all(buf[:0]) {
			if cards[id].Kind == KindPet && cards[id].Ability.Trigger == TriggerBattlePrep {
				s.hands[p].reveal(id)
				s.shopAbility(p, id)
			}
		}
	}
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
