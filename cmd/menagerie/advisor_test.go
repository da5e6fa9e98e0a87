package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"menagerie/agent/cardbattlebot"
	"menagerie/game"
	"menagerie/games/cardbattle"
)

// TestAdvisorAgreesWithBattleExact: against an opponent whose deck is fully
// known (every card public, one possible order), the deck-order advisor's
// odds for either player are the numbers "menagerie battle --exact" prints
// for the same battle, in JSON and in text.
func TestAdvisorAgreesWithBattleExact(t *testing.T) {
	g, err := cardbattle.New(nil, game.Options{"packs": strings.Join(cardbattle.PackNames, ",")})
	if err != nil {
		t.Fatal(err)
	}
	round6 := `{"first_player": 1, "round": 6, "decks": [["Honey", "Ant", "Apple", "Spider", "Dolphin", "Garlic", "Badger", "Sheep"], ["Mosquito", "Meat Bone", "Flamingo", "Apple", "Peacock", "Honey", "Cricket", "Rat"]], "trumpets": [1, 0]}`
	text := regexp.MustCompile(`(?m)^(P1 wins|P2 wins|draw) +(\d+\.\d{4})%$`)
	for _, path := range []string{exampleB, "../../examples/golden-and-magic.json", "../../examples/two-dolphins.json", "../../examples/honey-or-ant.json", "-"} {
		t.Run(path, func(t *testing.T) {
			data := []byte(round6)
			if path != "-" {
				if data, err = os.ReadFile(path); err != nil {
					t.Fatal(err)
				}
			}
			sc, err := cardbattle.ParseScenario(data, g)
			if err != nil {
				t.Fatal(err)
			}
			if sc.Choices != nil {
				t.Fatal("the scenario fixes choices of order; the advisor lets each player take the best")
			}
			r := runCLI(t, round6, "battle", "--exact", "--json", path)
			if r.code != exitOK {
				t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
			}
			var cli struct {
				Win  [2]float64 `json:"p_win"`
				Draw float64    `json:"p_draw"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &cli); err != nil {
				t.Fatalf("output is not JSON: %v\n%s", err, r.stdout)
			}
			r = runCLI(t, round6, "battle", "--exact", path)
			printed := map[string]string{}
			for _, m := range text.FindAllStringSubmatch(r.stdout, -1) {
				printed[m[1]] = m[2]
			}
			for side := 0; side < 2; side++ {
				b := cardbattlebot.Battle{Round: sc.Round, Side: side, First: sc.FirstPlayer, Trumpets: sc.Trumpets, Mana: sc.Mana, Hand: sc.Cards[side]}
				a, err := cardbattlebot.NewAdvisor(g, b, []cardbattlebot.OpponentDeck{{Cards: sc.Cards[1-side], Weight: 1}}, true, 1)
				if err != nil {
					t.Fatal(err)
				}
				odds, err := a.Odds(sc.Cards[side])
				if err != nil {
					t.Fatal(err)
				}
				if odds.Win != cli.Win[side] || odds.Draw != cli.Draw || odds.Lose != cli.Win[1-side] || !odds.Exact || odds.Margin != 0 {
					t.Errorf("P%d: advisor %+v; battle --exact --json: win %v, draw %v, lose %v", side+1, odds, cli.Win[side], cli.Draw, cli.Win[1-side])
				}
				me, them := fmt.Sprintf("P%d wins", side+1), fmt.Sprintf("P%d wins", 2-side)
				for what, x := range map[string]float64{me: odds.Win, them: odds.Lose, "draw": odds.Draw} {
					if got := fmt.Sprintf("%.4f", 100*x); printed[what] != got {
						t.Errorf("P%d: advisor %s%% for %q, battle --exact prints %s%%", side+1, got, what, printed[what])
					}
				}
			}
		})
	}
}
