package server

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
)

// table is a two-person Tableau room with both seats claimed and
// connected, and a spectator.
type table struct {
	ts        *testServer
	st        store.Store
	room      RoomInfo
	tokens    [2]string
	seats     [2]*player
	spectator *player
	// actor is the seat to act (0 or 1), with its view.
	actor int
	view  wireView
	state wire
}

func newTable(t *testing.T, cfg Config) *table {
	t.Helper()
	st := store.NewMemory()
	tb := &table{ts: startServer(t, st, cfg), st: st}
	tb.room = tb.ts.create(t, Setup{Game: "tableau", Seats: []SeatSetup{{Name: "Ann"}, {Name: "Bo"}}})
	for i := range tb.seats {
		tb.tokens[i] = tb.ts.join(t, tb.room.ID, i+1).Token
		tb.seats[i] = tb.ts.dial(t, tb.room.ID)
		v := tb.seats[i].hello(tb.tokens[i])
		if v.Seat != game.Player(i) {
			t.Fatalf("token of seat %d claims seat %d", i, v.Seat)
		}
	}
	tb.spectator = tb.ts.dial(t, tb.room.ID)
	tb.spectator.hello("")
	tb.refresh(t)
	return tb
}

// refresh asks the seat to act for its state again (sync from the
// version it knows) and records it.
func (tb *table) refresh(t *testing.T) {
	t.Helper()
	for i, p := range tb.seats {
		from := 0
		if tb.state.Type != "" {
			from = tb.state.Version
		}
		p.send(ClientMessage{Type: MsgSync, From: &from})
		w, _ := p.untilState()
		if v := p.view(w); len(v.Actions) > 0 {
			tb.actor, tb.view, tb.state = i, v, w
		}
	}
}

