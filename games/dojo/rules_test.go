package dojo

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"

	"menagerie/game"
)

// Rule 1: a deck is 9 animal sets of 3 levels, 3 dojos and 10 health and
// item cards.
func TestRule1Deck(t *testing.T) {
	cs := Starter()
	if n := cs.DeckSize(); n != 40 {
		t.Fatalf("deck of %d cards, want 40", n)
	}
	kinds := map[Kind]int{}
	for _, c := range cs.Cards[1:] {
		kinds[c.Kind] += c.Copies
	}
	if kinds[KindAnimal] != 27 || kinds[KindDojo] != 3 || kinds[KindHealth]+kinds[KindItem] != 10 {
		t.Errorf("kinds %v: want 27 animals, 3 dojos, 10 health and item cards", kinds)
	}
	if len(cs.Families) != 9 {
		t.Errorf("%d families, want 9", len(cs.Families))
	}
	for _, f := range cs.Families {
		for l, id := range f.Cards {
			if c := cs.Card(id); c.Level != l+1 || c.Family < 0 || cs.Families[c.Family].Name != f.Name {
				t.Errorf("%s level %d card %s is wrong", f.Name, l+1, c.Name)
			}
		}
	}
}

// Rule 2.1: "Rock, Paper, Scissors to determine who goes first." The
// players throw with the seed until the throws differ and the winner goes
// first, fairly over seeds; the throws reach every interface (an event for
// a sink set before the first action, and the observation). The
// first_player option may name the seat instead.
func TestRule2_1FirstPlayer(t *testing.T) {
	for _, setup := range []string{"random", "pick"} {
		t.Run("setup="+setup, func(t *testing.T) {
			g := newGame(t, game.Options{"setup": setup})
			seen := [2]int{}
			ties := 0
			for seed := uint64(0); seed < 200; seed++ {
				s := g.newState(seed)
				seen[s.first]++
				ties += int(s.ties)
				a, b := s.throws[0], s.throws[1]
				if a == b || a < 0 || b < 0 || beats(a, b) != (s.first == 0) {
					t.Fatalf("seed %d: throws %v, first player P%d", seed, s.throws, s.first+1)
				}
				if s.CurrentPlayer() != game.Player(s.first) || s.active != s.first {
					t.Fatalf("seed %d: first player %d but seat %d acts", seed, s.first, s.CurrentPlayer())
				}
				var told []string
				s.RecordEvents(true)
				for _, d := range s.DrainEvents(nil) {
					told = append(told, g.EventText(d))
				}
				want := s.FirstPlayerReason()
				// The first event tells how the first player was chosen (a
				// random setup's deal follows it: TestDealIsTold).
				if len(told) == 0 || told[0] != want || s.Observation(1-int(s.first)).FirstPlayerReason != want {
					t.Fatalf("seed %d: events %q, observation %q; want %q", seed, told, s.Observation(0).FirstPlayerReason, want)
				}
				if !strings.HasPrefix(want, "rock, paper, scissors") || !strings.HasSuffix(want, fmt.Sprintf("P%d goes first", s.first+1)) {
					t.Fatalf("seed %d: reason %q", seed, want)
				}
			}
			if seen[0] < 70 || seen[1] < 70 || ties < 40 {
				t.Errorf("first players %v and %d ties over 200 seeds: not fair throws", seen, ties)
			}
		})
	}
	s := newGame(t, game.Options{"first_player": "1", "setup": "random"}).newState(3)
	if s.first != 1 || s.FirstPlayerReason() != "P2 goes first (the first_player rule option)" {
		t.Errorf("first_player=1 gave P%d: %q", s.first+1, s.FirstPlayerReason())
	}
	for _, tc := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: EventFirstPlayer, Seat: 1, N: 0*3 + 1}, "rock, paper, scissors: P2's paper beats P1's rock, so P2 goes first"},
		{Event{Kind: EventFirstPlayer, Seat: 0, N: 0*3 + 2, Pos: 1}, "rock, paper, scissors after 1 tie: P1's rock beats P2's scissors, so P1 goes first"},
		{Event{Kind: EventFirstPlayer, Seat: 0, N: 2*3 + 1, Pos: 3}, "rock, paper, scissors after 3 ties: P1's scissors beats P2's paper, so P1 goes first"},
	} {
		if got := tc.e.Describe(s.g.set); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
	played := newGame(t, game.Options{"setup": "random"}).newState(3)
	act(t, played, "play nothing")
	played.RecordEvents(true)
	if n := len(played.DrainEvents(nil)); n != 0 {
		t.Errorf("recording turned on after the first action recorded %d events", n)
	}
}

