package cardbattle

import "menagerie/game"

// Hash returns a 64-bit hash of the whole state (hidden cards included).
func (s *State) Hash() uint64 {
	h := game.NewHasher()
	h.Byte(byte(s.round))
	h.Byte(byte(s.phase))
	h.Byte(byte(s.first))
	h.Byte(byte(s.seat))
	h.Byte(byte(s.n))
	h.Byte(byte(s.bat))
	for p := 0; p < int(s.n); p++ {
		h.Byte(b2u(s.passed[p]))
		h.Byte(byte(s.gold[p]))
		h.Int(int64(s.trumpets[p]))
		h.Int(int64(s.mana[p]))
		h.Byte(byte(s.trophies[p]))
		hashBag(&h, &s.hands[p].pub)
		hashBag(&h, &s.hands[p].hid)
		hashBag(&h, &s.order[p])
		h.Byte(s.ordered[p])
		hashBag(&h, &s.toPlace[p])
	}
	for r := range s.roundWins {
		h.Byte(s.roundWins[r])
	}
	for t := range s.decks {
		hashPile(&h, &s.decks[t])
		hashPile(&h, &s.discard[t])
	}
	for _, c := range s.display {
		h.Byte(byte(c))
	}
	hashBag(&h, &s.selling)
	h.Byte(byte(s.sellLast))
	h.Byte(byte(s.tripleDraw[0]))
	h.Byte(byte(s.tripleDraw[1]))
	h.Byte(byte(s.tripleTier))
	if s.phase == phaseBattle || s.phase == phaseAbilityOrder {
		s.b.hash(&h)
	}
	if s.phase == phasePrepOrder {
		h.Byte(byte(s.prepK))
		hashBag(&h, &s.prepWait)
	}
	return h.Sum()
}

func b2u(b bool) byte {
	if b {
		return 1
	}
	return 0
}

func hashBag(h *game.Hasher, b *bag) {
	h.Byte(b.n)
	for _, c := range b.slice() {
		h.Byte(byte(c))
	}
}

func hashPile(h *game.Hasher, p *pile) {
	h.Byte(p.n)
	for i := 0; i < int(p.n); i++ {
		h.Byte(byte(p.c[i]))
		h.Byte(p.known[i])
	}
}

func (b *battle) hash(h *game.Hasher) {
	h.Byte(byte(b.step))
	h.Byte(b.first)
	h.Byte(byte(b.seats[0]))
	h.Byte(byte(b.seats[1]))
	h.Byte(b.dice)
	h.Byte(b.diceTarget)
	h.Byte(b.streak)
	h.Byte(b.gens)
	h.Byte(b2u(b.asking))
	h.Byte(b2u(b.picked))
	h.Int(int64(b.attacks))
	for p := 0; p < 2; p++ {
		sd := &b.s[p]
		h.Byte(sd.n)
		for _, c := range sd.deck[:sd.n] {
			h.Byte(byte(c))
		}
		f := &sd.act
		h.Byte(byte(f.card))
		h.Byte(byte(f.perk))
		h.Int(int64(f.power))
		h.Int(int64(f.damage))
		h.Int(int64(f.apples))
		h.Byte(f.foods)
		h.Byte(b2u(f.fainted))
		h.Byte(b2u(f.aside))
		h.Byte(b2u(f.trumpetPower))
		h.Byte(byte(f.hitExtra))
		h.Byte(byte(f.attackLess))
		h.Byte(byte(sd.pendHitExtra))
		h.Byte(byte(sd.pendAttackLess))
		h.Int(int64(sd.trumpets))
		h.Int(int64(sd.mana))
		h.Int(int64(sd.pendPower))
		h.Int(int64(sd.pendApples))
		h.Byte(sd.pendFoods)
		h.Byte(byte(sd.pendPerk))
		h.Byte(sd.faintedPets)
		h.Byte(sd.faintedCards)
		h.Byte(sd.asideN)
		for _, c := range sd.aside[:sd.asideN] {
			h.Byte(byte(c))
		}
	}
	for _, q := range [2]struct {
		t    []task
		from uint8
	}{{b.cur[:b.curN], b.curAt}, {b.nxt[:b.nxtN], 0}} {
		h.Byte(q.from)
		h.Byte(byte(len(q.t)))
		for _, t := range q.t {
			h.Byte(t.seat)
			h.Byte(b2u(t.later))
			h.Byte(t.next)
			h.Byte(byte(t.card))
			h.Byte(byte(t.trig))
		}
	}
}
