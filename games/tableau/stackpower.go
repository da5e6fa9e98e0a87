package tableau

import "fmt"

// StackPowers returns what each stack adds to its seat's power now, as the
// combat would count it with the wounds the stacks have: [seat][slot],
// slot 0 the rear; a seat's stacks add up to its power. It reads only the
// observation (everything but the deck's order is face up), so any seat
// may work it out from its own view.
func (g *Game) StackPowers(o *Observation) ([][NumSlots]int, error) {
	if len(o.Tableaus) != g.r.players {
		return nil, fmt.Errorf("the observation has %d tableaus for %d players", len(o.Tableaus), g.r.players)
	}
	if o.FirstPlayer < 0 || o.FirstPlayer >= g.r.players {
		return nil, fmt.Errorf("the observation's first player P%d is not a seat of %d", o.FirstPlayer+1, g.r.players)
	}
	s := &State{g: g, first: int8(o.FirstPlayer)}
	for p, row := range o.Tableaus {
		if len(row) != NumSlots {
			return nil, fmt.Errorf("seat P%d's tableau has %d slots, not %d", p+1, len(row), NumSlots)
		}
		for i, v := range row {
			st, err := g.stackOf(v)
			if err != nil {
				return nil, fmt.Errorf("seat P%d's slot %d: %w", p+1, i+1, err)
			}
			s.tab[p][i] = st
		}
	}
	out := make([][NumSlots]int, g.r.players)
	for p := range out {
		out[p] = s.stackPowers(p)
	}
	return out, nil
}

// stackOf turns a slot of an observation back into a stack, checking that
// it is one this game could hold.
func (g *Game) stackOf(v StackView) (stack, error) {
	if v.Card == "" {
		return stack{}, nil
	}
	cs := g.set
	id, ok := cs.Lookup(v.Card)
	if !ok || !cs.Cards[id].IsAnimal() {
		return stack{}, fmt.Errorf("%q is no animal of card set %s", v.Card, cs.Set)
	}
	if v.Level < 1 || v.Level > MaxLevel || v.Chocolates < 0 || v.Chocolates >= v.Level {
		return stack{}, fmt.Errorf("%s: level %d with %d Chocolates is not a stack", v.Card, v.Level, v.Chocolates)
	}
	st := stack{card: id, n: uint8(v.Level), choc: uint8(v.Chocolates)}
	if v.Wounded {
		st.flags |= fWounded
	}
	if v.Food != "" {
		food, ok := cs.Lookup(v.Food)
		if !ok || cs.Cards[food].IsAnimal() {
			return stack{}, fmt.Errorf("%s: %q is no food of card set %s", v.Card, v.Food, cs.Set)
		}
		st.food = food
	}
	return st, nil
}