// stored is the number of actions the store holds for the room.
func (tb *table) stored(t *testing.T) int {
	t.Helper()
	actions, err := tb.st.Actions(context.Background(), tb.room.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	return len(actions)
}

// TestRefusedMessages sends each kind of bad message and requires its
// error code, a sentence, and the game as it was: same version, same
// stored actions, same view for the seat to act.
func TestRefusedMessages(t *testing.T) {
	version := func(v int) *int { return &v }
	action := func(a game.Action) *game.Action { return &a }
	tests := []struct {
		name string
		// send does the bad thing (from the seat to act unless it says
		// otherwise) and returns the player that must get the error.
		send func(t *testing.T, tb *table) *player
		code string
	}{
		{"acting for the other seat", func(t *testing.T, tb *table) *player {
			other := tb.seats[1-tb.actor]
			other.act(tb.view.Version, tb.view.Actions[0].Action)
			return other
		}, CodeNotYourTurn},
		{"an old message replayed", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			v, a := tb.view.Version, tb.view.Actions[0].Action
			p.act(v, a)
			if w, _ := p.untilState(); w.Version <= v {
				t.Fatalf("the first action left the game at version %d", w.Version)
			}
			tb.seats[1-tb.actor].untilState()
			tb.refresh(t)
			p.act(v, a)
			return p
		}, CodeStale},
		{"a version from the future", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.act(tb.view.Version+1, tb.view.Actions[0].Action)
			return p
		}, CodeStale},
		{"an illegal action", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.act(tb.view.Version, 1<<30)
			return p
		}, CodeIllegal},
		{"a spectator acting", func(t *testing.T, tb *table) *player {
			tb.spectator.act(tb.view.Version, tb.view.Actions[0].Action)
			return tb.spectator
		}, CodeSpectator},
		{"acting before hello", func(t *testing.T, tb *table) *player {
			p := tb.ts.dial(t, tb.room.ID)
			p.act(tb.view.Version, tb.view.Actions[0].Action)
			return p
		}, CodeNoHello},
		{"a wrong token", func(t *testing.T, tb *table) *player {
			p := tb.ts.dial(t, tb.room.ID)
			p.send(ClientMessage{Type: MsgHello, Token: strings.Repeat("0", 32)})
			return p
		}, CodeBadToken},
		{"the other seat's token changed by one letter", func(t *testing.T, tb *table) *player {
			p := tb.ts.dial(t, tb.room.ID)
			tok := []byte(tb.tokens[1-tb.actor])
			tok[0] ^= 1
			p.send(ClientMessage{Type: MsgHello, Token: string(tok)})
			return p
		}, CodeBadToken},
		{"a second hello", func(t *testing.T, tb *table) *player {
			p := tb.seats[1-tb.actor]
			p.send(ClientMessage{Type: MsgHello, Token: tb.tokens[tb.actor]})
			return p
		}, CodeNoHello},
		{"not JSON", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.sendRaw(websocket.MessageText, []byte(`{"type":"act","version":`))
			return p
		}, CodeBadMessage},
		{"an unknown field", func(t *testing.T, tb *table) *player {
			p := tb.seats[1-tb.actor]
			p.sendRaw(websocket.MessageText, []byte(`{"type":"act","version":`+strconv.Itoa(tb.view.Version)+`,"action":`+strconv.Itoa(int(tb.view.Actions[0].Action))+`,"seat":`+strconv.Itoa(tb.actor)+`}`))
			return p
		}, CodeBadMessage},
		{"an unknown type", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.send(map[string]string{"type": "undo"})
			return p
		}, CodeBadMessage},
		{"an act without its action", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.send(ClientMessage{Type: MsgAct, Version: version(tb.view.Version)})
			return p
		}, CodeBadMessage},
		{"an action given as text", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.sendRaw(websocket.MessageText, []byte(`{"type":"act","version":`+strconv.Itoa(tb.view.Version)+`,"action":"0"}`))
			return p
		}, CodeBadMessage},
		{"a hello with an action", func(t *testing.T, tb *table) *player {
			p := tb.ts.dial(t, tb.room.ID)
			p.send(ClientMessage{Type: MsgHello, Token: tb.tokens[tb.actor], Action: action(tb.view.Actions[0].Action)})
			return p
		}, CodeBadMessage},
		{"two messages in one", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.sendRaw(websocket.MessageText, []byte(`{"type":"sync","from":0}{"type":"sync","from":0}`))
			return p
		}, CodeBadMessage},
		{"a binary message", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.sendRaw(websocket.MessageBinary, []byte(`{"type":"sync","from":0}`))
			return p
		}, CodeBadMessage},
		{"a sync from a version to come", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.send(ClientMessage{Type: MsgSync, From: version(tb.view.Version + 1)})
			return p
		}, CodeBadMessage},
		{"a sync from a negative version", func(t *testing.T, tb *table) *player {
			p := tb.seats[tb.actor]
			p.send(ClientMessage{Type: MsgSync, From: version(-1)})
			return p
		}, CodeBadMessage},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := newTable(t, Config{})
			p := tt.send(t, tb)
			before, stored := tb.state, tb.stored(t)
			w := p.expect(MsgError)
			if w.Code != tt.code || w.Message == "" {
				t.Fatalf("error %q (%s), want code %q and a sentence", w.Code, w.Message, tt.code)
			}
			if w.Version != before.Version {
				t.Errorf("the error carries version %d, the game is at %d", w.Version, before.Version)
			}
			tb.requireUnchanged(t, before, stored)
		})
	}
}

// requireUnchanged requires the game where it was: the seat to act sees
// the same state and the store holds as many actions.
func (tb *table) requireUnchanged(t *testing.T, before wire, stored int) {
	t.Helper()
	p := tb.seats[tb.actor]
	from := before.Version
	p.send(ClientMessage{Type: MsgSync, From: &from})
	after, _ := p.untilState()
	if after.Version != before.Version || !bytes.Equal(after.View, before.View) {
		t.Errorf("the game changed: version %d, view\n%s\nwas version %d, view\n%s", after.Version, after.View, before.Version, before.View)
	}
	if n := tb.stored(t); n != stored {
		t.Errorf("the store holds %d actions, it held %d", n, stored)
	}
}

