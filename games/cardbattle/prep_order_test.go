package cardbattle

import (
	"slices"
	"strings"
	"testing"

	"menagerie/game"
)

// prepState returns a round-1 state of the Classic and Golden Packs under
// opts, just before Battle Prep, with P1 holding cards (hidden from P2),
// P2 holding an Ant, and P1's Trumpets set, recording its events.
func prepState(t *testing.T, opts game.Options, trumpets int, cards ...string) *State {
	t.Helper()
	o := game.Options{"packs": "classic,golden"}
	for k, v := range opts {
		o[k] = v
	}
	g, err := New(nil, o)
	if err != nil {
		t.Fatal(err)
	}
	s := g.newState(1)
	s.hands = [maxSeats]hand{}
	for _, n := range cards {
		s.hands[0].hid.add(s.id(t, n))
	}
	s.give(t, 1, "Ant")
	s.trumpets[0] = int16(trumpets)
	s.RecordEvents(true)
	return s
}

func (s *State) prepAction(t *testing.T, name string) game.Action {
	return abilityAction(s.id(t, name), TriggerBattlePrep, false)
}

// TestPlayerOrdersOwnBattlePrepAbilities: "Players resolve their own
// simultaneous abilities in the order of their choice." A Groundhog ("pay 1
// Trumpet to take 2 Apples into your hand") and a Cockroach ("gain 1
// Trumpet") trigger together with no Trumpet held: the Groundhog pays only
// if the Cockroach resolves first, so P1 is asked, with both pets face up.
func TestPlayerOrdersOwnBattlePrepAbilities(t *testing.T) {
	for _, tc := range []struct {
		first, then  string
		wantTrumpets int16
		wantHand     []string
	}{
		{"Cockroach", "Groundhog", 0, []string{"Apple", "Apple", "Cockroach", "Groundhog"}},
		{"Groundhog", "Cockroach", 1, []string{"Cockroach", "Groundhog"}},
	} {
		t.Run(tc.first, func(t *testing.T) {
			s := prepState(t, nil, 0, "Groundhog", "Cockroach")
			var lines []string
			s.startBattlePhase()
			if s.Phase() != "prep_order" || s.CurrentPlayer() != 0 {
				t.Fatalf("phase %s, seat %d: want P1 asked to order Battle Prep", s.Phase(), s.CurrentPlayer())
			}
			want := []game.Action{s.prepAction(t, "Cockroach"), s.prepAction(t, "Groundhog")}
			slices.Sort(want)
			if got := s.LegalActions(nil); !slices.Equal(got, want) {
				t.Fatalf("legal %v, want %v", got, want)
			}
			fewer := s.clone()
			fewer.prepWait.remove(s.id(t, "Cockroach"))
			if fewer.Hash() == s.Hash() {
				t.Error("the hash ignores which Battle Prep abilities wait")
			}
			if s.hands[0].hid.n != 0 {
				t.Errorf("P1's hidden cards %v while asked: both pets should be face up", cardNames(s.g.set, s.hands[0].hid.slice()))
			}
			if got := s.Observation(1).PrepChoices; len(got) != 2 {
				t.Errorf("P2 sees the choices %v, want both abilities", got)
			}
			s.mustApply(t, s.prepAction(t, tc.first))
			if s.Phase() != "arrange" {
				t.Fatalf("phase %s after the choice, want arrange", s.Phase())
			}
			if s.trumpets[0] != tc.wantTrumpets || !slices.Equal(s.handNames(0), tc.wantHand) {
				t.Errorf("Trumpets %d, hand %v; want %d, %v", s.trumpets[0], s.handNames(0), tc.wantTrumpets, tc.wantHand)
			}
			wantLine := "P1 chooses to resolve " + tc.first + "'s battle_prep ability next (of 2 waiting)"
			for _, e := range drained(s) {
				lines = append(lines, e.Describe(s.g.set))
			}
			if !slices.Contains(lines, wantLine) {
				t.Errorf("no line %q in\n%s", wantLine, strings.Join(lines, "\n"))
			}
		})
	}
}

// TestBattlePrepOrderAskedOnlyWhenItCanMatter: the player is asked only
// when two orders of their Battle Prep abilities leave different Trumpets,
// Mana, gold or hands.
func TestBattlePrepOrderAskedOnlyWhenItCanMatter(t *testing.T) {
	for _, tc := range []struct {
		name     string
		trumpets int
		hand     []string
		ask      bool
	}{
		{"a cost met either way", 2, []string{"Groundhog", "Cockroach"}, false},
		{"gains only", 0, []string{"Cockroach", "Moth", "Ostrich"}, false},
		{"one card twice", 1, []string{"Groundhog", "Groundhog"}, false},
		{"one ability", 0, []string{"Groundhog", "Ant"}, false},
		{"a cost met one way", 0, []string{"Groundhog", "Cockroach"}, true},
		{"a cost met one way among gains", 0, []string{"Groundhog", "Ostrich", "Moth"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := prepState(t, nil, tc.trumpets, tc.hand...)
			s.round = 3
			s.startBattlePhase()
			if asked := s.Phase() == "prep_order"; asked != tc.ask {
				t.Errorf("asked %v, want %v (phase %s)", asked, tc.ask, s.Phase())
			}
		})
	}
}

// TestFixedOrdersNeverAskInBattlePrep: with ability_order=pet_first or
// perk_first, Battle Prep abilities resolve in card order without asking.
func TestFixedOrdersNeverAskInBattlePrep(t *testing.T) {
	for _, order := range []string{"pet_first", "perk_first"} {
		t.Run(order, func(t *testing.T) {
			s := prepState(t, game.Options{"ability_order": order}, 0, "Groundhog", "Cockroach")
			s.startBattlePhase()
			if s.Phase() != "arrange" {
				t.Fatalf("phase %s, want arrange", s.Phase())
			}
			// Card order puts the Cockroach (tier 1) before the Groundhog.
			if s.trumpets[0] != 0 || !slices.Contains(s.handNames(0), "Apple") {
				t.Errorf("Trumpets %d, hand %v: want the Cockroach's Trumpet spent by the Groundhog", s.trumpets[0], s.handNames(0))
			}
		})
	}
}

// TestRecordsReplayBattlePrepChoices plays Golden Pack games at random until
// one asks for a Battle Prep order, then replays its actions from the seed
// and wants the same game.
func TestRecordsReplayBattlePrepChoices(t *testing.T) {
	g, err := New(nil, game.Options{"packs": "golden"})
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 200; seed++ {
		s := g.newState(seed)
		rng := game.NewRNG(seed)
		var record []game.Action
		asked := false
		for s.CurrentPlayer() != game.Terminal {
			var a game.Action
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				a = o[rng.Pick(o)].Action
			} else {
				l := s.LegalActions(nil)
				asked = asked || s.phase == phasePrepOrder
				a = l[rng.IntN(len(l))]
			}
			record = append(record, a)
			s.mustApply(t, a)
		}
		if !asked {
			continue
		}
		r := g.newState(seed)
		for i, a := range record {
			if err := r.Apply(a); err != nil {
				t.Fatalf("replay of seed %d, action %d: %v", seed, i, err)
			}
		}
		if r.String() != s.String() || r.Winner() != s.Winner() {
			t.Fatalf("replay of seed %d ends\n%s\nwant\n%s", seed, r, s)
		}
		return
	}
	t.Fatal("no game of seeds 1-200 asked for a Battle Prep order")
}
