package dojo

import (
	"testing"

	"menagerie/game"
)

// TestAnimals checks each family's data: the archetype's stats, the
// antisymmetric strong/weak cycle (B17) and an exercise that grows with
// the level.
func TestAnimals(t *testing.T) {
	cs := Starter()
	arch := map[string][2][MaxLevel]int{
		"tank":     {{11, 13, 16}, {1, 2, 3}},
		"balanced": {{7, 9, 12}, {2, 3, 4}},
		"striker":  {{5, 7, 10}, {3, 4, 5}},
	}
	for i, f := range cs.Families {
		t.Run(f.Name, func(t *testing.T) {
			want, ok := arch[f.Archetype]
			if !ok || f.Health != want[0] || f.Damage != want[1] {
				t.Errorf("%s (%s): health %v damage %v", f.Name, f.Archetype, f.Health, f.Damage)
			}
			if cs.Families[f.Strong].Weak != i || cs.Families[f.Weak].Strong != i || f.Strong == f.Weak {
				t.Errorf("strong/weak not antisymmetric")
			}
			if f.Strong != (i+1)%len(cs.Families) {
				t.Errorf("strong against %s, want the next animal of the cycle", cs.Families[f.Strong].Name)
			}
			ex := f.Exercise
			if ex.Name == "" || !(ex.Amount[0] < ex.Amount[1] && ex.Amount[1] < ex.Amount[2]) {
				t.Errorf("exercise %+v", ex)
			}
		})
	}
}

// TestCards plays every health, item and dojo card of the starter set.
func TestCards(t *testing.T) {
	for _, tc := range []struct {
		card  string
		setup func(t *testing.T, s *State)
		play  string
		check func(t *testing.T, s *State)
	}{
		{"Berries", func(t *testing.T, s *State) { s.p[0].zone[0].hp = 5 }, "play Berries on Bear Cub",
			func(t *testing.T, s *State) { want(t, "health", s.p[0].zone[0].hp, 7) }},
		{"Fish Snack", func(t *testing.T, s *State) { s.p[0].zone[0].hp = 8 }, "play Fish Snack on Bear Cub",
			func(t *testing.T, s *State) { want(t, "health (capped)", s.p[0].zone[0].hp, 11) }},
		{"Honeycomb", func(t *testing.T, s *State) { s.p[0].zone[0].hp = 5 }, "play Honeycomb on Bear Cub",
			func(t *testing.T, s *State) {
				act(t, s, "no attack")
				act(t, s, "play nothing")
				act(t, s, "no attack")
				want(t, "health next turn", s.p[0].zone[0].hp, 6)
			}},
		{"Energy Drink", nil, "play Energy Drink",
			func(t *testing.T, s *State) {
				act(t, s, "Bear Cub attacks Tadpole (column 1)")
				want(t, "target health", s.p[1].zone[0].hp, 5) // 1 + 1
			}},
		{"Whistle", func(t *testing.T, s *State) { s.p[0].zone[0].rest = 1 }, "play Whistle on Bear Cub",
			func(t *testing.T, s *State) { want(t, "rest", s.p[0].zone[0].rest, 0) }},
		{"Shield", nil, "play Shield on Bear Cub",
			func(t *testing.T, s *State) {
				act(t, s, "no attack")
				act(t, s, "play nothing")
				act(t, s, "Tadpole attacks Bear Cub (column 1): 1 damage, shielded") // Tadpole (2) on the shielded Bear Cub
				want(t, "shielded health", s.p[0].zone[0].hp, 10)
			}},
		{"Rope", nil, "Rope: swap Bear Cub and Eaglet",
			func(t *testing.T, s *State) {
				if s.describe(0, 0) != "Eaglet 5/5" || s.describe(0, 3) != "Bear Cub 11/11" {
					t.Errorf("after the swap: %s, %s", s.describe(0, 0), s.describe(0, 3))
				}
			}},
		{"Broom", func(t *testing.T, s *State) {
			s.p[1].stay[1] = id(t, s, "Shield")
			s.p[1].zone[0].att = attShield
		}, "play Broom on the opponent's Shield",
			func(t *testing.T, s *State) {
				if s.p[1].stay[1] != 0 || s.p[1].zone[0].att != 0 || pileNames(s, &s.p[1].discard) != "[Shield]" {
					t.Errorf("the Shield was not swept away")
				}
			}},
		{"Forest Dojo", func(t *testing.T, s *State) { give(t, s, 0, "Brown Bear") }, "dojo: upgrade Bear Cub to Brown Bear",
			func(t *testing.T, s *State) { wantS(t, "upgraded", s.describe(0, 0), "Brown Bear 13/13") }},
		{"River Dojo", func(t *testing.T, s *State) { give(t, s, 0, "Brown Bear") }, "dojo: upgrade Bear Cub to Brown Bear",
			func(t *testing.T, s *State) { wantS(t, "upgraded", s.describe(0, 0), "Brown Bear 13/13") }},
		{"Mountain Dojo", func(t *testing.T, s *State) { give(t, s, 0, "Golden Eagle") }, "dojo: upgrade Eaglet to Golden Eagle",
			func(t *testing.T, s *State) { wantS(t, "upgraded", s.describe(0, 3), "Golden Eagle 7/7") }},
	} {
		t.Run(tc.card, func(t *testing.T) {
			s := blank(t, nil)
			put(t, s, 0, 0, "Bear Cub")
			put(t, s, 0, 3, "Eaglet")
			put(t, s, 1, 0, "Tadpole")
			give(t, s, 0, tc.card)
			stack(t, s, 0, "Rope", "Rope", "Rope", "Rope", "Rope", "Rope")
			stack(t, s, 1, "Rope", "Rope", "Rope", "Rope", "Rope")
			if tc.setup != nil {
				tc.setup(t, s)
			}
			act(t, s, tc.play)
			tc.check(t, s)
		})
	}
	// Dodge is tested by TestRule8Dodge; it cannot be played as a play.
	s := blank(t, nil)
	put(t, s, 0, 0, "Bear Cub")
	give(t, s, 0, "Dodge")
	if l := s.LegalActions(nil); len(l) != 2 {
		t.Errorf("with a Dodge in hand: %v, want play nothing and discard", l)
	}
}

