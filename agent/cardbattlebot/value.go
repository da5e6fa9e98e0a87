// Package cardbattlebot holds the computer players' knowledge of Card Battle:
// what each card is worth, how to shop with it, and how to order a deck with
// the battle calculator. It reads only observations, legal actions and
// sampled states.
package cardbattlebot

import (
	cb "menagerie/games/cardbattle"
)

// values estimates what each card adds to a team, in units of power.
type values struct {
	cs    *cb.CardSet
	of    []float64 // by card id
	apple cb.CardID
	// blind[t] is the mean value of a card of tier t.
	blind [cb.NumRounds + 1]float64
}

func newValues(cs *cb.CardSet, meanDie float64) *values {
	v := &values{cs: cs, of: make([]float64, len(cs.Cards))}
	v.apple = cs.SalePayment()
	for i := 1; i < len(cs.Cards); i++ {
		c := &cs.Cards[i]
		x := float64(c.Power)
		if c.Kind == cb.KindFood && c.Perk {
			x += 1.5*float64(c.DealtWhenAttacking) - 1.5*float64(c.TakenWhenAttacked)
		}
		x += abilityValue(cs, c, meanDie)
		v.of[i] = x
	}
	for t := 1; t <= cb.NumRounds; t++ {
		sum, n := 0.0, 0
		for _, id := range cs.TierCards(t) {
			sum += v.of[id]
			n++
		}
		if n > 0 {
			v.blind[t] = sum / float64(n)
		}
	}
	return v
}

// abilityValue is a rough worth of a card's ability.
func abilityValue(cs *cb.CardSet, c *cb.Card, meanDie float64) float64 {
	ab := &c.Ability
	total := 0.0
	for _, list := range [][]cb.Effect{ab.Effects, ab.Later} {
		for _, e := range list {
			n := float64(e.Count)
			if e.Per != cb.PerOne {
				n *= 1.5
				if e.Max > 0 {
					n = min(n, float64(e.Max))
				}
			}
			switch e.Kind {
			case cb.EffectAdd:
				card := cs.Card(e.Card)
				w := float64(card.Power)
				if card.Kind == cb.KindPet {
					w += 0.3
				}
				switch e.Place {
				case cb.PlaceHand:
					w *= 0.8 // temporary: only this round
				case cb.PlaceEnemyDeckTop:
					w = -0.6 * w
				}
				total += n * w
			case cb.EffectRocks:
				if e.Target == cb.TargetSelf {
					total -= n * meanDie
				} else {
					total += n * meanDie
				}
			case cb.EffectEat:
				total += n * float64(cs.Card(e.Card).Power)
			case cb.EffectHeal:
				total += 0.6 * n
			case cb.EffectRefreshGold:
				total += 0.8 * n
			case cb.EffectStripApples:
				total += 1.5
			case cb.EffectGainTrumpets, cb.EffectGainMana:
				total += 0.8 * n
			case cb.EffectAilment:
				w := 1.0 * n
				if e.Target == cb.TargetSelf {
					w = -w
				}
				total += w
			}
		}
	}
	switch ab.Trigger {
	case cb.TriggerSell, cb.TriggerTriple:
		total *= 0.4 // only if sold or tripled
	case cb.TriggerHurt, cb.TriggerEnemyFaints:
		total *= 0.8
	}
	if ab.Cond == cb.CondRoundAtLeast {
		total *= 0.5
	}
	if ab.Cost != cb.ResourceNone {
		// Paid only when the resource is there.
		total = 0.7*total - resourceWorth*float64(ab.CostN)
	}
	return total
}

// team is what a hand is worth for the coming battle: its best five pets,
// one perk per pet, and its temporary food.
func (v *values) team(hand []cb.CardID) float64 {
	food := 0.0
	for _, id := range hand {
		if c := &v.cs.Cards[id]; c.Kind != cb.KindPet && !c.Perk {
			food += 0.9 * v.of[id]
		}
	}
	t := v.summarize(hand)
	return t.value(v, food)
}

// summary is a hand's team as team() sees it, kept so that the gain of one
// more card costs a few comparisons (for playouts).
type summary struct {
	pets, perks [6]float64 // best first; only the best five count, the sixth for ties
	np, nk      int
}

func (v *values) summarize(hand []cb.CardID) summary {
	var t summary
	for _, id := range hand {
		c := &v.cs.Cards[id]
		switch {
		case c.Kind == cb.KindPet:
			t.np++
			insertDesc(&t.pets, min(t.np, len(t.pets)), v.of[id])
		case c.Perk:
			t.nk++
			insertDesc(&t.perks, min(t.nk, len(t.perks)), v.of[id])
		}
	}
	return t
}

// value is the summarized hand's team with food worth food: its best five
// pets, an Apple for each pet beyond them (surplus pets will be sold), and
// one perk per pet counted.
func (t *summary) value(v *values, food float64) float64 {
	pets := min(t.np, 5)
	total := food
	for _, x := range t.pets[:pets] {
		total += x
	}
	if t.np > 5 {
		total += 0.9 * float64(t.np-5) * v.of[v.apple]
	}
	for _, x := range t.perks[:min(t.nk, pets)] {
		total += x
	}
	return total
}

// insertDesc puts x into the first n slots of a, kept in decreasing order.
func insertDesc(a *[6]float64, n int, x float64) {
	i := n - 1
	for i > 0 && a[i-1] < x {
		a[i] = a[i-1]
		i--
	}
	if i >= 0 && (i == n-1 && a[i] >= x && n == len(a)) {
		return
	}
	a[i] = x
}

// gain is how much team value one more card adds (team(hand+id)-team(hand)).
func (t *summary) gain(v *values, id cb.CardID) float64 {
	c := &v.cs.Cards[id]
	x := v.of[id]
	switch {
	case c.Kind == cb.KindPet:
		g := 0.0
		if t.np < 5 {
			g = x
			if t.nk > t.np && t.np < 5 {
				g += t.perks[t.np] // one more perk now has a pet
			}
		} else {
			g = max(0, x-t.pets[4]) + 0.9*v.of[v.apple]
		}
		return g
	case c.Perk:
		slots := min(t.np, 5)
		if t.nk < slots {
			return x
		}
		if slots == 0 {
			return 0
		}
		return max(0, x-t.perks[slots-1])
	}
	return 0.9 * x
}
