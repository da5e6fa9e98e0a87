package server

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/agent"
	"menagerie/agent/dojobot"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/gametest"
	"menagerie/internal/store"
	"menagerie/internal/syncbuf"
	"menagerie/registry"
)

// Games registered by these tests only: a Dojo whose states panic from
// their faultyAfter-th action on, and a Dojo whose heuristic bot (the turn
// timer's and a handed-over seat's bot) panics at its first move.
const (
	faultyGame  = "faulty-dojo"
	faultyAfter = 12
	panicBots   = "panicbot-dojo"
)

// registerBroken registers a game for the test only.
func registerBroken(t *testing.T, e *registry.Entry) {
	t.Helper()
	unregister, err := registry.Register(e)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(unregister)
}

// registerBrokenGames registers faultyGame and panicBots.
func registerBrokenGames(t *testing.T) {
	t.Helper()
	registerBroken(t, &registry.Entry{Definition: gametest.Faulty(dojo.Definition(), faultyGame, faultyAfter), Bots: dojobot.Bots()})
	registerBroken(t, &registry.Entry{Definition: gametest.Faulty(dojo.Definition(), panicBots, math.MaxInt),
		Bots: agent.GameBots{Heuristic: func(string, game.Game) (agent.Agent, error) { return gametest.PanickingBot(0), nil }}})
}

// stoppedReason is the reason a room a bug stopped has in the store.
var stoppedReason = regexp.MustCompile(`^the game stopped on an internal error at version \d+$`)

// TestPanicStopsItsRoomOnly breaks a room in each place engine or bot code
// runs for it, and requires that room alone to stop: its seat and its
// spectator told with the internal code and disconnected, its failure
// stored in plain words and shown by the lobby, joins and connections
// refused, the panic logged once with its stack, and the room not resumed
// by a restart; another room on the same server plays on.
func TestPanicStopsItsRoomOnly(t *testing.T) {
	registerBrokenGames(t)
	tests := []struct {
		name  string
		setup Setup
		// play has the room's seats (their tokens and connections) do
		// what breaks it, and returns the connections still open, to be
		// told.
		play func(t *testing.T, ts *testServer, id string, tokens []string, seats []*player, views []wireView) []*player
	}{
		{"an engine, on a person's action", Setup{Game: faultyGame, Seats: []SeatSetup{{}, {Bot: "random"}}},
			func(t *testing.T, _ *testServer, _ string, _ []string, seats []*player, views []wireView) []*player {
				seats[0].actUntil(&views[0], CodeInternal)
				return nil
			}},
		{"a bot, as a turn runs out", Setup{Game: panicBots, Seats: []SeatSetup{{}, {}}, TurnTimer: 1},
			func(_ *testing.T, _ *testServer, _ string, _ []string, seats []*player, _ []wireView) []*player {
				return seats
			}},
		{"a bot, in a seat handed over", Setup{Game: panicBots, Seats: []SeatSetup{{}, {}}},
			func(t *testing.T, ts *testServer, id string, tokens []string, seats []*player, views []wireView) []*player {
				toAct := views[0].ToAct
				left := 1 - toAct
				var lr LeaveReply
				if status := ts.post(t, "/api/leave", LeaveRequest{Room: id, Token: tokens[left]}, &lr); status != http.StatusOK {
					t.Fatalf("leave: status %d", status)
				}
				seats[toAct].actUntil(&views[toAct], CodeInternal)
				return nil
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mem := store.NewMemory()
			var logs syncbuf.Buffer
			ts := startServer(t, mem, Config{Log: slog.New(slog.NewTextHandler(&logs, nil))})
			other := newPlayingRoom(t, ts)
			other.playTurn(t)

			ri := ts.create(t, tt.setup)
			var tokens []string
			var seats []*player
			var views []wireView
			for i, s := range tt.setup.Seats {
				if s.Bot != "" {
					continue
				}
				tokens = append(tokens, ts.join(t, ri.ID, i+1).Token)
				seats = append(seats, ts.dial(t, ri.ID))
				views = append(views, seats[i].hello(tokens[i]))
			}
			watcher := ts.dial(t, ri.ID)
			watcher.hello("")
			for _, p := range append(tt.play(t, ts, ri.ID, tokens, seats, views), watcher) {
				p.actUntil(nil, CodeInternal)
				var ce websocket.CloseError
				if err := p.closed(); !errors.As(err, &ce) || ce.Code != websocket.StatusInternalError {
					t.Errorf("after the internal error the connection ended with %v, want status %d", err, websocket.StatusInternalError)
				}
			}
			requireStopped(t, ts, mem, ri.ID)
			if n := strings.Count(logs.String(), `msg="room stopped by a panic" room=`+ri.ID); n != 1 {
				t.Errorf("the panic was logged %d times with the room's id, want once:\n%s", n, logs.String())
			}
			if !strings.Contains(logs.String(), "stack=") {
				t.Error("the log holds no stack of the panic")
			}
			other.playTurn(t)

			again := startServer(t, mem, Config{})
			again.srv.mu.Lock()
			resumed := again.srv.rooms[ri.ID] != nil
			again.srv.mu.Unlock()
			if resumed {
				t.Error("a restarted server resumed the failed room")
			}
			requireStopped(t, again, mem, ri.ID)
		})
	}
}

