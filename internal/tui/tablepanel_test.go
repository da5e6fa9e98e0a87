package tui

import (
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/highcard"
	"menagerie/internal/testgames"
	"menagerie/session"
)

// TestTablePanel draws table views from a declared model alone: the
// phase's title and hint, counters and zones by title, names for the
// cards a seat sees, backs for the hidden ones, numbered places.
func TestTablePanel(t *testing.T) {
	grid := &game.Schema{Version: 1,
		Phases:   []game.Phase{{ID: "place", Title: "Placing", Hint: "Place a card."}},
		Counters: []game.Counter{{ID: "gold", Title: "Gold", Scope: game.SeatScope}},
		Zones: []game.Zone{{ID: "market", Title: "Market", Scope: game.TableScope, Visibility: game.Public, Layout: game.Grid},
			{ID: "pile", Title: "Pile", Scope: game.TableScope, Visibility: game.Secret, Layout: game.Ordered}}}
	numbered := &game.Schema{Version: 1,
		Zones: []game.Zone{{ID: "row", Title: "Row", Scope: game.TableScope, Visibility: game.Public, Layout: game.Slots,
			Stats: []game.Stat{{ID: "level", Title: "Level"}, {ID: "power", Title: "Power"}}},
			{ID: "hand", Title: "Hand", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Pile,
				Stats: []game.Stat{{ID: "tier", Title: "Tier", Back: true}}}}}
	hint := func(phase int) []string { return wrap(highcard.Schema.Phases[phase].Hint, (style{}).panelCols()) }
	tests := []struct {
		name   string
		schema *game.Schema
		view   game.TableView
		seat   game.Player
		want   []string
	}{
		{"a seat at the lead", highcard.Schema, highcardView(highcard.PhaseLead, []game.Card{1, 8, 12}, []game.Card{0, 0}), 0, slices.Concat([]string{
			"Lead · Trick 2"}, hint(0), []string{
			"Points: P1 (you) 1 · P2 0",
			"Hand P1 (you): Ant 1, Hare 8, Lion 12",
			"Hand P2: [▒] [▒] [▒]",
			"Deck: [▒]×7",
			"Trick: 1) —  2) —",
			"Played: Bee 2, Fox 6",
		})},
		{"a spectator at the answer", highcard.Schema, highcardView(highcard.PhaseFollow, nil, []game.Card{9, 0}), game.Spectator, slices.Concat([]string{
			"Answer · Trick 2"}, hint(1), []string{
			"Points: P1 1 · P2 0",
			"Hand P1: [▒] [▒] [▒]",
			"Hand P2: [▒] [▒] [▒]",
			"Deck: [▒]×7",
			"Trick: 1) Ibis 9  2) —",
			"Played: Bee 2, Fox 6",
		})},
		{"a grid by rows, an empty pile, an undeclared phase", grid, game.TableView{Phase: "mystery",
			Counters: []game.Tally{{ID: "gold", Values: []int{3, 5}}},
			Zones:    []game.ZoneCards{{ID: "market", Cards: [][]game.Card{{1, 0, 2, game.Hidden}}, Width: 2}, {ID: "pile", Cards: [][]game.Card{{}}}}}, 1, []string{
			"mystery",
			"Gold: P1 3 · P2 (you) 5",
			"Market row 1: Ant 1  —",
			"Market row 2: Bee 2  [▒]",
			"Pile: none",
		}},
		{"numbers beside the cards, a run of backs by its numbers", numbered, game.TableView{Phase: "play",
			Zones: []game.ZoneCards{{ID: "row", Cards: [][]game.Card{{1, 0}}, Stats: [][]int{{3, 0, 0, 0}}},
				{ID: "hand", Cards: [][]game.Card{{2}, {game.Hidden, game.Hidden, game.Hidden}}, Stats: [][]int{{1}, {1, 1, 2}}}}}, 0, []string{
			"play",
			"Row: 1) Ant 1 (Level 3)  2) —",
			"Hand P1 (you): Bee 2 (Tier 1)",
			"Hand P2: [▒] [▒] (Tier 1), [▒] (Tier 2)",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tablePanel(tt.schema, &tt.view, tt.seat, highcard.CardName, style{})
			if !slices.Equal(got, tt.want) {
				t.Errorf("panel:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// highcardView is a High Card table view at trick 2 with 7 cards in the
// deck, 3 in each hand (the given ones P1's, else hidden) and Bee 2 and
// Fox 6 played.
func highcardView(phase string, hand, trick []game.Card) game.TableView {
	back := []game.Card{game.Hidden, game.Hidden, game.Hidden}
	if hand == nil {
		hand = back
	}
	v := game.TableView{Phase: phase}
	v.Count(highcard.CounterPoints, 1, 0)
	v.Count(highcard.CounterTrick, 2)
	v.Lay(highcard.ZoneHand, hand, back)
	v.Lay(highcard.ZoneDeck, slices.Repeat([]game.Card{game.Hidden}, 7))
	v.Lay(highcard.ZoneTrick, trick)
	v.Lay(highcard.ZoneDiscard, []game.Card{2, 6})
	return v
}

// TestTablePanelFits: a panel never takes more than panelRows lines of
// an 80-column screen's panel columns, the hint giving way first.
func TestTablePanelFits(t *testing.T) {
	s := &game.Schema{Version: 1, Phases: []game.Phase{{ID: "p", Title: "Phase", Hint: strings.Repeat("a long hint ", 20)}}}
	v := game.TableView{Phase: "p"}
	for i := range 20 {
		id := string(rune('a' + i))
		s.Zones = append(s.Zones, game.Zone{ID: id, Title: strings.Repeat("Zone ", 20), Scope: game.TableScope, Visibility: game.Public, Layout: game.Pile})
		v.Lay(id, []game.Card{1, 2, 3})
	}
	got := tablePanel(s, &v, 0, highcard.CardName, style{terminal: true})
	if len(got) != panelRows || strings.Contains(got[1], "hint") {
		t.Errorf("%d lines, the second %q: want %d, no hint", len(got), got[1], panelRows)
	}
	for _, l := range got {
		if visibleWidth(l) > (style{}).panelCols() {
			t.Errorf("a line of %d columns: %q", visibleWidth(l), l)
		}
	}
}

// TestPlainPanelDrawsTheTable: a game without a UI of its own, registered
// with its declared model, is drawn from its table view, not from its
// observation's text.
func TestPlainPanelDrawsTheTable(t *testing.T) {
	unregister, err := testgames.Register()
	if err != nil {
		t.Fatal(err)
	}
	defer unregister()
	g, err := highcard.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := session.New(session.Config{Game: g, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	v, err := sess.View(1)
	if err != nil {
		t.Fatal(err)
	}
	lines := uiFor(g, nil).panel(v, style{})
	want := []string{"Lead · Trick 1", "Points: P1 0 · P2 (you) 0", "Hand P1: [▒] [▒] [▒]", "Deck: [▒] [▒] [▒] [▒] [▒] [▒]", "Trick: 1) —  2) —", "Played: none"}
	for _, w := range want {
		if !slices.Contains(lines, w) {
			t.Errorf("the panel lacks %q:\n%s", w, strings.Join(lines, "\n"))
		}
	}
}