// TestOversizedMessage requires a message over MaxMessage to close the
// connection with 1009 (message too big), the game unchanged.
func TestOversizedMessage(t *testing.T) {
	tb := newTable(t, Config{})
	before, stored := tb.state, tb.stored(t)
	p := tb.seats[tb.actor]
	big := `{"type":"hello","token":"` + strings.Repeat("a", MaxMessage) + `"}`
	p.sendRaw(websocket.MessageText, []byte(big))
	if err := p.closed(); websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Fatalf("connection ended with %v, want status %d", err, websocket.StatusMessageTooBig)
	}
	tb.seats[tb.actor] = tb.ts.dial(t, tb.room.ID)
	tb.seats[tb.actor].hello(tb.tokens[tb.actor])
	tb.requireUnchanged(t, before, stored)
}

// TestFlood sends many messages at once from the seat not to act: past
// the burst they are refused as rate limited, the others as not its turn,
// and the game is unchanged.
func TestFlood(t *testing.T) {
	tb := newTable(t, Config{MessagesPerSecond: 5, Burst: 10})
	before, stored := tb.state, tb.stored(t)
	p := tb.seats[1-tb.actor]
	const flood = 100
	for range flood {
		p.act(tb.view.Version, tb.view.Actions[0].Action)
	}
	codes := map[string]int{}
	var wait int
	for range flood {
		m := p.expect(MsgError)
		codes[m.Code]++
		switch {
		case m.Code == CodeRateLimited && (m.RetryAfter < 1 || m.RetryAfter > 201):
			t.Errorf("rate limited with retry_after %d ms, want 1 to 201 at 5 a second", m.RetryAfter)
		case m.Code != CodeRateLimited && m.RetryAfter != 0:
			t.Errorf("%s with retry_after %d", m.Code, m.RetryAfter)
		case m.Code == CodeRateLimited:
			wait = m.RetryAfter
		}
	}
	// A client that waits as told is heard again. The flood's messages after
	// the last refused one may have used what refilled since it was answered
	// (on a slow machine the server reads the flood over more than a token's
	// time), so a message sent after that wait may be told to wait again; one
	// sent after waiting as told, with nothing sent in between, is heard.
	time.Sleep(time.Duration(wait) * time.Millisecond)
	p.act(tb.view.Version, tb.view.Actions[0].Action)
	m := p.expect(MsgError)
	if m.Code == CodeRateLimited {
		wait = m.RetryAfter
		time.Sleep(time.Duration(wait) * time.Millisecond)
		p.act(tb.view.Version, tb.view.Actions[0].Action)
		m = p.expect(MsgError)
	}
	if m.Code != CodeNotYourTurn {
		t.Errorf("after waiting retry_after %d ms: %s (%s), want not_your_turn", wait, m.Code, m.Message)
	}
	// The burst of 10 (less the syncs of the set-up) is let through and
	// refused as not its turn; the rest, less what refills meanwhile, is
	// rate limited.
	if codes[CodeRateLimited] < flood/2 || codes[CodeNotYourTurn] < 5 || codes[CodeRateLimited]+codes[CodeNotYourTurn] != flood {
		t.Errorf("error codes %v: want %d rate limited or not your turn, most rate limited", codes, flood)
	}
	tb.requireUnchanged(t, before, stored)
}

