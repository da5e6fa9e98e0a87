package server

import (
	"context"
	"strconv"
	"testing"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
	"menagerie/session"
)

// TestSpectatorsAreKeptBehind plays a game of each game, a person against
// bots, with a spectator: every message the spectator gets is exactly
// what a session replaying the room up to the version the delay allows
// shows the spectator (the last WatchDelay-a-seat decisions held back,
// never going back), with the updates that led there as the spectator may
// see them; it gets nothing while that version stays; and at the end it
// is told the whole game. So a spectator never sees a later position than
// the rule allows, and sees only what the spectator's view of that
// earlier position holds (TestNoLeaks proves those views leak nothing).
func TestSpectatorsAreKeptBehind(t *testing.T) {
	for _, tc := range []struct {
		game    string
		players int
	}{{"cardbattle", 2}, {"tableau", 3}, {"dojo", 2}} {
		t.Run(tc.game, func(t *testing.T) {
			e, err := registry.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			delay := e.WatchDelay * tc.players
			mem := store.NewMemory()
			ts := startServer(t, mem, Config{MessagesPerSecond: 1e6, Burst: 1e6})
			seats := make([]SeatSetup, tc.players)
			for i := 1; i < tc.players; i++ {
				seats[i].Bot = "random"
			}
			ri := ts.create(t, Setup{Game: tc.game, Seats: seats, Options: map[string]string{"players": strconv.Itoa(tc.players)}})
			meta, err := mem.Room(context.Background(), ri.ID)
			if err != nil {
				t.Fatal(err)
			}
			ref, _ := referenceSession(t, meta)
			hist := stepReference(t, ref, nil)
			person := &watcher{seat: 0, token: ts.join(t, ri.ID, 1).Token}
			person.p = ts.dial(t, ri.ID)
			person.p.hello(person.token)
			spectator := &watcher{seat: game.Spectator, p: ts.dial(t, ri.ID)}
			spectator.p.send(ClientMessage{Type: MsgHello, Table: true})
			watched := behind(hist, delay, 0)
			checkBehind(t, spectator, spectator.p.expect(MsgState), meta, hist, watched, delay)

			rng := game.NewRNG(7)
			told := 0
			for moves := 0; !ref.Over(); moves++ {
				if moves > 5000 {
					t.Fatalf("game not over after %d moves", moves)
				}
				v, err := ref.View(0)
				if err != nil {
					t.Fatal(err)
				}
				a := v.Actions[rng.IntN(len(v.Actions))].Action
				person.p.act(ref.Version(), a)
				u, err := ref.Apply(0, a, ref.Version())
				if err != nil {
					t.Fatal(err)
				}
				hist = stepReference(t, ref, append(hist, keep(u)))
				person.p.untilState()
				next := behind(hist, delay, watched)
				if ref.Over() {
					next = len(hist)
				}
				if next == watched {
					continue // the spectator is told nothing: its next message shows
				}
				state, before := spectator.p.untilState()
				if len(before) != 1 || before[0].Type != MsgEvents {
					t.Fatalf("the spectator got %d messages before its state, want one events message", len(before))
				}
				checkUpdates(t, spectator, before[0], hist[watched:next], ref.Game())
				checkBehind(t, spectator, state, meta, hist, next, delay)
				watched = next
				told++
			}
			if told < 3 || len(hist) <= delay { // the rooms' seeds are random: a game only needs to outlast the delay
				t.Fatalf("the spectator was told %d times in a game of %d updates: too short a game to check the delay of %d", told, len(hist), delay)
			}
			t.Logf("%d updates, the spectator told %d times, %d decisions behind", len(hist), told, delay)
		})
	}
}

// behind is the version a spectator may see after hist, delay seat
// decisions behind and never before from.
func behind(hist []Update, delay, from int) int {
	for i, n := len(hist)-1, 0; i >= 0; i-- {
		if hist[i].Actor >= 0 {
			if n++; n == delay {
				return max(i, from)
			}
		}
	}
	return from
}

// checkBehind requires the spectator's state to be the spectator's view
// of the room replayed to version v, saying how far behind it is kept
// while the game goes on (nothing once it is over).
func checkBehind(t *testing.T, w *watcher, got wire, meta *store.Room, hist []Update, v, delay int) {
	t.Helper()
	actions := make([]game.Action, v)
	for i, u := range hist[:v] {
		actions[i] = u.action
	}
	g, _, err := roomGame(meta, nil)
	if err != nil {
		t.Fatal(err)
	}
	lag, err := session.Load(session.Config{Game: g, Events: true}, roomRecord(meta, actions))
	if err != nil {
		t.Fatal(err)
	}
	for lag.Queued() > 0 {
		if _, _, err := lag.Step(); err != nil {
			t.Fatal(err)
		}
	}
	checkState(t, w, got, lag)
	want := delay
	if lag.Over() {
		want = 0
	}
	if got.Behind != want {
		t.Fatalf("at version %d the spectator is told it is %d decisions behind, want %d", v, got.Behind, want)
	}
}

// TestWatchDelayFollowsTheSeats checks the spectators' delay a room works
// out from its seats as it loads and as a seat changes hands: a seat's
// WatchDelay for each seat while a person plays one, none once bots play
// them all or when the server shows games live.
func TestWatchDelayFollowsTheSeats(t *testing.T) {
	e, err := registry.Lookup("tableau")
	if err != nil {
		t.Fatal(err)
	}
	person := []store.Seat{{}, {Bot: "random"}}
	bots := []store.Seat{{Bot: "heuristic"}, {Bot: "random"}}
	for _, tt := range []struct {
		name          string
		live          bool
		loaded, after []store.Seat // the seats the room loads with, then those it is rebuilt with
		want          [2]int       // the delay once loaded, then once rebuilt
	}{
		{"a person, then bots", false, person, bots, [2]int{2 * e.WatchDelay, 0}},
		{"bots", false, bots, bots, [2]int{0, 0}},
		{"live", true, person, person, [2]int{0, 0}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, _ := dealtRoom(t, func(m *store.Room) { m.Seats = append([]store.Seat(nil), tt.loaded...) })
			r.srv.cfg.WatchLive = tt.live
			r.delay = r.srv.seatsDelay(r.meta.Game, r.meta.Seats) // as a server with that setting loads it
			if got := r.watchDelay(); got != tt.want[0] {
				t.Errorf("loaded: delay %d, want %d", got, tt.want[0])
			}
			if err := r.rebuild(tt.after); err != nil {
				t.Fatal(err)
			}
			if got := r.watchDelay(); got != tt.want[1] {
				t.Errorf("rebuilt: delay %d, want %d", got, tt.want[1])
			}
		})
	}
}
