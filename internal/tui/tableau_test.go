package tui

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/agent/tableaubot"
	"menagerie/game"
	"menagerie/games/tableau"
	"menagerie/session"
)

func newTableau(t *testing.T, opts game.Options) *tableau.Game {
	t.Helper()
	g, err := tableau.New(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// decisionViews plays a random game of g from seed and returns the view of
// the seat to act at every decision.
func decisionViews(t *testing.T, g game.Game, seed uint64) []session.SeatView {
	t.Helper()
	s := g.NewState(seed)
	rng := game.NewRNG(seed)
	var views []session.SeatView
	for !s.IsTerminal() {
		if s.CurrentPlayer() == game.Chance {
			o := s.ChanceOutcomes(nil)
			if err := s.Apply(o[rng.Pick(o)].Action); err != nil {
				t.Fatal(err)
			}
			continue
		}
		seat := s.CurrentPlayer()
		v := seatView(s, seat)
		v.Actions = s.Labels(nil)
		views = append(views, v)
		if err := s.Apply(v.Actions[rng.IntN(len(v.Actions))].Action); err != nil {
			t.Fatal(err)
		}
	}
	return append(views, seatView(s, 0))
}

// seatView is what the panels read of what a session shows seat of s,
// without its choices: the table view alone, without the observation.
func seatView(s game.State, seat game.Player) session.SeatView {
	table := s.(game.TableViewer).TableView(seat)
	return session.SeatView{Seat: seat, ToAct: s.CurrentPlayer(), Table: &table}
}

// TestTableauPanelFits: at every decision of whole games of 2, 3 and 4
// players (and the largest market), the panel fits its box, plainly and on
// a terminal, with no escape sequence in plain style, and shows the
// numbered market, the seat's own stacks and every other seat; the status
// says in a few words what is decided, naming the stack that decides, and
// the phase the hints are read by is the table view's. The views hold no
// observation: all is read from the table view.
func TestTableauPanelFits(t *testing.T) {
	for _, tc := range slices.Concat(tableauSizes, []seededOptions{
		{game.Options{"players": "3", "pass": "permanent", "voluntary_pass": "true", "food_targets": "any"}, 5},
	}) {
		g := newTableau(t, tc.opts)
		u := newTableauUI(g, nil)
		views := decisionViews(t, g, tc.seed)
		if len(views) < 50 {
			t.Fatalf("%v: only %d decisions", tc.opts, len(views))
		}
		for k, v := range views {
			r := tableRead{s: tableau.Schema, t: v.Table}
			if status := u.status(v); status == "" || visibleWidth(status) > 50 || strings.Contains(status, "the stack") || phaseOf(v) != v.Table.Phase {
				t.Fatalf("%v decision %d: status %q, phase %q, want %s", tc.opts, k, status, phaseOf(v), v.Table.Phase)
			}
			for _, st := range []style{{}, {terminal: true}} {
				lines := u.panel(v, st)
				text := strings.Join(lines, "\n")
				where := fmt.Sprintf("%v decision %d (terminal %v)", tc.opts, k, st.terminal)
				if len(lines) > panelRows {
					t.Fatalf("%s: %d rows:\n%s", where, len(lines), text)
				}
				for _, l := range lines {
					if w := visibleWidth(l); w > (style{}).panelCols() {
						t.Fatalf("%s: a line of %d columns:\n%s", where, w, l)
					}
				}
				if !st.terminal && strings.Contains(text, "\x1b") {
					t.Fatalf("%s: an escape sequence in plain style:\n%s", where, text)
				}
				want := []string{fmt.Sprintf("Round %d of %d", r.count("round", 0), r.count("rounds", 0)), "col 1", " row 1",
					fmt.Sprintf("P%d (you)", v.Seat+1), "(rear)", "(front)", "under", "power"}
				for p := range r.players() {
					want = append(want, fmt.Sprintf("P%d", p+1))
				}
				if placing := r.cards("placing", 0); len(placing) > 0 {
					want = append(want, "to place: "+g.CardName(placing[0]))
				}
				for _, w := range want {
					if !strings.Contains(text, w) {
						t.Fatalf("%s: no %q in\n%s", where, w, text)
					}
				}
			}
		}
		if os.Getenv("SHOW_PANELS") != "" {
			for _, k := range []int{0, len(views) / 2, len(views) - 1} {
				fmt.Printf("%s\n%s\n\n", strings.Join(newTableauUI(g, nil).panel(views[k], style{}), "\n"), newTableauUI(g, nil).status(views[k]))
			}
		}
	}
}

// TestTableauPanelShowsStacks: a stack's level, food, Chocolates, wound
// and the power it adds, as the table view gives them, are in the seat's
// grid; the other tableau shows them in its rows too.
func TestTableauPanelShowsStacks(t *testing.T) {
	g := newTableau(t, game.Options{"players": "2"})
	v := seatView(g.NewState(1), 0)
	id := func(name string) game.Card {
		c, ok := g.Cards().Lookup(name)
		if !ok {
			t.Fatalf("no card %s", name)
		}
		return game.Card(c)
	}
	tabs, _ := v.Table.Zone("tableaus")
	food, _ := v.Table.Zone("food")
	// put lays a stack in seat p's slot i: its animal, food and numbers
	// (level, Chocolates, wounded, Honey pending, power).
	put := func(p, i int, animal, under string, stats ...int) {
		tabs.Cards[p][i] = id(animal)
		if under != "" {
			food.Cards[p][i] = id(under)
		}
		copy(tabs.Stats[p][i*len(stats):], stats)
	}
	put(0, 0, "Bison", "Sushi", 3, 1, 0, 0, 7)
	put(0, 1, "Pig", "", 1, 0, 1, 0, 0)
	put(1, 4, "Dog", "Melon", 2, 0, 1, 0, 0)
	lines := newTableauUI(g, nil).panel(v, style{})
	text := strings.Join(lines, "\n")
	for _, want := range []string{
		"  animal  Bison L3     Pig L1",
		"  under   Sushi+Choc",
		"  wounds               wounded",
		"  power   +7           0",
		"P2        -            -            -            -            Dog L2",
		"  under                                                       Melon",
		"  wounds                                                      wounded",
		"  power                                                       0",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
}

// TestTableauPlayedToTheEnd: a person who takes the first choice
// everywhere plays whole games through a pipe, against the heuristic and
// hotseat with another person. Each is told who is first player before the
// first choice, and every draft, placement, slide, sale, merge and food of
// the game in the engine's sentence.
func TestTableauPlayedToTheEnd(t *testing.T) {
	narrated := map[string]bool{"take": true, "bonus_draft": true, "place": true, "slide": true, "upgrade": true,
		"sell": true, "merge": true, "food": true, "swap_in": true}
	kinds := map[string]bool{}
	for _, tc := range []struct {
		name    string
		players string
		bots    func(g *tableau.Game) []agent.Agent
		ending  string
	}{
		{"against the heuristic", "2", func(g *tableau.Game) []agent.Agent {
			b, err := agent.New("heuristic", g, tableaubot.Bots())
			if err != nil {
				t.Fatal(err)
			}
			return []agent.Agent{nil, b}
		}, "\nYou "},
		{"hotseat", "2", func(*tableau.Game) []agent.Agent { return make([]agent.Agent, 2) }, "Pass the screen to P2"},
		{"hotseat, 3 people", "3", func(*tableau.Game) []agent.Agent { return make([]agent.Agent, 3) }, "Pass the screen to P3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTableau(t, game.Options{"players": tc.players})
			var out bytes.Buffer
			rec, err := Play(Config{Game: g, Seed: 5, Bots: tc.bots(g), In: &responder{out: &out}, Out: &out, Echo: true})
			if err != nil {
				t.Fatal(err)
			}
			text := out.String()
			before, _, _ := strings.Cut(text, "choose 1-")
			s := g.NewState(rec.Seed).(*tableau.State)
			first := fmt.Sprintf("P%d is first player in round 1", s.FirstPlayer()+1)
			if !strings.Contains(before, first) {
				t.Errorf("before the first choice, no %q:\n%s", first, before)
			}
			for _, want := range []string{"final VP: ", tc.ending} {
				if !strings.Contains(text, want) {
					t.Errorf("the output lacks %q", want)
				}
			}
			events := replayEvents(t, s, rec.Actions)
			if !s.IsTerminal() {
				t.Fatal("the record does not reach the end")
			}
			for _, e := range events {
				if !narrated[e.Kind] {
					continue
				}
				kinds[e.Kind] = true
				if line := g.EventText(e); !strings.Contains(text, "\n"+line+"\n") {
					t.Errorf("the play-by-play lacks %q", line)
				}
			}
		})
	}
	for _, k := range []string{"take", "bonus_draft", "place", "slide", "upgrade", "sell", "merge", "food"} {
		if !kinds[k] {
			t.Errorf("no %s in the games played", k)
		}
	}
}
