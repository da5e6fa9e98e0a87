package cardbattle

import (
	"slices"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// TableView returns what seat (or game.Spectator) sees in Schema's terms,
// cards by id: what Observation shows it, and no more.
func (s *State) TableView(seat game.Player) game.TableView {
	me := int(seat)
	t := game.NewTableView(Schema, phaseNames[s.phase])
	count := func(id string, value func(p int) int) { t.Count(id, contract.EachSeat(int(s.n), value)...) }
	lay := func(id string, cards func(p int) []game.Card) { t.Lay(id, contract.EachSeat(int(s.n), cards)...) }
	// sideOf is seat p's side (0 or 1) of the battle shown, or -1.
	sideOf := func(p int) int {
		for k := range s.b.seats {
			if s.battleShown() && int(s.b.seats[k]) == p {
				return k
			}
		}
		return -1
	}
	// fighting is seat p's side of the battle shown, or nil.
	fighting := func(p int) *side {
		if k := sideOf(p); k >= 0 {
			return &s.b.s[k]
		}
		return nil
	}
	// ofSide is value of seat p's side, 0 outside the battle.
	ofSide := func(value func(sd *side) int) func(p int) int {
		return func(p int) int {
			if sd := fighting(p); sd != nil {
				return value(sd)
			}
			return 0
		}
	}

	t.Count("round", int(s.round))
	t.Count("first_player", int(s.first))
	count("opponent", s.opponent)
	count("trophies", func(p int) int { return int(s.trophies[p]) })
	count("gold", func(p int) int { return int(s.gold[p]) })
	count("trumpets", func(p int) int { return int(s.trumpets[p]) })
	count("mana", func(p int) int { return int(s.mana[p]) })
	count("passed", func(p int) int { return contract.Flag(s.passed[p]) })
	var dice, attacks, streak int
	if s.battleShown() {
		dice, attacks, streak = int(s.b.dice), int(s.b.attacks), int(s.b.streak)
	}
	t.Count("pending_dice", dice)
	t.Count("attacks", attacks)
	t.Count("streak", streak)
	count("power", ofSide(func(sd *side) int { return int(sd.act.power) }))
	count("damage", ofSide(func(sd *side) int { return int(sd.act.damage) }))
	count("fainted_pets", ofSide(func(sd *side) int { return int(sd.faintedPets) }))
	count("fainted_cards", ofSide(func(sd *side) int { return int(sd.faintedCards) }))
	first := -1
	if s.battleShown() {
		first = int(s.b.seats[s.b.first])
	}
	count("battle_side", func(p int) int { return sideOf(p) + 1 })
	t.Count("battle_first", first)

	t.Lay("display", contract.Cards(s.display[:]))
	n := 0
	for tier := 1; tier <= NumRounds; tier++ {
		n += int(s.decks[tier].n)
	}
	decks := make([]game.Card, 0, n)
	for tier := 1; tier <= NumRounds; tier++ {
		d := &s.decks[tier]
		for i := int(d.n) - 1; i >= 0; i-- {
			decks = append(decks, seenOrHidden(knows(me, d.known[i]), d.c[i]))
		}
	}
	t.Lay("tier_decks", decks)
	deckTiers := make([]int, 0, n)
	for tier := 1; tier <= NumRounds; tier++ {
		for range s.decks[tier].n {
			deckTiers = append(deckTiers, tier)
		}
	}
	t.Measure(deckTiers)
	discarded := s.seenDiscards(me)
	t.Lay("discard", contract.Cards(discarded.slice()))
	t.Lay("selling", contract.Cards(s.selling.slice()))
	hands := contract.EachSeat(int(s.n), func(p int) []game.Card {
		h := &s.hands[p]
		if p == me {
			var buf [handCap]CardID
			return contract.Cards(h.all(buf[:0]))
		}
		return append(contract.Cards(h.pub.slice()), contract.Unseen(int(h.hid.n))...)
	})
	t.Lay("hand", hands...)
	t.Measure(contract.EachSeat(int(s.n), func(p int) []int { return s.handTiers(p, hands[p]) })...)
	lay("triple_draw", func(p int) []game.Card {
		if s.phase != phaseTripleKeep || int(s.seat) != p {
			return []game.Card{0, 0}
		}
		return []game.Card{seenOrHidden(p == me, s.tripleDraw[0]), seenOrHidden(p == me, s.tripleDraw[1])}
	})
	lay("battle_deck", func(p int) []game.Card {
		if s.phase == phaseArrange && p != me {
			return contract.Unseen(int(s.ordered[p]))
		}
		sd := fighting(p)
		if sd == nil {
			return contract.Cards(s.order[p].slice())
		}
		deck := make([]game.Card, sd.n)
		for i := range deck {
			deck[i] = game.Card(sd.deck[int(sd.n)-1-i])
		}
		return deck
	})
	lay("active", func(p int) []game.Card {
		if sd := fighting(p); sd != nil {
			return []game.Card{game.Card(sd.act.card), game.Card(sd.act.perk)}
		}
		return []game.Card{0, 0}
	})
	t.Measure(contract.EachSeat(int(s.n), func(p int) []int {
		if sd := fighting(p); sd != nil && sd.act.card != 0 {
			return []int{contract.Flag(sd.act.fainted), int(sd.act.hitExtra), int(sd.act.attackLess), 0, 0, 0}
		}
		return make([]int, 6)
	})...)
	lay("set_aside", func(p int) []game.Card {
		if sd := fighting(p); sd != nil {
			return contract.Cards(sd.aside[:sd.asideN])
		}
		return []game.Card{}
	})
	waiting, marks := []game.Card{}, []int{}
	var buf [queueCap]game.Action
	var choices []game.Action
	switch {
	case s.phase == phasePrepOrder && me >= 0: // as the observation, which the spectator's lacks
		choices = s.prepOptions(buf[:0])
	case s.battleShown() && s.b.asking:
		choices = s.b.orderOptions(buf[:0])
	}
	for _, a := range choices {
		m, _ := DecodeAction(a)
		waiting = append(waiting, game.Card(m.Card))
		marks = append(marks, int(m.Trigger), contract.Flag(m.Later))
	}
	t.Lay("waiting", waiting)
	t.Measure(marks)
	return t
}

// seenOrHidden returns id as a card, or game.Hidden for a card not seen.
func seenOrHidden(seen bool, id CardID) game.Card {
	if seen {
		return game.Card(id)
	}
	return game.Hidden
}

// handTiers returns the tier of each card of seat p's hand as a view lays
// it out (cards), the hidden ones' from the lowest tier up: their backs
// show their tiers, not which card is which.
func (s *State) handTiers(p int, cards []game.Card) []int {
	cs := s.g.set
	hidden := make([]int, 0, s.hands[p].hid.n)
	for _, id := range s.hands[p].hid.slice() {
		hidden = append(hidden, cs.Cards[id].Tier)
	}
	slices.Sort(hidden)
	tiers := make([]int, len(cards))
	for i, c := range cards {
		if c == game.Hidden {
			tiers[i], hidden = hidden[0], hidden[1:]
			continue
		}
		tiers[i] = cs.Cards[c].Tier
	}
	return tiers
}