// TestPanicAsARoomStarts: a bot that panics at the first move of a room
// that has only bots stops that room as it starts.
func TestPanicAsARoomStarts(t *testing.T) {
	registerBrokenGames(t)
	mem := store.NewMemory()
	ts := startServer(t, mem, Config{})
	other := newPlayingRoom(t, ts)
	ri := ts.create(t, Setup{Game: panicBots, Seats: []SeatSetup{{Bot: "heuristic"}, {Bot: "heuristic"}}})
	for deadline := time.Now().Add(waitLimit); ; time.Sleep(time.Millisecond) {
		stored, err := mem.Room(context.Background(), ri.ID)
		if err != nil {
			t.Fatal(err)
		}
		if stored.Failure != "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no failure stored in %s", waitLimit)
		}
	}
	requireStopped(t, ts, mem, ri.ID)
	other.playTurn(t)
}

// TestPanicWhileRebuildingStopsThatRoom stores a game further than its
// engine now plays without a panic, and requires a restarted server to
// mark it failed rather than die, and to serve its other rooms.
func TestPanicWhileRebuildingStopsThatRoom(t *testing.T) {
	unregister, err := registry.Register(&registry.Entry{Definition: gametest.Faulty(dojo.Definition(), "rebuilt-dojo", math.MaxInt), Bots: dojobot.Bots()})
	if err != nil {
		t.Fatal(err)
	}
	mem := store.NewMemory()
	ts := startServer(t, mem, Config{})
	ri := ts.create(t, Setup{Game: "rebuilt-dojo", Seats: []SeatSetup{{Bot: "random"}, {}}})
	p := ts.dial(t, ri.ID)
	for v := p.hello(ts.join(t, ri.ID, 2).Token); v.Version <= faultyAfter; {
		if v.ToAct == 1 {
			p.act(v.Version, v.Actions[0].Action)
		}
		w, _ := p.untilState()
		v = p.view(w)
	}
	ts.http.Close()
	if err := ts.srv.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	unregister()

	// The same game, whose engine now panics on the stored actions.
	registerBroken(t, &registry.Entry{Definition: gametest.Faulty(dojo.Definition(), "rebuilt-dojo", faultyAfter), Bots: dojobot.Bots()})
	var logs syncbuf.Buffer
	again := startServer(t, mem, Config{Log: slog.New(slog.NewTextHandler(&logs, nil))})
	requireStopped(t, again, mem, ri.ID)
	if !strings.Contains(logs.String(), `msg="room stopped by a panic" room=`+ri.ID) {
		t.Errorf("the panic is not logged with the room's id:\n%s", logs.String())
	}
	other := newPlayingRoom(t, again)
	other.playTurn(t)
}

