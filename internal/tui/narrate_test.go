package tui

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// TestNarratorHidesKeptCard plays random games until a seat keeps a card
// drawn by a Triple, and checks that only that seat and the full view are
// told which.
func TestNarratorHidesKeptCard(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 200; seed++ {
		st := g.NewState(seed).(*cardbattle.State)
		var out [3]bytes.Buffer
		narrators := []*Narrator{
			NewNarrator(&out[0], st, 0, false),
			NewNarrator(&out[1], st, 1, false),
			NewNarrator(&out[2], st, Everyone, true),
		}
		st.RecordEvents(true)
		apply := func(a game.Action) {
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			events := st.DrainEvents(nil)
			for _, n := range narrators {
				n.Events(events)
			}
		}
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
			m, _ := cardbattle.DecodeAction(a)
			if m.Kind != cardbattle.MoveKeep {
				for _, n := range narrators {
					n.Action(a)
				}
				apply(a)
				continue
			}
			seat := int(st.CurrentPlayer())
			kept := g.Cards().Name(st.TripleDraw()[m.Slot])
			for i := range out {
				out[i].Reset()
			}
			for _, n := range narrators {
				n.Action(a)
			}
			want := [3]string{
				fmt.Sprintf("P%d keeps one of the two cards the Triple drew\n", seat+1),
				fmt.Sprintf("P%d keeps one of the two cards the Triple drew\n", seat+1),
				fmt.Sprintf("> P%d: keep %s\n", seat+1, kept),
			}
			want[seat] = fmt.Sprintf("P%d keeps %s\n", seat+1, kept)
			for i := range out {
				if got := out[i].String(); !strings.HasSuffix(got, want[i]) {
					t.Errorf("seed %d, narrator %d: %q, want %q", seed, i, got, want[i])
				}
			}
			return
		}
	}
	t.Fatal("no Triple was kept in 200 random games")
}
