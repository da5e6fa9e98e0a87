// Package highcardbot holds High Card's own player: a heuristic that
// takes tricks cheaply and leads low unless a card is sure to win.
package highcardbot

import (
	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/highcard"
)

// Bots returns High Card's own players and search parts: the heuristic,
// and the heuristic as ISMCTS's prior.
func Bots() agent.GameBots {
	return agent.GameBots{
		Heuristic: func(spec string, g game.Game) (agent.Agent, error) {
			if _, err := agent.GameAs[*highcard.Game](g); err != nil {
				return nil, err
			}
			return Heuristic{Spec: spec}, nil
		},
		Search: func(spec string, g game.Game) (agent.Agent, agent.Decide, error) {
			if _, err := agent.GameAs[*highcard.Game](g); err != nil {
				return nil, nil, err
			}
			return Heuristic{Spec: spec}, nil, nil
		},
		EasyTemperature: 0.25, // a quarter of a sure point
	}
}