// requireStopped requires room id to be stored as failed, in plain words,
// shown so by the lobby, and refused to joins and connections.
func requireStopped(t *testing.T, ts *testServer, mem *store.Memory, id string) {
	t.Helper()
	stored, err := mem.Room(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if !stoppedReason.MatchString(stored.Failure) {
		t.Errorf("stored failure %q, want %s", stored.Failure, stoppedReason)
	}
	var ri RoomInfo
	if status := ts.get(t, "/api/rooms/"+id, &ri); status != http.StatusOK || ri.Failure != stored.Failure {
		t.Errorf("the lobby shows the room with status %d and failure %q, want %q", status, ri.Failure, stored.Failure)
	}
	var answer map[string]string
	if status := ts.post(t, "/api/join", JoinRequest{Room: id}, &answer); status != http.StatusGone || !strings.Contains(answer["error"], "internal error") {
		t.Errorf("join: status %d %q, want %d saying it stopped on an internal error", status, answer["error"], http.StatusGone)
	}
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	conn, resp, err := websocket.Dial(ctx, strings.Replace(ts.url, "http://", "ws://", 1)+"/api/rooms/"+id+"/play", nil)
	if err == nil {
		conn.CloseNow()
	}
	if resp == nil || resp.StatusCode != http.StatusGone {
		t.Errorf("a connection to the room was answered %v, %v; want status %d", resp, err, http.StatusGone)
	}
}

// actUntil reads messages until an error with code, playing the first
// legal action of the seat of v (the connection's view last told; nil:
// play nothing) whenever it is to act; another error fails the test.
func (p *player) actUntil(v *wireView, code string) {
	p.t.Helper()
	seat := game.Nobody
	if v != nil {
		seat = v.Seat
		if v.ToAct == seat {
			p.act(v.Version, v.Actions[0].Action)
		}
	}
	for {
		w := p.next()
		switch {
		case w.Type == MsgError && w.Code == code:
			return
		case w.Type == MsgError && w.Code != CodeStale:
			p.t.Fatalf("error %s: %s", w.Code, w.Message)
		case w.Type == MsgState:
			v := p.view(w)
			if seat != game.Nobody && v.ToAct == seat && len(v.Actions) > 0 {
				p.act(v.Version, v.Actions[0].Action)
			}
		}
	}
}

// playingRoom is a Dojo room of a person against a random bot, to show
// that a room goes on.
type playingRoom struct {
	p    *player
	last wireView // the person's view last told
}

// newPlayingRoom creates a playingRoom on ts, its person connected.
func newPlayingRoom(t *testing.T, ts *testServer) *playingRoom {
	t.Helper()
	ri := ts.create(t, Setup{Game: "dojo", Seats: []SeatSetup{{}, {Bot: "random"}}})
	p := ts.dial(t, ri.ID)
	return &playingRoom{p: p, last: p.hello(ts.join(t, ri.ID, 1).Token)}
}

// playTurn waits for the person's turn, plays it, and requires the game
// to move on.
func (r *playingRoom) playTurn(t *testing.T) {
	t.Helper()
	for r.last.ToAct != r.last.Seat {
		w, _ := r.p.untilState()
		r.last = r.p.view(w)
	}
	r.p.act(r.last.Version, r.last.Actions[0].Action)
	w, before := r.p.untilState()
	if v := r.p.view(w); v.Version <= r.last.Version || len(before) == 0 || before[0].Type != MsgEvents {
		t.Fatalf("after the person's action at version %d the other room told %+v, then version %d", r.last.Version, before, v.Version)
	}
	r.last = r.p.view(w)
}

// TestMirrorStopsWhenItsOwnerFailed: a room mirroring another process's
// owner stops for good, with the stored reason, once it catches up with a
// store that says a bug stopped the room.
func TestMirrorStopsWhenItsOwnerFailed(t *testing.T) {
	r, st := dealtRoom(t, nil)
	r.owner.Store(false)
	reason := failureReason(r.meta.Version)
	if err := st.SetFailure(context.Background(), r.id, reason); err != nil {
		t.Fatal(err)
	}
	r.catchUp()
	if want := (failedRoom{id: r.id, reason: reason}); r.alive() || r.halt != want {
		t.Errorf("after catching up the mirror is alive %v with halt %v, want stopped with %v", r.alive(), r.halt, want)
	}
}
