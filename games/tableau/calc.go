package tableau

import "menagerie/game"

// ProjectedPowers returns each seat's power if combat were fought from
// here: the pre-combat abilities still to come that must happen (Bison,
// Scorpion) are applied to a copy, optional wounds (Bee) are declined, the
// Mosquito rolls nothing and no wounded Honey stack is sold. Bots use it to
// value a tableau; the state is not changed.
func (s *State) ProjectedPowers() [MaxSeats]int {
	c := *s
	c.log = game.EventLog{}
	if c.stage < stagePreCombat {
		for p := 0; p < c.g.r.players; p++ {
			for i := range c.tab[p] {
				c.tab[p][i].flags &^= fCombatDone
			}
		}
	}
	for {
		p, i, ok := c.nextPreCombat()
		if !ok {
			break
		}
		st := &c.tab[p][i]
		st.flags |= fCombatDone
		if tr := &c.g.traitsOf(p)[st.card]; tr.wound != TargetRolled && !tr.woundMay {
			c.useWound(p, i)
		}
	}
	var out [MaxSeats]int
	for p := 0; p < c.g.r.players; p++ {
		out[p] = c.powerOf(p)
	}
	return out
}
