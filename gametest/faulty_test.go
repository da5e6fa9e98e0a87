package gametest_test

import (
	"testing"

	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/gametest"
)

func TestFaultyPanicsAfterItsActions(t *testing.T) {
	def := gametest.Faulty(dojo.Definition(), "faulty-dojo", 3)
	g, err := def.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if g.Name() != "faulty-dojo" {
		t.Errorf("name %q, want faulty-dojo", g.Name())
	}
	if _, ok := g.(game.Numeric); !ok {
		t.Error("the faulty game of a numeric game is not numeric")
	}
	if def.Cards.InUse(g) == nil {
		t.Error("the faulty game has no cards in use")
	}
	s := g.NewState(1)
	if s.Game() != g {
		t.Errorf("a state's game is %v, want the faulty game", s.Game())
	}
	for name, st := range map[string]game.State{"a state": s, "a clone": s.Clone(), "a sample": s.Determinize(0, 7)} {
		if _, ok := st.(game.NumericState); !ok {
			t.Errorf("%s of a numeric faulty game does not encode observations", name)
		}
	}
	var legal []game.Action
	next := func(s game.State) game.Action {
		if s.CurrentPlayer() == game.Chance {
			return s.ChanceOutcomes(nil)[0].Action
		}
		legal = s.LegalActions(legal[:0])
		return legal[0]
	}
	for i := range 3 {
		if err := s.Apply(next(s)); err != nil {
			t.Fatalf("action %d: %v", i+1, err)
		}
	}
	for name, apply := range map[string]func(){
		"Apply":            func() { _ = s.Apply(next(s)) },
		"a clone's Apply":  func() { _ = s.Clone().Apply(next(s)) },
		"ApplyUnchecked":   func() { s.ApplyUnchecked(next(s)) },
		"a sample's Apply": func() { c := s.Determinize(0, 7); _ = c.Apply(next(c)) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s after 3 actions did not panic", name)
				}
			}()
			apply()
		}()
	}
}
