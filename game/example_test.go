package game_test

import (
	"fmt"
	"log"

	"menagerie/game"
	"menagerie/games/tableau"
)

// A game is built from its engine's definition with rule options, and a
// seeded state played to the end here by uniformly random choices.
func ExamplePlayout() {
	g, err := tableau.Definition().New(nil, game.Options{"players": "2"})
	if err != nil {
		log.Fatal(err)
	}
	s := g.NewState(7)
	rng := game.NewRNG(7)
	returns := game.Playout(s, &rng, func(legal []game.Action) game.Action {
		return legal[rng.IntN(len(legal))]
	})
	fmt.Println(g.ResultText(s.Observe(game.Spectator)))
	fmt.Println("returns:", returns)
	// Output:
	// final VP: P1 48, P2 42
	// result: P1 wins the game
	// returns: [1 -1]
}
