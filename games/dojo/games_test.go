package dojo

import (
	"testing"

	"menagerie/game"
)

// TestWholeGames plays thousands of random games under several option sets:
// every game ends, and the properties hold at every step: health never
// below 0 nor above the card's (without overheal), hands never above five,
// defeated piles only grow, and each card is in exactly one place.
func TestWholeGames(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	for _, opts := range []game.Options{{}, {"modifiers": "off"}, {"animals_only": "true"}, {"exercise": "honor", "turn_cap": "60"}} {
		t.Run(opts.String(), func(t *testing.T) {
			g := newGame(t, opts)
			capped := 0
			for seed := uint64(0); seed < uint64(games); seed++ {
				s := g.newState(seed)
				var defeated [2]uint8
				playRandom(t, s, seed, func(s *State) {
					for q := 0; q < 2; q++ {
						pl := &s.p[q]
						if pl.hand.n > HandSize || pl.defeated.n < defeated[q] {
							t.Fatalf("seed %d: P%d hand %d, defeated %d after %d", seed, q+1, pl.hand.n, pl.defeated.n, defeated[q])
						}
						defeated[q] = pl.defeated.n
						n := int(pl.hand.n + pl.deck.n + pl.discard.n + pl.defeated.n)
						for _, a := range pl.zone {
							if a.card != 0 {
								n++
								if a.hp <= 0 || int(a.hp) > s.maxHP(a.card) {
									t.Fatalf("seed %d: %s at %d health", seed, s.g.set.Name(a.card), a.hp)
								}
							}
						}
						n += b2i(pl.stay[0] != 0) + b2i(pl.stay[1] != 0)
						if s.played != 0 && int(s.active) == q {
							n++
						}
						if s.phase != phaseSetup && n != len(g.deck) {
							t.Fatalf("seed %d turn %d: P%d has %d cards, want %d\n%s", seed, s.turn, q+1, n, len(g.deck), s)
						}
					}
				})
				if s.Winner() < 0 {
					capped++
				}
			}
			if opts["turn_cap"] == "" && capped > 0 {
				t.Errorf("%d of %d random games reached the turn cap", capped, games)
			}
		})
	}
}
