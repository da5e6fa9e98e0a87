package cardbattle

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"menagerie/game"
)

// containsRun reports whether want appears in lines as consecutive lines.
func containsRun(lines, want []string) bool {
	return strings.Contains("\n"+strings.Join(lines, "\n")+"\n", "\n"+strings.Join(want, "\n")+"\n")
}

// TestPlayerOrdersOwnSimultaneousAbilities: "Players resolve their own
// simultaneous abilities in the order of their choice." (Advanced Timing).
// The Ant's Apple and the Honey's Bee go on top of the same deck, so P1 is
// asked; the order chosen decides whether the Bee eats the Apple.
func TestPlayerOrdersOwnSimultaneousAbilities(t *testing.T) {
	for _, tc := range []struct {
		first string
		want  []string
	}{
		{"Honey", []string{
			"P1 chooses to resolve Honey's faint ability next (of 2 waiting)",
			"P1's Honey: faint ability",
			"P1 puts 1 Bee on top of P1's deck",
			"P1's Ant: faint ability",
			"P1 puts 1 Apple on top of P1's deck",
			"P1 plays Apple",
			"P1 plays Bee (power 2)",
		}},
		{"Ant", []string{
			"P1 chooses to resolve Ant's faint ability next (of 2 waiting)",
			"P1's Ant: faint ability",
			"P1 puts 1 Apple on top of P1's deck",
			"P1's Honey: faint ability",
			"P1 puts 1 Bee on top of P1's deck",
			"P1 plays Bee (power 1)",
		}},
	} {
		t.Run(tc.first, func(t *testing.T) {
			sc := `{"decks": [["Honey", "Ant"], ["Sheep"]], "choices": ["` + tc.first + `"]}`
			out, lines := runScenario(t, sc)
			if !containsRun(lines, tc.want) {
				t.Errorf("want the sequence\n%s\nin\n%s", strings.Join(tc.want, "\n"), strings.Join(lines, "\n"))
			}
			if len(out.Choices) != 1 || !out.Choices[0].Fixed || out.Choices[0].Seat != 0 {
				t.Errorf("choices %+v, want one fixed choice by P1", out.Choices)
			}
		})
	}
}

// TestOrderAskedOnlyWhenItCanMatter: the game asks for an order only when
// two orders can leave the battle different for some roll of the dice.
func TestOrderAskedOnlyWhenItCanMatter(t *testing.T) {
	for _, tc := range []struct {
		name     string
		scenario string
		asks     int
	}{
		{"Ant's Apple and Honey's Bee on the same deck", `{"decks": [["Honey", "Ant"], ["Sheep"]], "rocks": []}`, 1},
		{"Cricket's Bee and Honey's Bee: the same card either way", `{"decks": [["Honey", "Cricket"], ["Sheep"]], "rocks": []}`, 0},
		{"Mosquito's rock and the set-aside Badger's rocks add up in any order",
			`{"decks": [["Badger", "Mosquito"], ["Hippo"]], "rocks": [1, 0, 0, 0, 0]}`, 0},
		{"the set-aside Badger's rocks may KO the Shark before it eats",
			`{"decks": [["Badger", "Shark"], ["Apple", "Apple", "Apple", "Hippo", "Hippo"]], "rocks": [0, 0, 0, 1]}`, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, lines := runScenario(t, tc.scenario)
			if len(out.Choices) != tc.asks {
				t.Errorf("%d choices of order, want %d:\n%s", len(out.Choices), tc.asks, strings.Join(lines, "\n"))
			}
		})
	}
}

// TestCalculatorTakesTheBestOrder: without fixed choices the calculator
// takes, for the choosing player, the option with the highest chance to
// win the battle (then to draw), computed exactly.
func TestCalculatorTakesTheBestOrder(t *testing.T) {
	out, _ := runScenario(t, `{"decks": [["Honey", "Ant"], ["Ant", "Bee"]]}`)
	if len(out.Choices) == 0 {
		t.Fatal("no choice of order")
	}
	c := out.Choices[0]
	if c.Fixed || len(c.Win) != len(c.Options) || len(c.Options) != 2 {
		t.Fatalf("choice %+v: want the calculator's choice between 2 options with their odds", c)
	}
	for i := range c.Options {
		if better(c.Win[i], c.Draw[i], c.Win[c.Took], c.Draw[c.Took]) {
			t.Errorf("took %s (win %v, draw %v) but %s is better (win %v, draw %v)",
				c.Options[c.Took], c.Win[c.Took], c.Draw[c.Took], c.Options[i], c.Win[i], c.Draw[i])
		}
	}
	// Both Ants faint at once. A Bee that eats P1's Apple (power 2) then
	// draws with P2's Bee that ate P2's Apple; a plain Bee loses to it.
	if c.Options[c.Took] != "Honey's faint ability" || c.Win[c.Took] != 0 || c.Draw[c.Took] != 1 {
		t.Errorf("took %s, want Honey's faint ability first", c.Options[c.Took])
	}
}

