package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
)

// fault is what a faultStore does to one write.
type fault int

const (
	// lost: the write runs past its deadline before it is stored.
	lost fault = iota + 1
	// late: the write is stored, then runs past its deadline, so that its
	// caller cannot tell it was stored.
	late
)

// faultStore is a store whose writes run past their deadlines as on a
// starved machine: each of its next writes (Append, SetSeats) takes the
// next of its faults, while it is down every write does (lost), and
// every Append takes delay longer.
type faultStore struct {
	store.Store
	mu     sync.Mutex
	faults []fault
	down   atomic.Bool
	delay  atomic.Int64 // nanoseconds
	// creates fail past their deadline while set.
	createsDown atomic.Bool
}

// errPastDeadline is a write that ran past its deadline, as a store
// reports it.
var errPastDeadline = fmt.Errorf("store: append: %w", context.DeadlineExceeded)

// next returns the fault the next write takes, if any.
func (s *faultStore) next() fault {
	if s.down.Load() {
		time.Sleep(time.Millisecond)
		return lost
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.faults) == 0 {
		return 0
	}
	f := s.faults[0]
	s.faults = s.faults[1:]
	return f
}

// write does one write under the next fault.
func (s *faultStore) write(do func() error) error {
	switch s.next() {
	case lost:
		return errPastDeadline
	case late:
		if err := do(); err != nil {
			return err
		}
		return errPastDeadline
	}
	return do()
}

func (s *faultStore) Append(ctx context.Context, id string, version int, a game.Action, c store.Change) error {
	time.Sleep(time.Duration(s.delay.Load()))
	return s.write(func() error { return s.Store.Append(ctx, id, version, a, c) })
}

func (s *faultStore) SetSeats(ctx context.Context, id string, old, seats []store.Seat) error {
	return s.write(func() error { return s.Store.SetSeats(ctx, id, old, seats) })
}

func (s *faultStore) CreateRoom(ctx context.Context, r *store.Room) error {
	if s.createsDown.Load() {
		return fmt.Errorf("store: create room %q: %w", r.ID, context.DeadlineExceeded)
	}
	return s.Store.CreateRoom(ctx, r)
}

// logBuffer keeps a server's log for a test to read.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// duel is a two-person Tableau room of a test server, both seats
// connected.
type duel struct {
	ts      *testServer
	room    RoomInfo
	players [2]*player
	states  [2]wire // the last state each seat was sent
	state   wire    // the last state of the first seat
}

// openDuel creates the room, joins and connects both seats.
func openDuel(t *testing.T, ts *testServer, timer int) *duel {
	t.Helper()
	tb := &duel{ts: ts, room: ts.create(t, Setup{Game: "tableau", Seats: make([]SeatSetup, 2), TurnTimer: timer})}
	for i := range tb.players {
		tb.players[i] = ts.dial(t, tb.room.ID)
		tb.players[i].send(ClientMessage{Type: MsgHello, Token: ts.join(t, tb.room.ID, i+1).Token})
		tb.states[i] = tb.players[i].expect(MsgState)
	}
	tb.state = tb.states[0]
	return tb
}

// toAct returns the seat to act in the last state and its first action.
func (tb *duel) toAct(t *testing.T) (int, game.Action) {
	t.Helper()
	v := tb.players[0].view(tb.state)
	if v.ToAct != 0 && v.ToAct != 1 {
		t.Fatalf("version %d: seat %d to act, not a person", tb.state.Version, v.ToAct)
	}
	for i, p := range tb.players {
		if v := p.view(tb.states[i]); len(v.Actions) > 0 {
			return int(v.ToAct), v.Actions[0].Action
		}
	}
	t.Fatalf("version %d: no seat has an action", tb.state.Version)
	return 0, 0
}

// played waits for both seats' states after an action and keeps the
// last.
func (tb *duel) played(t *testing.T) {
	t.Helper()
	for i, p := range tb.players {
		var before []wire
		tb.states[i], before = p.untilState()
		for _, w := range before {
			if w.Type == MsgError {
				t.Fatalf("seat %d was refused at version %d: %s: %s", i, w.Version, w.Code, w.Message)
			}
		}
	}
	tb.state = tb.states[0]
}

// stored returns the room's actions in the store.
func stored(t *testing.T, st store.Store, id string) []game.Action {
	t.Helper()
	actions, err := st.Actions(context.Background(), id, 0)
	if err != nil {
		t.Fatal(err)
	}
	return actions
}

