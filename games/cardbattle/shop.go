package cardbattle

import "menagerie/game"

// startShop resets gold, turns this round's tier deck into the shop deck and
// deals the display; the First Player acts first.
func (s *State) startShop() {
	s.phase = phaseShop
	s.seat = s.first
	for p := 0; p < int(s.n); p++ {
		s.gold[p] = startGold
		s.passed[p] = false
	}
	deck := &s.decks[s.round]
	for i := range s.display {
		s.display[i] = deck.pop()
	}
	s.emit(Event{Kind: EventShopOpens, Seat: -1})
}

// petCount returns how many pets a hand holds.
func petCount(cards []Card, hand []CardID) int {
	n := 0
	for _, c := range hand {
		if cards[c].Kind == KindPet {
			n++
		}
	}
	return n
}

// tripleDeck is the tier deck a Triple draws from: the next one, or the
// current shop deck in the last round.
func (s *State) tripleDeck() int {
	if s.round == NumRounds {
		return NumRounds
	}
	return int(s.round) + 1
}

func (s *State) shopActions(dst []game.Action) []game.Action {
	var buf [handCap]CardID
	hand := s.hands[s.seat].all(buf[:0])
	menu := s.shopMenu()
	if menu.Buy {
		for i, c := range s.display {
			if c != 0 {
				dst = append(dst, actBuyDisplay+game.Action(i))
			}
		}
	}
	if menu.Blind {
		dst = append(dst, actBuyBlind)
	}
	if menu.Pass {
		dst = append(dst, actPass)
	}
	dst = s.sellMarks(dst, hand, 0)
	if len(hand) < handCap {
		dst = s.tripleActions(dst, hand)
	}
	return dst
}

// ShopMenu is what the seat to act in the shop may do besides selling and
// tripling: buy a card of the display (any slot holding one), buy the top
// card of the shop deck unseen, or pass.
type ShopMenu struct{ Buy, Blind, Pass bool }

// ShopMenu returns which buys and whether a pass are legal for the seat to
// act, with ok false outside the shop phase. It is what LegalActions lists
// before the sales and Triples, for a playout that chooses without listing
// them.
func (s *State) ShopMenu() (menu ShopMenu, ok bool) {
	if s.phase != phaseShop {
		return ShopMenu{}, false
	}
	return s.shopMenu(), true
}

// SellingFrom returns, while the seat to act reveals pets for one sale,
// the least id a further pet revealed may have (pets are revealed in id
// order, so that no sale is listed twice), with ok false in any other
// phase. A Sell of each distinct pet of the hand at or above it is legal,
// and so is finishing the sale.
func (s *State) SellingFrom() (from CardID, ok bool) {
	if s.phase != phaseSelling {
		return 0, false
	}
	return s.sellLast, true
}

// shopMenu is ShopMenu in the shop phase: a buy needs gold and room in the
// hand, a blind buy a card in the shop deck, and a pass at most maxPets pets.
func (s *State) shopMenu() ShopMenu {
	h := &s.hands[s.seat]
	buy := s.gold[s.seat] > 0 && h.size() < handCap
	pets := petCount(s.g.set.Cards, h.pub.slice()) + petCount(s.g.set.Cards, h.hid.slice())
	return ShopMenu{Buy: buy, Blind: buy && s.decks[s.round].n > 0, Pass: pets <= maxPets}
}

// sellMarks appends a Sell action for each distinct pet of the seat's hand
// (in id order) with id at least from (marking pets in id order avoids
// listing one sale twice).
func (s *State) sellMarks(dst []game.Action, hand []CardID, from CardID) []game.Action {
	cards := s.g.set.Cards
	prev := CardID(0)
	for _, c := range hand {
		if c != prev && c >= from && cards[c].Kind == KindPet {
			dst = append(dst, actSellBase+game.Action(c))
		}
		prev = c
	}
	return dst
}