// Rule 2.2 with layout=two_rows: six level 1 animals start in rows 1 and
// 2, two per column, and only the first card of each column can be
// attacked.
func TestRule2_2SetupAndFrontOnly(t *testing.T) {
	s := newGame(t, game.Options{"setup": "random", "first_player": "0", "layout": "two_rows"}).newState(5)
	for q := 0; q < 2; q++ {
		for pos, a := range s.p[q].zone {
			want := pos%NumRows < 2
			if (a.card != 0) != want {
				t.Errorf("P%d position %d occupied %v, want %v", q+1, pos, a.card != 0, want)
			}
			if a.card != 0 && s.g.set.Card(a.card).Level != 1 {
				t.Errorf("P%d starts with %s", q+1, s.g.set.Name(a.card))
			}
		}
	}
	act(t, s, "play nothing")
	for _, a := range s.LegalActions(nil) {
		if a >= actAttack && a < actAttack+NumPos*NumCols {
			col := int(a-actAttack) % NumCols
			if s.p[1].zone[col*NumRows].card == 0 {
				t.Errorf("%s targets an empty column", s.ActionString(a))
			}
		}
	}
	if got := len(s.LegalActions(nil)); got != 6*3+1 {
		t.Errorf("%d attack actions, want 6 attackers x 3 fronts + no attack", got)
	}
}

// Rule 2.2 with setup=pick (B3): each player places six animals of their
// choice, in secret; the opponent sees how many, not which.
func TestRule2_2PickSetupIsSecret(t *testing.T) {
	s := newGame(t, game.Options{"first_player": "0"}).newState(1)
	for k := 0; k < StartAnimals; k++ {
		act(t, s, fmt.Sprintf("place %s in column %d", s.g.set.Families[k+3].Cards[0].name(s), k%NumCols+1))
	}
	if s.Phase() != "setup" || s.seat != 1 {
		t.Fatalf("after P1's six, phase %s seat %d", s.Phase(), s.seat)
	}
	o := s.Observation(1)
	if o.Players[0].Zone != nil || o.Players[0].Placed != 6 {
		t.Errorf("P2 sees P1's secret layout: %+v", o.Players[0])
	}
	if s.Observation(0).Players[0].Zone == nil {
		t.Errorf("P1 cannot see its own layout")
	}
	for k := 0; k < StartAnimals; k++ {
		act(t, s, fmt.Sprintf("place %s in column %d", s.g.set.Families[k].Cards[0].name(s), k%NumCols+1))
	}
	if s.Phase() != "play" || s.seat != 0 {
		t.Fatalf("after setup, phase %s seat %d", s.Phase(), s.seat)
	}
	if got := s.describe(0, 0); !strings.HasPrefix(got, "Crab") && !strings.HasPrefix(got, "Hermit Crab") {
		t.Errorf("P1's first animal is %s, want the Hermit Crab it placed", got)
	}
}

