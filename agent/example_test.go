package agent_test

import (
	"fmt"
	"log"

	"menagerie/agent"
	"menagerie/agent/tableaubot"
	"menagerie/game"
	"menagerie/games/tableau"
)

// Bots made from their specs choose the first draft of a Tableau game:
// each sees only a View of the position, never the deck's order.
func ExampleNew() {
	g, err := tableau.New(nil, game.Options{"players": "3"})
	if err != nil {
		log.Fatal(err)
	}
	s := g.NewState(7)
	for _, spec := range []string{"random", "heuristic", "ismcts:iters=100"} {
		bot, err := agent.New(spec, g, tableaubot.Bots())
		if err != nil {
			log.Fatal(err)
		}
		v := game.NewView(s)
		a, err := bot.Act(v, 1)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %s\n", bot.Name(), v.ActionString(a))
	}
	// Output:
	// random: take Carrion (row 3, column 2)
	// heuristic: take Dog (row 2, column 2)
	// ismcts:iters=100: refill market row 2
}
