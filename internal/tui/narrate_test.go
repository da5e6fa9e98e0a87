package tui

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// randomGame plays g from seed between random players, handing every
// batch of events to each seat redacted for it, and calls stop before each
// action; it returns at the end of the game or when stop says so.
func randomGame(t *testing.T, g *cardbattle.Game, seed uint64, seats []narrator, stop func(st *cardbattle.State, a game.Action) bool) {
	t.Helper()
	st := g.NewState(seed).(*cardbattle.State)
	st.RecordEvents(true)
	var events, seen []game.Event
	feed := func() {
		events = st.DrainEvents(events[:0])
		for seat, n := range seats {
			seen = seen[:0]
			for _, e := range events {
				seen = append(seen, e.For(game.Player(seat)))
			}
			n.Events(seen)
		}
	}
	feed()
	rng := game.NewRNG(seed)
	for !st.IsTerminal() {
		var a game.Action
		if st.CurrentPlayer() == game.Chance {
			outs := st.ChanceOutcomes(nil)
			a = outs[rng.Pick(outs)].Action
		} else {
			legal := st.LegalActions(nil)
			a = legal[rng.IntN(len(legal))]
		}
		if stop != nil && stop(st, a) {
			return
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		feed()
	}
}

// TestNarratorHidesKeptCard plays random games until a seat keeps a card
// drawn by a Triple, and checks that only that seat is told which.
func TestNarratorHidesKeptCard(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 200; seed++ {
		var out [2]bytes.Buffer
		seats := []narrator{newSeatNarrator(&out[0], g), newSeatNarrator(&out[1], g)}
		var keeper int
		var kept string
		keeping := func(st *cardbattle.State, a game.Action) bool {
			if kept != "" {
				return true // the batch of the keep has been narrated
			}
			if m, _ := cardbattle.DecodeAction(a); m.Kind == cardbattle.MoveKeep {
				keeper, kept = int(st.CurrentPlayer()), g.Cards().Name(st.TripleDraw()[m.Slot])
				out[0].Reset()
				out[1].Reset()
			}
			return false
		}
		randomGame(t, g, seed, seats, keeping)
		if kept == "" {
			continue
		}
		for seat := range out {
			want := fmt.Sprintf("P%d keeps one of the two cards drawn\n", keeper+1)
			if seat == keeper {
				want = fmt.Sprintf("P%d keeps %s\n", keeper+1, kept)
			}
			if got := out[seat].String(); !strings.Contains(got, want) || (seat != keeper && strings.Contains(got, kept)) {
				t.Errorf("seed %d, P%d is told %q, want %q", seed, seat+1, got, want)
			}
		}
		return
	}
	t.Fatal("no Triple was kept in 200 random games")
}
