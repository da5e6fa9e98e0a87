package gametest_test

import (
	"testing"

	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/gametest"
)

func TestPanickingBotPanicsAfterItsDecisions(t *testing.T) {
	g, err := dojo.Definition().New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	bot := gametest.PanickingBot(2)
	s := g.NewState(1)
	for s.CurrentPlayer() == game.Chance {
		s.ApplyUnchecked(s.ChanceOutcomes(nil)[0].Action)
	}
	v := game.NewView(s)
	for i := range 2 {
		if _, err := bot.Act(v, 0); err != nil {
			t.Fatalf("decision %d: %v", i+1, err)
		}
	}
	defer func() {
		if r := recover(); r != "panicking: a deliberate panic at decision 3" {
			t.Errorf("the third decision: recovered %v, want the bot's panic", r)
		}
	}()
	_, _ = bot.Act(v, 0)
}
