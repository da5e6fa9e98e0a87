package vec

import (
	"strings"
	"testing"

	"menagerie/game"
)

// TestActionSpaceIsExact plays random games of every game and
// configuration and requires, at every decision, that each legal action
// has its own index below N that decodes back to it, that the mask holds
// exactly the legal actions, and that every other index is refused.
func TestActionSpaceIsExact(t *testing.T) {
	for _, c := range allConfigured(t) {
		t.Run(c.name, func(t *testing.T) {
			sp, err := NewActionSpace(c.g)
			if err != nil {
				t.Fatal(err)
			}
			mask := make([]uint8, sp.Size())
			var legal []game.Action
			decisions := 0
			for k := range gamesPerConfig() {
				playRandom(t, c.g, uint64(1000+k), 100000, func(s game.State) {
					decisions++
					legal = s.LegalActions(legal[:0])
					seen := map[int]game.Action{}
					for _, a := range legal {
						i, ok := sp.Index(a)
						if !ok {
							t.Fatalf("legal action %d (%s) has no index", a, s.ActionString(a))
						}
						if b, dup := seen[i]; dup {
							t.Fatalf("actions %d and %d share index %d", a, b, i)
						}
						seen[i] = a
						if got, err := sp.Decode(i, legal); err != nil || got != a {
							t.Fatalf("index %d decodes to %d, %v; want %d", i, got, err, a)
						}
					}
					if err := sp.Mask(legal, mask); err != nil {
						t.Fatal(err)
					}
					for i, m := range mask {
						_, isLegal := seen[i]
						if (m == 1) != isLegal {
							t.Fatalf("mask[%d] = %d, but the index is legal: %v", i, m, isLegal)
						}
						if !isLegal {
							if _, err := sp.Decode(i, legal); err == nil {
								t.Fatalf("index %d is not legal but decodes", i)
							}
						}
					}
				})
			}
			if decisions == 0 {
				t.Fatal("no decision was checked")
			}
			t.Logf("N = %d, %d decisions", sp.Size(), decisions)
		})
	}
}

// TestActionSpaceRefusesBadLists checks the list a game gives.
func TestActionSpaceRefusesBadLists(t *testing.T) {
	tests := []struct {
		name    string
		actions []game.Action
		want    string
	}{
		{"empty", nil, "lists no actions"},
		{"repeat", []game.Action{1, 2, 2}, "strictly increasing"},
		{"unsorted", []game.Action{3, 1}, "strictly increasing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewActionSpace(listGame{actions: tt.actions})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error saying %q", err, tt.want)
			}
		})
	}
	if _, err := NewActionSpace(listGame{actions: []game.Action{0, 5, 9}}); err != nil {
		t.Fatalf("a good list: %v", err)
	}
}

// listGame is a game.Numeric whose action list a test sets.
type listGame struct {
	game.Game
	actions []game.Action
}

func (g listGame) Name() string                                { return "list" }
func (g listGame) ActionSpace(dst []game.Action) []game.Action { return append(dst, g.actions...) }
func (g listGame) ObservationSize() int                        { return 1 }
func (g listGame) ObservationMax() []float32                   { return []float32{1} }

// FuzzDecode hands Decode and Step any index: it must refuse those outside
// the space or not legal with an error, never panic, and leave the batch
// as it was.
func FuzzDecode(f *testing.F) {
	for _, seed := range []int64{-1, 0, 3, 1 << 20, -1 << 31, 1<<31 - 1} {
		f.Add(seed, uint8(0))
	}
	bs := map[string]*Batch{}
	for _, name := range []string{"cardbattle", "tableau", "dojo"} {
		g := mustGame(f, name, nil)
		b, err := New(Config{Game: g, Size: 1, Seed: 5})
		if err != nil {
			f.Fatal(err)
		}
		bs[name] = b
	}
	names := []string{"cardbattle", "tableau", "dojo"}
	f.Fuzz(func(t *testing.T, index int64, which uint8) {
		b := bs[names[int(which)%len(names)]]
		out := newOut(b)
		if err := b.Reset(out); err != nil {
			t.Fatal(err)
		}
		legal := index >= 0 && index < int64(b.ActionSize()) && out.Mask[index] == 1
		before := append([]float32(nil), out.Obs...)
		err := b.Step([]int32{int32(index)}, out)
		switch {
		case int64(int32(index)) != index:
			// int32 wraps: the index Step saw is another one.
		case legal && err != nil:
			t.Fatalf("legal index %d refused: %v", index, err)
		case !legal && err == nil:
			t.Fatalf("index %d is not legal but was played", index)
		case !legal && !strings.Contains(err.Error(), "action index"):
			t.Fatalf("index %d: the error %q does not name the index", index, err)
		case !legal:
			for i := range before {
				if out.Obs[i] != before[i] {
					t.Fatalf("a refused index changed the observation")
				}
			}
		}
	})
}
