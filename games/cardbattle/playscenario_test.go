package cardbattle

import "testing"

// playScenario plays a scenario given as JSON on g and returns its outcome
// and its play-by-play.
func playScenario(t *testing.T, g *Game, scenario []byte) (*BattleOutcome, []string) {
	t.Helper()
	sc, err := ParseScenario(scenario, g)
	if err != nil {
		t.Fatal(err)
	}
	out, err := g.RunScenario(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	lines := make([]string, len(out.Events))
	for i, e := range out.Events {
		lines[i] = e.Describe(g.Cards())
	}
	return out, lines
}

// runScenario plays a scenario given as JSON with the default rules and
// returns its outcome and play-by-play.
func runScenario(t *testing.T, scenario string) (*BattleOutcome, []string) {
	t.Helper()
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return playScenario(t, g, []byte(scenario))
}