// Rule 2.2: "Place six level 1 animals on the game grid (3x3) at the
// beginning of the game." The rules let the players place them; with the
// default free layout each goes to the back of any column with room (three
// in a column, or an empty column, are allowed); with layout=two_rows the
// k-th goes to column k mod 3, filling rows 1 and 2. The seed's setup
// follows the same layout.
func TestRule2_2Layout(t *testing.T) {
	for _, tc := range []struct {
		layout string
		cols   []int // the column of each placement
		want   [NumCols]int
		ok     bool
	}{
		{"free", []int{0, 0, 0, 1, 1, 1}, [NumCols]int{3, 3, 0}, true},
		{"free", []int{2, 2, 1, 2, 0, 0}, [NumCols]int{2, 1, 3}, true},
		{"free", []int{1, 1, 1, 1}, [NumCols]int{}, false},
		{"two_rows", []int{0, 1, 2, 0, 1, 2}, [NumCols]int{2, 2, 2}, true},
		{"two_rows", []int{1}, [NumCols]int{}, false},
	} {
		t.Run(fmt.Sprint(tc.layout, tc.cols), func(t *testing.T) {
			s := newGame(t, game.Options{"first_player": "0", "layout": tc.layout}).newState(1)
			for k, col := range tc.cols {
				name := s.g.set.Families[k].Cards[0].name(s)
				err := s.Apply(actPlace + game.Action(k*NumCols+col))
				if err != nil {
					if tc.ok || k != len(tc.cols)-1 {
						t.Fatalf("placing %s in column %d: %v", name, col+1, err)
					}
					return
				}
			}
			if !tc.ok {
				t.Fatalf("the last placement was accepted")
			}
			for col := 0; col < NumCols; col++ {
				if got := s.colCount(0, col); got != tc.want[col] {
					t.Errorf("column %d holds %d animals, want %d", col+1, got, tc.want[col])
				}
			}
		})
	}
	for _, layout := range []string{"free", "two_rows"} {
		shapes := map[[NumCols]int]bool{}
		for seed := uint64(0); seed < 30; seed++ {
			s := newGame(t, game.Options{"setup": "random", "layout": layout}).newState(seed)
			for q := 0; q < 2; q++ {
				var shape [NumCols]int
				for col := range shape {
					shape[col] = s.colCount(q, col)
					for r := 0; r < shape[col]; r++ {
						if s.p[q].zone[col*NumRows+r].card == 0 {
							t.Fatalf("%s seed %d: P%d's column %d has a gap", layout, seed, q+1, col+1)
						}
					}
				}
				shapes[shape] = true
			}
		}
		if layout == "two_rows" && (len(shapes) != 1 || !shapes[[NumCols]int{2, 2, 2}]) || layout == "free" && len(shapes) < 3 {
			t.Errorf("layout=%s: random setups gave the column sizes %v", layout, shapes)
		}
	}
}

func (id CardID) name(s *State) string { return s.g.set.Name(id) }

// Rule 3: hands of five, kept full; the rest of the deck is shuffled.
func TestRule3HandOfFive(t *testing.T) {
	s := newGame(t, game.Options{"setup": "random", "first_player": "0"}).newState(9)
	for q := 0; q < 2; q++ {
		if s.p[q].hand.n != HandSize || s.p[q].deck.n != 40-6-5 {
			t.Errorf("P%d: hand %d deck %d, want 5 and 29", q+1, s.p[q].hand.n, s.p[q].deck.n)
		}
	}
	for k := 0; k < 40; k++ {
		act(t, s, "play nothing")
		if s.Phase() == "attack" {
			act(t, s, "no attack")
		}
		for q := 0; q < 2; q++ {
			if s.p[q].hand.n != HandSize {
				t.Fatalf("turn %d: P%d holds %d cards", s.turn, q+1, s.p[q].hand.n)
			}
		}
	}
	a, b := newGame(t, game.Options{"setup": "random"}).newState(1), newGame(t, game.Options{"setup": "random"}).newState(2)
	if pileNames(a, &a.p[0].deck) == pileNames(b, &b.p[0].deck) {
		t.Errorf("two seeds gave the same deck order")
	}
}

// Rule 4.1: a turn is a play, then an attack.
func TestRule4_1PlayThenAttack(t *testing.T) {
	s := blank(t, nil)
	put(t, s, 0, 0, "Bear Cub")
	put(t, s, 1, 0, "Tadpole")
	if s.Phase() != "play" {
		t.Fatalf("turn starts in %s", s.Phase())
	}
	act(t, s, "play nothing")
	if s.Phase() != "attack" || s.seat != 0 {
		t.Fatalf("after the play: %s, seat %d", s.Phase(), s.seat)
	}
	act(t, s, "no attack")
	if s.Phase() != "play" || s.seat != 1 || s.turn != 2 {
		t.Fatalf("after the attack: %s, seat %d, turn %d", s.Phase(), s.seat, s.turn)
	}
}

