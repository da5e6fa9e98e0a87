package tableau

import "menagerie/game"

// cells returns the number of market cells.
func (s *State) cells() int { return s.g.r.rows * s.g.r.cols }

// drawCard takes the top card of the deck, first shuffling the discard pile
// into a new deck when the deck is empty; 0 when both are empty.
func (s *State) drawCard() CardID {
	if s.deck.n == 0 {
		if s.discard.n == 0 {
			return 0
		}
		s.deck, s.discard = s.discard, pile{}
		d := &s.deck
		s.rng.Shuffle(int(d.n), func(i, j int) { d.c[i], d.c[j] = d.c[j], d.c[i] })
		s.emit(Event{Kind: EventReshuffle, Seat: -1, N: int(d.n)})
	}
	return s.deck.pop()
}

// canDraw reports whether a card can be drawn.
func (s *State) canDraw() bool { return s.deck.n > 0 || s.discard.n > 0 }

// fillCell puts the deck's top card in an empty market cell.
func (s *State) fillCell(i int) {
	s.market[i] = s.drawCard()
}

// startRound refills the market, hands out the refill tokens and opens the
// start-of-market window.
func (s *State) startRound() {
	for i := 0; i < s.cells(); i++ {
		if s.market[i] == 0 {
			s.fillCell(i)
		}
	}
	for p := 0; p < s.g.r.players; p++ {
		s.drafts[p], s.refills[p], s.out[p] = 0, int8(s.g.r.refills), false
		for i := range s.tab[p] {
			s.tab[p][i].flags &^= fMarketDone
		}
	}
	s.emit(Event{Kind: EventRoundStarts, Seat: int(s.first)})
	s.stage = stageMarketStart
}

// startDrafting opens the first player's draft turn.
func (s *State) startDrafting() {
	s.stage = stageDraft
	s.turn, s.turnOpen, s.turnStarted, s.passes = s.first, true, false, 0
}

// eligible reports whether seat p still drafts this round.
func (s *State) eligible(p int) bool {
	return int(s.drafts[p]) < s.g.r.drafts && !s.out[p]
}

// marketOver reports whether the market phase has ended: nobody still
// drafts, or every player still drafting has passed since the market last
// changed.
func (s *State) marketOver() bool {
	active := 0
	for p := 0; p < s.g.r.players; p++ {
		if s.eligible(p) {
			active++
		}
	}
	return active == 0 || int(s.passes) >= active
}

// draftStep moves the market phase on by one step and reports whether a
// seat must now decide.
func (s *State) draftStep() bool {
	if !s.turnOpen {
		s.turn = int8((int(s.turn) + 1) % s.g.r.players)
		s.turnOpen, s.turnStarted = true, false
	}
	if s.marketOver() {
		s.startCombat()
		return false
	}
	p := int(s.turn)
	if !s.eligible(p) {
		s.turnOpen = false
		return false
	}
	if s.g.r.drawEachDraft {
		if !s.turnStarted {
			s.turnStarted = true
			for i := range s.tab[p] {
				s.tab[p][i].flags &^= fMarketDone
			}
		}
		if s.startMarketAbility(p) {
			return false
		}
	}
	s.seat = int8(p)
	if s.refills[p] > 0 || s.hasPick(p) {
		s.phase = phaseDraft
		return true
	}
	s.pass(p)
	return false
}

// pass ends seat p's draft turn without a card.
func (s *State) pass(p int) {
	s.passes++
	s.turnOpen = false
	if s.g.r.permanentPass {
		s.out[p] = true
	}
	s.emit(Event{Kind: EventPass, Seat: p})
}

// takeable reports whether seat p may take a card (M6): any animal; a
// food if p has a stack for it (food), a Chocolate if p has a stack below
// level 3 (choc).
func (s *State) takeable(p int, id CardID, food, choc bool) bool {
	tr := &s.g.traitsOf(p)[id]
	switch {
	case tr.animal:
		return true
	case tr.levelUp:
		return choc
	}
	return food
}

// foodTargets reports whether seat p may take a food and a Chocolate: a
// food needs a stack in p's own tableau (whatever food_targets says: "A
// food card can only be picked up if there is a stack in the tableau"),
// a Chocolate also a stack below level 3 that it may go on.
func (s *State) foodTargets(p int) (food, choc bool) {
	if s.tab[p].count() == 0 {
		return false, false
	}
	for q := 0; q < s.g.r.players; q++ {
		if q != p && !s.g.r.foodAny {
			continue
		}
		for i := range s.tab[q] {
			if st := &s.tab[q][i]; !st.empty() && st.n < MaxLevel {
				return true, true
			}
		}
	}
	return true, false
}

