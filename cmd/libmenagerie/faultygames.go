//go:build cgo && faultygames

package main

import (
	"math"

	"menagerie/agent"
	"menagerie/agent/dojobot"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/gametest"
	"menagerie/registry"
)

// The Python package's tests build the library with -tags faultygames to
// reach two deliberately broken games, which no other build holds:
// faulty-dojo, whose states panic after 40 actions, and panicking-dojo,
// whose heuristic bot panics after 1,000 decisions.
func init() {
	panicking := agent.GameBots{Heuristic: func(string, game.Game) (agent.Agent, error) {
		return gametest.PanickingBot(1000), nil
	}}
	for _, e := range []*registry.Entry{
		{Definition: gametest.Faulty(dojo.Definition(), "faulty-dojo", 40), Bots: dojobot.Bots()},
		{Definition: gametest.Faulty(dojo.Definition(), "panicking-dojo", math.MaxInt), Bots: panicking},
	} {
		if _, err := registry.Register(e); err != nil {
			panic(err)
		}
	}
}
