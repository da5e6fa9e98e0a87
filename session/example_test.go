package session_test

import (
	"fmt"
	"log"
	"slices"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/session"
)

// A person in P1's seat plays against the random bot in P2's. The person's
// action is applied and its events are shown to each seat as that seat may
// see them: the card bought unseen is named to P1 alone. Step then plays the
// bot until the person is to act again.
func ExampleSession() {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		log.Fatal(err)
	}
	s, err := session.New(session.Config{Game: g, Seed: 1, Bots: []agent.Agent{nil, agent.Random{}}, Events: true})
	if err != nil {
		log.Fatal(err)
	}
	view, err := s.View(0)
	if err != nil {
		log.Fatal(err)
	}
	i := slices.IndexFunc(view.Actions, func(l game.Label) bool { return l.Kind == "buy_blind" })
	fmt.Println("P1 chooses:", view.Actions[i].Text)
	u, err := s.Apply(0, view.Actions[i].Action, view.Version)
	if err != nil {
		log.Fatal(err)
	}
	for _, seat := range []game.Player{0, 1} {
		for _, e := range u.Seen(seat, nil) {
			fmt.Printf("P%d sees: %s\n", seat+1, g.EventText(e))
		}
	}
	for {
		u, ok, err := s.Step()
		if err != nil {
			log.Fatal(err)
		}
		if !ok {
			break
		}
		for _, e := range u.Seen(0, nil) {
			fmt.Println("P1 sees:", g.EventText(e))
		}
	}
	fmt.Printf("P%d to act\n", s.ToAct()+1)
	// Output:
	// P1 chooses: buy the top card of the shop deck, unseen
	// P1 sees: P1 buys Pig from the top of the shop deck
	// P2 sees: P1 buys the top card of the shop deck
	// P1 sees: P2 passes
	// P1 to act
}