// Rule 4.2: the plays: discard and draw again, a new level 1 animal (B9: at
// the back of a column with room; it may attack at once), nothing.
func TestRule4_2Plays(t *testing.T) {
	t.Run("discard and redraw", func(t *testing.T) {
		s := blank(t, nil)
		put(t, s, 0, 0, "Bear Cub")
		put(t, s, 1, 0, "Tadpole")
		give(t, s, 0, "Berries", "Rope", "Whistle", "Shield", "Broom")
		stack(t, s, 0, "Fish Snack", "Honeycomb")
		act(t, s, "discard [Berries, Rope] and draw again")
		if got := pileNames(s, &s.p[0].hand); got != "[Fish Snack, Honeycomb, Whistle, Shield, Broom]" {
			t.Errorf("hand %s", got)
		}
		if got := pileNames(s, &s.p[0].discard); got != "[Rope, Berries]" {
			t.Errorf("discard %s", got)
		}
	})
	t.Run("new animal", func(t *testing.T) {
		s := blank(t, nil)
		put(t, s, 0, 0, "Bear Cub")
		put(t, s, 0, 1, "Joey")
		put(t, s, 0, 2, "Eaglet")
		put(t, s, 1, 0, "Tadpole")
		give(t, s, 0, "Cheetah Cub")
		if hasAction(s, "add Cheetah Cub to column 1") {
			t.Errorf("a full column takes a new animal")
		}
		act(t, s, "add Cheetah Cub to column 2")
		if s.describe(0, 3) != "Cheetah Cub 5/5" {
			t.Errorf("column 2: %s", s.describe(0, 3))
		}
		act(t, s, "Cheetah Cub attacks Tadpole (column 1): 4 damage, strong")
		if s.p[1].zone[0].hp != 3 {
			t.Errorf("Tadpole at %d after the Cheetah Cub's strong attack, want 7-4=3", s.p[1].zone[0].hp)
		}
	})
}

// Rules 5.1-5.3: the attack subtracts the attacker's damage, +1 when it is
// strong against the target's animal and -1 when weak (at least 1, B15);
// the attack's label tells the damage and the modifier beforehand.
func TestRule5Damage(t *testing.T) {
	for _, tc := range []struct {
		target string
		opts   game.Options
		label  string
		left   int8
	}{
		{"Tadpole", nil, "1 damage", 6},                                         // neutral: 1
		{"Cheetah Cub", nil, "2 damage, strong", 3},                             // strong: 1+1
		{"Penguin Chick", nil, "1 damage, weak", 6},                             // weak: 1-1, at least 1
		{"Penguin Chick", game.Options{"min_damage": "0"}, "0 damage, weak", 7}, // weak, minimum 0
		{"Cheetah Cub", game.Options{"modifiers": "off"}, "1 damage", 4},        // Basic variant
	} {
		t.Run(tc.target+" "+tc.opts.String(), func(t *testing.T) {
			s := blank(t, tc.opts)
			put(t, s, 0, 0, "Bear Cub")
			put(t, s, 1, 0, tc.target)
			put(t, s, 1, 3, "Eaglet")
			act(t, s, "play nothing")
			act(t, s, "Bear Cub attacks "+tc.target+" (column 1): "+tc.label)
			if got := s.p[1].zone[0].hp; got != tc.left {
				t.Errorf("%s has %d health, want %d", tc.target, got, tc.left)
			}
		})
	}
}