// hasFoodTarget reports whether seat p could put food id on a stack, own
// being p's tableau as it would be: own must hold a stack, and the
// food_targets option decides whether other tableaus' stacks count.
func (s *State) hasFoodTarget(p int, id CardID, own *tableau) bool {
	if own.count() == 0 {
		return false
	}
	choc := s.g.traitsOf(p)[id].levelUp
	for q := 0; q < s.g.r.players; q++ {
		t := &s.tab[q]
		switch {
		case q == p:
			t = own
		case !s.g.r.foodAny:
			continue
		}
		for i := range t {
			if !t[i].empty() && (!choc || t[i].n < MaxLevel) {
				return true
			}
		}
	}
	return false
}

// hasPick reports whether seat p may take some market card.
func (s *State) hasPick(p int) bool {
	food, choc := s.foodTargets(p)
	for i := 0; i < s.cells(); i++ {
		if id := s.market[i]; id != 0 && s.takeable(p, id, food, choc) {
			return true
		}
	}
	return false
}

// pickActions appends the market cards the seat to act may take.
func (s *State) pickActions(dst []game.Action) []game.Action {
	food, choc := s.foodTargets(int(s.seat))
	for i := 0; i < s.cells(); i++ {
		if id := s.market[i]; id != 0 && s.takeable(int(s.seat), id, food, choc) {
			dst = append(dst, actPick+game.Action(i))
		}
	}
	return dst
}

// draftActions appends a draft turn's actions: picks, refills, and pass
// when there is no pick (or voluntary_pass is on).
func (s *State) draftActions(dst []game.Action) []game.Action {
	n := len(dst)
	dst = s.pickActions(dst)
	canPick := len(dst) > n
	if s.refills[s.seat] > 0 {
		for r := 0; r < s.g.r.rows; r++ {
			dst = append(dst, actRefillRow+game.Action(r))
		}
		for c := 0; c < s.g.r.cols; c++ {
			dst = append(dst, actRefillCol+game.Action(c))
		}
	}
	if !canPick || s.g.r.voluntaryPass {
		dst = append(dst, actPass)
	}
	return dst
}

func (s *State) applyDraft(a game.Action) {
	p := int(s.seat)
	switch {
	case a == actPass:
		s.pass(p)
	case a >= actRefillRow && a < actPass:
		s.refill(a)
	default:
		s.drafts[p]++
		s.passes = 0
		s.turnOpen = false
		s.pick(int(a - actPick))
	}
}

// refill discards a market row or column and deals it again.
func (s *State) refill(a game.Action) {
	p := int(s.seat)
	s.refills[p]--
	s.passes = 0
	cols := s.g.r.cols
	var line [4]int
	n := 0
	if a < actRefillCol {
		r := int(a - actRefillRow)
		for c := 0; c < cols; c++ {
			line[n] = r*cols + c
			n++
		}
		s.emit(Event{Kind: EventRefillRow, Seat: p, N: r + 1})
	} else {
		c := int(a - actRefillCol)
		for r := 0; r < s.g.r.rows; r++ {
			line[n] = r*cols + c
			n++
		}
		s.emit(Event{Kind: EventRefillColumn, Seat: p, N: c + 1})
	}
	for _, i := range line[:n] {
		if s.market[i] != 0 {
			s.discard.push(s.market[i])
			s.market[i] = 0
		}
	}
	for _, i := range line[:n] {
		s.fillCell(i)
	}
}

// pick takes a market card into the seat's hand for placing.
func (s *State) pick(cell int) {
	id := s.market[cell]
	s.market[cell] = 0
	kind := EventTake
	if s.phase == phaseBonus {
		kind = EventBonusDraft
	}
	cols := s.g.r.cols
	s.emit(Event{Kind: kind, Seat: int(s.seat), Card: id, N: cell/cols + 1, N2: cell%cols + 1})
	s.beginPlacing(stack{card: id, n: 1}, true)
}

// canBonusDraft reports whether the seat to act may take a bonus draft now.
func (s *State) canBonusDraft() bool {
	p := int(s.seat)
	if s.g.r.bonusCounts && int(s.drafts[p]) >= s.g.r.drafts {
		return false
	}
	return s.hasPick(p)
}