func want(t *testing.T, what string, got int8, w int8) {
	t.Helper()
	if got != w {
		t.Errorf("%s %d, want %d", what, got, w)
	}
}

func wantS(t *testing.T, what, got, w string) {
	t.Helper()
	if got != w {
		t.Errorf("%s %q, want %q", what, got, w)
	}
}

// TestOptions checks each rule option's effect.
func TestOptions(t *testing.T) {
	t.Run("new_animal_rests", func(t *testing.T) {
		s := blank(t, game.Options{"new_animal_rests": "true"})
		put(t, s, 1, 0, "Tadpole")
		put(t, s, 0, 0, "Bear Cub").rest = 1
		give(t, s, 0, "Eaglet")
		act(t, s, "add Eaglet to column 2")
		if s.turn != 2 {
			t.Errorf("the new animal could attack")
		}
	})
	t.Run("front_row_only", func(t *testing.T) {
		s := blank(t, game.Options{"front_row_only": "true"})
		put(t, s, 0, 0, "Bear Cub")
		put(t, s, 0, 1, "Eaglet")
		put(t, s, 1, 0, "Tadpole")
		act(t, s, "play nothing")
		if hasAction(s, "Eaglet attacks Tadpole (column 1)") || !hasAction(s, "Bear Cub attacks Tadpole (column 1)") {
			t.Errorf("legal %v", s.LegalActions(nil))
		}
	})
	t.Run("rest_turns", func(t *testing.T) {
		for _, tc := range []struct {
			turns string
			rest  int8
		}{{"0", 0}, {"1", 2}, {"2", 3}} {
			s := blank(t, game.Options{"rest_turns": tc.turns})
			put(t, s, 0, 0, "Bear Cub")
			put(t, s, 1, 0, "Hermit Crab")
			act(t, s, "play nothing")
			act(t, s, "Bear Cub attacks Hermit Crab (column 1)")
			want(t, "rest after the turn", s.p[0].zone[0].rest, max(tc.rest-1, 0))
		}
	})
	t.Run("upgrade_health", func(t *testing.T) {
		for _, tc := range []struct {
			mode string
			hp   int8
		}{{"reset", 13}, {"carry_damage", 8}} {
			s := blank(t, game.Options{"upgrade_health": tc.mode})
			put(t, s, 0, 0, "Bear Cub").hp = 6
			put(t, s, 1, 0, "Tadpole")
			give(t, s, 0, "Forest Dojo", "Brown Bear")
			act(t, s, "dojo: upgrade Bear Cub to Brown Bear")
			want(t, tc.mode, s.p[0].zone[0].hp, tc.hp)
		}
	})
	t.Run("overheal", func(t *testing.T) {
		s := blank(t, game.Options{"overheal": "true"})
		put(t, s, 0, 0, "Bear Cub")
		put(t, s, 1, 0, "Tadpole")
		give(t, s, 0, "Fish Snack")
		act(t, s, "play Fish Snack on Bear Cub")
		want(t, "overhealed", s.p[0].zone[0].hp, 15)
	})
	t.Run("max_discard", func(t *testing.T) {
		s := blank(t, game.Options{"max_discard": "1"})
		put(t, s, 0, 0, "Bear Cub")
		give(t, s, 0, "Rope", "Broom")
		if hasAction(s, "discard [Rope, Broom] and draw again") || !hasAction(s, "discard [Rope] and draw again") {
			t.Errorf("max_discard=1 ignored")
		}
	})
	t.Run("animals_only", func(t *testing.T) {
		g := newGame(t, game.Options{"animals_only": "true"})
		for _, c := range g.deck {
			if !g.set.Card(c).IsAnimal() {
				t.Fatalf("Spartan deck holds %s", g.set.Name(c))
			}
		}
		if len(g.deck) != 27 {
			t.Errorf("Spartan deck of %d", len(g.deck))
		}
	})
	t.Run("bad options", func(t *testing.T) {
		for _, o := range []game.Options{{"mode": "coop"}, {"rest_turns": "3"}, {"first_player": "2"}, {"colour": "red"}, {"turn_cap": "-1"}, {"exercise": "sensor"},
			{"players": "3"}, {"players": "1", "mode": "duel"}, {"players": "2", "mode": "solo"}} {
			if _, err := New(nil, o); err == nil {
				t.Errorf("%v accepted", o)
			}
		}
	})
}

// TestPlayersOption checks that players names mode's choice and leaves
// the effective options as mode alone would.
func TestPlayersOption(t *testing.T) {
	tests := []struct {
		opts    game.Options
		players int
		mode    string
	}{
		{game.Options{}, 2, "duel"},
		{game.Options{"players": "2"}, 2, "duel"},
		{game.Options{"players": "1"}, 1, "solo"},
		{game.Options{"players": "1", "mode": "solo"}, 1, "solo"},
		{game.Options{"mode": "solo"}, 1, "solo"},
	}
	for _, tt := range tests {
		g, err := New(nil, tt.opts)
		if err != nil {
			t.Fatalf("%v: %v", tt.opts, err)
		}
		if g.NumPlayers() != tt.players || g.Options()["mode"] != tt.mode {
			t.Errorf("%v: %d players, mode %s; want %d, %s", tt.opts, g.NumPlayers(), g.Options()["mode"], tt.players, tt.mode)
		}
		if _, kept := g.Options()["players"]; kept {
			t.Errorf("%v: players kept among the effective options", tt.opts)
		}
	}
}
