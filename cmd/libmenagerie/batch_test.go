//go:build cgo

package main

import (
	"encoding/json"
	"strings"
	"testing"

	"menagerie/agent/dojobot"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/gametest"
	"menagerie/panics"
	"menagerie/registry"
	"menagerie/vec"
)

func TestNewBatchRefusesBadRequests(t *testing.T) {
	for _, tc := range []struct {
		name string
		spec spec
		want string
	}{
		{"unknown game", spec{game: "chess", size: 1}, `unknown game "chess"`},
		{"unknown option", spec{game: "cardbattle", options: "colour=red", size: 1}, `unknown option "colour"`},
		{"bad option value", spec{game: "cardbattle", options: "players=9", size: 1}, "players"},
		{"option without value", spec{game: "tableau", options: "players", size: 1}, "want key=value"},
		{"bots for too few seats", spec{game: "dojo", bots: "random", size: 1}, "1 bot specs for 2 seats"},
		{"unknown bot", spec{game: "dojo", bots: "\nwizard", size: 1}, `unknown kind "wizard"`},
		{"bots in every seat", spec{game: "dojo", bots: "random\nrandom", size: 1}, "the caller must play at least one"},
		{"no games", spec{game: "dojo", size: 0}, "at least one game"},
		{"negative workers", spec{game: "dojo", size: 1, workers: -1}, "Workers -1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := newBatch(tc.spec)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("newBatch(%+v) = %v, want an error containing %q", tc.spec, err, tc.want)
			}
		})
	}
}

// newOut makes buffers for b, as the caller would.
func newOut(b *batch) vec.Out {
	n := b.b.Size()
	return vec.Out{
		Obs:     make([]float32, n*b.b.ObservationSize()),
		Mask:    make([]uint8, n*b.b.ActionSize()),
		Rewards: make([]float32, n*b.b.Players()),
		Done:    make([]uint8, n),
		ToAct:   make([]int32, n),
	}
}

// TestBatchPlaysToARecordThatReplays plays every registered game against
// a bot by the first legal index until a game ends, and checks its
// record, views and the action indices of its moves.
func TestBatchPlaysToARecordThatReplays(t *testing.T) {
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			b, err := newBatch(spec{game: e.Name, bots: "\nrandom", size: 2, seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			if err := b.checkBound(); err == nil {
				t.Fatal("an unbound batch passes checkBound")
			}
			out := newOut(b)
			b.bind(out)
			if err := b.b.Reset(out); err != nil {
				t.Fatal(err)
			}
			actions := make([]int32, 2)
			for steps := 0; out.Done[0] == 0; steps++ {
				if steps > 100_000 {
					t.Fatal("no game ended in 100,000 steps")
				}
				for i := range actions {
					mask := out.Mask[i*b.b.ActionSize() : (i+1)*b.b.ActionSize()]
					actions[i] = int32(indexOf(mask, 1))
				}
				if err := b.b.Step(actions, out); err != nil {
					t.Fatal(err)
				}
			}
			text, err := b.recordJSON(0, true)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := game.ParseRecord([]byte(text))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := game.Replay(b.g, rec); err != nil {
				t.Fatalf("the last record does not replay: %v", err)
			}
			for _, final := range []bool{false, true} {
				obs, err := b.observationJSON(0, 1, final)
				if err != nil || !json.Valid([]byte(obs)) {
					t.Fatalf("observationJSON(final=%v) = %q, %v", final, obs, err)
				}
				if text, err := b.text(0, 0, final); err != nil || text == "" {
					t.Fatalf("text(final=%v) = %q, %v", final, text, err)
				}
			}
			if text, _ := b.text(0, 0, true); !strings.Contains(text, "\n\n") {
				t.Errorf("the final text has no result after the view:\n%s", text)
			}
			seatMoves := 0
			for _, a := range rec.Actions {
				if _, err := b.actionIndex(a); err == nil {
					seatMoves++
				}
			}
			if seatMoves == 0 {
				t.Error("no action of the record has an index")
			}
			if _, err := b.observationJSON(0, 2, false); err == nil {
				t.Error("a view for a seat the game does not have")
			}
		})
	}
}

func indexOf(mask []uint8, v uint8) int {
	for i, m := range mask {
		if m == v {
			return i
		}
	}
	return -1
}

func TestHandles(t *testing.T) {
	b, err := newBatch(spec{game: "tableau", size: 1})
	if err != nil {
		t.Fatal(err)
	}
	h := register(b)
	if got, err := lookup(h); err != nil || got != b {
		t.Fatalf("lookup(%d) = %v, %v", h, got, err)
	}
	if other := register(b); other == h {
		t.Fatalf("two handles %d", h)
	}
	if err := release(h); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"lookup":  func() error { _, err := lookup(h); return err }(),
		"release": release(h),
		"with":    with(h, func(*batch) error { return nil }),
	} {
		if err == nil || !strings.Contains(err.Error(), "no batch with handle") {
			t.Errorf("%s of a released handle: %v", name, err)
		}
	}
}

// TestAPanicIsAnInternalError steps a batch of a game whose engine
// panics, on the caller's thread and on workers: the panic comes back as
// an error that errorText tags as internal, as a panic of the caller's
// own call does, and a refused request's error is not tagged.
func TestAPanicIsAnInternalError(t *testing.T) {
	unregister, err := registry.Register(&registry.Entry{Definition: gametest.Faulty(dojo.Definition(), "broken-dojo", 40), Bots: dojobot.Bots()})
	if err != nil {
		t.Fatal(err)
	}
	defer unregister()
	for _, workers := range []int{1, 4} {
		b, err := newBatch(spec{game: "broken-dojo", bots: "\nrandom", size: 64, seed: 2, workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		out := newOut(b)
		b.bind(out)
		if err := b.b.Reset(out); err != nil {
			t.Fatal(err)
		}
		actions := make([]int32, b.b.Size())
		for steps := 0; err == nil; steps++ {
			if steps == 1000 {
				t.Fatal("no panic in 1,000 steps")
			}
			for i := range actions {
				actions[i] = int32(indexOf(out.Mask[i*b.b.ActionSize():(i+1)*b.b.ActionSize()], 1))
			}
			err = panics.Catch(func() error { return b.b.Step(actions, out) })
		}
		text := errorText(err)
		if !strings.HasPrefix(text, internalTag+"game slot ") || !strings.Contains(text, "broken-dojo: a deliberate panic at action 41") {
			t.Errorf("workers=%d: the panic's error reads %q", workers, text)
		}
		b.b.Close()
	}
	if text := errorText(panics.Catch(func() error {
		var s []int
		_ = s[3]
		return nil
	})); !strings.HasPrefix(text, internalTag) || !strings.Contains(text, "index out of range") {
		t.Errorf("a panic of the caller's call reads %q", text)
	}
	if _, err := newBatch(spec{game: "chess", size: 1}); strings.HasPrefix(errorText(err), internalTag) {
		t.Errorf("a refused request reads %q", errorText(err))
	}
}

func TestCatalogListsEveryGame(t *testing.T) {
	text, err := catalogJSON()
	if err != nil {
		t.Fatal(err)
	}
	var games []registry.Info
	if err := json.Unmarshal([]byte(text), &games); err != nil {
		t.Fatal(err)
	}
	names := registry.Names()
	if len(games) != len(names) {
		t.Fatalf("%d games in the catalog, %d registered", len(games), len(names))
	}
	for i, g := range games {
		if g.Name != names[i] || len(g.Players) == 0 || len(g.Options) == 0 {
			t.Errorf("catalog entry %d: %+v", i, g)
		}
	}
}