// Rule 5.4 (B18): an attacker rests during its owner's next turn, can
// still be attacked, and attacks again the turn after.
func TestRule5_4Rest(t *testing.T) {
	s := blank(t, nil)
	put(t, s, 0, 0, "Bear Cub")
	put(t, s, 0, 3, "Hermit Crab")
	put(t, s, 1, 0, "Baby Gorilla")
	act(t, s, "play nothing")
	act(t, s, "Bear Cub attacks Baby Gorilla (column 1)")
	act(t, s, "play nothing")
	act(t, s, "Baby Gorilla attacks Bear Cub (column 1)") // P2 attacks the resting Bear Cub
	if s.p[0].zone[0].hp != 10 {
		t.Errorf("resting Bear Cub not hit: %d", s.p[0].zone[0].hp)
	}
	act(t, s, "play nothing")
	if hasAction(s, "Bear Cub attacks Baby Gorilla (column 1)") || !hasAction(s, "Hermit Crab attacks Baby Gorilla (column 1)") {
		t.Errorf("turn after the attack: legal %v", s.LegalActions(nil))
	}
	act(t, s, "no attack")
	act(t, s, "play nothing") // P2's Baby Gorilla rests: the turn ends
	act(t, s, "play nothing")
	if !hasAction(s, "Bear Cub attacks Baby Gorilla (column 1)") {
		t.Errorf("the Bear Cub still rests two turns later")
	}
}

// Rule 6 (B6, B19): at 0 health an animal goes to the defeated pile, the
// animals behind move up, copies of its animal in hand go too and are
// replaced, and copies drawn later go straight to the defeated pile.
func TestRule6Defeat(t *testing.T) {
	s := blank(t, nil)
	put(t, s, 0, 0, "Eaglet")
	put(t, s, 1, 0, "Tadpole").hp = 2
	put(t, s, 1, 1, "Joey")
	put(t, s, 1, 3, "Baby Gorilla").hp = 5
	give(t, s, 1, "Tree Frog", "Berries", "Whistle", "Rope", "Broom")
	stack(t, s, 1, "Energy Drink", "Bullfrog", "Shield")
	act(t, s, "play nothing")
	act(t, s, "Eaglet attacks Tadpole (column 1)")
	if got := pileNames(s, &s.p[1].defeated); got != "[Tadpole, Tree Frog]" {
		t.Errorf("defeated pile %s", got)
	}
	if s.describe(1, 0) != "Joey 5/5" || s.p[1].zone[1].card != 0 {
		t.Errorf("column 1 did not move up: %s, %s", s.describe(1, 0), s.describe(1, 1))
	}
	if got := pileNames(s, &s.p[1].hand); got != "[Berries, Whistle, Shield, Rope, Broom]" {
		t.Errorf("hand %s", got)
	}
	act(t, s, "play Berries on Baby Gorilla") // P2's play; the hand refills
	if got := pileNames(s, &s.p[1].defeated); got != "[Tadpole, Tree Frog, Bullfrog]" {
		t.Errorf("a drawn Bullfrog was kept: defeated %s", got)
	}
	if got := pileNames(s, &s.p[1].hand); got != "[Energy Drink, Whistle, Shield, Rope, Broom]" {
		t.Errorf("hand %s", got)
	}
}

// Rule 7.1 (B20): after a defeat the attacker may be upgraded with its next
// level from the hand; it still rests; the old card is defeated (7.3).
func TestRule7_1UpgradeAfterDefeat(t *testing.T) {
	for _, up := range []bool{true, false} {
		s := blank(t, nil)
		put(t, s, 0, 0, "Eaglet")
		give(t, s, 0, "Golden Eagle")
		put(t, s, 1, 0, "Tadpole").hp = 3
		put(t, s, 1, 3, "Baby Gorilla")
		act(t, s, "play nothing")
		act(t, s, "Eaglet attacks Tadpole (column 1)")
		if s.Phase() != "upgrade" {
			t.Fatalf("phase %s after a defeat with the next level in hand", s.Phase())
		}
		if !up {
			act(t, s, "no upgrade")
			if s.describe(0, 0) != "Eaglet 5/5 (rest)" {
				t.Errorf("declined: %s", s.describe(0, 0))
			}
			continue
		}
		act(t, s, "upgrade Eaglet to Golden Eagle")
		if s.describe(0, 0) != "Golden Eagle 7/7 (rest)" {
			t.Errorf("upgraded: %s", s.describe(0, 0))
		}
		if got := pileNames(s, &s.p[0].defeated); got != "[Eaglet]" {
			t.Errorf("P1 defeated pile %s, want the Eaglet (rule 7.3)", got)
		}
		if s.p[0].dead != 0 {
			t.Errorf("an upgrade marked the Eagle defeated")
		}
	}
}

