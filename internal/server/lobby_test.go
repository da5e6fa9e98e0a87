package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
)

// TestCreateRefusesBadSetups requires each bad set-up to be refused with
// 400 and a message naming what is wrong, and no room stored.
func TestCreateRefusesBadSetups(t *testing.T) {
	st := store.NewMemory()
	ts := startServer(t, st, Config{})
	tests := []struct {
		name string
		body any
		want string
	}{
		{"unknown game", Setup{Game: "chess"}, "unknown game"},
		{"unknown option", Setup{Game: "tableau", Options: game.Options{"speed": "fast"}}, "speed"},
		{"bad player count", Setup{Game: "tableau", Options: game.Options{"players": "9"}}, "players"},
		{"seats and players disagree", Setup{Game: "tableau", Options: game.Options{"players": "2"}, Seats: make([]SeatSetup, 3)}, "3 given"},
		{"a search bot", Setup{Game: "tableau", Seats: []SeatSetup{{}, {Bot: "ismcts"}}}, "ismcts"},
		{"a long name", Setup{Game: "tableau", Seats: []SeatSetup{{Name: strings.Repeat("x", 41)}, {}}}, "name"},
		{"a timer too short", Setup{Game: "tableau", TurnTimer: -3}, "turn_timer"},
		{"an unknown timeout", Setup{Game: "tableau", TurnTimer: 30, OnTimeout: "forfeit"}, "on_timeout"},
		{"an unknown field", map[string]any{"game": "tableau", "seed": 1}, "unknown field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var answer map[string]string
			if status := ts.post(t, "/api/rooms", tt.body, &answer); status != http.StatusBadRequest || !strings.Contains(answer["error"], tt.want) {
				t.Errorf("status %d, error %q; want 400 naming %q", status, answer["error"], tt.want)
			}
		})
	}
	if rooms, _ := st.List(context.Background(), store.Filter{}); len(rooms) != 0 {
		t.Errorf("%d rooms stored from bad set-ups", len(rooms))
	}
}

