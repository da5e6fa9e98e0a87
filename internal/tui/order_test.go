package tui

import (
	"bytes"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// TestPersonOrdersAbilities: a person asked to order their simultaneous
// abilities sees a short prompt with the abilities numbered, and the number
// typed plays that ability's action.
func TestPersonOrdersAbilities(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var st *cardbattle.State
	for seed := uint64(1); seed < 200 && st == nil; seed++ {
		s := g.NewState(seed).(*cardbattle.State)
		rng := game.NewRNG(seed)
		for !s.IsTerminal() {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			l := s.LegalActions(nil)
			if s.Phase() == "ability_order" && len(l) > 1 {
				st = s
				break
			}
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	if st == nil {
		t.Fatal("no random game asks for an order")
	}
	seat := int(st.CurrentPlayer())
	var out bytes.Buffer
	sess := &session{cfg: Config{Game: g, Out: &out}, cs: g.Cards(), st: st, ask: newPrompter(strings.NewReader("2\n"), &out, true)}
	acts, err := sess.decide(seat)
	if err != nil {
		t.Fatal(err)
	}
	legal := st.LegalActions(nil)
	if len(acts) != 1 || acts[0] != legal[1] {
		t.Errorf("typing 2 played %v, want %v", acts, legal[1])
	}
	text := out.String()
	names := st.Observation(seat).Battle.Choices
	for _, want := range []string{"battle (order your abilities)", "Which one resolves first?", "  1) " + names[0], "  2) " + names[1], "battle:    "} {
		if !strings.Contains(text, want) {
			t.Errorf("the prompt lacks %q:\n%s", want, text)
		}
	}
}
