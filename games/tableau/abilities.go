package tableau

import "menagerie/game"

// order returns the k-th seat in player order (from the first player,
// clockwise).
func (s *State) order(k int) int { return (int(s.first) + k) % s.g.r.players }

// startMarketAbility starts the next start-of-market ability that has not
// resolved, in player order and rear to front (only seat only's when only
// is not -1), and reports whether one started. The only such ability is
// Puffin's draw.
func (s *State) startMarketAbility(only int) bool {
	for k := 0; k < s.g.r.players; k++ {
		p := s.order(k)
		if only >= 0 && p != only {
			continue
		}
		t := &s.tab[p]
		for i := range t {
			st := &t[i]
			if st.empty() || st.flags&fMarketDone != 0 || !s.g.traitsOf(p)[st.card].startMarket {
				continue
			}
			st.flags |= fMarketDone
			if left := s.g.traitsOf(p)[st.card].draw[st.lvl()]; left > 0 {
				st.flags |= fActive
				s.seat, s.drawsLeft = int8(p), left
				s.emit(Event{Kind: EventAbility, Seat: p, Card: st.card, Slot: i})
				return true
			}
		}
	}
	return false
}

// drawerActive reports whether the seat to act still has the stack whose
// draw (Puffin's) is in progress (it may have been sold or merged away
// meanwhile).
func (s *State) drawerActive() bool { return s.drawer() != 0 }

// drawer returns the card of the seat to act's stack whose draw is in
// progress, or 0.
func (s *State) drawer() CardID {
	t := &s.tab[s.seat]
	for i := range t {
		if t[i].flags&fActive != 0 {
			return t[i].card
		}
	}
	return 0
}

// actingCard returns the card of the seat to act's stack whose pre-combat
// ability is resolving (a rolled-column wound's die and column).
func (s *State) actingCard() CardID { return s.tab[s.seat][s.actSlot].card }

// endDrawing ends the Puffin draw in progress.
func (s *State) endDrawing() {
	s.drawsLeft = 0
	t := &s.tab[s.seat]
	for i := range t {
		t[i].flags &^= fActive
	}
}

func (s *State) applyDraw(a game.Action) {
	drawer := s.drawer()
	if a == actStop {
		s.endDrawing()
		return
	}
	s.drawsLeft--
	if s.drawsLeft == 0 {
		s.endDrawing()
	}
	id := s.drawCard()
	s.emit(Event{Kind: EventDraw, Seat: int(s.seat), Card: id, Cause: drawer})
	s.beginPlacing(stack{card: id, n: 1}, false)
}

// startCombat opens the pre-combat window.
func (s *State) startCombat() {
	s.stage = stagePreCombat
	for p := 0; p < s.g.r.players; p++ {
		for i := range s.tab[p] {
			s.tab[p][i].flags &^= fCombatDone
		}
	}
	s.emit(Event{Kind: EventCombatStarts, Seat: int(s.first)})
}

// preCombatStep resolves pending Honey decisions, then the next pre-combat
// ability; it reports whether a seat (or the die) must now decide. When no
// ability is left, the combat is scored.
func (s *State) preCombatStep() bool {
	if p, i, ok := s.nextHoney(); ok {
		s.seat, s.actSlot, s.phase = int8(p), int8(i), phaseHoney
		return true
	}
	p, i, ok := s.nextPreCombat()
	if !ok {
		s.combat()
		return false
	}
	st := &s.tab[p][i]
	st.flags |= fCombatDone
	tr := &s.g.traitsOf(p)[st.card]
	s.emit(Event{Kind: EventAbility, Seat: p, Card: st.card, Slot: i})
	s.seat, s.actSlot = int8(p), int8(i)
	switch {
	case tr.wound == TargetRolled:
		s.actMax = tr.woundMax[st.lvl()]
		s.phase = phaseRoll
		return true
	case tr.woundMay:
		if s.useWoundDry(p, i) {
			s.phase = phaseMayWound
			return true
		}
	default:
		s.useWound(p, i)
	}
	return false
}

// nextHoney finds the first wounded Honey stack awaiting its owner's
// decision, in player order and rear to front.
func (s *State) nextHoney() (int, int, bool) {
	for k := 0; k < s.g.r.players; k++ {
		p := s.order(k)
		for i := range s.tab[p] {
			if s.tab[p][i].flags&fHoney != 0 {
				return p, i, true
			}
		}
	}
	return 0, 0, false
}

