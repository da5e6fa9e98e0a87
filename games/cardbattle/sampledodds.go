package cardbattle

import "menagerie/game"

// SampledOdds estimates a scenario's odds from the given number of battles
// with rock dice rolled from rng (its rocks and choices lists are ignored):
// each result's share of the battles. Simultaneous abilities resolve in the
// order they arose, as in SimulateBattle. It is the calculator's fallback
// when an exact enumeration is too large; Positions is 0.
func (g *Game) SampledOdds(sc *Scenario, battles int, rng *game.RNG) Odds {
	var odds Odds
	if battles <= 0 {
		return odds
	}
	share := 1 / float64(battles)
	for i := 0; i < battles; i++ {
		var b battle
		g.battleFor(&b, sc)
		if w := b.playOut(rng); w >= 0 {
			odds.Win[w] += share
		} else {
			odds.Draw += share
		}
	}
	return odds
}
