package gametest

import (
	"strings"
	"testing"

	"menagerie/game"
)

// tableSchema declares a counter and zones of every scope and visibility.
var tableSchema = &game.Schema{
	Version: 1,
	Phases:  []game.Phase{{ID: "play", Title: "Play", Hint: "play a card"}},
	Counters: []game.Counter{
		{ID: "round", Title: "Round", Scope: game.TableScope},
		{ID: "points", Title: "Points", Scope: game.SeatScope},
	},
	Zones: []game.Zone{
		{ID: "market", Title: "Market", Scope: game.TableScope, Visibility: game.Public, Layout: game.Slots},
		{ID: "hand", Title: "Hand", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Pile, Stats: []game.Stat{
			{ID: "tier", Title: "Tier", Meaning: "shown on the card's back", Back: true},
			{ID: "charge", Title: "Charge", Meaning: "seen only with the card"}}},
		{ID: "deck", Title: "Deck", Scope: game.TableScope, Visibility: game.Secret, Layout: game.Ordered},
		{ID: "board", Title: "Board", Scope: game.TableScope, Visibility: game.Public, Layout: game.Grid, Stats: []game.Stat{
			{ID: "health", Title: "Health", Meaning: "the health left"}}},
		{ID: "tally", Title: "Tally", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Pile, Kinds: true, Stats: []game.Stat{
			{ID: "times", Title: "Times", Meaning: "how often the kind was played"}}},
	},
}

// tableObservation is what a seat of the table test knows: its phase and
// the names of the cards it sees.
type tableObservation struct {
	Seat  int      `json:"seat"`
	Phase string   `json:"phase"`
	Cards []string `json:"cards"`
}

func (o tableObservation) ObservingSeat() game.Player { return game.Player(o.Seat) }
func (o tableObservation) PhaseID() string            { return o.Phase }

// tableCardName names the test's cards.
func tableCardName(c game.Card) string {
	return [...]string{"-", "Ant", "Bee", "Cat", "Dog"}[c]
}

// tableView is seat 0's view of the test table: Ant in the market, Bee and
// Cat in its hand (tiers 1 and 2, charges 5 and 0), two hidden cards of
// tiers 1 and 3 in seat 1's, three in the deck, Ant on the board with
// health 4, and seat 0's tally of Dog's kind played twice.
func tableView() game.TableView {
	var t game.TableView
	t.Phase = "play"
	t.Count("round", 3)
	t.Count("points", 1, 2)
	t.Lay("market", []game.Card{1, 0})
	t.Lay("hand", []game.Card{2, 3}, []game.Card{game.Hidden, game.Hidden})
	t.Measure([]int{1, 5, 2, 0}, []int{1, 0, 3, 0})
	t.Lay("deck", []game.Card{game.Hidden, game.Hidden, game.Hidden})
	t.LayGrid("board", 2, []game.Card{1, 0, 0, 0})
	t.Measure([]int{4, 0, 0, 0})
	t.Lay("tally", []game.Card{4}, []game.Card{})
	t.Measure([]int{2}, []int{})
	return t
}

