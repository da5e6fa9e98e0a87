package tui

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
	"menagerie/gametest"
	"menagerie/session"
)

// panelEvery spaces the positions whose panels TestPanelsGolden draws.
const panelEvery = 9

// TestPanelsGolden: each game's panel, for every seat and the spectator at
// every panelEvery-th position of a seeded game of random moves and at
// its end, on an 80x24 screen and a taller and wider one, is the one its
// golden file holds: the panels draw the same screens whatever they read
// them from.
func TestPanelsGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		new  func() (game.Game, error)
	}{
		{"cardbattle-2", func() (game.Game, error) { return cardbattle.New(nil, nil) }},
		{"cardbattle-4", func() (game.Game, error) {
			return cardbattle.New(nil, game.Options{"players": "4", "packs": "classic,golden"})
		}},
		{"tableau-3", func() (game.Game, error) { return tableau.New(nil, game.Options{"players": "3"}) }},
		{"dojo", func() (game.Game, error) { return dojo.New(nil, nil) }},
		{"dojo-random", func() (game.Game, error) { return dojo.New(nil, game.Options{"setup": "random"}) }},
		{"dojo-solo", func() (game.Game, error) { return dojo.New(nil, game.Options{"mode": "solo"}) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := tc.new()
			if err != nil {
				t.Fatal(err)
			}
			p := &player{cfg: Config{Game: g, Out: io.Discard}}
			p.ui = uiFor(g, p)
			var b strings.Builder
			st := g.NewState(7)
			rng := game.NewRNG(7)
			for n := 0; ; n++ {
				if n%panelEvery == 0 || st.IsTerminal() {
					seats := []game.Player{game.Spectator}
					for q := 0; q < g.NumPlayers(); q++ {
						seats = append(seats, game.Player(q))
					}
					for _, seat := range seats {
						table := st.(game.TableViewer).TableView(seat)
						v := session.SeatView{Seat: seat, ToAct: st.CurrentPlayer(), Observation: st.Observe(seat), Table: &table}
						for _, sty := range []style{{}, {width: 100, height: 30}} {
							fmt.Fprintf(&b, "== position %d, seat %d, %dx%d\n", n, seat, sty.cols(), sty.rows())
							b.WriteString(strings.Join(p.ui.panel(v, sty), "\n") + "\n")
						}
					}
				}
				if st.IsTerminal() {
					break
				}
				if st.CurrentPlayer() == game.Chance {
					outs := st.ChanceOutcomes(nil)
					st.ApplyUnchecked(outs[rng.Pick(outs)].Action)
					continue
				}
				legal := st.LegalActions(nil)
				st.ApplyUnchecked(legal[rng.IntN(len(legal))])
			}
			gametest.Golden(t, filepath.Join("testdata", "panels", tc.name+".txt"), b.String())
		})
	}
}
