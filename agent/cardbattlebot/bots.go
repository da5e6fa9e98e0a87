package cardbattlebot

import (
	"menagerie/agent"
	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// Bots returns Card Battle's own players and search parts: the heuristic
// player, the greedy playout and, for ISMCTS, the heuristic's deck order as
// an expert (on searchSamples opponent hands, searchRolls battles each) and
// its choices (modelling the opponent's order) as a prior.
func Bots() agent.GameBots {
	return agent.GameBots{
		Heuristic: func(spec string, g game.Game) (agent.Agent, error) {
			cg, err := agent.GameAs[*cb.Game](g)
			if err != nil {
				return nil, err
			}
			return NewHeuristic(spec, cg), nil
		},
		Playout: func(g game.Game) (agent.Rollout, error) {
			cg, err := agent.GameAs[*cb.Game](g)
			if err != nil {
				return nil, err
			}
			return Playout(cg), nil
		},
		Search: func(spec string, g game.Game) (prior agent.Agent, expert agent.Decide, err error) {
			cg, err := agent.GameAs[*cb.Game](g)
			if err != nil {
				return nil, nil, err
			}
			h := NewHeuristic(spec, cg)
			h.ModelOpponent = true
			h.Samples, h.Rolls, h.Shortlist = searchSamples, searchRolls, searchShortlist
			return h, h.DeckOrder, nil
		},
		EasyTemperature: 5, // five points of power
		Learned:         [][]byte{learned2p},
		// A beginner orders the deck on one imagined battle, not twelve.
		EasyPlayer: func(spec string, g game.Game) (agent.Agent, error) {
			cg, err := agent.GameAs[*cb.Game](g)
			if err != nil {
				return nil, err
			}
			h := NewHeuristic(spec, cg)
			h.Samples, h.Rolls = 1, 1
			return h, nil
		},
	}
}

// The search orders its deck on four times the heuristic's simulated
// battles: 8 sampled opponent hands, 6 battles each. The deck order decides
// most battles, and the larger count plays much better; its cost is paid
// once a deck, at the first placement (docs/bots.md).
const searchSamples, searchRolls = 8, 6

// searchShortlist bounds the search's first placement of a large hand: with
// six pets (2,160 candidate orders) each order plays a quarter of its
// battles and the 128 best play them all.
const searchShortlist = 128
