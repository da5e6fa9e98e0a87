package cardbattle

// startBattle reveals both hands (decks are placed face up) and runs the
// auto battle until it needs a roll or ends.
func (s *State) startBattle() {
	for p := 0; p < numSeats; p++ {
		s.hands[p].revealAll()
	}
	s.b.sink = s.sink
	s.b.reset(s.g, int(s.round), int(s.first), [2][]CardID{s.order[0].slice(), s.order[1].slice()},
		[2]int{int(s.trumpets[0]), int(s.trumpets[1])}, [2]int{int(s.mana[0]), int(s.mana[1])})
	s.phase = phaseBattle
	s.emit(Event{Kind: EventBattleStarts, Seat: int(s.first)})
	s.continueBattle()
}

// continueBattle runs the battle; when it ends, the Trophy Phase follows.
func (s *State) continueBattle() {
	s.b.sink = s.sink
	s.b.run()
	if s.b.over() {
		for p := 0; p < numSeats; p++ {
			s.mana[p] = s.b.s[p].mana // Mana stays until spent
		}
		s.trophyPhase(s.b.winnerSeat())
	}
}

// trophyPhase awards the round's trophies, passes the First Player token if
// its holder won, returns temporary cards and starts the next round.
func (s *State) trophyPhase(winner int) {
	s.roundWinner[s.round] = int8(winner)
	if winner >= 0 {
		n := 1
		if s.round == NumRounds {
			n = 2
		}
		s.trophies[winner] += int8(n)
		s.emit(Event{Kind: EventTrophy, Seat: winner, N: n})
		if winner == int(s.first) {
			s.first = int8(1 - winner)
		}
	} else {
		s.emit(Event{Kind: EventTrophy, Seat: -1})
	}
	cards := s.g.set.Cards
	for p := 0; p < numSeats; p++ {
		s.trumpets[p] = 0 // Trumpets return to the supply
		var kept bag
		for _, id := range s.hands[p].pub.slice() {
			if !cards[id].Supply() {
				kept.add(id)
			}
		}
		s.hands[p].pub = kept
		s.order[p].clear()
		s.ordered[p] = 0
	}
	if s.round == NumRounds {
		s.phase = phaseOver
		s.emit(Event{Kind: EventGameOver, Seat: s.Winner()})
		return
	}
	s.round++
	s.startShop()
}