func TestTableErrors(t *testing.T) {
	seen := tableObservation{Seat: 0, Phase: "play", Cards: []string{"Ant", "Bee", "Cat"}}
	tests := []struct {
		name   string
		change func(v *game.TableView, o *tableObservation)
		want   string // in the first error; "" for none
	}{
		{"as declared", nil, ""},
		{"an undeclared zone", func(v *game.TableView, _ *tableObservation) {
			v.Lay("graveyard", []game.Card{})
		}, `zone "graveyard" is not declared`},
		{"a missing counter", func(v *game.TableView, _ *tableObservation) {
			v.Counters = v.Counters[:1]
		}, `declared counter "points" is missing`},
		{"a counter twice", func(v *game.TableView, _ *tableObservation) {
			v.Count("round", 4)
		}, `counter "round" is given twice`},
		{"zones out of order", func(v *game.TableView, _ *tableObservation) {
			v.Zones[0], v.Zones[1] = v.Zones[1], v.Zones[0]
		}, "not in the declared order"},
		{"a seat counter with one value", func(v *game.TableView, _ *tableObservation) {
			v.Counters[1].Values = []int{1}
		}, `counter "points" has 1 values`},
		{"a seat zone with one list", func(v *game.TableView, _ *tableObservation) {
			v.Zones[1].Cards = v.Zones[1].Cards[:1]
		}, `zone "hand" has 1 lists`},
		{"a hidden card in a public zone", func(v *game.TableView, _ *tableObservation) {
			v.Zones[0].Cards[0][1] = game.Hidden
		}, `"market" is public but hides a card`},
		{"another seat's hand shown", func(v *game.TableView, _ *tableObservation) {
			v.Zones[1].Cards[1] = []game.Card{4, 1}
		}, `seat 1's "hand" (owner) shows Dog, which the observation does not name`},
		{"another seat's card the observation reveals", func(v *game.TableView, o *tableObservation) {
			v.Zones[1].Cards[1][0] = 4
			o.Cards = append(o.Cards, "Dog")
		}, ""},
		{"a public card the observation does not name", func(v *game.TableView, _ *tableObservation) {
			v.Zones[0].Cards[0][1] = 4
		}, `"market" (public) shows Dog, which the observation does not name`},
		{"a secret card shown", func(v *game.TableView, _ *tableObservation) {
			v.Zones[2].Cards[0][1] = 4
		}, `"deck" (secret) shows Dog`},
		{"a secret card the observation reveals", func(v *game.TableView, o *tableObservation) {
			v.Zones[2].Cards[0][1] = 4
			o.Cards = append(o.Cards, "Dog")
		}, ""},
		{"a wrong phase", func(v *game.TableView, _ *tableObservation) {
			v.Phase = "shop"
		}, `phase "shop", but the observation's is "play"`},
		{"an undeclared phase", func(v *game.TableView, o *tableObservation) {
			v.Phase, o.Phase = "shop", "shop"
		}, `phase "shop" is not declared`},
		{"a grid without a width", func(v *game.TableView, _ *tableObservation) {
			v.Zones[3].Width = 0
		}, `zone "board", laid out as a grid, has width 0`},
		{"a width for a pile", func(v *game.TableView, _ *tableObservation) {
			v.Zones[1].Width = 2
		}, `zone "hand", laid out as a pile, has width 2`},
		{"a grid of part of a row", func(v *game.TableView, _ *tableObservation) {
			v.Zones[3].Cards[0] = []game.Card{1, 0, 0}
		}, "3 places, not whole rows of 2"},
		{"no card", func(v *game.TableView, _ *tableObservation) {
			v.Zones[0].Cards[0][1] = -2
		}, "holds -2, which is no card"},
		{"numbers on a zone that declares none", func(v *game.TableView, _ *tableObservation) {
			v.Zones[0].Stats = [][]int{{0, 0}}
		}, `zone "market" carries numbers but declares none`},
		{"no numbers on a zone that declares some", func(v *game.TableView, _ *tableObservation) {
			v.Zones[1].Stats = nil
		}, `zone "hand" has 0 lists of numbers for 2 lists of cards`},
		{"a place short of a number", func(v *game.TableView, _ *tableObservation) {
			v.Zones[1].Stats[1] = v.Zones[1].Stats[1][:3]
		}, `zone "hand"'s list 1 has 3 numbers for 2 places of 2 each`},
		{"a number on an empty place", func(v *game.TableView, _ *tableObservation) {
			v.Zones[3].Stats[0][1] = 2
		}, `zone "board"'s list 0: empty place 1 has health 2`},
		{"a hidden card's number", func(v *game.TableView, _ *tableObservation) {
			v.Zones[1].Stats[1][3] = 6
		}, `zone "hand"'s list 1: place 1 hides its card but shows its charge, 6`},
		{"a number shown on a hidden card's back", func(v *game.TableView, _ *tableObservation) {
			v.Zones[1].Stats[1][2] = 2
		}, ""},
		{"a kind twice", func(v *game.TableView, _ *tableObservation) {
			v.Zones[4].Cards[0], v.Zones[4].Stats[0] = []game.Card{4, 4}, []int{2, 1}
		}, `seat 0's "tally" of kinds holds Dog twice`},
		{"a hidden kind", func(v *game.TableView, _ *tableObservation) {
			v.Zones[4].Cards[1], v.Zones[4].Stats[1] = []game.Card{game.Hidden}, []int{0}
		}, `"tally" is public but hides a card`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, o := tableView(), seen
			o.Cards = append([]string(nil), seen.Cards...)
			if tt.change != nil {
				tt.change(&v, &o)
			}
			errs := tableErrors(tableSchema, 2, 0, o, tableCardName, v)
			switch {
			case tt.want == "" && len(errs) > 0:
				t.Errorf("errors %v, want none", errs)
			case tt.want != "" && (len(errs) == 0 || !strings.Contains(errs[0].Error(), tt.want)):
				t.Errorf("errors %v, want one saying %q", errs, tt.want)
			}
		})
	}
}

