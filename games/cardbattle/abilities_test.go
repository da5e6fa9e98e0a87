package cardbattle

import (
	"sort"
	"strings"
	"testing"

	"menagerie/game"
)

// TestEveryAbilityFires plays random games with every built-in pack, for
// 2, 4 and 6 players, and checks that every card's ability (pets and perks,
// shop and battle) fired in at least one of them.
func TestEveryAbilityFires(t *testing.T) {
	fired := map[string]bool{}
	var cs *CardSet
	for _, players := range []string{"2", "4", "6"} {
		g, err := New(nil, game.Options{"players": players, "packs": strings.Join(PackNames, ",")})
		if err != nil {
			t.Fatal(err)
		}
		cs = g.Cards()
		for seed := uint64(0); seed < 600; seed++ {
			s := g.newState(seed)
			s.RecordEvents(true)
			rng := game.NewRNG(seed)
			for !s.IsTerminal() {
				if s.CurrentPlayer() == game.Chance {
					o := s.ChanceOutcomes(nil)
					s.ApplyUnchecked(o[rng.Pick(o)].Action)
					continue
				}
				l := s.LegalActions(nil)
				s.ApplyUnchecked(l[rng.IntN(len(l))])
				for _, e := range drained(s) {
					if e.Kind == EventAbility {
						fired[cs.Name(e.Card)] = true
					}
				}
			}
		}
	}
	var never []string
	for _, id := range cs.IDs() {
		c := cs.Card(id)
		if c.Ability.Trigger != TriggerNone && !fired[c.Name] {
			never = append(never, c.Name)
		}
	}
	sort.Strings(never)
	if len(never) > 0 {
		t.Errorf("abilities that never fired in random games: %s", strings.Join(never, ", "))
	}
}