// TestLobby goes through a room's life in the lobby: created, joined by
// code and by id until full, listed (a public room; a private one is
// not, but is reached by its id and code), refused its record and a
// rematch until over, then both given, the rematch public too.
func TestLobby(t *testing.T) {
	st := store.NewMemory()
	ts := startServer(t, st, Config{})
	if status := ts.get(t, "/healthz", nil); status != http.StatusOK {
		t.Fatalf("/healthz: status %d", status)
	}
	private := ts.create(t, Setup{Game: "cardbattle"})
	ri := ts.create(t, Setup{Game: "cardbattle", Options: game.Options{"packs": "classic,golden"}, Seats: []SeatSetup{{Name: "Ann"}, {Bot: "heuristic"}}, Public: true})
	if private.Public || !ri.Public {
		t.Fatalf("created rooms public %v and %v, want false (the default) and true", private.Public, ri.Public)
	}
	if len(ri.ID) != 32 || len(ri.Code) != codeLength || ri.Options["packs"] != "classic,golden" || ri.Seats[1].Bot != "heuristic" {
		t.Fatalf("created %+v", ri)
	}
	var raw map[string]any
	ts.get(t, "/api/rooms/"+ri.ID, &raw)
	if _, ok := raw["seed"]; ok {
		t.Fatalf("the lobby shows the seed: %v", raw)
	}

	joins := []struct {
		name   string
		req    JoinRequest
		status int
	}{
		{"the bot's seat", JoinRequest{Room: ri.ID, Seat: 2}, http.StatusConflict},
		{"a seat past the last", JoinRequest{Room: ri.ID, Seat: 3}, http.StatusBadRequest},
		{"no room named", JoinRequest{Seat: 1}, http.StatusBadRequest},
		{"an unknown code", JoinRequest{Code: "ZZZZZZZ"}, http.StatusNotFound},
		{"an unknown room", JoinRequest{Room: strings.Repeat("0", 32)}, http.StatusNotFound},
		{"with a long name", JoinRequest{Code: ri.Code, Name: strings.Repeat("x", 41)}, http.StatusBadRequest},
		{"by code", JoinRequest{Code: ri.Code, Name: "Zoe"}, http.StatusOK},
		{"a private room by code", JoinRequest{Code: private.Code}, http.StatusOK},
		{"once full", JoinRequest{Room: ri.ID}, http.StatusConflict},
	}
	var token string
	for _, j := range joins {
		var jr JoinReply
		if status := ts.post(t, "/api/join", j.req, &jr); status != j.status {
			t.Fatalf("join %s: status %d, want %d", j.name, status, j.status)
		}
		if j.status == http.StatusOK && jr.Room == ri.ID {
			if jr.Seat != 1 || len(jr.Token) != 32 || jr.Room != ri.ID {
				t.Fatalf("join %s: %+v", j.name, jr)
			}
			token = jr.Token
		}
	}
	stored, err := st.Room(context.Background(), ri.ID)
	if err != nil {
		t.Fatal(err)
	}
	if h := stored.Seats[0].TokenHash; !sameHash(h, hashToken(token)) || strings.Contains(string(h), token) {
		t.Fatalf("the store keeps %x for the token, want its SHA-256 only", h)
	}

	var open []RoomInfo
	ts.get(t, "/api/rooms?over=false&game=cardbattle", &open)
	if len(open) != 1 || open[0].ID != ri.ID || !open[0].Seats[0].Claimed || open[0].Seats[0].Name != "Zoe" {
		t.Fatalf("open rooms: %+v", open)
	}
	var answer map[string]string
	if status := ts.get(t, "/api/rooms/"+ri.ID+"/record", &answer); status != http.StatusConflict {
		t.Fatalf("record of a game in play: status %d (%v), want 409", status, answer)
	}
	if status := ts.post(t, "/api/rooms/"+ri.ID+"/rematch", nil, &answer); status != http.StatusConflict {
		t.Fatalf("rematch of a game in play: status %d (%v), want 409", status, answer)
	}

	// A game of bots is over as soon as it is made.
	done := ts.create(t, Setup{Game: "tableau", Seats: []SeatSetup{{Bot: "random"}, {Bot: "heuristic"}}, Public: true})
	ts.create(t, Setup{Game: "tableau", Seats: []SeatSetup{{Bot: "random"}, {Bot: "heuristic"}}})
	var over []RoomInfo
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if ts.get(t, "/api/rooms?over=true", &over); len(over) == 1 {
			break
		}
	}
	if len(over) != 1 || over[0].ID != done.ID || len(over[0].Returns) != 2 {
		t.Fatalf("finished rooms: %+v", over)
	}
	if w := winners(over[0].Returns); over[0].Winners == nil || !slices.Equal(over[0].Winners, w) || over[0].Result == nil || !slices.Equal(over[0].Result.Winners, w) {
		t.Errorf("a finished room's winners %v and result %+v, want %v beside returns %v", over[0].Winners, over[0].Result, w, over[0].Returns)
	}
	var rec game.Record
	if status := ts.get(t, "/api/rooms/"+done.ID+"/record", &rec); status != http.StatusOK {
		t.Fatalf("record of a finished game: status %d", status)
	}
	_, g, err := registry.ForRecord(&rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := game.Replay(g, &rec); err != nil || !s.IsTerminal() {
		t.Fatalf("the record does not replay to its end: %v", err)
	}
	var first, again RoomInfo
	ts.post(t, "/api/rooms/"+done.ID+"/rematch", nil, &first)
	ts.post(t, "/api/rooms/"+done.ID+"/rematch", nil, &again)
	if first.ID == "" || first.ID == done.ID || again.ID != first.ID || first.Game != "tableau" || first.Seats[1].Bot != "heuristic" || !first.Public {
		t.Fatalf("rematches %+v and %+v of %s", first, again, done.ID)
	}
	if b, _ := json.Marshal(first); strings.Contains(string(b), "seed") {
		t.Fatalf("the rematch shows a seed: %s", b)
	}
}

// TestFinishedRoomReopens lets a finished room nobody watches close, then
// requires a spectator and a rematch to reopen it from the store.
func TestFinishedRoomReopens(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{IdleRoom: time.Millisecond})
	ri := ts.create(t, Setup{Game: "dojo", Seats: []SeatSetup{{Bot: "random"}, {Bot: "random"}}})
	for waited := time.Duration(0); ts.loaded(ri.ID); waited += time.Millisecond {
		if waited > waitLimit {
			t.Fatal("the finished room stayed loaded")
		}
		time.Sleep(time.Millisecond)
	}
	p := ts.dial(t, ri.ID)
	p.send(ClientMessage{Type: MsgHello})
	if w := p.expect(MsgState); !w.Over || w.Version == 0 {
		t.Fatalf("the reopened room is at version %d, over=%v", w.Version, w.Over)
	}
	var next RoomInfo
	if status := ts.post(t, "/api/rooms/"+ri.ID+"/rematch", nil, &next); status != http.StatusOK || next.ID == "" {
		t.Fatalf("rematch: status %d, %+v", status, next)
	}
}

// loaded reports whether the server has the room loaded.
func (ts *testServer) loaded(id string) bool {
	ts.srv.mu.Lock()
	defer ts.srv.mu.Unlock()
	return ts.srv.rooms[id] != nil
}