// Rule 7.2 (B21): a dojo upgrades an animal as the play; it may attack this
// turn even if it rested.
func TestRule7_2Dojo(t *testing.T) {
	for _, clears := range []string{"true", "false"} {
		s := blank(t, game.Options{"dojo_clears_rest": clears})
		put(t, s, 0, 0, "Tadpole").rest = 1
		put(t, s, 0, 3, "Bear Cub").rest = 1
		put(t, s, 1, 0, "Baby Gorilla")
		give(t, s, 0, "River Dojo", "Tree Frog", "Grizzly")
		if hasAction(s, "dojo: upgrade Bear Cub to Brown Bear") {
			t.Errorf("a dojo skips a level (Bear Cub to Grizzly)")
		}
		act(t, s, "dojo: upgrade Tadpole to Tree Frog")
		if clears == "true" {
			act(t, s, "Tree Frog attacks Baby Gorilla (column 1)")
			if s.p[1].zone[0].hp != 8 {
				t.Errorf("Tree Frog hit for %d, want 3", 11-s.p[1].zone[0].hp)
			}
		} else if s.turn != 2 {
			t.Errorf("dojo_clears_rest=false: the upgraded animal attacked")
		}
		if got := pileNames(s, &s.p[0].discard); got != "[River Dojo]" {
			t.Errorf("discard %s", got)
		}
	}
}

// Rule 8 (B30): Dodge is played out of turn after the exercise: the attack
// deals 1 less, the attacker still rests, and the responder draws back to
// five.
func TestRule8Dodge(t *testing.T) {
	for _, dodge := range []bool{true, false} {
		s := blank(t, nil)
		put(t, s, 0, 0, "Cheetah Cub")
		put(t, s, 1, 0, "Tadpole")
		give(t, s, 1, "Dodge", "Berries", "Whistle", "Shield", "Broom")
		stack(t, s, 1, "Rope")
		act(t, s, "play nothing")
		act(t, s, "Cheetah Cub attacks Tadpole (column 1)")
		if s.Phase() != "response" || s.CurrentPlayer() != 1 {
			t.Fatalf("no response window: %s seat %d", s.Phase(), s.CurrentPlayer())
		}
		if o := s.Observation(1); o.Attack == nil || o.Attack.Damage != 4 { // Cheetah Cub 3, strong +1
			t.Errorf("the responder does not see the attack: %+v", o.Attack)
		}
		if dodge {
			act(t, s, "respond: dodge")
			if s.p[1].zone[0].hp != 7-(4-1) || pileNames(s, &s.p[1].hand) != "[Berries, Whistle, Shield, Rope, Broom]" {
				t.Errorf("dodge: Tadpole %d, hand %s", s.p[1].zone[0].hp, pileNames(s, &s.p[1].hand))
			}
		} else {
			act(t, s, "no response")
			if s.p[1].zone[0].hp != 7-4 {
				t.Errorf("no dodge: Tadpole %d", s.p[1].zone[0].hp)
			}
		}
		if s.p[0].zone[0].rest == 0 || s.seat != 1 || s.Phase() != "play" {
			t.Errorf("after the response: rest %d, seat %d, %s", s.p[0].zone[0].rest, s.seat, s.Phase())
		}
	}
}

