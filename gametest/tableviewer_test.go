package gametest_test

import (
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/gametest"
)

// viewlessGame is Card Battle whose states lay out no table view.
type viewlessGame struct{ *cardbattle.Game }

func (g viewlessGame) NewState(seed uint64) game.State {
	return struct{ game.State }{g.Game.NewState(seed)}
}

// TestSchemaErrorsWantTableViews: a game whose schema declares counters and
// zones keeps to it only if its states lay them out, which Card Battle's do.
func TestSchemaErrorsWantTableViews(t *testing.T) {
	base, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(3)
	var legal []game.Action
	var outs []game.ChanceOutcome
	rec := gametest.RandomRecord(base, 3, &rng, &legal, &outs)
	if errs := gametest.SchemaErrors(base, cardbattle.Schema, rec, 10); len(errs) > 0 {
		t.Errorf("Card Battle: %v, want no error", errs)
	}
	errs := gametest.SchemaErrors(viewlessGame{base}, cardbattle.Schema, rec, 10)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "lays out no table view") {
		t.Errorf("states without table views: %v, want one error saying so", errs)
	}
}