// TestSlowStoreLosesNoAction plays a game over a store whose writes keep
// running past their deadlines, stored or not: every action a seat was
// told of must be stored where it was played, the room must never stop,
// and the game must play to its end.
func TestSlowStoreLosesNoAction(t *testing.T) {
	for _, tc := range []struct {
		name   string
		timer  int
		faults []fault
	}{
		{"lost writes", 0, []fault{lost, lost}},
		{"stored writes reported late", 0, []fault{late}},
		{"timed turns, lost writes", 60, []fault{lost, lost}},
		{"timed turns, stored writes reported late", 60, []fault{late, lost, late}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &faultStore{Store: store.NewMemory()}
			var log logBuffer
			ts := startServer(t, st, Config{Log: slog.New(slog.NewTextHandler(&log, nil)), MessagesPerSecond: 1e6, Burst: 1e6})
			tb := openDuel(t, ts, tc.timer)
			acked := map[int]game.Action{}
			for moves := 0; !tb.state.Over; moves++ {
				if moves > 500 {
					t.Fatalf("game not over after %d moves", moves)
				}
				if moves%16 == 1 { // every sixteenth move's writes run late
					st.mu.Lock()
					st.faults = append(st.faults, tc.faults...)
					st.mu.Unlock()
				}
				seat, a := tb.toAct(t)
				acked[tb.state.Version] = a
				tb.players[seat].act(tb.state.Version, a)
				tb.played(t)
			}
			actions := stored(t, st, tb.room.ID)
			if len(actions) != tb.state.Version {
				t.Errorf("%d actions stored, the seats were told of %d", len(actions), tb.state.Version)
			}
			for v, a := range acked {
				if v >= len(actions) || actions[v] != a {
					t.Errorf("action %d played at version %d is not stored there", a, v)
				}
			}
			if strings.Contains(log.String(), "room stopped") {
				t.Errorf("the room stopped:\n%s", log.String())
			}
		})
	}
}

// TestSeatsWaitWhileStoreIsDown takes the store down as a seat acts: the
// room must keep the action unstored and untold, answer a seat's next
// action and a new room as busy in plain words, and play the action once
// the store is back.
func TestSeatsWaitWhileStoreIsDown(t *testing.T) {
	st := &faultStore{Store: store.NewMemory()}
	ts := startServer(t, st, Config{})
	tb := openDuel(t, ts, 0)
	seat, a := tb.toAct(t)
	version := tb.state.Version
	st.down.Store(true)
	tb.players[seat].act(version, a)
	waitFor(t, "the room to wait for the store", func() bool { return ts.srv.load.waiting.Load() == 1 })

	tb.players[seat].act(version, a)
	if w := tb.players[seat].expect(MsgError); w.Code != CodeBusy || w.Message != errSaving.Error() {
		t.Errorf("an action while the room waits: %s %q, want %s %q", w.Code, w.Message, CodeBusy, errSaving.Error())
	}
	status, retry, text := createRaw(t, ts)
	if status != http.StatusServiceUnavailable || retry == "" || strings.Contains(text, "store") {
		t.Errorf("a new room while a room waits: %d, Retry-After %q, %q; want 503 in plain words with Retry-After", status, retry, text)
	}
	if n := len(stored(t, st, tb.room.ID)); n != version {
		t.Fatalf("%d actions stored while the store is down, want %d", n, version)
	}

	st.down.Store(false)
	tb.played(t)
	if tb.state.Version <= version {
		t.Fatalf("after the store came back the game is at version %d, it was at %d", tb.state.Version, version)
	}
	if actions := stored(t, st, tb.room.ID); len(actions) != tb.state.Version || actions[version] != a {
		t.Errorf("the action played at version %d was not stored there: %v", version, actions)
	}
	waitFor(t, "the room to stop waiting", func() bool { return ts.srv.load.waiting.Load() == 0 })
}

// TestRoomStopsAfterStorePatience keeps the store down longer than the
// server's patience: the room stops, nobody having been told of the
// unstored action, and the next connection finds the game as stored.
func TestRoomStopsAfterStorePatience(t *testing.T) {
	st := &faultStore{Store: store.NewMemory()}
	ts := startServer(t, st, Config{StorePatience: 300 * time.Millisecond})
	tb := openDuel(t, ts, 0)
	seat, a := tb.toAct(t)
	version := tb.state.Version
	st.down.Store(true)
	tb.players[seat].act(version, a)
	for _, p := range tb.players {
		for open := true; open; {
			var w wire
			select {
			case w, open = <-p.msgs:
			case <-time.After(waitLimit):
				t.Fatalf("the room still runs %s after its store went down", waitLimit)
			}
			if w.Type == MsgEvents || w.Type == MsgState {
				t.Fatalf("a seat was told %s at version %d of an unstored action", w.Type, w.Version)
			}
		}
	}
	if ts.srv.load.waiting.Load() != 0 {
		t.Error("a stopped room still counts as waiting for the store")
	}
	st.down.Store(false)
	watch := ts.dial(t, tb.room.ID)
	if v := watch.hello(""); v.Version != version {
		t.Errorf("the rebuilt room is at version %d, the store has %d", v.Version, version)
	}
}