func (s *State) sellActions(dst []game.Action) []game.Action {
	var buf [handCap]CardID
	dst = s.sellMarks(dst, s.hands[s.seat].all(buf[:0]), s.sellLast)
	return append(dst, actSellDone)
}

// tripleActions appends every distinct choice of three pets with one hat
// from the seat's hand (in id order), as card ids a <= b <= c.
func (s *State) tripleActions(dst []game.Action, hand []CardID) []game.Action {
	cards := s.g.set.Cards
	// distinct pet ids with their counts
	var ids [handCap]CardID
	var cnt [handCap]uint8
	n := 0
	for _, c := range hand {
		if cards[c].Kind != KindPet || cards[c].Hat < 0 {
			continue
		}
		if n > 0 && ids[n-1] == c {
			cnt[n-1]++
			continue
		}
		ids[n], cnt[n] = c, 1
		n++
	}
	// next[i] is the next distinct pet after i with i's hat, -1 for none:
	// the Triples are listed by walking these chains, in id order.
	var next [handCap]int
	for i := n - 1; i >= 0; i-- {
		next[i] = -1
		for j := i + 1; j < n; j++ {
			if cards[ids[j]].Hat == cards[ids[i]].Hat {
				next[i] = j
				break
			}
		}
	}
	for i := 0; i < n; i++ {
		for j := i; j >= 0; j = next[j] {
			if j == i && cnt[i] < 2 {
				continue
			}
			for k := j; k >= 0; k = next[k] {
				if (k == i && cnt[i] < 3) || (k == j && j != i && cnt[j] < 2) {
					continue
				}
				dst = append(dst, tripleAction(ids[i], ids[j], ids[k]))
			}
		}
	}
	return dst
}

func (s *State) applyShop(a game.Action) {
	p := int(s.seat)
	switch {
	case a < actBuyDisplay+displaySize:
		slot := int(a - actBuyDisplay)
		id := s.display[slot]
		s.gold[p]--
		s.display[slot] = 0
		s.emit(Event{Kind: EventBuy, Seat: p, Card: id, N: slot + 1})
		s.gain(p, id, true)
		// The rulebook refills the slot after the Buy ability resolves.
		s.display[slot] = s.decks[s.round].pop()
		s.endTurn()
	case a == actBuyBlind:
		s.gold[p]--
		id := s.decks[s.round].pop()
		s.emit(Event{Kind: EventBuyBlind, Seat: p, Card: id, Private: true})
		s.gain(p, id, false)
		s.endTurn()
	case a == actPass:
		s.passed[p] = true
		s.emit(Event{Kind: EventPass, Seat: p})
		s.endTurn()
	case a >= actSellBase && a < actSellBase+256:
		id := CardID(a - actSellBase)
		s.hands[p].take(id)
		s.selling.add(id)
		s.sellLast = id
		s.phase = phaseSelling
	case a == actSellDone:
		s.finishSale(p)
		s.endTurn()
	case a == actKeepFirst || a == actKeepSecond:
		keep := int(a - actKeepFirst)
		other := s.tripleDraw[1-keep]
		s.decks[s.tripleTier].pushBottom(other, 1<<p)
		s.gainTripled(p, s.tripleDraw[keep])
	case a >= actTripleBase:
		s.triple(p, a)
	}
}

// gain adds a bought card to the hand; a Buy ability reveals and resolves.
func (s *State) gain(p int, id CardID, public bool) {
	c := &s.g.cardsOf(p)[id]
	if c.Ability.Trigger == TriggerBuy {
		public = true
	}
	if public {
		s.hands[p].pub.add(id)
	} else {
		s.hands[p].hid.add(id)
	}
	if c.Ability.Trigger == TriggerBuy {
		s.shopAbility(p, id)
	}
}

