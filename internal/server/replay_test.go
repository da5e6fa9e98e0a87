package server

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
)

// replayAnswer is a replay as a client decodes it.
type replayAnswer struct {
	Version int `json:"version"`
	Last    int `json:"last"`
	View    struct {
		Seat    game.Player `json:"seat"`
		ToAct   game.Player `json:"to_act"`
		Actions []any       `json:"actions"`
	} `json:"view"`
	Updates []wireUpdate `json:"updates"`
	Returns []float64    `json:"returns"`
	Winners []int        `json:"winners"`
}

// redacted counts the updates' events hidden from their receiver.
func (a *replayAnswer) redacted(t *testing.T) int {
	n := 0
	for _, u := range a.Updates {
		for _, e := range u.named(t) {
			if e["redacted"] == true {
				n++
			}
		}
	}
	return n
}

// TestReplay replays a finished Card Battle game at its end in full (its
// events by field name), at a step from a seat's view, and refuses a game
// in play and bad queries.
func TestReplay(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{})
	playing := ts.create(t, Setup{Game: "cardbattle", Seats: []SeatSetup{{Name: "Ann"}, {Bot: "heuristic"}}})
	var answer map[string]string
	if status := ts.get(t, "/api/rooms/"+playing.ID+"/replay", &answer); status != http.StatusConflict {
		t.Fatalf("replay of a game in play: status %d (%v), want 409", status, answer)
	}

	done := ts.create(t, Setup{Game: "cardbattle", Seats: []SeatSetup{{Bot: "random"}, {Bot: "heuristic"}}})
	var full replayAnswer
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if ts.get(t, "/api/rooms/"+done.ID+"/replay", &full) == http.StatusOK {
			break
		}
	}
	switch {
	case full.Last == 0 || full.Version != full.Last || len(full.Updates) != full.Last+1:
		t.Fatalf("full replay: version %d of %d with %d updates, want the end and every update with the set-up", full.Version, full.Last, len(full.Updates))
	case full.View.Seat != game.Spectator || full.View.ToAct != game.Terminal || full.View.Actions != nil:
		t.Fatalf("full replay's view: seat %d, to act %d, actions %v", full.View.Seat, full.View.ToAct, full.View.Actions)
	case len(full.Returns) != 2 || full.redacted(t) != 0:
		t.Fatalf("full replay: returns %v, %d events hidden, want none", full.Returns, full.redacted(t))
	case full.Winners == nil || !slices.Equal(full.Winners, winners(full.Returns)):
		t.Fatalf("full replay: winners %v of returns %v, want %v", full.Winners, full.Returns, winners(full.Returns))
	}

	checkNamedEvents(t, "cardbattle", full.Updates)

	var end, step replayAnswer
	ts.get(t, "/api/rooms/"+done.ID+"/replay?seat=2", &end)
	if end.View.Seat != 1 || end.redacted(t) == 0 || len(end.Updates) != len(full.Updates) {
		t.Fatalf("P2's replay: seat %d, %d events hidden, %d updates", end.View.Seat, end.redacted(t), len(end.Updates))
	}
	ts.get(t, "/api/rooms/"+done.ID+"/replay?seat=1&version=5", &step)
	if step.Version != 5 || len(step.Updates) != 6 || step.View.Seat != 0 || step.View.Actions != nil {
		t.Fatalf("P1's replay at version 5: version %d, %d updates, seat %d, actions %v", step.Version, len(step.Updates), step.View.Seat, step.View.Actions)
	}

	bad := []struct{ query, want string }{
		{"seat=0", "seat \"0\""},
		{"seat=3", "from 1 to 2"},
		{"seat=P1", "seat \"P1\""},
		{"version=-1", "version \"-1\""},
		{fmt.Sprintf("version=%d", full.Last+1), fmt.Sprintf("from 0 to %d", full.Last)},
	}
	for _, tt := range bad {
		t.Run(tt.query, func(t *testing.T) {
			var answer map[string]string
			if status := ts.get(t, "/api/rooms/"+done.ID+"/replay?"+tt.query, &answer); status != http.StatusBadRequest || !strings.Contains(answer["error"], tt.want) {
				t.Fatalf("status %d, %q; want 400 with %q", status, answer["error"], tt.want)
			}
		})
	}
}