// nextPreCombat finds the next pre-combat ability that has not resolved:
// each player rear to front in player order, or (ability_order=
// slot_then_player) slot by slot, each slot in player order.
func (s *State) nextPreCombat() (int, int, bool) {
	n := s.g.r.players
	for x := 0; x < n*NumSlots; x++ {
		k, i := x/NumSlots, x%NumSlots
		if s.g.r.slotFirst {
			k, i = x%n, x/n
		}
		p := s.order(k)
		st := &s.tab[p][i]
		if !st.empty() && st.flags&fCombatDone == 0 && s.g.traitsOf(p)[st.card].preCombat {
			return p, i, true
		}
	}
	return 0, 0, false
}

// woundTarget returns the own slot a front or behind wound of the stack in
// slot i hits, or -1.
func (s *State) woundTarget(p, i int) int {
	switch s.g.traitsOf(p)[s.tab[p][i].card].wound {
	case TargetFront:
		if i+1 < NumSlots {
			return i + 1
		}
	case TargetBehind:
		return i - 1
	}
	return -1
}

// useWound applies the front, behind or column wound of seat p's stack in
// slot i.
func (s *State) useWound(p, i int) {
	if s.g.traitsOf(p)[s.tab[p][i].card].wound == TargetColumn {
		s.woundColumn(p, i, false)
		return
	}
	s.wound(p, s.woundTarget(p, i), false, false)
}

// useWoundDry reports whether useWound would change anything.
func (s *State) useWoundDry(p, i int) bool {
	if s.g.traitsOf(p)[s.tab[p][i].card].wound == TargetColumn {
		return s.woundColumn(p, i, true)
	}
	return s.wound(p, s.woundTarget(p, i), false, true)
}

// woundColumn wounds every stack in column i of every tableau but seat p's
// own (column_wound_self: that one too); with dry it only reports whether any
// would change.
func (s *State) woundColumn(p, i int, dry bool) bool {
	hit := false
	for k := 0; k < s.g.r.players; k++ {
		q := s.order(k)
		if q == p && !s.g.r.columnWoundSelf {
			continue
		}
		if s.wound(q, i, true, dry) {
			hit = true
			if dry {
				return true
			}
		}
	}
	return hit
}

// woundRolled resolves the Mosquito (seat to act, slot actSlot) in column
// col: every stack of level up to actMax (or exactly actMax) is wounded.
func (s *State) woundRolled(col int) {
	p, i := int(s.seat), int(s.actSlot)
	s.emit(Event{Kind: EventColumn, Seat: p, Slot: col, Cause: s.actingCard()})
	for k := 0; k < s.g.r.players; k++ {
		q := s.order(k)
		st := &s.tab[q][col]
		if st.empty() || (q == p && col == i && !s.g.r.rolledWoundSelf) {
			continue
		}
		if st.n == uint8(s.actMax) || (!s.g.r.rolledWoundExact && st.n < uint8(s.actMax)) {
			s.wound(q, col, true, false)
		}
	}
}

// wound wounds seat q's stack in slot j (column: by a column effect) and
// reports whether anything changed; with dry it changes nothing. An empty
// slot, a wounded stack, an immune one (its food, or a protecting stack in
// front) is unaffected; a shield food is used up instead.
func (s *State) wound(q, j int, column, dry bool) bool {
	if j < 0 || j >= NumSlots {
		return false
	}
	st := &s.tab[q][j]
	if st.empty() || st.wounded() {
		return false
	}
	ft := &s.g.traitsOf(q)[st.food]
	if ft.immune == ImmuneAll || (column && ft.immune == ImmuneColumn) {
		return false
	}
	if j+1 < NumSlots && !s.tab[q][j+1].empty() && s.g.traitsOf(q)[s.tab[q][j+1].card].protect {
		return false
	}
	if dry {
		return true
	}
	if ft.shield {
		s.emit(Event{Kind: EventShield, Seat: q, Card: st.card, Card2: st.food, Slot: j})
		s.discard.push(st.food)
		st.food = 0
		return true
	}
	st.flags |= fWounded
	if ft.honey {
		st.flags |= fHoney
	}
	s.emit(Event{Kind: EventWound, Seat: q, Card: st.card, Slot: j})
	return true
}

// applyHoney resolves the wounded Honey stack's decision: sold, it pays its
// sale and When-sold abilities, and its owner may draft 1/1/2 cards.
func (s *State) applyHoney(sell bool) {
	p, i := int(s.seat), int(s.actSlot)
	st := &s.tab[p][i]
	st.flags &^= fHoney
	if !sell {
		return
	}
	drafts := s.g.traitsOf(p)[st.food].honeyDrafts[st.lvl()]
	s.sellStack(p, i, false)
	s.bonus += drafts
}

// honeyStack is the Honey stack awaiting its decision.
func (s *State) honeyStack() *stack { return &s.tab[s.seat][s.actSlot] }
