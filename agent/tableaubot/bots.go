package tableaubot

import (
	"menagerie/agent"
	"menagerie/game"
	tb "menagerie/games/tableau"
)

// Bots returns Tableau's own players and search parts: the heuristic
// player, the quick playout and, for ISMCTS, the heuristic as a prior.
func Bots() agent.GameBots {
	return agent.GameBots{
		Heuristic: func(spec string, g game.Game) (agent.Agent, error) {
			tg, err := agent.GameAs[*tb.Game](g)
			if err != nil {
				return nil, err
			}
			return NewHeuristic(spec, tg), nil
		},
		Playout: func(g game.Game) (agent.Rollout, error) {
			tg, err := agent.GameAs[*tb.Game](g)
			if err != nil {
				return nil, err
			}
			return Playout(tg), nil
		},
		Search: func(spec string, g game.Game) (prior agent.Agent, expert agent.Decide, err error) {
			tg, err := agent.GameAs[*tb.Game](g)
			if err != nil {
				return nil, nil, err
			}
			return NewHeuristic(spec, tg), nil, nil
		},
		EasyTemperature: 2, // two VP
		Learned:         [][]byte{learned2p},
	}
}
