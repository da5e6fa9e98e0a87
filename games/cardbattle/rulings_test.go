package cardbattle

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"menagerie/game"
)

// TestDisplayRefilledAfterTheBuyAbility: "After buying a card, if it has a
// Buy ability, reveal it and resolve that ability. If the card was bought
// from the shop display, refill the empty slot from the shop deck." While
// the Otter's Buy ability resolves, its slot is still empty: the events
// tell the buy, then the ability, and the slot is refilled after them.
func TestDisplayRefilledAfterTheBuyAbility(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck", "Fish"})
	s.RecordEvents(true)
	s.mustApply(t, actBuyDisplay+2) // Otter
	var kinds []EventKind
	for _, e := range drained(s) {
		kinds = append(kinds, e.Kind)
	}
	if want := []EventKind{EventBuy, EventAbility, EventAddHand}; !slices.Equal(kinds, want) {
		t.Errorf("events %v, want %v", kinds, want)
	}
	if got := s.g.set.Name(s.display[2]); got != "Duck" {
		t.Errorf("display slot 3 refilled with %s, want Duck", got)
	}
	sameCards(t, "P1 hand", s.handNames(0), "Otter", "Apple")
}

// TestTripleWithAnEmptyDeck: "Q: Can I Triple in round 6? A: Yes, just
// draw from the top of the current shop deck." With that deck empty the
// Triple is still offered: its Triple abilities resolve and nothing is
// drawn.
func TestTripleWithAnEmptyDeck(t *testing.T) {
	s := shopState(t, 6, 0, []string{"Gorilla"}, nil)
	s.give(t, 0, "Fish", "Fish", "Fish")
	fish := s.id(t, "Fish")
	triple := tripleAction(fish, fish, fish)
	if !s.legal(triple) {
		t.Fatalf("Triple not offered with an empty shop deck: %v", s.LegalActions(nil))
	}
	s.mustApply(t, triple)
	sameCards(t, "P1 hand", s.handNames(0), "Apple", "Apple", "Apple")
	if s.phase != phaseShop || s.seat != 1 || s.tripleDraw != [2]CardID{} {
		t.Errorf("the turn should pass with nothing drawn: phase %s, seat %d, draw %v", phaseNames[s.phase], s.seat, s.tripleDraw)
	}
}

// TestRetrieversTrumpetsAreDiscardedAsItFaints: "When it faints, discard
// your Trumpets" (Golden Pack) and a fainted pet "cannot gain power"
// (glossary). The Trumpet its Cherry gains as it faints (round 4 on) is a
// new one: it stays, and a second Golden Retriever (power 1) joins.
func TestRetrieversTrumpetsAreDiscardedAsItFaints(t *testing.T) {
	g, err := New(nil, game.Options{"packs": "classic,golden"})
	if err != nil {
		t.Fatal(err)
	}
	_, lines := playScenario(t, g, []byte(`{"round": 4, "decks": [["Cherry"], ["Hippo"]], "trumpets": [2, 0]}`))
	want := []string{
		"P1 plays Cherry",
		"P1 plays Golden Retriever (power 2, perk Cherry)",
		"P2 plays Hippo (power 4)",
		"attack: P1's Golden Retriever takes 4 (4 damage, power 2), P2's Hippo takes 2 (2 damage, power 4)",
		"P1's Golden Retriever faints",
		"P1's Cherry: faint ability",
		"P1 gains 1 Trumpet",
		"P2's Hippo: enemy_faints ability",
		"P2's Hippo heals 1 damage (1 damage, power 4)",
		"P1 plays Golden Retriever (power 1)",
	}
	if !containsRun(lines, want) {
		t.Errorf("want the sequence\n%s\nin\n%s", strings.Join(want, "\n"), strings.Join(lines, "\n"))
	}
}

