package cardbattle

// effectScope is where an ability's effects act: in the shop (shop set) on
// seat p's hand, gold, Trumpets and Mana; in a battle (b set) on side p.
// It is passed by value and holds no state of its own.
type effectScope struct {
	shop *State
	b    *battle
	p    int
}

// resolve applies one effect of the vocabulary. It returns true if it
// started a rock throw that needs a roll (battle only). Card files allow
// each verb only where it means something (effectAllowed); a verb out of
// place does nothing.
func (x effectScope) resolve(e *Effect) bool {
	n := x.amount(e)
	switch e.Kind {
	case EffectAdd:
		if x.b != nil {
			x.b.addToDeck(x.p, e, n)
		} else {
			x.shop.addToHand(x.p, e, n)
		}
	case EffectGainTrumpets:
		trumpets, _ := x.resources()
		gain := min(*trumpets+int16(n), maxResource) - *trumpets
		*trumpets += gain
		if x.b != nil {
			if f := &x.b.s[x.p].act; f.trumpetPower && !f.fainted {
				f.power += gain // its printed power is the Trumpets
			}
		}
		if x.listened() {
			x.emit(Event{Kind: EventGain, Seat: x.p, N: n, Resource: ResourceTrumpets})
		}
	case EffectGainMana:
		_, mana := x.resources()
		*mana = min(*mana+int16(n), maxResource)
		if x.listened() {
			x.emit(Event{Kind: EventGain, Seat: x.p, N: n, Resource: ResourceMana})
		}
	case EffectRefreshGold:
		if s := x.shop; s != nil {
			n = min(n, startGold-int(s.gold[x.p]))
			s.gold[x.p] += int8(n)
			s.emit(Event{Kind: EventRefreshGold, Seat: x.p, N: n})
		}
	case EffectRocks:
		if x.b != nil {
			return x.b.throw(x.p, e, n)
		}
	case EffectEat:
		if x.b != nil {
			x.b.eat(x.p, e, n)
		}
	case EffectHeal:
		if x.b != nil {
			x.b.heal(x.p, n)
		}
	case EffectAilment:
		if x.b != nil {
			x.b.afflictPet(x.p, e, n)
		}
	case EffectStripApples:
		if x.b != nil {
			x.b.stripApples(1-x.p, e.Count)
		}
	}
	return false
}

// amount applies an effect's multiplier and cap to its count.
func (x effectScope) amount(e *Effect) int {
	if e.Per == PerOne {
		return e.Count // a cap comes only with a multiplier
	}
	return x.multiplied(e)
}

// multiplied is amount for an effect with a multiplier: fainted pets count
// only in battle, Trumpets and Mana are the scope's.
func (x effectScope) multiplied(e *Effect) int {
	fainted, enemyFainted := 0, 0
	if x.b != nil {
		fainted, enemyFainted = int(x.b.s[x.p].faintedPets), int(x.b.s[1-x.p].faintedPets)
	}
	trumpets, mana := x.resources()
	n := e.Count
	switch e.Per {
	case PerFaintedPets:
		n *= fainted
	case PerEnemyFaintedPets:
		n *= enemyFainted
	case PerTrumpets:
		n *= int(*trumpets)
	case PerMana:
		n *= int(*mana)
	}
	if e.Max > 0 && n > e.Max {
		n = e.Max
	}
	return n
}

// resources returns the scope's Trumpets and Mana.
func (x effectScope) resources() (trumpets, mana *int16) {
	if x.b != nil {
		sd := &x.b.s[x.p]
		return &sd.trumpets, &sd.mana
	}
	return &x.shop.trumpets[x.p], &x.shop.mana[x.p]
}

// listened reports whether anyone listens to the scope's events, so that
// none is built for nobody.
func (x effectScope) listened() bool {
	if x.b != nil {
		return x.b.sink != nil
	}
	return x.shop.log.On()
}

// emit reports an event of the shop or the battle.
func (x effectScope) emit(e Event) {
	if x.b != nil {
		x.b.emit(e)
		return
	}
	x.shop.emit(e)
}

