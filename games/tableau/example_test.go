package tableau_test

import (
	"fmt"
	"log"
	"strings"

	"menagerie/game"
	"menagerie/games/tableau"
)

// A three-player game of four drafts a round, and the market the first
// player drafts from.
func ExampleNew() {
	g, err := tableau.New(nil, game.Options{"players": "3", "drafts": "4"})
	if err != nil {
		log.Fatal(err)
	}
	s := g.NewState(1)
	o := s.Observe(game.Spectator).(*tableau.Observation)
	fmt.Printf("round %d of %d, %s phase, P%d drafts first\n", o.Round, o.Rounds, o.Phase, o.CurrentPlayer+1)
	fmt.Println("drafts a round:", o.DraftsPerRound)
	for _, row := range o.Market {
		fmt.Println("market:", strings.Join(row, ", "))
	}
	fmt.Println("deck:", o.DeckSize, "cards")
	// Output:
	// round 1 of 6, draft phase, P2 drafts first
	// drafts a round: 4
	// market: Cat, Bison, Horse
	// market: Monkey, Chocolate, Monkey
	// market: Mosquito, Mosquito, Dog
	// deck: 87 cards
}