// TestTrumpetPerksGainFromTheirRound: Cherry's "Faint: from round 4 on, gain
// 1 Trumpet" and Pineapple's "Faint: in round 6, gain 1 Trumpet" (their tuned
// texts, docs/cardbattle.md) fire in battle only from that round; the Trumpet
// then fields a Golden Retriever.
func TestTrumpetPerksGainFromTheirRound(t *testing.T) {
	g, err := New(nil, game.Options{"packs": "classic,golden"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		perk  string
		round int
		gains bool
	}{
		{"Cherry", 1, false}, {"Cherry", 3, false}, {"Cherry", 4, true}, {"Cherry", 6, true},
		{"Pineapple", 4, false}, {"Pineapple", 5, false}, {"Pineapple", 6, true},
	} {
		gain := []string{"P1's " + tc.perk + ": faint ability", "P1 gains 1 Trumpet"}
		_, lines := playScenario(t, g, []byte(fmt.Sprintf(`{"round": %d, "decks": [[%q, "Fish"], ["Hippo"]]}`, tc.round, tc.perk)))
		if got := containsRun(lines, gain); got != tc.gains {
			t.Errorf("%s in round %d: its Trumpet %v, want %v in\n%s", tc.perk, tc.round, got, tc.gains, strings.Join(lines, "\n"))
		}
		if got := slices.Contains(lines, "P1 plays Golden Retriever (power 1)"); got != tc.gains {
			t.Errorf("%s in round %d: a Retriever fielded %v, want %v", tc.perk, tc.round, got, tc.gains)
		}
	}
}

// TestExposedAddsAfterGarlic: Exposed "The pet receives +1 damage when
// hit", Garlic "This pet takes 1 less damage when attacked", and
// "Receiving 0 damage counts as being hit" (glossary). Garlic's reduction
// stops at 0, then each Exposed adds 1: the hit still hurts.
func TestExposedAddsAfterGarlic(t *testing.T) {
	g, err := New(nil, game.Options{"packs": "classic,magic"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		decks string
		want  string
	}{
		{"a 1-power attack: 1 - 1 + 1", `[["Bee"], ["Exposed", "Garlic", "Hippo"]]`,
			"attack: P1's Bee takes 4 (4 damage, power 1), P2's Hippo takes 1 (1 damage, power 4)"},
		{"a Spooked 1-power attack: 0, not below, + 1", `[["Spooked", "Bee"], ["Exposed", "Garlic", "Hippo"]]`,
			"attack: P1's Bee takes 4 (4 damage, power 1), P2's Hippo takes 1 (1 damage, power 4)"},
		{"no Exposed: 1 - 1", `[["Bee"], ["Garlic", "Hippo"]]`,
			"attack: P1's Bee takes 4 (4 damage, power 1), P2's Hippo takes 0 (0 damage, power 4)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, lines := playScenario(t, g, []byte(`{"decks": `+tc.decks+`}`))
			if !slices.Contains(lines, tc.want) {
				t.Errorf("want %q in\n%s", tc.want, strings.Join(lines, "\n"))
			}
		})
	}
}

// TestTieBreakLooksBackRoundByRound: "If the game ends in a tie, if only
// one of the tied players won round 6, they are the winner. If still tied,
// look to round 5, etc. If any tied players had exactly the same record,
// share that victory!" Players who won a round beat tied players who did
// not; the ones still tied look at the round before.
func TestTieBreakLooksBackRoundByRound(t *testing.T) {
	for _, tc := range []struct {
		name    string
		winners [][]int // winners of rounds 1-6; every player has 2 trophies
		want    []int
	}{
		{"A alone won round 6", [][]int{{1, 2, 3}, {1, 2, 3}, {}, {}, {0}, {0}}, []int{0}},
		{"A and B won round 6, C round 5: A and B stay tied, then B won round 4",
			[][]int{{0, 2}, {}, {}, {1}, {2}, {0, 1}}, []int{1}},
		{"nobody won rounds 5 and 6: round 4 decides", [][]int{{0, 1, 2}, {3}, {}, {3}, {}, {}}, []int{3}},
		{"the same record shares the victory", [][]int{{0, 1}, {}, {}, {}, {}, {0, 1}}, []int{0, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := shopState(t, 6, 0, standardDisplay, nil)
			s.n = 4
			for r, ws := range tc.winners {
				for _, w := range ws {
					s.roundWins[r+1] |= 1 << w
				}
			}
			for p := 0; p < 4; p++ {
				s.trophies[p] = 2 // a four-way tie on trophies
			}
			s.phase = phaseOver
			if got := s.Winners(); !slices.Equal(got, tc.want) {
				t.Errorf("winners %v, want %v", got, tc.want)
			}
		})
	}
}