// TestTableErrorsOfKindsNotPublic: a zone of kinds must be declared
// public.
func TestTableErrorsOfKindsNotPublic(t *testing.T) {
	s := *tableSchema
	s.Zones = append([]game.Zone(nil), tableSchema.Zones...)
	s.Zones[4].Visibility = game.Owner
	o := tableObservation{Seat: 0, Phase: "play", Cards: []string{"Ant", "Bee", "Cat"}}
	errs := tableErrors(&s, 2, 0, o, tableCardName, tableView())
	if len(errs) == 0 || !strings.Contains(errs[0].Error(), `zone "tally" of kinds is owner, not public`) {
		t.Errorf("errors %v, want one saying the tally is not public", errs)
	}
}

// TestTableErrorsOfTheFirstSeat: the counter declared to name the seat
// going first holds a seat of the game.
func TestTableErrorsOfTheFirstSeat(t *testing.T) {
	s := *tableSchema
	s.FirstSeat = "round"
	o := tableObservation{Seat: 0, Phase: "play", Cards: []string{"Ant", "Bee", "Cat"}}
	for _, tt := range []struct {
		first int
		want  string // in the first error; "" for none
	}{{0, ""}, {1, ""}, {2, `counter "round" names the seat going first, but holds 2 in a game of 2 players`}, {-1, "holds -1"}} {
		v := tableView()
		v.Counters[0].Values[0] = tt.first
		errs := tableErrors(&s, 2, 0, o, tableCardName, v)
		switch {
		case tt.want == "" && len(errs) > 0:
			t.Errorf("first seat %d: errors %v, want none", tt.first, errs)
		case tt.want != "" && (len(errs) == 0 || !strings.Contains(errs[0].Error(), tt.want)):
			t.Errorf("first seat %d: errors %v, want one saying %q", tt.first, errs, tt.want)
		}
	}
}

// TestTableErrorsForTheSpectator: the spectator owns no zone, so every
// seat's hand is hidden from it.
func TestTableErrorsForTheSpectator(t *testing.T) {
	o := tableObservation{Seat: int(game.Spectator), Phase: "play", Cards: []string{"Ant"}}
	v := tableView()
	v.Zones[1].Cards[0] = []game.Card{game.Hidden, game.Hidden}
	v.Zones[1].Stats[0] = []int{1, 0, 2, 0} // the charges hidden with the cards
	if errs := tableErrors(tableSchema, 2, game.Spectator, o, tableCardName, v); len(errs) > 0 {
		t.Errorf("errors %v, want none", errs)
	}
	v.Zones[1].Cards[0] = []game.Card{2, 3}
	errs := tableErrors(tableSchema, 2, game.Spectator, o, tableCardName, v)
	if len(errs) == 0 || !strings.Contains(errs[0].Error(), `the spectator's table view: seat 0's "hand" (owner) shows Bee`) {
		t.Errorf("errors %v, want one saying the spectator sees Bee in seat 0's hand", errs)
	}
}