// finishSale discards the revealed pets, pays 1 Apple each, then resolves
// their Sell abilities in the order they were revealed.
func (s *State) finishSale(p int) {
	cards := s.g.cardsOf(p)
	for _, id := range s.selling.slice() {
		s.discard[cards[id].Tier].push(id, allSeats)
		s.hands[p].pub.add(s.g.set.payment)
		s.emit(Event{Kind: EventSell, Seat: p, Card: id})
	}
	for _, id := range s.selling.slice() {
		if cards[id].Ability.Trigger == TriggerSell {
			s.shopAbility(p, id)
		}
	}
	s.selling.clear()
	s.sellLast = 0
}

// triple discards three same-hat pets, resolves their Triple abilities and
// draws two cards to keep one.
func (s *State) triple(p int, a game.Action) {
	x, y, z := tripleCards(a)
	cards := s.g.cardsOf(p)
	for _, id := range [3]CardID{x, y, z} {
		s.hands[p].take(id)
		s.discard[cards[id].Tier].push(id, allSeats)
	}
	s.emit(Event{Kind: EventTriple, Seat: p, Card: x, Card2: y, Card3: z})
	for _, id := range [3]CardID{x, y, z} {
		if cards[id].Ability.Trigger == TriggerTriple {
			s.shopAbility(p, id)
		}
	}
	t := s.tripleDeck()
	d := &s.decks[t]
	s.tripleTier = int8(t)
	s.tripleDraw[0] = d.pop()
	s.tripleDraw[1] = d.pop()
	switch {
	case s.tripleDraw[0] == 0:
		// An empty deck: nothing to draw (the Triple abilities resolved).
		s.tripleTier = 0
		s.endTurn()
	case s.tripleDraw[1] == 0:
		s.gainTripled(p, s.tripleDraw[0])
	default:
		s.phase = phaseTripleKeep
	}
}

func (s *State) gainTripled(p int, id CardID) {
	s.tripleDraw = [2]CardID{}
	s.tripleTier = 0
	s.gain(p, id, false)
	s.endTurn()
}

// shopAbility resolves a card's Buy, Sell, Triple or Battle Prep ability.
func (s *State) shopAbility(p int, id CardID) {
	ab := &s.g.cardsOf(p)[id].Ability
	if ab.Cond == CondRoundAtLeast && int(s.round) < ab.CondArg {
		return
	}
	switch {
	case ab.Cost == ResourceTrumpets && s.trumpets[p] >= int16(ab.CostN):
		s.trumpets[p] -= int16(ab.CostN)
	case ab.Cost == ResourceMana && s.mana[p] >= int16(ab.CostN):
		s.mana[p] -= int16(ab.CostN)
	case ab.Cost != ResourceNone:
		return // cannot pay
	}
	if ab.Cost != ResourceNone {
		s.emit(Event{Kind: EventPay, Seat: p, N: ab.CostN, Resource: ab.Cost})
	}
	s.emit(Event{Kind: EventAbility, Seat: p, Card: id, Trigger: ab.Trigger})
	for i := range ab.Effects {
		(effectScope{shop: s, p: p}).resolve(&ab.Effects[i])
	}
}

// maxResource bounds a player's Trumpets or Mana (an engine bound far above
// the 20 cards of each in a box).
const maxResource = 99

// endTurn passes the turn to the next seat that has not passed, or ends the
// Shop Phase when every seat has passed.
func (s *State) endTurn() {
	s.phase = phaseShop
	for k := 1; k <= int(s.n); k++ {
		next := (int(s.seat) + k) % int(s.n)
		if !s.passed[next] {
			s.seat = int8(next)
			return
		}
	}
	s.endShop()
}

// endShop discards the shop deck and display, and starts the Battle Phase.
func (s *State) endShop() {
	t := int(s.round)
	for i, c := range s.display {
		if c != 0 {
			s.discard[t].push(c, allSeats)
			s.display[i] = 0
		}
	}
	s.discard[t].moveAll(&s.decks[t])
	s.startBattlePhase()
}
