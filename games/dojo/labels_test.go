package dojo

import (
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestReplacedStayCard: a play that takes a card of the category of a stay
// card in play (rule 9.1) says in its label which card it replaces, and
// Replaced names it from the seat's observation; other plays replace none.
// With stay_replaced_by=name only another copy, or another stay card,
// replaces it. Played names the card of the hand each play takes into play,
// and playing it discards the stay card exactly when the label says so.
func TestReplacedStayCard(t *testing.T) {
	for _, tc := range []struct {
		name     string
		byName   bool   // stay_replaced_by=name
		stay     string // P1's stay card in play, on the Bear Cub
		hand     []string
		label    string
		replaced string // the card Replaced names, "" for none
		played   string // the card Played names, "" for none
	}{
		{"shield on shield", false, "Shield", []string{"Shield"}, "play Shield on Eaglet (replaces your Shield)", "Shield", "Shield"},
		{"rope on shield", false, "Shield", []string{"Rope"}, "Rope: swap Bear Cub and Eaglet (replaces your Shield)", "Shield", "Rope"},
		{"dojo on shield", false, "Shield", []string{"Forest Dojo", "Brown Bear"}, "dojo: upgrade Bear Cub to Brown Bear (replaces your Shield)", "Shield", "Forest Dojo"},
		{"berries beside shield", false, "Shield", []string{"Berries"}, "play Berries on Bear Cub", "", "Berries"},
		{"honeycomb on honeycomb", false, "Honeycomb", []string{"Honeycomb"}, "play Honeycomb on Bear Cub (replaces your Honeycomb)", "Honeycomb", "Honeycomb"},
		{"nothing in play", false, "", []string{"Shield"}, "play Shield on Bear Cub", "", "Shield"},
		{"shield on shield by name", true, "Shield", []string{"Shield"}, "play Shield on Eaglet (replaces your Shield)", "Shield", "Shield"},
		{"rope beside shield by name", true, "Shield", []string{"Rope"}, "Rope: swap Bear Cub and Eaglet", "", "Rope"},
		{"dojo beside shield by name", true, "Shield", []string{"Forest Dojo", "Brown Bear"}, "dojo: upgrade Bear Cub to Brown Bear", "", "Forest Dojo"},
		{"play nothing", false, "Shield", []string{"Shield"}, "play nothing", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := game.Options{}
			if tc.byName {
				opts["stay_replaced_by"] = "name"
			}
			s := blank(t, opts)
			put(t, s, 0, 0, "Bear Cub").hp = 5
			put(t, s, 0, 3, "Eaglet")
			put(t, s, 1, 0, "Tadpole")
			var stay CardID
			if tc.stay != "" {
				stay = id(t, s, tc.stay)
				k := s.g.set.Card(stay).category()
				s.p[0].stay[k] = stay
				s.p[0].zone[0].att |= 1 << k
			}
			give(t, s, 0, tc.hand...)
			var found game.Action = -1
			for _, a := range s.LegalActions(nil) {
				if s.ActionString(a) == tc.label {
					found = a
				}
			}
			if found < 0 {
				var texts []string
				for _, l := range s.Labels(nil) {
					texts = append(texts, l.Text)
				}
				t.Fatalf("no label %q among %q", tc.label, texts)
			}
			tv := s.TableView(0)
			if got := s.g.Replaced(&tv, 0, found); got != tc.replaced {
				t.Errorf("Replaced %q, want %q", got, tc.replaced)
			}
			if got := s.g.Played(&tv, 0, found); got != tc.played {
				t.Errorf("Played %q, want %q", got, tc.played)
			}
			if stay == 0 || tc.played == "" {
				return
			}
			k := s.g.set.Card(stay).category()
			for range HandSize {
				s.p[0].deck.push(id(t, s, "Berries")) // the turn's refill draws these
			}
			discarded := func() int { return count(s.p[0].discard.slice(), stay) }
			before := discarded()
			if err := s.Apply(found); err != nil {
				t.Fatal(err)
			}
			if gone := discarded() > before; gone != (tc.replaced != "") {
				t.Errorf("after %q the stay card in play is %s (discarded: %v)", tc.label, s.g.set.Name(s.p[0].stay[k]), gone)
			}
		})
	}
}

// TestLabelNamesAnimals: a label names the animals a play acts on, and
// their places only when two animals of the zone share a name (a card set
// may hold two copies of an animal).
func TestLabelNamesAnimals(t *testing.T) {
	s := blank(t, nil)
	put(t, s, 0, 0, "Bear Cub").hp = 5
	put(t, s, 0, 1, "Bear Cub").hp = 5
	put(t, s, 0, 3, "Eaglet").hp = 1
	put(t, s, 1, 0, "Tadpole")
	give(t, s, 0, "Berries", "Rope")
	var texts []string
	for _, l := range s.Labels(nil) {
		texts = append(texts, l.Text)
	}
	got := strings.Join(texts, "; ")
	for _, want := range []string{
		"play Berries on Bear Cub (front of column 1)", "play Berries on Bear Cub (column 1, row 2)", "play Berries on Eaglet",
		"Rope: swap Bear Cub (front of column 1) and Eaglet",
	} {
		if !strings.Contains(got, want+";") {
			t.Errorf("labels lack %q: %s", want, got)
		}
	}
}

// count returns how many times id appears in ids.
func count(ids []CardID, id CardID) int {
	n := 0
	for _, x := range ids {
		if x == id {
			n++
		}
	}
	return n
}

// TestLabelsAllocations: labelling a position allocates each label's text
// and a few lists, not several allocations a label.
func TestLabelsAllocations(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		gametest.LabelAllocations(t, g, seed)
	}
}

// TestLabelCards: a play's label names the cards of the hand it takes, so
// that a client can offer it from the card: a health or item card's play
// the card, a Rope's swap the Rope, a dojo's upgrade the Dojo card, then
// the next level.
func TestLabelCards(t *testing.T) {
	for _, tc := range []struct {
		hand  []string
		label string
		cards []string
	}{
		{[]string{"Shield"}, "play Shield on Eaglet", []string{"Shield"}},
		{[]string{"Rope", "Berries"}, "Rope: swap Bear Cub and Eaglet", []string{"Rope"}},
		{[]string{"Berries", "Forest Dojo", "Brown Bear"}, "dojo: upgrade Bear Cub to Brown Bear", []string{"Forest Dojo", "Brown Bear"}},
	} {
		t.Run(tc.label, func(t *testing.T) {
			s := blank(t, game.Options{})
			put(t, s, 0, 0, "Bear Cub")
			put(t, s, 0, 3, "Eaglet")
			put(t, s, 1, 0, "Tadpole")
			give(t, s, 0, tc.hand...)
			var texts []string
			for _, l := range s.Labels(nil) {
				if l.Text != tc.label {
					texts = append(texts, l.Text)
					continue
				}
				var names []string
				for _, c := range l.Cards {
					names = append(names, s.g.set.Name(CardID(c)))
				}
				if strings.Join(names, ", ") != strings.Join(tc.cards, ", ") {
					t.Errorf("the label names %q, want %q", names, tc.cards)
				}
				return
			}
			t.Fatalf("no label %q among %q", tc.label, texts)
		})
	}
}