// Rule 9.1: "A player can have one health card and one item or dojo card
// in play at a time", and 9.2: a stay card "remains until it is destroyed
// or another card of the same type is played. It is then discarded." A
// Dodge is an item played out of turn (rule 8): it discards the defender's
// Shield (an item) but not its Honeycomb (a health card).
func TestRule9_2DodgeEndsShield(t *testing.T) {
	for _, tc := range []struct {
		response string
		shield   bool // the Shield is still in play after the attack
		hp       int8 // the Tadpole's health at the start of P2's turn
	}{
		{"respond: dodge", false, 7 - (3 + 1 - 1) + 1}, // the Shield leaves play, the Dodge cuts 1
		{"no response", true, 7 - (3 + 1 - 1) + 1},     // Cheetah Cub 3, strong +1, Shield -1; Honeycomb +1
	} {
		t.Run(tc.response, func(t *testing.T) {
			s := blank(t, nil)
			put(t, s, 0, 0, "Cheetah Cub")
			put(t, s, 1, 0, "Tadpole").att = attShield | attRegen
			s.p[1].stay = [2]CardID{id(t, s, "Honeycomb"), id(t, s, "Shield")}
			give(t, s, 1, "Dodge", "Berries", "Whistle", "Rope", "Broom")
			stack(t, s, 1, "Fish Snack")
			act(t, s, "play nothing")
			act(t, s, "Cheetah Cub attacks Tadpole (column 1)")
			act(t, s, tc.response)
			pl := &s.p[1]
			if got := pl.stay[1] != 0 && pl.zone[0].att&attShield != 0; got != tc.shield {
				t.Errorf("Shield in play: %v, want %v (stay %v, discard %s)", got, tc.shield, pl.stay, pileNames(s, &pl.discard))
			}
			if pl.stay[0] != id(t, s, "Honeycomb") || pl.zone[0].att&attRegen == 0 {
				t.Errorf("the Honeycomb left play: stay %v", pl.stay)
			}
			if !tc.shield && pileNames(s, &pl.discard) != "[Shield, Dodge]" {
				t.Errorf("discard %s, want the Shield then the Dodge", pileNames(s, &pl.discard))
			}
			if pl.zone[0].hp != tc.hp {
				t.Errorf("Tadpole at %d health, want %d", pl.zone[0].hp, tc.hp)
			}
		})
	}
}

// Rule 9 (B27, B28): non-stay cards are discarded at the end of the turn;
// a stay card remains until another card of its category replaces it.
func TestRule9Stay(t *testing.T) {
	s := blank(t, nil)
	put(t, s, 0, 0, "Bear Cub").hp = 5
	put(t, s, 1, 0, "Tadpole")
	give(t, s, 0, "Honeycomb", "Berries", "Energy Drink", "Shield", "Whistle")
	stack(t, s, 0, "Rope", "Broom", "Fish Snack", "Forest Dojo")
	act(t, s, "play Honeycomb on Bear Cub")
	if s.p[0].stay[0] != id(t, s, "Honeycomb") {
		t.Fatalf("Honeycomb not in play")
	}
	act(t, s, "no attack")
	act(t, s, "play nothing")
	act(t, s, "no attack")
	if s.p[0].zone[0].hp != 6 {
		t.Errorf("Honeycomb healed to %d, want 6", s.p[0].zone[0].hp)
	}
	act(t, s, "play Berries on Bear Cub")
	if s.played != id(t, s, "Berries") || s.p[0].stay[0] != 0 || s.p[0].zone[0].att != 0 {
		t.Errorf("Berries did not replace the Honeycomb")
	}
	if got := pileNames(s, &s.p[0].discard); got != "[Honeycomb]" {
		t.Errorf("discard during the turn %s", got)
	}
	act(t, s, "no attack")
	if got := pileNames(s, &s.p[0].discard); got != "[Honeycomb, Berries]" {
		t.Errorf("discard after the turn %s", got)
	}
}

