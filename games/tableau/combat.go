package tableau

// Power returns seat's power as the combat would count it now, with the
// wounds it has.
func (s *State) Power(seat int) int { return s.powerOf(seat) }

// powerOf sums seat p's power: what each of its stacks adds.
func (s *State) powerOf(p int) int {
	total := 0
	for _, n := range s.stackPowers(p) {
		total += n
	}
	return total
}

// stackPowers returns what each of seat p's stacks adds to its power, rear
// to front: an unwounded stack its base power, its food's and its own
// bonuses, and what other stacks give it; a wounded stack nothing
// (wounded_bonus: only what it is given), though it still gives power to
// others.
func (s *State) stackPowers(p int) [NumSlots]int {
	t := &s.tab[p]
	var own, got [NumSlots]int
	empty, wounded := 0, 0
	for i := range t {
		switch {
		case t[i].empty():
			empty++
		case t[i].wounded():
			wounded++
		}
	}
	trs := s.g.traitsOf(p)
	for i := range t {
		st := &t[i]
		if st.empty() {
			continue
		}
		l := st.lvl()
		tr, ft := &trs[st.card], &trs[st.food]
		own[i] = int(tr.base[l]) + s.powerBonus(p, i, tr.self[l], tr.selfPer, tr.selfIf, empty, wounded) +
			s.powerBonus(p, i, ft.self[l], ft.selfPer, ft.selfIf, empty, wounded)
		if tr.giveCount == 0 || tr.give[l] == 0 || !s.cond(p, i, tr.giveIf) {
			continue
		}
		left := int(tr.giveCount)
		for j := i + 1; j < NumSlots && left > 0; j++ {
			switch {
			case !t[j].empty():
				got[j] += int(tr.give[l])
				left--
			case s.g.r.frontAdjacent:
				left = 0
			}
		}
	}
	var out [NumSlots]int
	for i := range t {
		switch {
		case t[i].empty():
		case !t[i].wounded():
			out[i] = own[i] + got[i]
		case s.g.r.woundedBonus:
			out[i] = got[i]
		}
	}
	return out
}

// powerBonus is a power effect of amt (for the stack's level) on seat p's stack
// in slot i, multiplied by per and gated by cond.
func (s *State) powerBonus(p, i int, amt int8, per Per, cond Cond, empty, wounded int) int {
	if amt == 0 || !s.cond(p, i, cond) {
		return 0
	}
	t := &s.tab[p]
	n := 1
	switch per {
	case PerWoundedFriend:
		n = wounded
		if t[i].wounded() {
			n--
		}
	case PerEmptySlot:
		n = empty
	case PerUnwoundedNeighbour:
		n = 0
		for _, d := range [2]int{-1, 1} {
			for j := i + d; j >= 0 && j < NumSlots; j += d {
				if !t[j].empty() {
					if !t[j].wounded() {
						n++
					}
					break
				}
				if !s.g.r.skipGaps {
					break
				}
			}
		}
	case PerWoundedInColumn:
		n = 0
		for q := 0; q < s.g.r.players; q++ {
			if q != p && s.tab[q][i].wounded() {
				n++
			}
		}
	}
	return int(amt) * n
}

// cond reports whether a power effect's condition holds for seat p's stack
// in slot i.
func (s *State) cond(p, i int, c Cond) bool {
	t := &s.tab[p]
	switch c {
	case CondWounded:
		return t[i].wounded()
	case CondFrontmost:
		for j := i + 1; j < NumSlots; j++ {
			if !t[j].empty() {
				return false
			}
		}
	case CondFrontWounded:
		return i+1 < NumSlots && t[i+1].wounded()
	case CondFirstPlayer:
		return p == int(s.first)
	}
	return true
}