// TestNewRoomsRefusedWhileOverloaded requires a new room to be refused
// with 503, a Retry-After and a plain sentence while the games in play
// would suffer from more.
func TestNewRoomsRefusedWhileOverloaded(t *testing.T) {
	for _, tc := range []struct {
		name     string
		cfg      Config
		overload func(t *testing.T, ts *testServer, st *faultStore)
	}{
		{"a room waits for the store", Config{}, func(t *testing.T, ts *testServer, st *faultStore) {
			tb := openDuel(t, ts, 0)
			seat, a := tb.toAct(t)
			st.down.Store(true)
			t.Cleanup(func() { st.down.Store(false) })
			tb.players[seat].act(tb.state.Version, a)
			waitFor(t, "the room to wait for the store", func() bool { return ts.srv.load.waiting.Load() == 1 })
		}},
		{"the store is slow", Config{SlowStore: 20 * time.Millisecond}, func(t *testing.T, ts *testServer, st *faultStore) {
			st.delay.Store(int64(100 * time.Millisecond))
			tb := openDuel(t, ts, 0)
			for range 12 {
				seat, a := tb.toAct(t)
				tb.players[seat].act(tb.state.Version, a)
				tb.played(t)
			}
		}},
		{"the store's deadlines run out", Config{}, func(t *testing.T, ts *testServer, st *faultStore) {
			st.createsDown.Store(true)
		}},
		{"as many rooms as the server takes", Config{MaxRooms: 2}, func(t *testing.T, ts *testServer, st *faultStore) {
			ts.create(t, Setup{Game: "tableau", Seats: make([]SeatSetup, 2)})
			ts.create(t, Setup{Game: "tableau", Seats: make([]SeatSetup, 2)})
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &faultStore{Store: store.NewMemory()}
			ts := startServer(t, st, tc.cfg)
			tc.overload(t, ts, st)
			status, retry, text := createRaw(t, ts)
			if status != http.StatusServiceUnavailable || retry != fmt.Sprint(busyRetry) {
				t.Errorf("create: status %d, Retry-After %q; want 503, %d", status, retry, busyRetry)
			}
			for _, internal := range []string{"context", "deadline", "store", "latency"} {
				if strings.Contains(text, internal) {
					t.Errorf("create: %q says %q to the client", text, internal)
				}
			}
		})
	}
}

// TestStoreLatencyMovesAndFades checks the store's moving latency: it
// follows the calls' times and fades once no call comes.
func TestStoreLatencyMovesAndFades(t *testing.T) {
	start := time.Now()
	for _, tc := range []struct {
		name     string
		calls    int
		each     time.Duration
		after    time.Duration
		min, max time.Duration
	}{
		{"one slow call barely moves it", 1, 3 * time.Second, 0, 50 * time.Millisecond, 150 * time.Millisecond},
		{"many slow calls", 200, time.Second, 0, 990 * time.Millisecond, time.Second},
		{"halved after a half-life", 200, time.Second, latencyHalfLife, 490 * time.Millisecond, 500 * time.Millisecond},
		{"gone after a minute", 200, time.Second, 6 * latencyHalfLife, 0, 20 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var l load
			for range tc.calls {
				l.observe(tc.each, start)
			}
			if got := l.latency(start.Add(tc.after)); got < tc.min || got > tc.max {
				t.Errorf("latency %s, want %s to %s", got, tc.min, tc.max)
			}
		})
	}
}

// createRaw asks for a new room and returns the status, the Retry-After
// header and the error's text.
func createRaw(t *testing.T, ts *testServer) (status int, retry, text string) {
	t.Helper()
	b, _ := json.Marshal(Setup{Game: "tableau", Seats: make([]SeatSetup, 2)})
	resp, err := http.Post(ts.url+"/api/rooms", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var e struct {
		Error string `json:"error"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&e)
	return resp.StatusCode, resp.Header.Get("Retry-After"), e.Error
}

// waitFor polls cond until it holds, for waitLimit at most.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for start := time.Now(); !cond(); time.Sleep(time.Millisecond) {
		if time.Since(start) > waitLimit {
			t.Fatalf("waited %s for %s", waitLimit, what)
		}
	}
}

// TestRoomLimitHoldsForRoomsCreatedAtOnce: rooms asked for at the same
// moment, each slow to load, are admitted up to MaxRooms and no more: a
// room being created counts against the limit before it is loaded.
func TestRoomLimitHoldsForRoomsCreatedAtOnce(t *testing.T) {
	const limit, asked = 2, 6
	ts := startServer(t, slowStore{Store: store.NewMemory(), delay: 50 * time.Millisecond}, Config{MaxRooms: limit})
	statuses := make(chan int, asked)
	for range asked {
		go func() {
			var ri RoomInfo
			statuses <- ts.post(t, "/api/rooms", Setup{Game: "tableau", Seats: make([]SeatSetup, 2)}, &ri)
		}()
	}
	created := 0
	for range asked {
		switch status := <-statuses; status {
		case http.StatusCreated:
			created++
		case http.StatusServiceUnavailable:
		default:
			t.Errorf("status %d, want 201 or 503", status)
		}
	}
	if created != limit {
		t.Errorf("%d rooms created at once, want the limit, %d", created, limit)
	}
}