// Rule 10 (B31): an empty deck reshuffles its discard pile (never the
// defeated pile); with both empty the hand stays short.
func TestRule10Reshuffle(t *testing.T) {
	s := blank(t, nil)
	put(t, s, 0, 0, "Bear Cub")
	put(t, s, 1, 0, "Tadpole")
	give(t, s, 0, "Berries", "Rope")
	s.p[0].discard.push(id(t, s, "Whistle"))
	s.p[0].defeated.push(id(t, s, "Eaglet"))
	act(t, s, "discard [Berries] and draw again")
	h := pileNames(s, &s.p[0].hand)
	if s.p[0].hand.n != 3 || s.p[0].deck.n != 0 || s.p[0].discard.n != 0 || strings.Contains(h, "Eaglet") {
		t.Errorf("hand %s, deck %d, discard %d", h, s.p[0].deck.n, s.p[0].discard.n)
	}
}

// The win (B24): defeating the last animal of the opponent's zone wins at
// once, even if the opponent holds level 1 animals.
func TestWin(t *testing.T) {
	s := blank(t, nil)
	put(t, s, 0, 0, "Eaglet")
	put(t, s, 1, 0, "Tadpole").hp = 1
	give(t, s, 1, "Joey")
	act(t, s, "play nothing")
	act(t, s, "Eaglet attacks Tadpole (column 1)")
	if !s.IsTerminal() || s.Winner() != 0 {
		t.Fatalf("not won: %s", s.Phase())
	}
	if r := s.Returns(nil); r[0] != 1 || r[1] != -1 {
		t.Errorf("returns %v", r)
	}
	if err := s.Apply(actNothing); err == nil {
		t.Errorf("an action applied after the end")
	}
}

// B25: the turn cap ends the game on health left, then animals, else a draw.
func TestTurnCap(t *testing.T) {
	for _, tc := range []struct {
		hp0, hp1 int8
		winner   int
	}{{5, 4, 0}, {4, 5, 1}, {5, 5, -1}} {
		s := blank(t, game.Options{"turn_cap": "2"})
		put(t, s, 0, 0, "Tadpole").hp = tc.hp0
		put(t, s, 1, 0, "Tadpole").hp = tc.hp1
		for k := 0; k < 2; k++ {
			act(t, s, "play nothing")
			act(t, s, "no attack")
		}
		if !s.IsTerminal() || s.Winner() != tc.winner {
			t.Errorf("%d vs %d: over %v winner %d, want %d", tc.hp0, tc.hp1, s.IsTerminal(), s.Winner(), tc.winner)
		}
	}
}

// The observation of a seat never shows the opponent's hand or deck.
func TestObservationHidesHands(t *testing.T) {
	s := newGame(t, game.Options{"setup": "random"}).newState(4)
	data, err := json.Marshal(s.Observation(0))
	if err != nil {
		t.Fatal(err)
	}
	var o Observation
	if err := json.Unmarshal(data, &o); err != nil {
		t.Fatal(err)
	}
	if len(o.Hand) != 5 || o.Players[1].HandSize != 5 {
		t.Errorf("own hand %v, opponent hand size %d", o.Hand, o.Players[1].HandSize)
	}
	for _, c := range s.p[1].hand.slice() {
		if strings.Contains(string(data), `"`+s.g.set.Name(c)+`"`) && s.p[0].hand.index(c) < 0 && s.p[0].deck.index(c) < 0 {
			t.Errorf("opponent's %s visible", s.g.set.Name(c))
		}
	}
}

// TestDealIsTold: recording turned on before the first action tells what
// the deal did: how the first player was chosen, with a random setup the
// twelve starting animals and the first turn too, and the solo mission's
// first flip.
func TestDealIsTold(t *testing.T) {
	for _, tc := range []struct {
		opts  game.Options
		kinds map[string]int
	}{
		{game.Options{}, map[string]int{"first_player": 1}},
		{game.Options{"setup": "random"}, map[string]int{"first_player": 1, "place": 2 * StartAnimals, "turn": 1}},
		{game.Options{"mode": "solo"}, map[string]int{"flip": 1}},
	} {
		s := newGame(t, tc.opts).newState(3)
		s.RecordEvents(true)
		got := map[string]int{}
		for _, e := range s.DrainEvents(nil) {
			got[e.Kind]++
		}
		if !maps.Equal(got, tc.kinds) {
			t.Errorf("%v: the deal is told as %v, want %v", tc.opts, got, tc.kinds)
		}
	}
}
