package cardbattlebot

import (
	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// maxOrderPositions bounds the battle calculator's exact look-ahead when
// choosing the order of simultaneous abilities; past it the bot estimates
// each option by sampled battles. The calculation is either small or huge:
// of 93 choices in 120 games between heuristics, 91 needed fewer than 300
// positions and 2 more than 100,000, where a position cost about 50
// microseconds (each checks its abilities' orders on scratch battles), so
// a higher bound only spends more time before the same fallback.
const maxOrderPositions = 300

// orderRolls is the number of sampled battles per option when the exact
// look-ahead is too large.
const orderRolls = 64

// abilityOrder chooses which of the seat's simultaneous abilities resolves
// next: the option with the highest chance to win the battle, then to
// draw, computed exactly by the battle calculator (every later choice of
// either player taken as best for them), or estimated by sampled battles
// when the calculation is too large. The battle is face up, so any sample
// of the state holds the real battle.
func abilityOrder(view *game.View, seed uint64) (game.Action, error) {
	legal := view.Legal()
	s := view.Sample(seed).(*cb.State)
	odds, err := s.OrderOdds(maxOrderPositions)
	if err != nil {
		if odds, err = sampledOrderOdds(s, legal, seed); err != nil {
			return 0, err
		}
	}
	best := 0
	for i, o := range odds {
		if o.Win > odds[best].Win || (o.Win == odds[best].Win && o.Draw > odds[best].Draw) {
			best = i
		}
	}
	return odds[best].Action, nil
}

// sampledOrderOdds estimates each option by playing the battle out with
// random rolls, later choices of order taken as they arose.
func sampledOrderOdds(s *cb.State, legal []game.Action, seed uint64) ([]cb.ChoiceOdds, error) {
	rng := game.NewRNG(seed)
	out := make([]cb.ChoiceOdds, len(legal))
	for i, a := range legal {
		out[i].Action = a
		for r := 0; r < orderRolls; r++ {
			result, err := s.PlayOutOrder(a, &rng)
			switch {
			case err != nil:
				return nil, err
			case result > 0:
				out[i].Win += 1.0 / orderRolls
			case result == 0:
				out[i].Draw += 1.0 / orderRolls
			}
		}
	}
	return out, nil
}
