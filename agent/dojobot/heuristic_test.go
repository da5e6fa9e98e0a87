package dojobot_test

import (
	"testing"

	"menagerie/agent/dojobot"
	"menagerie/game"
	"menagerie/games/dojo"
)

// animals counts seat q's animals in play.
func animals(s *dojo.State, q int) int {
	n := 0
	for pos := 0; pos < dojo.NumPos; pos++ {
		if id, _, _ := s.Animal(q, pos); id != 0 {
			n++
		}
	}
	return n
}

// health sums seat q's animals' health.
func health(s *dojo.State, q int) int {
	n := 0
	for pos := 0; pos < dojo.NumPos; pos++ {
		_, hp, _ := s.Animal(q, pos)
		n += hp
	}
	return n
}

// harm plays attack a on a copy of s up to the opponent's next play (the
// exercise done, no response, no upgrade) and says whether it defeated an
// animal, or else left the opponent with less health.
func harm(s *dojo.State, a game.Action) (defeat, wound bool) {
	q := int(s.CurrentPlayer())
	c := s.Clone().(*dojo.State)
	c.ApplyUnchecked(a)
	for step := 0; step < 4 && !c.IsTerminal() && c.Phase() != "play"; step++ {
		if c.Phase() == "exercise" {
			c.ApplyUnchecked(dojo.ActionDone)
			continue
		}
		for _, l := range c.Labels(nil) {
			if l.Kind == "no_response" || l.Kind == "no_upgrade" {
				c.ApplyUnchecked(l.Action)
				break
			}
		}
	}
	defeat = c.IsTerminal() || animals(c, 1-q) < animals(s, 1-q)
	return defeat, !defeat && health(c, 1-q) < health(s, 1-q)
}

// TestHeuristicAttacks: in the attack decisions of random duels, the
// heuristic makes the attacks that defeat a card, even when its sample of
// the opponent's hand holds a Dodge.
func TestHeuristicAttacks(t *testing.T) {
	for _, tc := range []struct {
		name string
		// applies says whether a position is one of the case's, given how
		// many legal attacks defeat a card and how many only wound.
		applies func(defeating, wounding int) bool
		// ok says whether the choice passes.
		ok func(skip, defeat bool) bool
	}{
		{"it never passes when an attack that defeats a card is legal",
			func(d, _ int) bool { return d > 0 }, func(skip, _ bool) bool { return !skip }},
		{"it prefers an attack that defeats a card to one that only wounds",
			func(d, w int) bool { return d > 0 && w > 0 }, func(_, defeat bool) bool { return defeat }},
		{"it attacks whenever an attack leaves a lasting wound",
			func(d, w int) bool { return d+w > 0 }, func(skip, _ bool) bool { return !skip }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, nil)
			h := dojobot.NewHeuristic("heuristic", g)
			found, bad := 0, 0
			for i, st := range positions(g, 40, 1) {
				s := st.(*dojo.State)
				if s.Phase() != "attack" {
					continue
				}
				legal := s.LegalActions(nil)
				defeating, wounding := 0, 0
				for _, a := range legal {
					if s.ActionString(a) == "no attack" {
						continue
					}
					switch d, w := harm(s, a); {
					case d:
						defeating++
					case w:
						wounding++
					}
				}
				if !tc.applies(defeating, wounding) {
					continue
				}
				found++
				a, err := h.Act(game.NewView(s), uint64(i))
				if err != nil {
					t.Fatal(err)
				}
				skip := s.ActionString(a) == "no attack"
				defeat, _ := harm(s, a)
				if !tc.ok(skip, !skip && defeat) {
					bad++
					if bad <= 3 {
						t.Errorf("it chose %q:\n%s", s.ActionString(a), s)
					}
				}
			}
			if found < 50 {
				t.Fatalf("only %d positions of the case in 40 games", found)
			}
			if bad > 0 {
				t.Errorf("%d of %d choices are wrong", bad, found)
			}
		})
	}
}

// TestHeuristicSetups: over 200 seeds the heuristic's secret setups field
// every animal of the starter set, the balanced Frog, Flamingo and Penguin
// included, and the same seed gives the same setup.
func TestHeuristicSetups(t *testing.T) {
	g := newGame(t, game.Options{"setup": "pick", "layout": "free"})
	h := dojobot.NewHeuristic("heuristic", g)
	cs := g.Cards()
	setup := func(seed uint64) string {
		s := g.NewState(seed).(*dojo.State)
		var placed string
		for n := uint64(0); s.Phase() == "setup"; n++ {
			a, err := h.Act(game.NewView(s), seed*100+n)
			if err != nil {
				t.Fatal(err)
			}
			placed += s.ActionString(a) + "; "
			s.ApplyUnchecked(a)
		}
		return placed
	}
	fielded := map[string]int{}
	for seed := uint64(1); seed <= 200; seed++ {
		s := g.NewState(seed).(*dojo.State)
		for n := uint64(0); s.Phase() == "setup"; n++ {
			a, err := h.Act(game.NewView(s), seed*100+n)
			if err != nil {
				t.Fatal(err)
			}
			s.ApplyUnchecked(a)
		}
		for q := 0; q < 2; q++ {
			for pos := 0; pos < dojo.NumPos; pos++ {
				if id, _, _ := s.Animal(q, pos); id != 0 {
					fielded[cs.Families[cs.Card(id).Family].Name]++
				}
			}
		}
	}
	for _, f := range cs.Families {
		if fielded[f.Name] == 0 {
			t.Errorf("no setup of 200 fields a %s: %v", f.Name, fielded)
		}
	}
	if a, b := setup(7), setup(7); a != b {
		t.Errorf("seed 7 gave two setups:\n%s\n%s", a, b)
	}
}
