package server

import (
	"context"
	"fmt"
	"testing"
	"time"

	"menagerie/internal/store"
)

// TestRestartContinues kills a server in the middle of games (its store
// cut off and its connections dropped, with no shutdown), starts another
// on the same store and requires every game to go on from the same
// version, each seat reconnecting with its token to the same view, and to
// play to the same end as the test's own session.
func TestRestartContinues(t *testing.T) {
	tests := []struct {
		setup     Setup
		restartAt int
	}{
		{Setup{Game: "cardbattle", Seats: make([]SeatSetup, 2)}, 15},
		{Setup{Game: "tableau", Seats: []SeatSetup{{}, {}, {Bot: "heuristic"}}}, 10},
		{Setup{Game: "dojo", Seats: make([]SeatSetup, 2)}, 8},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/%d", tt.setup.Game, len(tt.setup.Seats)), func(t *testing.T) {
			playWatched(t, tt.setup, 7, tt.restartAt)
		})
	}
}

// TestTurnTimerSurvivesRestart starts a timed room, kills its server
// before the turn runs out, and requires the next server to play the
// seat's move when the stored deadline passes: its default move (a pass,
// else its first action) or a bot's.
func TestTurnTimerSurvivesRestart(t *testing.T) {
	for _, onTimeout := range []string{OnTimeoutPass, OnTimeoutBot} {
		t.Run(onTimeout, func(t *testing.T) {
			mem := store.NewMemory()
			cut := newCutStore(mem)
			a := startServer(t, cut, Config{WatchLive: true})
			ri := a.create(t, Setup{Game: "tableau", Seats: make([]SeatSetup, 2), TurnTimer: 1, OnTimeout: onTimeout})
			meta, err := mem.Room(context.Background(), ri.ID)
			if err != nil {
				t.Fatal(err)
			}
			ref, _ := referenceSession(t, meta)
			stepReference(t, ref, nil)
			p := ref.ToAct()
			// The room's owner stores the first deadline as it starts.
			for waited := time.Duration(0); p >= 0 && meta.Seats[p].Deadline.IsZero(); waited += time.Millisecond {
				if waited > waitLimit {
					t.Fatalf("seat %d to act has no stored deadline: %+v", p, meta.Seats)
				}
				time.Sleep(time.Millisecond)
				if meta, err = mem.Room(context.Background(), ri.ID); err != nil {
					t.Fatal(err)
				}
			}
			close(cut.cut)
			if left := time.Until(meta.Seats[p].Deadline); left > time.Second {
				t.Fatalf("the deadline is %s away, want within the 1s timer", left)
			}
			a.http.CloseClientConnections()
			a.http.Close()

			b := startServer(t, mem, Config{WatchLive: true})
			watch := b.dial(t, ri.ID)
			if v := watch.hello(""); v.Version != ref.Version() {
				t.Fatalf("the new server is at version %d, the game was at %d", v.Version, ref.Version())
			}
			state, _ := watch.untilState()
			if state.Version <= ref.Version() {
				t.Fatalf("after the deadline the game is at version %d, it was at %d", state.Version, ref.Version())
			}
			actions, err := mem.Actions(context.Background(), ri.ID, ref.Version())
			if err != nil || len(actions) == 0 {
				t.Fatalf("no action stored after the deadline: %v", err)
			}
			if err := ref.Check(p, actions[0], ref.Version()); err != nil {
				t.Fatalf("the timed-out move %d is not the seat's to play: %v", actions[0], err)
			}
			if onTimeout == OnTimeoutPass {
				v, _ := ref.View(p)
				want := v.Actions[0].Action
				for _, l := range v.Actions {
					if l.Kind == "pass" {
						want = l.Action
						break
					}
				}
				if actions[0] != want {
					t.Errorf("on timeout the seat played %d, its default move is %d", actions[0], want)
				}
			}
			// The next person's turn is timed as well, from the store.
			if _, err := ref.Apply(p, actions[0], ref.Version()); err != nil {
				t.Fatal(err)
			}
			stepReference(t, ref, nil)
			room, err := mem.Room(context.Background(), ri.ID)
			if err != nil {
				t.Fatal(err)
			}
			if next := ref.ToAct(); room.Version == ref.Version() && next >= 0 && room.Seats[next].Deadline.IsZero() {
				t.Errorf("at version %d seat %d is to act with no deadline: %+v", room.Version, next, room.Seats)
			}
		})
	}
}
