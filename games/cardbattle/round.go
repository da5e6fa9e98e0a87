package cardbattle

// startBattles reveals every hand (decks are placed face up once arranged)
// and fights the round's first battle.
func (s *State) startBattles() {
	for p := 0; p < int(s.n); p++ {
		s.hands[p].revealAll()
	}
	s.bat = 0
	s.nextBattle()
}

// nextBattle starts the round's next battle: with two players the First
// Player token holder plays first; with more, a coin flip (a chance node)
// decides.
func (s *State) nextBattle() {
	if s.n == 2 {
		s.fight(int(s.first))
		return
	}
	s.phase = phaseCoin
}

// fight runs the current pair's battle with first as its First Player.
func (s *State) fight(first int) {
	pair := s.pairing()
	a, b := int(pair[0]), int(pair[1])
	side := 0
	if first == b {
		side = 1
	}
	s.b.reset(s.g, int(s.round), side, pair, [2][]CardID{s.order[a].slice(), s.order[b].slice()},
		[2]int{int(s.trumpets[a]), int(s.trumpets[b])}, [2]int{int(s.mana[a]), int(s.mana[b])})
	s.phase = phaseBattle
	s.emit(Event{Kind: EventBattleStarts, Seat: first, Target: a + b - first})
	if s.log.On() {
		s.emitDecks()
	}
	s.continueBattle()
}

// continueBattle runs the battle until it waits for a rock roll or for a
// seat's choice of order; when it ends, its winner takes the round's trophy
// and the next battle (or the end of the round) follows.
func (s *State) continueBattle() {
	s.b.run()
	if !s.b.over() {
		s.phase = phaseBattle
		if s.b.asking {
			s.phase = phaseAbilityOrder
			s.seat = s.b.seats[s.b.chooser()]
		}
		return
	}
	for side, p := range s.b.seats {
		s.mana[p] = s.b.s[side].mana // Mana stays until spent
	}
	winner := -1
	if w := s.b.winnerSeat(); w >= 0 {
		winner = int(s.b.seats[w])
	}
	s.award(winner)
	s.bat++
	if int(s.bat) < len(Pairings(int(s.n), int(s.round))) {
		s.nextBattle()
		return
	}
	s.endRound()
}

// award gives a battle's winner the round's trophy (2 in round 6); with two
// players the First Player token passes when its holder wins. A draw's
// trophy is removed from the game.
func (s *State) award(winner int) {
	if winner < 0 {
		s.emit(Event{Kind: EventTrophy, Seat: -1})
		return
	}
	n := 1
	if s.round == NumRounds {
		n = 2
	}
	s.trophies[winner] += int8(n)
	s.roundWins[s.round] |= 1 << winner
	s.emit(Event{Kind: EventTrophy, Seat: winner, N: n})
	if s.n == 2 && winner == int(s.first) {
		s.first = int8(1 - winner)
	}
}

// endRound returns temporary cards and Trumpets to the supply, then starts
// the next round (the First Shopper token moving on with 4 and 6 players)
// or ends the game.
func (s *State) endRound() {
	cards := s.g.set.Cards
	for p := 0; p < int(s.n); p++ {
		s.trumpets[p] = 0 // Trumpets return to the supply
		var kept bag
		for _, id := range s.hands[p].pub.slice() {
			if !cards[id].Supply() {
				kept.add(id)
			}
		}
		s.hands[p].pub = kept
		// The battle decks stay on view (Observation's battle_deck) until
		// the next Battle Prep gathers them.
		s.ordered[p] = 0
	}
	if s.round == NumRounds {
		s.phase = phaseOver
		s.emit(Event{Kind: EventGameOver, Seat: s.Winner()})
		return
	}
	s.round++
	if s.n > 2 {
		s.first = (s.first + 1) % s.n
	}
	s.startShop()
}

// emitDecks records every seat's battle deck, top first, three cards an
// event (a seat with none gets one empty event): the decks lie face up
// from the battle's start.
func (s *State) emitDecks() {
	for p := 0; p < int(s.n); p++ {
		d := s.order[p].slice()
		for i := 0; i == 0 || i < len(d); i += 3 {
			var c [3]CardID
			copy(c[:], d[i:min(i+3, len(d))])
			s.emit(Event{Kind: EventDeck, Seat: p, N: i, Card: c[0], Card2: c[1], Card3: c[2]})
		}
	}
}