// combat scores the round: 4 VP for the most power and 2 for the second
// (ties by the ties option), the least power becomes first player, wounds
// heal, and the next round (or the end) follows.
func (s *State) combat() {
	n := s.g.r.players
	for p := 0; p < n; p++ {
		s.power[p] = int16(s.scorePower(p))
		s.emit(Event{Kind: EventPower, Seat: p, N: int(s.power[p])})
	}
	awards := s.awards()
	for p := 0; p < n; p++ {
		if awards[p] > 0 {
			s.gainVP(p, vpCombat, awards[p])
			s.emit(Event{Kind: EventAward, Seat: p, N: int(awards[p])})
		}
	}
	s.first = int8(s.nextFirst())
	if int(s.round) < s.g.r.rounds {
		s.emit(Event{Kind: EventFirstPlayer, Seat: int(s.first)})
	}
	for p := 0; p < n; p++ {
		for i := range s.tab[p] {
			st := &s.tab[p][i]
			st.flags &^= fWounded | fHoney
			if st.food != 0 && s.g.traitsOf(p)[st.food].temporary {
				s.discard.push(st.food)
				st.food = 0
			}
		}
	}
	if int(s.round) == s.g.r.rounds {
		s.endGame()
		return
	}
	s.round++
	s.startRound()
}

// scorePower returns seat p's power in the combat, reporting what each of
// its stacks adds.
func (s *State) scorePower(p int) int {
	total := 0
	for i, n := range s.stackPowers(p) {
		if st := &s.tab[p][i]; !st.empty() {
			total += n
			s.emit(Event{Kind: EventStackPower, Seat: p, Card: st.card, Slot: i, N: n, N2: int(b2i(st.wounded()))})
		}
	}
	return total
}

// prize is the combat award for a place (1-based).
func (s *State) prize(place int) int16 {
	switch {
	case place == 1:
		return 4
	case place == 2 && s.g.r.players >= s.g.r.secondMin:
		return 2
	}
	return 0
}

// awards returns each seat's combat VP for this round's powers.
func (s *State) awards() [MaxSeats]int16 {
	n := s.g.r.players
	var out [MaxSeats]int16
	for p := 0; p < n; p++ {
		above, tied, distinct := 0, 0, 0
		for q := 0; q < n; q++ {
			switch {
			case s.power[q] > s.power[p]:
				above++
				seen := false
				for r := 0; r < q; r++ {
					seen = seen || s.power[r] == s.power[q]
				}
				if !seen {
					distinct++
				}
			case s.power[q] == s.power[p]:
				tied++
			}
		}
		switch s.g.r.ties {
		case tiesCompetition:
			out[p] = s.prize(above + 1)
		case tiesDense:
			out[p] = s.prize(distinct + 1)
		case tiesSplit:
			var sum int16
			for place := above + 1; place <= above+tied; place++ {
				sum += s.prize(place)
			}
			out[p] = sum / int16(tied)
		}
	}
	return out
}

// nextFirst returns next round's first player: the least power; among tied
// players the fewest VP (unless first_player_tiebreak=clockwise), then the
// nearest clockwise after the current first player.
func (s *State) nextFirst() int {
	n := s.g.r.players
	least := s.power[0]
	for p := 1; p < n; p++ {
		least = min(least, s.power[p])
	}
	fewest := int16(1 << 14)
	for p := 0; p < n; p++ {
		if s.power[p] == least {
			fewest = min(fewest, s.vp[p])
		}
	}
	for k := 1; k <= n; k++ {
		p := (int(s.first) + k) % n
		if s.power[p] == least && (s.g.r.clockwiseTiebreak || s.vp[p] == fewest) {
			return p
		}
	}
	return int(s.first)
}

// endGame sells every remaining stack (final_sale=auto; When-sold VP
// counts, bonus drafts do not) and ends the game.
func (s *State) endGame() {
	if s.g.r.finalSale {
		for k := 0; k < s.g.r.players; k++ {
			p := s.order(k)
			for i := range s.tab[p] {
				if !s.tab[p][i].empty() {
					s.sellStack(p, i, true)
				}
			}
		}
	}
	s.stage, s.phase = stageOver, phaseOver
	s.emit(Event{Kind: EventGameOver, Seat: -1})
}