// TestFullInboxIsBusy requires a room whose inbox is full to refuse the
// next request rather than wait or drop one it took.
func TestFullInboxIsBusy(t *testing.T) {
	r := &room{inbox: make(chan request, 2)}
	for i := range 2 {
		if err := r.post(timeoutRequest{version: i}); err != nil {
			t.Fatalf("request %d refused with room in the inbox: %v", i, err)
		}
	}
	if err := r.post(timeoutRequest{version: 2}); !errors.Is(err, errBusy) {
		t.Fatalf("a full inbox answered %v, want busy", err)
	}
	for i := range 2 {
		if q := (<-r.inbox).(timeoutRequest); q.version != i {
			t.Fatalf("request %d came out as %d", i, q.version)
		}
	}
	r.closed = true
	if err := r.post(timeoutRequest{}); !errors.Is(err, errRoomClosed) {
		t.Fatalf("a closed room answered %v, want closed", err)
	}
}

// TestNoSilentDrops sends the same action many times at once into a room
// whose inbox holds one request: each copy is either played (once at
// most) or refused with an error, none is left unanswered, and the store
// holds exactly what was played.
func TestNoSilentDrops(t *testing.T) {
	tb := newTable(t, Config{Inbox: 1, MessagesPerSecond: 1e4, Burst: 1e4})
	p := tb.seats[tb.actor]
	before, stored := tb.state, tb.stored(t)
	const copies = 30
	for range copies {
		p.act(tb.view.Version, tb.view.Actions[0].Action)
	}
	played, codes := 0, map[string]int{}
	for answered := 0; answered < copies; answered++ {
		switch w := p.next(); w.Type {
		case MsgError:
			codes[w.Code]++
		case MsgEvents:
			played++
			if s := p.expect(MsgState); s.Version <= before.Version {
				t.Fatalf("the action was played, the state is at version %d", s.Version)
			}
		default:
			t.Fatalf("unexpected %q message", w.Type)
		}
	}
	if played > 1 || stored+played != tb.stored(t) {
		t.Fatalf("played %d times, the store went from %d to %d actions; refusals %v", played, stored, tb.stored(t), codes)
	}
	t.Logf("played %d, refused %v", played, codes)
}

// TestForeignOriginRefused requires a WebSocket opened by a page of
// another site to be refused before it reaches the room.
func TestForeignOriginRefused(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{})
	ri := ts.create(t, Setup{Game: "tableau"})
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	header := http.Header{"Origin": {"https://elsewhere.example"}}
	conn, resp, err := websocket.Dial(ctx, strings.Replace(ts.url, "http://", "ws://", 1)+"/api/rooms/"+ri.ID+"/play", &websocket.DialOptions{HTTPHeader: header})
	if err == nil {
		conn.CloseNow()
		t.Fatal("a page of another site opened the room's WebSocket")
	}
	if resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("refused with %v, want 403", resp)
	}
}

// TestNewerConnectionTakesTheSeat says hello with a seat's token on a
// second connection: the newer plays the seat and the older is closed
// with CloseSeatTaken and why, while the other seat and the spectators,
// however many, go on.
func TestNewerConnectionTakesTheSeat(t *testing.T) {
	tb := newTable(t, Config{WatchLive: true})
	seat, other := tb.actor, 1-tb.actor
	watcher := tb.ts.dial(t, tb.room.ID)
	watcher.hello("")
	newer := tb.ts.dial(t, tb.room.ID)
	if v := newer.hello(tb.tokens[seat]); v.Seat != game.Player(seat) || len(v.Actions) == 0 {
		t.Fatalf("the newer connection plays seat %d with %d actions, want seat %d to act", v.Seat, len(v.Actions), seat)
	}
	err := tb.seats[seat].closed()
	if websocket.CloseStatus(err) != CloseSeatTaken || !strings.Contains(err.Error(), "the seat was taken by a newer connection") {
		t.Fatalf("the older connection ended with %v, want %d saying why", err, CloseSeatTaken)
	}
	newer.act(tb.state.Version, tb.view.Actions[0].Action)
	newer.untilState()
	for _, p := range []*player{tb.seats[other], tb.spectator, watcher} {
		if w, _ := p.untilState(); w.Version <= tb.state.Version {
			t.Errorf("a connection of another seat or a spectator is at version %d after the newer connection acted at %d", w.Version, tb.state.Version)
		}
	}
}
