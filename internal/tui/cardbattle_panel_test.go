package tui

import (
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// petsWithHat returns the names of n pets of tiers 1-6 that wear hat.
func petsWithHat(t *testing.T, cs *cardbattle.CardSet, hat, n int) []string {
	t.Helper()
	var names []string
	for _, id := range cs.IDs() {
		if c := cs.Card(id); c.IsPet() && !c.Supply() && c.Hat == hat && len(names) < n {
			names = append(names, c.Name)
		}
	}
	if len(names) < n {
		t.Fatalf("fewer than %d pets wear %s", n, cs.Hats[hat])
	}
	return names
}

// builtShop is a two-player shop in round 2 seen by seat 0, whose hand
// holds three pets with the first hat (a Triple), two with the second
// (one short) and an Apple, and whose shop shows a third pet with the
// second hat, an empty slot, an Apple and a fourth pet with the first
// hat; seat 1, passed, holds a pet face up and three hidden cards of
// tiers 1, 1 and 2. It returns the view with the names of the hand's and
// the shop's cards.
func builtShop(t *testing.T, cs *cardbattle.CardSet) (v *game.TableView, hand, display []string) {
	triple, short := petsWithHat(t, cs, 0, 1), petsWithHat(t, cs, 1, 3)
	hand = []string{triple[0], triple[0], triple[0], short[0], short[1], "Apple"}
	display = []string{short[2], "", "Apple", triple[0]}
	id := func(name string) game.Card {
		c, _ := cs.Lookup(name)
		return game.Card(c)
	}
	cards := func(names []string) []game.Card {
		out := make([]game.Card, len(names))
		for i, name := range names {
			out[i] = id(name)
		}
		return out
	}
	v = &game.TableView{Phase: "shop"}
	v.Count("round", 2)
	v.Count("first_player", 1)
	v.Count("opponent", 1, 0)
	v.Count("trophies", 1, 0)
	v.Count("gold", 7, 4)
	v.Count("passed", 0, 1)
	v.Count("battle_first", -1)
	v.Lay("display", cards(display))
	v.Lay("hand", cards(hand), []game.Card{id(short[0]), game.Hidden, game.Hidden, game.Hidden})
	v.Measure([]int{1, 1, 1, 1, 1, 0}, []int{1, 1, 1, 2})
	return v, hand, display
}

// TestCardPanelMarksHatsAndTriples: in a built shop, every pet shows its
// hat, the three pets with one hat are marked as a Triple, the two with
// another as one short, and the shop pet that completes them as a Triple.
func TestCardPanelMarksHatsAndTriples(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs := g.Cards()
	v, hand, display := builtShop(t, cs)
	lines := drawCardPanel(cs, v, 0, style{})
	text := strings.Join(lines, "\n")
	line := func(prefix, name string) string {
		for _, l := range lines {
			if strings.HasPrefix(l, prefix) && strings.Contains(l, " "+name+" ") {
				return l
			}
		}
		t.Fatalf("no line %q...%q in:\n%s", prefix, name, text)
		return ""
	}
	tests := []struct {
		name, prefix, card, want string
	}{
		{"a Triple in the hand", markTriple + " ", hand[0] + " ×3", "◆" + cs.Hats[0]},
		{"one short in the hand", markOneShort + " ", hand[3], "◆" + cs.Hats[1]},
		{"the other pet one short", markOneShort + " ", hand[4], "◆" + cs.Hats[1]},
		{"the shop pet completes a Triple", "[1] " + markTriple + " ", display[0], "◆" + cs.Hats[1]},
		{"a fourth pet of a Triple", "[4] " + markTriple + " ", display[3], "◆" + cs.Hats[0]},
		{"food has no mark", "[3]   ", "Apple", "+1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if l := line(tt.prefix, tt.card); !strings.Contains(l, tt.want) {
				t.Errorf("%q lacks %q", l, tt.want)
			}
		})
	}
	for _, want := range []string{"Round 2 of 6", "P1 (you) 7/1  P2 4/0", tripleLegend, "P2 (passed) 4 cards: " + hand[3], "hidden 2 t1, 1 t2", "[2]   (empty)"} {
		if !strings.Contains(text, want) {
			t.Errorf("panel lacks %q:\n%s", want, text)
		}
	}
}

