package tui

import (
	"bytes"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/agent/cardbattlebot"
	"menagerie/agent/tableaubot"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/tableau"
)

// TestInfoAlone: i alone at the first menu describes each card on offer
// once (Card Battle's shop and hand, Tableau's market), a paragraph each.
func TestInfoAlone(t *testing.T) {
	cb, err := cardbattle.New(nil, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := tableau.New(nil, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		g     game.Game
		bots  agent.GameBots
		kinds []string // what each paragraph says of its card
	}{
		{cb, cardbattlebot.Bots(), []string{": pet, tier ", " food, tier "}},
		{tb, tableaubot.Bots(), []string{": animal, power ", ": food, "}},
	} {
		t.Run(tc.g.Name(), func(t *testing.T) {
			bot, err := agent.New("random", tc.g, tc.bots)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if _, err := Play(Config{Game: tc.g, Seed: 3, Bots: []agent.Agent{nil, bot}, In: strings.NewReader("i\nq\n"), Out: &out, Echo: true}); err != ErrQuit {
				t.Fatal(err)
			}
			_, answer, _ := strings.Cut(out.String(), "> i\n")
			answer, _, _ = strings.Cut(answer, "choose 1-")
			described, names := 0, map[string]bool{}
			for _, para := range strings.Split(strings.TrimSpace(answer), "\n") {
				name, _, _ := strings.Cut(para, ":")
				for _, kind := range tc.kinds {
					if !strings.Contains(para, kind) {
						continue
					}
					if names[name] {
						t.Errorf("%s is described twice", name)
					}
					described++
					names[name] = true
				}
			}
			if described < 3 {
				t.Errorf("i describes %d cards, want each on offer once:\n%s", described, answer)
			}
		})
	}
}
