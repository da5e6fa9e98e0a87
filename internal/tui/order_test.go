package tui

import (
	"bytes"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// TestPersonOrdersAbilities: a person asked to order their simultaneous
// abilities, in battle or in Battle Prep, sees a short prompt with the
// abilities numbered, and the number typed plays that ability's action.
func TestPersonOrdersAbilities(t *testing.T) {
	for _, tc := range []struct {
		phase string
		opts  game.Options
		names func(*cardbattle.Observation) []string
		shown []string
	}{
		{"ability_order", nil, func(o *cardbattle.Observation) []string { return o.Battle.Choices },
			[]string{"battle: which of your abilities resolves first"}},
		{"prep_order", game.Options{"packs": "golden"}, func(o *cardbattle.Observation) []string { return o.PrepChoices },
			[]string{"Battle Prep: which of your abilities resolves first"}},
	} {
		t.Run(tc.phase, func(t *testing.T) {
			g, err := cardbattle.New(nil, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			st := firstAsking(g, tc.phase)
			if st == nil {
				t.Fatalf("no random game reaches %s with two options", tc.phase)
			}
			seat := int(st.CurrentPlayer())
			var out bytes.Buffer
			p := &player{cfg: Config{Game: g, Out: &out}, ask: newPrompter(strings.NewReader("2\n"), &out, true)}
			v := seatView(st, game.Player(seat))
			v.Actions = st.Labels(nil)
			p.ui = newCardBattleUI(g, p)
			acts, asked, err := p.ui.decide(v)
			if err != nil || !asked {
				t.Fatalf("asked %v: %v", asked, err)
			}
			legal := st.LegalActions(nil)
			if len(acts) != 1 || acts[0] != legal[1] {
				t.Errorf("typing 2 played %v, want %v", acts, legal[1])
			}
			text := out.String()
			names := tc.names(st.Observation(seat))
			for _, want := range append([]string{"Which one resolves first?", "  1) " + names[0], "  2) " + names[1]}, tc.shown...) {
				if !strings.Contains(text, want) {
					t.Errorf("the prompt lacks %q:\n%s", want, text)
				}
			}
		})
	}
}

// firstAsking plays random games until a seat must choose among two or more
// actions in phase, and returns that state (nil if none within 200 seeds).
func firstAsking(g *cardbattle.Game, phase string) *cardbattle.State {
	for seed := uint64(1); seed < 200; seed++ {
		s := g.NewState(seed).(*cardbattle.State)
		rng := game.NewRNG(seed)
		for !s.IsTerminal() {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			l := s.LegalActions(nil)
			if s.Phase() == phase && len(l) > 1 {
				return s
			}
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	return nil
}
