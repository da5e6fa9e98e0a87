package sim_test

import (
	"fmt"
	"log"

	"menagerie/agent"
	"menagerie/agent/cardbattlebot"
	"menagerie/games/cardbattle"
	"menagerie/sim"
)

// Six seeded games of Card Battle between the heuristic player and the
// random bot, their seats rotated, and each bot's record with its win
// rate's 95% interval.
func ExampleRun() {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		log.Fatal(err)
	}
	heuristic, err := agent.New("heuristic", g, cardbattlebot.Bots())
	if err != nil {
		log.Fatal(err)
	}
	report, err := sim.Run(sim.Config{Game: g, Bots: []agent.Agent{heuristic, agent.Random{}}, Games: 6, Workers: 1, Seed: 1})
	if err != nil {
		log.Fatal(err)
	}
	for _, b := range report.Bots {
		fmt.Printf("%s: %d wins, %d losses, %d draws; win rate %.2f (%.2f to %.2f)\n", b.Name, b.Wins, b.Losses, b.Draws, b.WinRate, b.CI95[0], b.CI95[1])
	}
	// Output:
	// heuristic: 6 wins, 0 losses, 0 draws; win rate 1.00 (0.61 to 1.00)
	// random: 0 wins, 6 losses, 0 draws; win rate 0.00 (0.00 to 0.39)
}
