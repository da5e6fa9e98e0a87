package cardbattle

// A footprint says which parts of a battle an ability may read or change,
// and how, so that two abilities that cannot affect each other are known to
// commute without resolving them (the quick half of the order check).

// part is a part of the battle an ability touches: a side's deck, active
// pet, Trumpets or Mana.
type part uint8

const (
	partDeck part = iota
	partPet
	partTrumpets
	partMana
	numParts
)

// use is how an ability touches a part. Two abilities touching the same
// part commute only when both use it in the same commutative way: adding
// the same card to a deck, or both throwing rocks at, feeding, healing or
// ailing a pet, or both gaining a resource (sums do not depend on order).
type use uint8

const (
	useNone  use = iota
	useOther     // any other use: reading it, paying, stripping Apples
	useRocks
	useEat
	useHeal
	useAilment
	useGain
)

// footprint is what one ability touches, per side and part, with the card
// it adds to each side's deck.
type footprint struct {
	use  [2][numParts]use
	card [2]CardID // the one card added to each side's deck (0: none)
	// mixed marks a deck that gets two different cards from this ability.
	mixed [2]bool
}

// touch records a use; a second, different use of the same part is useOther.
func (f *footprint) touch(side int, p part, u use) {
	switch cur := f.use[side][p]; {
	case cur == useNone:
		f.use[side][p] = u
	case cur != u:
		f.use[side][p] = useOther
	}
}

// footprintOf returns what task t may touch when it resolves.
func (b *battle) footprintOf(t *task) footprint {
	var f footprint
	p := int(t.seat)
	ab := &b.cards[p][t.card].Ability
	effects := ab.Effects
	if t.later {
		effects = ab.Later
	} else {
		if ab.Cond == CondNotFainted {
			f.touch(p, partPet, useOther)
		}
		switch ab.Cost {
		case ResourceTrumpets:
			f.touch(p, partTrumpets, useOther)
			f.touch(p, partPet, useOther) // a Golden Retriever locks them
		case ResourceMana:
			f.touch(p, partMana, useOther)
		}
	}
	for i := range effects {
		e := &effects[i]
		switch e.Per {
		case PerTrumpets:
			f.touch(p, partTrumpets, useOther)
		case PerMana:
			f.touch(p, partMana, useOther)
		}
		enemy := 1 - p
		switch e.Kind {
		case EffectAdd:
			dst := p
			if e.Place == PlaceEnemyDeckTop {
				dst = enemy
			}
			f.touch(dst, partDeck, useGain)
			if f.card[dst] != 0 && f.card[dst] != e.Card {
				f.mixed[dst] = true
			}
			f.card[dst] = e.Card
		case EffectRocks:
			target := enemy
			if e.Target == TargetSelf {
				target = p
			}
			f.touch(target, partPet, useRocks)
			// A Golden Retriever that faints discards its Trumpets.
			f.touch(target, partTrumpets, useRocks)
		case EffectEat:
			f.touch(p, partPet, useEat)
		case EffectHeal:
			f.touch(p, partPet, useHeal)
		case EffectGainTrumpets:
			f.touch(p, partTrumpets, useGain)
			f.touch(p, partPet, useOther) // a Golden Retriever's power
		case EffectGainMana:
			f.touch(p, partMana, useGain)
		case EffectAilment:
			q := enemy
			if e.Target == TargetSelf {
				q = p
			}
			f.touch(q, partPet, useAilment)
		case EffectStripApples:
			f.touch(enemy, partPet, useOther)
			f.touch(enemy, partTrumpets, useOther)
		}
	}
	return f
}

// commutes reports whether two abilities with these footprints leave the
// battle the same in either order, whatever the state and the rolls.
func commutes(x, y *footprint) bool {
	for side := 0; side < 2; side++ {
		for p := part(0); p < numParts; p++ {
			u, v := x.use[side][p], y.use[side][p]
			if u == useNone || v == useNone {
				continue
			}
			if u != v || u == useOther {
				return false
			}
			if p == partDeck && (x.mixed[side] || y.mixed[side] || x.card[side] != y.card[side]) {
				return false
			}
		}
	}
	return true
}
