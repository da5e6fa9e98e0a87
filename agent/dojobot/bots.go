package dojobot

import (
	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/dojo"
)

// Bots returns Dojo's own players and search parts: the heuristic player
// and, for ISMCTS, the greedy playout and the heuristic as a prior.
func Bots() agent.GameBots {
	return agent.GameBots{
		Heuristic: func(spec string, g game.Game) (agent.Agent, error) {
			dg, err := agent.GameAs[*dojo.Game](g)
			if err != nil {
				return nil, err
			}
			return NewHeuristic(spec, dg), nil
		},
		Playout: func(g game.Game) (agent.Rollout, error) {
			dg, err := agent.GameAs[*dojo.Game](g)
			if err != nil {
				return nil, err
			}
			return Playout(dg), nil
		},
		Search: func(spec string, g game.Game) (prior agent.Agent, expert agent.Decide, err error) {
			dg, err := agent.GameAs[*dojo.Game](g)
			if err != nil {
				return nil, nil, err
			}
			return NewHeuristic(spec, dg), nil, nil
		},
		EasyTemperature: 2, // two points of health
		Learned:         [][]byte{learned2p},
	}
}
