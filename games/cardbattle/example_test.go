package cardbattle_test

import (
	"fmt"
	"log"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// A four-player game with the Classic and Golden packs, and what the first
// seat sees and may do at its first turn.
func ExampleNew() {
	g, err := cardbattle.New(nil, game.Options{"players": "4", "packs": "classic,golden"})
	if err != nil {
		log.Fatal(err)
	}
	s := g.NewState(1)
	o := s.Observe(0).(*cardbattle.Observation)
	fmt.Printf("round %d, %s phase, P%d to act\n", o.Round, o.Phase, o.CurrentPlayer+1)
	fmt.Println("gold:", o.Gold)
	fmt.Println("shop:", strings.Join(o.Display, ", "))
	fmt.Printf("P1 battles P%d this round\n", o.Opponent+1)
	for _, l := range s.Labels(nil) {
		fmt.Println("-", l.Text)
	}
	// Output:
	// round 1, shop phase, P1 to act
	// gold: [3 3 3 3]
	// shop: Cockroach, Ant, Mouse, Mosquito
	// P1 battles P2 this round
	// - buy Cockroach (display slot 1)
	// - buy Ant (display slot 2)
	// - buy Mouse (display slot 3)
	// - buy Mosquito (display slot 4)
	// - buy the top card of the shop deck, unseen
	// - pass
}
