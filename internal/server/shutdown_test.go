package server

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/coder/websocket"

	"menagerie/internal/store"
)

// TestShutdownFinishesInbox stops a room whose inbox holds a seat's hello
// and action: the owner handles both, stores the action, tells the seat,
// and only then closes its connections.
func TestShutdownFinishesInbox(t *testing.T) {
	r, st := dealtRoom(t, nil)
	meta := r.meta
	p := r.sess.ToAct()
	token := newToken()
	r.meta.Seats[p].TokenHash = hashToken(token)
	v, err := r.sess.View(p)
	if err != nil || len(v.Actions) == 0 {
		t.Fatalf("seat %d has no action to play: %v", p, err)
	}
	c := &client{out: make(chan *frame, 16), done: make(chan struct{})}
	for _, req := range []request{
		helloRequest{client: c, hash: hashToken(token)},
		actRequest{client: c, version: v.Version, action: v.Actions[0].Action},
	} {
		if err := r.post(req); err != nil {
			t.Fatalf("the inbox refused a request: %v", err)
		}
	}
	close(r.quit)
	r.run() // returns once the inbox is handled
	actions, err := st.Actions(context.Background(), meta.ID, 0)
	if err != nil || len(actions) != v.Version+1 {
		t.Fatalf("%d actions stored (%v), want %d with the seat's", len(actions), err, v.Version+1)
	}
	var types []string
	for len(c.out) > 0 {
		var m wire
		if err := json.Unmarshal((<-c.out).b, &m); err != nil {
			t.Fatal(err)
		}
		types = append(types, m.Type)
	}
	if len(types) != 3 || types[0] != MsgState || types[1] != MsgEvents || types[2] != MsgState {
		t.Fatalf("the seat was sent %v, want its state, then the action's events and state", types)
	}
	select {
	case <-c.done:
	default:
		t.Fatal("the connection was left open after the room stopped")
	}
}

// TestShutdownClosesConnections shuts a server down with a seat and a
// spectator connected: both are closed as going away, and the server
// takes no new room.
func TestShutdownClosesConnections(t *testing.T) {
	tb := newTable(t, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	if err := tb.ts.srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	for _, p := range []*player{tb.seats[0], tb.spectator} {
		if err := p.closed(); websocket.CloseStatus(err) != websocket.StatusGoingAway {
			t.Errorf("connection ended with %v, want going away", err)
		}
	}
	var answer map[string]string
	if status := tb.ts.post(t, "/api/rooms", Setup{Game: "dojo"}, &answer); status != http.StatusServiceUnavailable {
		t.Errorf("create during shutdown: status %d (%v), want 503", status, answer)
	}
	if rooms, _ := tb.st.List(context.Background(), store.Filter{Game: "dojo"}); len(rooms) != 0 {
		t.Errorf("a room was stored during shutdown: %+v", rooms[0])
	}
}