// TestChoiceOfOrderInTheGame: in a game the choice is an action of the
// choosing seat; every seat sees the waiting abilities (the battle is face
// up), a sample mid-choice is mid-choice too, and a record replays it.
func TestChoiceOfOrderInTheGame(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck"})
	s.give(t, 0, "Ant", "Honey")
	s.give(t, 1, "Sheep")
	for s.phase == phaseShop {
		s.mustApply(t, actPass)
	}
	// P1 places the Honey; the Ant and P2's Sheep are the only cards left.
	s.mustApply(t, actPlaceBase+game.Action(s.id(t, "Honey")))
	if s.Phase() != "ability_order" || s.CurrentPlayer() != 0 {
		t.Fatalf("want P1 to choose an order; got phase %s, player %d:\n%s", s.Phase(), s.CurrentPlayer(), s)
	}
	honey := abilityAction(s.id(t, "Honey"), TriggerFaint, false)
	ant := abilityAction(s.id(t, "Ant"), TriggerFaint, false)
	if got := s.LegalActions(nil); len(got) != 2 || got[0] != ant || got[1] != honey {
		t.Fatalf("legal actions %v, want Ant's then Honey's faint ability", got)
	}
	for seat := 0; seat < 2; seat++ {
		o := s.Observation(seat)
		if o.Battle == nil || strings.Join(o.Battle.Choices, ", ") != "Ant's faint ability, Honey's faint ability" {
			t.Errorf("seat %d sees battle %+v, want both waiting abilities", seat, o.Battle)
		}
		d := s.Determinize(game.Player(seat), 7).(*State)
		sampled, _ := json.Marshal(d.Observation(seat))
		real, _ := json.Marshal(o)
		if string(sampled) != string(real) || !slices.Equal(d.LegalActions(nil), s.LegalActions(nil)) {
			t.Errorf("seat %d: a sample mid-choice looks different:\n%s\n%s", seat, sampled, real)
		}
	}
	if s.ActionString(honey) != "resolve Honey's faint ability next" {
		t.Errorf("ActionString = %q", s.ActionString(honey))
	}
	if m, ok := DecodeAction(honey); !ok || m.Kind != MoveAbility || m.Action() != honey {
		t.Errorf("DecodeAction(%d) = %+v, %v", honey, m, ok)
	}
	var lines []string
	s.RecordEvents(true)
	s.mustApply(t, honey)
	for _, e := range drained(s) {
		lines = append(lines, e.Describe(s.g.set))
	}
	want := []string{"P1 chooses to resolve Honey's faint ability next (of 2 waiting)", "P1's Honey: faint ability"}
	if !containsRun(lines, want) || !containsRun(lines, []string{"P1 plays Apple", "P1 plays Bee (power 2)"}) {
		t.Errorf("after choosing the Honey first:\n%s", strings.Join(lines, "\n"))
	}
}

// TestRecordsCarryChoicesOfOrder: game records hold the choices of order
// like any other action, and replaying them gives the same game.
func TestRecordsCarryChoicesOfOrder(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for seed := uint64(1); seed <= 40 && found == 0; seed++ {
		s := g.newState(seed)
		rec := game.NewRecord(g, seed)
		rng := game.NewRNG(seed)
		for !s.IsTerminal() {
			var a game.Action
			if s.CurrentPlayer() == game.Chance {
				outs := s.ChanceOutcomes(nil)
				a = outs[rng.Pick(outs)].Action
			} else {
				l := s.LegalActions(nil)
				a = l[rng.IntN(len(l))]
			}
			if s.phase == phaseAbilityOrder {
				found++
			}
			s.mustApply(t, a)
			rec.Actions = append(rec.Actions, a)
		}
		if found == 0 {
			continue
		}
		data, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		parsed, err := game.ParseRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		replayed, err := game.Replay(g, parsed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if replayed.(*State).Hash() != s.Hash() {
			t.Errorf("seed %d: the replay ends in another state", seed)
		}
	}
	if found == 0 {
		t.Fatal("no random game asked for an order")
	}
}

// TestFixedAbilityOrderNeverAsks: with ability_order=pet_first or
// perk_first the battle is fully automatic.
func TestFixedAbilityOrderNeverAsks(t *testing.T) {
	for _, order := range []string{"pet_first", "perk_first"} {
		g, err := New(nil, game.Options{"ability_order": order})
		if err != nil {
			t.Fatal(err)
		}
		sc, err := ParseScenario([]byte(`{"decks": [["Honey", "Ant"], ["Sheep"]], "choices": []}`), g)
		if err != nil {
			t.Fatal(err)
		}
		out, err := g.RunScenario(sc, 1)
		if err != nil || len(out.Choices) != 0 {
			t.Errorf("%s: choices %+v, err %v; want none", order, out, err)
		}
	}
}

// TestOrderCheckStaysWithinItsRuns: the check whether an order can matter
// never resolves more scratch battles than maxOrderRuns, and where it
// stops short it answers "ask", as the whole enumeration would have; on
// random battles with two to five waiting abilities, some of them throwing
// rocks many times.
func TestOrderCheckStaysWithinItsRuns(t *testing.T) {
	w := newWaitingBattles(t)
	gaveUp := 0
	for trial := 0; trial < 2000; trial++ {
		b, k := w.next(5)
		oc := orderCheck{b: &b, from: 0, k: k}
		free := oc.free()
		if oc.runs > maxOrderRuns {
			t.Fatalf("trial %d: %d runs for %d abilities", trial, oc.runs, k)
		}
		if !free && !oc.differs && !oc.bad {
			gaveUp++
			if whole := oc.enumeration(); oc.runs+whole <= maxOrderRuns {
				t.Fatalf("trial %d: gave up after %d runs with %d left to enumerate", trial, oc.runs, whole)
			}
		}
	}
	if gaveUp == 0 {
		t.Fatal("no check gave up: the test exercises too little")
	}
}
