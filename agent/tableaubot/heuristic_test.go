package tableaubot_test

import (
	"fmt"
	"strings"
	"testing"

	"menagerie/agent/tableaubot"
	"menagerie/game"
	"menagerie/games/tableau"
)

// lionsAndSushi is a card file for named positions: strong plain animals
// (Lion) and a food that is worth much to a seat with a stack and nothing
// to one without (Sushi).
const lionsAndSushi = `
game: tableau
set: lions
cards:
  - name: Lion
    kind: animal
    power: [3, 6, 9]
    copies: 20
    source: designed
    text: "No ability."
  - name: Mole
    kind: animal
    power: [1, 1, 1]
    copies: 1
    source: designed
    text: "No ability."
  - name: Sushi
    kind: food
    copies: 3
    source: designed
    text: "The stack gets +6 power."
    ability:
      trigger: static
      effects:
        - power: {amount: 6}
`

// cellsOf returns the market cells (row-major, 3x3) of a line such as
// "row 2" or "column 3".
func cellsOf(t *testing.T, line string) []int {
	t.Helper()
	var kind string
	var n int
	if _, err := fmt.Sscanf(line, "%s %d", &kind, &n); err != nil {
		t.Fatalf("line %q: %v", line, err)
	}
	var cells []int
	for k := 0; k < 3; k++ {
		if kind == "row" {
			cells = append(cells, (n-1)*3+k)
		} else {
			cells = append(cells, k*3+n-1)
		}
	}
	return cells
}

// sushiPosition returns P2's first draft turn of a 2-player game of
// lionsAndSushi whose first market holds Sushis in exactly the cells of
// line ("" for none): P1 has taken the Mole and placed it, so a Sushi is
// worth much to P1 (the next seat) and cannot be taken by P2, who has no
// stack.
func sushiPosition(t *testing.T, line string) *tableau.State {
	t.Helper()
	set, err := tableau.ParseCardFile("lions.yaml", []byte(lionsAndSushi))
	if err != nil {
		t.Fatal(err)
	}
	g, err := tableau.New(set, game.Options{"players": "2", "first_player": "0"})
	if err != nil {
		t.Fatal(err)
	}
	var want [9]bool
	if line != "" {
		for _, i := range cellsOf(t, line) {
			want[i] = true
		}
	}
	for seed := uint64(1); seed < 200_000; seed++ {
		s := g.NewState(seed).(*tableau.State)
		mole, dealt := -1, true
		for i := 0; i < 9; i++ {
			name := set.Name(s.MarketCell(i))
			dealt = dealt && (name == "Sushi") == want[i]
			if name == "Mole" {
				mole = i
			}
		}
		if !dealt || mole < 0 {
			continue
		}
		s.ApplyUnchecked(game.Action(mole)) // P1 takes the Mole
		for s.CurrentPlayer() == 0 {
			s.ApplyUnchecked(s.LegalActions(nil)[0])
		}
		if s.CurrentPlayer() != 1 || s.Phase() != "draft" {
			t.Fatalf("seed %d: P1's first turn led to %s for %d:\n%s", seed, s.Phase(), s.CurrentPlayer(), s)
		}
		return s
	}
	t.Fatalf("no seed deals the Sushis in %q", line)
	return nil
}

// TestHeuristicRefills: in named positions, a draft turn's refill is
// weighed by what it reveals and what it takes away from the next seat.
func TestHeuristicRefills(t *testing.T) {
	for _, tc := range []struct {
		name, line, want string
	}{
		{"it refills the row that takes away the next seat's best cards", "row 2", "refill market row 2"},
		{"it refills the column that takes away the next seat's best cards", "column 3", "refill market column 3"},
		{"it refills the column that takes away the next seat's best cards", "column 1", "refill market column 1"},
		{"with nothing worth refilling it takes the best card", "", "take Lion"},
	} {
		t.Run(tc.name+" "+tc.line, func(t *testing.T) {
			s := sushiPosition(t, tc.line)
			g := s.Game().(*tableau.Game)
			h := tableaubot.NewHeuristic("heuristic", g)
			for seed := uint64(1); seed <= 3; seed++ {
				a, err := h.Act(game.NewView(s), seed)
				if err != nil {
					t.Fatal(err)
				}
				if got := s.ActionString(a); !strings.HasPrefix(got, tc.want) {
					t.Fatalf("seed %d: it chose %q, want %q:\n%s", seed, got, tc.want, s)
				}
			}
		})
	}
}

// TestHeuristicRefillsEveryLine: in games between heuristics, refills fall
// on every row and column of the market, not always on the first row.
func TestHeuristicRefillsEveryLine(t *testing.T) {
	g := newGame(t, 2)
	h := tableaubot.NewHeuristic("heuristic", g)
	count := map[string]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		s := g.NewState(seed)
		rng := game.NewRNG(seed)
		for n := uint64(0); !s.IsTerminal(); n++ {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			a, err := h.Act(game.NewView(s), seed*1000+n)
			if err != nil {
				t.Fatal(err)
			}
			switch m, _ := tableau.DecodeAction(a); m.Kind {
			case tableau.MoveRefillRow:
				count[fmt.Sprintf("row %d", m.Line+1)]++
			case tableau.MoveRefillCol:
				count[fmt.Sprintf("column %d", m.Line+1)]++
			}
			s.ApplyUnchecked(a)
		}
	}
	for _, line := range []string{"row 1", "row 2", "row 3", "column 1", "column 2", "column 3"} {
		if count[line] == 0 {
			t.Errorf("no refill of %s in 4 games (refills: %v)", line, count)
		}
	}
}
