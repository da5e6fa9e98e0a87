package dojo_test

import (
	"fmt"
	"log"
	"strings"

	"menagerie/game"
	"menagerie/games/dojo"
)

// A duel whose starting animals are dealt at random and in which P1 plays
// first, and what P1 sees at its first turn.
func ExampleNew() {
	g, err := dojo.New(nil, game.Options{"setup": "random", "first_player": "0"})
	if err != nil {
		log.Fatal(err)
	}
	s := g.NewState(1)
	o := s.Observe(0).(*dojo.Observation)
	fmt.Printf("turn %d, %s phase, P%d to act\n", o.Turn, o.Phase, o.CurrentPlayer+1)
	fmt.Println("hand:", strings.Join(o.Hand, ", "))
	for col, animals := range o.Players[0].Zone {
		for _, a := range animals {
			fmt.Printf("column %d: %s, level %d, health %d\n", col+1, a.Animal, a.Level, a.Health)
		}
	}
	fmt.Println("P2's hand:", o.Players[1].HandSize, "cards")
	// Output:
	// turn 1, play phase, P1 to act
	// hand: Cheetah, Eaglet, Harpy Eagle, Silverback, Penguin
	// column 1: Kangaroo, level 1, health 5
	// column 2: Frog, level 1, health 7
	// column 2: Cheetah, level 1, health 5
	// column 2: Flamingo, level 1, health 7
	// column 3: Crab, level 1, health 11
	// column 3: Gorilla, level 1, health 11
	// P2's hand: 5 cards
}