// TestLeaveHandsSeatToBot has the seat to act leave: a bot plays its
// move at once and to the end, its token stops working, and the other
// person plays the game out.
func TestLeaveHandsSeatToBot(t *testing.T) {
	tb := newTable(t, Config{MessagesPerSecond: 1e4, Burst: 1e4})
	leaver, stayer := tb.actor, 1-tb.actor
	var lr LeaveReply
	if status := tb.ts.post(t, "/api/leave", LeaveRequest{Room: tb.room.ID, Token: tb.tokens[leaver]}, &lr); status != http.StatusOK || lr.Seat != leaver+1 || lr.Bot != timeoutBot {
		t.Fatalf("leave: status %d, %+v", status, lr)
	}
	if err := tb.seats[leaver].closed(); websocket.CloseStatus(err) != websocket.StatusNormalClosure {
		t.Fatalf("the leaver's connection ended with %v", err)
	}
	var answer map[string]string
	if status := tb.ts.post(t, "/api/leave", LeaveRequest{Room: tb.room.ID, Token: tb.tokens[leaver]}, &answer); status != http.StatusForbidden {
		t.Fatalf("leaving twice: status %d (%v), want 403", status, answer)
	}
	p := tb.ts.dial(t, tb.room.ID)
	p.send(ClientMessage{Type: MsgHello, Token: tb.tokens[leaver]})
	if w := p.expect(MsgError); w.Code != CodeBadToken {
		t.Fatalf("the old token: %q, want %q", w.Code, CodeBadToken)
	}
	me := tb.seats[stayer]
	rng := game.NewRNG(3)
	for {
		w, _ := me.untilState()
		if w.Over {
			break
		}
		if w.Version > 5000 {
			t.Fatal("the game does not end")
		}
		if v := me.view(w); len(v.Actions) > 0 {
			me.act(w.Version, v.Actions[rng.IntN(len(v.Actions))].Action)
		}
	}
	room, err := tb.st.Room(context.Background(), tb.room.ID)
	if err != nil || !room.Over || room.Seats[leaver].Bot != timeoutBot || room.Seats[leaver].TokenHash != nil {
		t.Fatalf("stored room after the game: %+v (%v)", room, err)
	}
}

// TestIdleRoomCloses lets a game in play that nobody is connected to
// close, and requires a seat to find it where it was; a timed room stays
// loaded for its timer.
func TestIdleRoomCloses(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{IdleRoom: time.Millisecond})
	ri := ts.create(t, Setup{Game: "tableau"})
	timed := ts.create(t, Setup{Game: "tableau", TurnTimer: 60})
	token := ts.join(t, ri.ID, 1).Token
	for waited := time.Duration(0); ts.loaded(ri.ID); waited += time.Millisecond {
		if waited > waitLimit {
			t.Fatal("the idle room stayed loaded")
		}
		time.Sleep(time.Millisecond)
	}
	if !ts.loaded(timed.ID) {
		t.Error("a room with a turn timer running was closed")
	}
	var stored RoomInfo
	ts.get(t, "/api/rooms/"+ri.ID, &stored)
	p := ts.dial(t, ri.ID)
	if v := p.hello(token); v.Seat != 0 || v.Version != stored.Version {
		t.Fatalf("the reopened room gave seat %d at version %d, the store has version %d", v.Seat, v.Version, stored.Version)
	}
}

// brokenStore fails every read of a room with a driver's error text.
type brokenStore struct{ store.Store }

func (brokenStore) Room(context.Context, string) (*store.Room, error) {
	return nil, errors.New("failed to connect to host=db.internal user=menagerie password=hunter2")
}

func TestInternalErrorsAreNotShown(t *testing.T) {
	var log bytes.Buffer
	ts := startServer(t, brokenStore{store.NewMemory()}, Config{Log: slog.New(slog.NewTextHandler(&log, nil))})
	var body map[string]string
	status := ts.get(t, "/api/rooms/abc", &body)
	if status != http.StatusInternalServerError || strings.Contains(body["error"], "hunter2") || body["error"] != errInternal.Error() {
		t.Errorf("a store's own error: status %d, %q; want 500 with %q", status, body["error"], errInternal)
	}
	if !strings.Contains(log.String(), "hunter2") {
		t.Errorf("the store's error was not logged: %s", log.String())
	}
}

func TestAPanickingRequestAnswers500(t *testing.T) {
	var log bytes.Buffer
	srv, err := New(Config{Store: store.NewMemory(), Log: slog.New(slog.NewTextHandler(&log, nil))})
	if err != nil {
		t.Fatal(err)
	}
	h := srv.recovering(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("a replay's engine broke") }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/rooms/r1/replay", nil))
	if rec.Code != http.StatusInternalServerError || strings.Contains(rec.Body.String(), "broke") {
		t.Errorf("a panicking handler: status %d, %s; want 500 in plain words", rec.Code, rec.Body)
	}
	if got := log.String(); !strings.Contains(got, "/api/rooms/r1/replay") || !strings.Contains(got, "a replay's engine broke") || !strings.Contains(got, "goroutine") {
		t.Errorf("the log does not have the path, the panic and its stack: %s", got)
	}
}