// addToHand puts n copies of a supply card into seat p's hand.
func (s *State) addToHand(p int, e *Effect, n int) {
	for k := 0; k < n; k++ {
		s.hands[p].pub.add(e.Card)
	}
	s.emit(Event{Kind: EventAddHand, Seat: p, Card: e.Card, N: n})
}

// addToDeck puts n copies of a supply card on top of side p's deck, or of
// the enemy's.
func (b *battle) addToDeck(p int, e *Effect, n int) {
	dst := p
	if e.Place == PlaceEnemyDeckTop {
		dst = 1 - p
	}
	for k := 0; k < n; k++ {
		b.s[dst].push(e.Card)
	}
	if b.sink != nil {
		b.emit(Event{Kind: EventAddDeck, Seat: p, Card: e.Card, N: n, Target: dst})
	}
}

// throw readies n rock dice at a pet; it reports false when there is
// nothing to throw or nothing to hit.
func (b *battle) throw(p int, e *Effect, n int) bool {
	target := 1 - p
	if e.Target == TargetSelf {
		target = p
	}
	if n <= 0 || b.s[target].act.card == 0 {
		return false
	}
	b.dice = uint8(min(n, maxThrowDice))
	b.diceTarget = uint8(target)
	return true
}

// eat feeds side p's pet n copies of a supply food; Apple power (a food
// with apples: true) is kept apart for strip_apples.
func (b *battle) eat(p int, e *Effect, n int) {
	f := &b.s[p].act
	if f.fainted || f.card == 0 {
		if b.sink != nil {
			b.emit(Event{Kind: EventNoGain, Seat: p, Card: f.card})
		}
		return
	}
	food := &b.cards[p][e.Card]
	gain := int16(food.Power * n)
	f.power += gain
	f.foods += uint8(n)
	if food.Apples {
		f.apples += gain
	}
	if b.sink != nil {
		b.emit(Event{Kind: EventEat, Seat: p, Card: f.card, Card2: e.Card, N: n, Power: int(f.power), Damage: int(f.damage)})
	}
}

// heal removes up to n damage from side p's pet.
func (b *battle) heal(p int, n int) {
	f := &b.s[p].act
	if f.fainted {
		return
	}
	healed := min(int16(n), f.damage)
	f.damage -= healed
	if b.sink != nil {
		b.emit(Event{Kind: EventHeal, Seat: p, Card: f.card, N: int(healed), Power: int(f.power), Damage: int(f.damage)})
	}
}

// afflictPet puts n copies of an ailment on the enemy's or its own pet.
func (b *battle) afflictPet(p int, e *Effect, n int) {
	q := 1 - p
	if e.Target == TargetSelf {
		q = p
	}
	f := &b.s[q].act
	if f.card == 0 || n <= 0 {
		return
	}
	f.hitExtra, f.attackLess = afflict(f.hitExtra, f.attackLess, &b.cards[q][e.Card].Ailment, n)
	if b.sink != nil {
		b.emit(Event{Kind: EventAilment, Seat: q, Card: f.card, Card2: e.Card, N: n})
	}
}

// maxAilment bounds the sums of a pet's ailments, so that repeated
// ailments cannot overflow them.
const maxAilment = 99

// afflict adds n copies of an ailment to a pet's (or a pending pet's)
// sums: Taken to the damage of each hit, Dealt to its attacks' damage.
func afflict(hitExtra, attackLess int8, a *Ailment, n int) (int8, int8) {
	clamp := func(v int) int8 { return int8(max(-maxAilment, min(v, maxAilment))) }
	return clamp(int(hitExtra) + a.Taken*n), clamp(int(attackLess) - a.Dealt*n)
}

// stripApples takes up to limit of side q's pet's Apple power away (0: all
// of it); the pet faints if that leaves its damage at its power or more.
func (b *battle) stripApples(q, limit int) {
	f := &b.s[q].act
	if f.card == 0 || f.apples == 0 {
		return
	}
	lost := f.apples
	if limit > 0 {
		lost = min(lost, int16(limit))
	}
	f.power -= lost
	f.apples -= lost
	if b.sink != nil {
		b.emit(Event{Kind: EventStrip, Seat: q, Card: f.card, N: int(lost), Power: int(f.power), Damage: int(f.damage)})
	}
	if !f.fainted && f.damage >= f.power {
		b.markFainted(q)
	}
}