// TestCardPanelFits draws the panel of every decision in random games of
// 2, 4 and 6 players and every pack, plainly and for a terminal: at most
// panelRows lines of at most an 80-column screen's panel columns, no escape sequence in
// plain style, and the same lines in both but for the styling.
func TestCardPanelFits(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts game.Options
	}{
		{"2 players", nil},
		{"2 players golden", game.Options{"packs": "golden"}},
		{"4 players", game.Options{"players": "4", "packs": "classic,golden"}},
		{"6 players", game.Options{"players": "6", "packs": "classic,golden,magic"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := cardbattle.New(nil, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			ui := newCardBattleUI(g, nil)
			phases := map[string]bool{}
			for seed := uint64(1); seed <= 3; seed++ {
				st := g.NewState(seed).(*cardbattle.State)
				rng := game.NewRNG(seed)
				for !st.IsTerminal() {
					seat := st.CurrentPlayer()
					if seat == game.Chance {
						outs := st.ChanceOutcomes(nil)
						st.ApplyUnchecked(outs[rng.Pick(outs)].Action)
						continue
					}
					v := seatView(st, seat)
					v.Actions = st.Labels(nil)
					phases[phaseOf(v)] = true
					checkPanel(t, ui.panel(v, style{}), ui.panel(v, style{terminal: true}))
					if ui.status(v) == "" {
						t.Fatalf("no status in phase %s", phaseOf(v))
					}
					legal := st.LegalActions(nil)
					st.ApplyUnchecked(legal[rng.IntN(len(legal))])
				}
			}
			for _, phase := range []string{"shop", "arrange"} {
				if !phases[phase] {
					t.Errorf("no decision in phase %s was drawn", phase)
				}
			}
		})
	}
}

// TestCardPanelCrowdedHand: a hand too long for a line a card is drawn
// two cards a line, and when even that is too long the last line counts
// the cards left out; every card is either shown or counted.
func TestCardPanelCrowdedHand(t *testing.T) {
	g, err := cardbattle.New(nil, game.Options{"players": "6", "packs": "classic,golden,magic"})
	if err != nil {
		t.Fatal(err)
	}
	cs := g.Cards()
	var pets []string
	for _, id := range cs.IDs() {
		if c := cs.Card(id); c.IsPet() && !c.Supply() {
			pets = append(pets, c.Name)
		}
	}
	for _, n := range []int{1, 4, 8, 12, 40} {
		v := &game.TableView{Phase: "shop"}
		v.Count("round", 1)
		v.Count("opponent", 1, 0, 3, 2, 5, 4)
		v.Count("gold", 3, 3, 3, 3, 3, 3)
		v.Count("battle_first", -1)
		v.Lay("display", make([]game.Card, 4))
		hands := [][]game.Card{nil}
		for s := 1; s < 6; s++ {
			hands = append(hands, []game.Card{game.Hidden, game.Hidden})
		}
		for _, name := range pets[:n] {
			id, _ := cs.Lookup(name)
			hands[0] = append(hands[0], game.Card(id))
		}
		v.Lay("hand", hands...)
		plain := drawCardPanel(cs, v, 0, style{})
		checkPanel(t, plain, drawCardPanel(cs, v, 0, style{terminal: true}))
		text := strings.Join(plain, "\n")
		shown := 0
		for _, name := range pets[:n] {
			if strings.Contains(text, name+" ") {
				shown++
			}
		}
		left := 0
		if i := strings.Index(text, "… "); i >= 0 {
			fmt.Sscanf(text[i+len("… "):], "%d more", &left)
		}
		if shown+left != n {
			t.Errorf("%d cards in the hand: %d shown and %d counted as left out:\n%s", n, shown, left, text)
		}
	}
}

// checkPanel checks a panel drawn plainly and for a terminal.
func checkPanel(t *testing.T, plain, term []string) {
	t.Helper()
	if len(plain) > panelRows || len(term) != len(plain) {
		t.Fatalf("%d plain and %d terminal lines, want as many and at most %d:\n%s", len(plain), len(term), panelRows, strings.Join(plain, "\n"))
	}
	for i, l := range plain {
		if strings.ContainsRune(l, 0x1b) {
			t.Fatalf("plain line %q has an escape sequence", l)
		}
		if w := visibleWidth(term[i]); w > (style{}).panelCols() || visibleWidth(l) > (style{}).panelCols() {
			t.Fatalf("line %d is %d columns (plain %d), want at most %d: %q", i, w, visibleWidth(l), (style{}).panelCols(), term[i])
		}
	}
}
